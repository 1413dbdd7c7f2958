// Puts one map store (map.json: each paper's place on the map) in React context; useMap reads it with a
// selector, one value per call: useMap((s) => s.status).

import { storeContext } from '../components/storeContext';
import type { MapStore } from './mapStore';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a component's name, for a developer's error (storeContext)
const map = storeContext<MapStore>('useMap', 'MapProvider');

export const MapProvider = map.Provider;
export const useMap = map.useSelect;
