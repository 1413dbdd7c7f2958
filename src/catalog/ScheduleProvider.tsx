// Puts one schedule store (schedule.json: every presentation whole) in React context; useScheduleFile reads
// it with a selector, one value per call.

import { storeContext } from '../components/storeContext';
import type { ScheduleStore } from './scheduleStore';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a component's name, for a developer's error (storeContext)
const schedule = storeContext<ScheduleStore>('useScheduleFile', 'ScheduleProvider');

export const ScheduleProvider = schedule.Provider;
export const useScheduleFile = schedule.useSelect;
