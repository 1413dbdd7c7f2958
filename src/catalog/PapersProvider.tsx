// Puts one papers store (each paper's own file, by id) in React context; usePapers reads it with a
// selector, one value per call: usePapers((s) => s.entries[id]).

import { storeContext } from '../components/storeContext';
import type { PapersStore } from './papersStore';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a component's name, for a developer's error (storeContext)
const papers = storeContext<PapersStore>('usePapers', 'PapersProvider');

export const PapersProvider = papers.Provider;
export const usePapers = papers.useSelect;
