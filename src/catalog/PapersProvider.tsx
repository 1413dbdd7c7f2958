// Puts one papers store (each paper's own file, by id) in React context; usePapers reads it with a
// selector, one value per call: usePapers((s) => s.entries[id]).

import { storeContext } from '../components/storeContext';
import type { PapersStore } from './papersStore';

const papers = storeContext<PapersStore>('usePapers', 'PapersProvider');

export const PapersProvider = papers.Provider;
export const usePapers = papers.useSelect;
