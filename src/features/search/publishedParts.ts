// The search page's parts for a conference's own data (the authors on the rows; its presentations, days,
// sessions, authors and institutions as filters; an author's heading): a chunk of their own, with their messages (the `later`
// bundle), which a bare list of abstracts never loads, so that they weigh nothing on its first results.
// A page that shows such a list loads them before its first render (main.tsx, and the prerender), and
// draws them with the rest: nothing appears late and pushes the filters or the results down. A page that
// did not (the search page opened from a paper's page) loads them when it first needs them.

import { useEffect, useReducer } from 'react';
import { withMessages } from '../../i18n/withMessages';

const load = () => import('./PublishedParts');
type Parts = Awaited<ReturnType<typeof load>>;

let parts: Parts | null = null;

/** Loads the parts and their messages (the module system and needMessages fetch each once); resolves once both are in. */
export const loadPublishedParts = (): Promise<Parts> => withMessages('later', load).then((loaded) => (parts = loaded));

/**
 * The parts, for a list that has a conference's own data (`wanted`: the corpus has its code), once they
 * are in (at once when loaded before the first render); null for a bare list, and until they are in.
 */
export function usePublishedParts(wanted: boolean): Parts | null {
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    // A failure leaves the page without these filters: the results, the search and the rest still work.
    if (wanted && parts === null) loadPublishedParts().then(loaded, () => undefined);
  }, [wanted]);
  return wanted ? parts : null;
}
