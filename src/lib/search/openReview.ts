// A paper's OpenReview id or forum address, typed or pasted in the search box, finds that paper: what a
// reader copies from a review, a tweet or a reference manager.
import type { ListPaper } from '../types';

// openreview.net/forum?id=…, /pdf?id=…, with or without the scheme, other parameters around it.
const FORUM = /^(?:https?:\/\/)?(?:www\.)?openreview\.net\/(?:forum|pdf|attachment)\/?\?(?:[^#\s]*&)?id=([\w-]+)[^\s]*$/i;
// An id alone: OpenReview's are 10 characters of letters, digits, '_' and '-'; the list decides.
const ID = /^[\w-]{8,}$/;

const byId = new WeakMap<readonly ListPaper[], Map<string, number>>();

/**
 * The list position of the paper whose OpenReview id the whole query is, or whose forum (or PDF) address
 * it is; -1 for any other query. An id in another case finds its paper too, when only one paper has it.
 *   forumPosition(papers, "https://openreview.net/forum?id=F2zHYjBAEv&noteId=x") => 0 (the paper with that id)
 *   forumPosition(papers, "F2zHYjBAEv") => 0; forumPosition(papers, "kernel") => -1
 */
export function forumPosition(papers: readonly ListPaper[], q: string): number {
  const text = q.trim();
  const id = FORUM.exec(text)?.[1] ?? (ID.test(text) ? text : undefined);
  if (id === undefined) return -1;
  let ids = byId.get(papers);
  if (ids === undefined) {
    ids = new Map();
    for (let p = papers.length - 1; p >= 0; p--) {
      const known = papers[p]?.openreviewId;
      if (known === undefined) continue;
      const lower = known.toLowerCase();
      // A lowercase id shared by two papers names neither (-2); an exact one always its own.
      ids.set(lower, ids.has(lower) && ids.get(lower) !== p ? -2 : p);
      ids.set(`=${known}`, p);
    }
    byId.set(papers, ids);
  }
  const position = ids.get(`=${id}`) ?? ids.get(id.toLowerCase()) ?? -1;
  return position < 0 ? -1 : position;
}
