// The search page's parts for a conference's own data (its presentations, days, sessions, authors and
// institutions as filters; an author's heading): a chunk of their own, with their messages (the `later`
// bundle), which a bare list of abstracts never loads, so that they weigh nothing on its first results.
// A page that shows such a list loads them before its first render (main.tsx, and the prerender), and
// draws them with the rest: nothing appears late and pushes the filters or the results down. A page that
// did not (the search page opened from a paper's page) loads them when it first needs them.

import { useEffect, useReducer } from 'react';
import type { ListPaper } from '../../lib/types';
import { withMessages } from '../../i18n/withMessages';

const load = () => import('./PublishedParts');
type Parts = Awaited<ReturnType<typeof load>>;

let parts: Parts | null = null;
let loading: Promise<Parts> | null = null;

/**
 * Whether a list has a conference's own data (authors or presentations): what the parts are for.
 *   hasPublishedData([{ authors: ['Ling Yang'], … }]) => true; for a bare list of abstracts => false
 */
export const hasPublishedData = (papers: readonly Pick<ListPaper, 'authors' | 'presentations'>[]): boolean =>
  papers.some((paper) => paper.authors !== undefined || paper.presentations !== undefined);

/** Loads the parts and their messages, once (again after a failure); resolves once both are in. */
export function loadPublishedParts(): Promise<Parts> {
  loading ??= withMessages('later', load).then(
    (loaded) => (parts = loaded),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The parts, for a list that has a conference's own data, once they are in (at once when loaded before
 * the first render); null for a bare list, and until they are in.
 */
export function usePublishedParts(papers: readonly ListPaper[]): Parts | null {
  const wanted = hasPublishedData(papers);
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    // A failure leaves the page without these filters: the results, the search and the rest still work.
    if (wanted && parts === null) loadPublishedParts().then(loaded, () => undefined);
  }, [wanted]);
  return wanted ? parts : null;
}
