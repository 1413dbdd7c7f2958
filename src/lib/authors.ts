// Authors as the views and the address name them: who a name stands for, and how rows shorten a list.
import type { Author, ListAuthor, Paper } from './types';

/** An author of list.json (or of a paper file) by name: authorName({ name: 'Min Zhang', key: '~Min_Zhang7' }) => "Min Zhang" */
export const authorName = (author: ListAuthor | Author): string => (typeof author === 'string' ? author : author.name);

/**
 * What the address's `author=` says for an author: the name, or, for a name that people the data tells apart
 * share (a homonym), that person's key.
 *   authorValue('Ling Yang') => "Ling Yang"; authorValue({ name: 'Min Zhang', key: '~Min_Zhang7' }) => "~Min_Zhang7"
 */
export const authorValue = (author: ListAuthor): string => (typeof author === 'string' ? author : author.key);

/**
 * The names that stand for more than one person in a collection: carried by authors with two or more
 * different keys (OpenReview's ~Min_Zhang1 and ~Min_Zhang7, two feed ids). An author without a key may be
 * any of them, so a name is a homonym only when the data itself says that its people differ.
 *   homonyms([{ authors: [{ name: 'Min Zhang', key: '~Min_Zhang1' }] }, { authors: [{ name: 'Min Zhang', key: '~Min_Zhang7' }] }])
 *     => Set {"Min Zhang"}
 */
export function homonyms(papers: readonly Pick<Paper, 'authors'>[]): Set<string> {
  const keysOf = new Map<string, Set<string>>();
  for (const paper of papers) {
    for (const { name, key } of paper.authors ?? []) {
      if (key === undefined) continue;
      let keys = keysOf.get(name);
      if (keys === undefined) keysOf.set(name, (keys = new Set()));
      keys.add(key);
    }
  }
  return new Set([...keysOf].filter(([, keys]) => keys.size > 1).map(([name]) => name));
}

/**
 * A paper's authors as list.json carries them: the name alone, or name and key for a homonym's author
 * with a key (the only ones an address must tell apart).
 *   listAuthors([{ name: 'A', key: '~A1' }, { name: 'Min Zhang', key: '~Min_Zhang7' }], Set {"Min Zhang"})
 *     => ["A", { name: "Min Zhang", key: "~Min_Zhang7" }]
 */
export function listAuthors(authors: readonly Author[], shared: ReadonlySet<string>): ListAuthor[] {
  return authors.map(({ name, key }) => (key !== undefined && shared.has(name) ? { name, key } : name));
}

// The value of a paper page's author, told the paper's homonyms, is authorValueOf in pageAuthors.ts: a
// module of the paper page's own, since the first load has this one (see there).

/**
 * The institutions of a paper's authors, each once, in the authors' order.
 *   institutionsOf([{ name: 'A', institution: 'MIT' }, { name: 'B' }, { name: 'C', institution: 'MIT' }]) => ["MIT"]
 */
export function institutionsOf(authors: readonly Author[]): string[] {
  return [...new Set(authors.flatMap((a) => (a.institution === undefined || a.institution === '' ? [] : [a.institution])))];
}

/** How many names a result row shows before "+N". */
export const ROW_AUTHORS = 3;

/**
 * The first names of a list and how many more there are: what a result row shows ("A, B, C +7").
 *   shortAuthors(['A', 'B', 'C', 'D', 'E']) => { shown: ['A', 'B', 'C'], more: 2 }
 *   shortAuthors(['A', 'B', 'C', 'D']) => { shown: ['A', 'B', 'C', 'D'], more: 0 } (a "+1" would save nothing)
 */
export function shortAuthors(names: readonly string[], max = ROW_AUTHORS): { shown: string[]; more: number } {
  if (names.length <= max + 1) return { shown: [...names], more: 0 };
  return { shown: names.slice(0, max), more: names.length - max };
}
