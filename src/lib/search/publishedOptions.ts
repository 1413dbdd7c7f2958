// The options a conference's own data offers to filter by (presentation types, days, sessions, authors,
// institutions), and how to name them: worked out once per list, by the parts of the search page that
// only such a list loads (src/features/search/publishedParts.ts), so that none of it weighs on a bare
// list's first results.
import type { ListPaper } from '../types';
import type { Numbered } from './corpus';
import { conferenceTables } from './conference';
import { conferenceTime } from '../conferenceTime';
import { authorName, authorValue } from '../authors';
import { kthLargest } from '../kthLargest';
import type { Counts } from './facetOptions';

/**
 * The `limit` values with the highest counts, highest first, ties in the given order, without sorting
 * them all: linear in the values (a conference names 40,000 authors, each keystroke recounts them).
 *   mostCounted(['a', 'b', 'c'], Map { b: 2, c: 2 }, 1) => ['b']
 */
export function mostCounted(values: readonly string[], counts: Counts, limit: number): string[] {
  const count = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) count[i] = counts.get(values[i] as string) ?? 0;
  // The limit-th highest count: the values above it all make the cut, those equal to it in order.
  const floor = values.length <= limit ? -Infinity : kthLargest(Float64Array.from(count), limit);
  const picked: number[] = [];
  for (let i = 0; i < values.length; i++) if ((count[i] as number) > floor) picked.push(i);
  for (let i = 0; i < values.length && picked.length < limit; i++) if (count[i] === floor) picked.push(i);
  picked.sort((a, b) => (count[b] as number) - (count[a] as number) || a - b);
  return picked.map((i) => values[i] as string);
}

/** An author as the filters offer them: one option per person, the name for those who share none. */
export interface AuthorOption {
  /** The address value (authors.ts authorValue): the name, or a homonym's key. */
  value: string;
  name: string;
  /**
   * For one of several people who share a name: a co-author of their first paper, to tell them apart
   * ("Min Zhang, with Xin Zhang"); undefined when they have none (their key then tells them apart).
   */
  coauthor?: string;
}

/** What a conference's own data offers to filter by, in the order the filters show it; empty for a bare list. */
export interface PublishedOptions {
  /** Presentation types: oral, spotlight, poster, then any other, most papers first. */
  types: string[];
  /** The venue's dates, in order. */
  days: string[];
  /** Sessions in the order they are held (by their first start; those without a time last, by name). */
  sessions: string[];
  /** Institutions, most papers first. */
  institutions: string[];
  /** Authors, most papers first. */
  authors: AuthorOption[];
  /** Every author value of the collection, and every name, by value: how a filter names what it holds. */
  authorByValue: ReadonlyMap<string, AuthorOption>;
}

const TYPE_ORDER = ['oral', 'spotlight', 'poster'];
const published = new WeakMap<readonly ListPaper[], PublishedOptions>();

/**
 * publishedOptions(papers) => { types: ["oral", "poster"], days: ["2026-07-14", …], sessions: ["Oral 1A", …],
 *   institutions: […], authors: [{ value: "Ling Yang", name: "Ling Yang" }, { value: "feed:70048", name: "Min Zhang",
 *   coauthor: "Xin Zhang" }, …], authorByValue }: worked out once per list.
 */
export function publishedOptions(papers: readonly ListPaper[]): PublishedOptions {
  let options = published.get(papers);
  if (options !== undefined) return options;
  const t = conferenceTables(papers);
  const frequency = (table: Numbered): Int32Array => {
    const counts = new Int32Array(table.names.length);
    for (const n of table.of) counts[n] = (counts[n] as number) + 1;
    return counts;
  };
  const byFrequency = (table: Numbered, keep: (name: string) => boolean = () => true): string[] => {
    const counts = frequency(table);
    return table.names
      .map((name, n) => ({ name, n }))
      .filter(({ name }) => keep(name))
      .sort((a, b) => (counts[b.n] as number) - (counts[a.n] as number) || a.n - b.n)
      .map(({ name }) => name);
  };
  const rank = (type: string) => (TYPE_ORDER.includes(type) ? TYPE_ORDER.indexOf(type) : TYPE_ORDER.length);
  // Each session's first start.
  const firstStart = new Map<string, string>();
  for (const paper of papers) {
    for (const { session, start } of paper.presentations ?? []) {
      if (session === undefined || start === undefined) continue;
      const time = conferenceTime(start);
      const key = time === undefined ? undefined : `${time.date}T${time.time}`;
      const known = firstStart.get(session);
      if (key !== undefined && (known === undefined || key < known)) firstStart.set(session, key);
    }
  }
  const authorByValue = new Map<string, AuthorOption>();
  for (const paper of papers) {
    for (const author of paper.authors ?? []) {
      const value = authorValue(author);
      const name = authorName(author);
      if (!authorByValue.has(name)) authorByValue.set(name, { value: name, name });
      if (value === name || authorByValue.has(value)) continue;
      const coauthor = paper.authors?.map(authorName).find((other) => other !== name);
      authorByValue.set(value, coauthor === undefined ? { value, name } : { value, name, coauthor });
    }
  }
  // People: each author value (a homonym's name stands for several of them, and is no option itself).
  const people = new Set((papers.flatMap((p) => p.authors ?? [])).map(authorValue));
  options = {
    types: byFrequency(t.types).sort((a, b) => rank(a) - rank(b)),
    days: [...t.days.names].sort(),
    sessions: [...t.sessions.names].sort((a, b) => {
      const [x, y] = [firstStart.get(a), firstStart.get(b)];
      if (x !== y) return x === undefined ? 1 : y === undefined ? -1 : x < y ? -1 : 1;
      return a.localeCompare(b, 'en', { numeric: true });
    }),
    institutions: byFrequency(t.institutions),
    authors: byFrequency(t.authors, (value) => people.has(value)).map((value) => authorByValue.get(value) as AuthorOption),
    authorByValue,
  };
  published.set(papers, options);
  return options;
}
