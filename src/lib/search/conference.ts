// What a conference's own data adds to a search (authors, institutions, presentations, OpenReview ids):
// its people searched by name, author:, a pasted OpenReview id or forum address, and the filters by
// author, institution, presentation type, session and day with their counts. A module of its own, which
// the catalog loads only for a list with such data (SearchCorpus.conference), as it loads the Chinese
// reader only for Chinese: a bare list of abstracts pays nothing for it before its first results.
//
// The filters, as the address names them (state.ts):
// - all of: authors and institutions, like topics; a paper must have every one chosen;
// - any of: types, sessions and days; a paper must have one of those chosen (an oral or a spotlight;
//   Tuesday or Wednesday), as choosing two days means either day. An option's count is then what
//   choosing it too would give: the results, and the papers it brings in.
import type { ListPaper } from '../types';
import { authorName, authorValue } from '../authors';
import { type ConferenceFilters, type ConferenceSearch, type Numbered, type SearchCorpus, foldText, has, listPositionOf, numbered } from './corpus';
import { type TermQuery, matchTerms } from './engine';
import type { Found } from './match';
import { FIELD_BOOST, PEOPLE_FIELDS } from './options';
import { forumPosition } from './openReview';
import { hasPosterBoards, posterOrder } from './posterOrder';
import type { OptionCounts } from './run';
import type { SearchState } from './state';
import { dayOf } from './url';

type ListPresentation = NonNullable<ListPaper['presentations']>[number];

/** The conference's filters: those of which a paper needs every value chosen, then those of which one. */
export const ALL_OF = ['authors', 'institutions'] as const;
export const ANY_OF = ['types', 'sessions', 'days'] as const;
export type ConferenceFilter = (typeof ALL_OF)[number] | (typeof ANY_OF)[number];

/**
 * The papers' values of each conference filter, as numbers (corpus.ts numbered):
 * - authors: each author's address value (authors.ts authorValue) and, for a homonym's author, the name
 *   too, so that `author=Min Zhang` is everyone with the name and `author=~Min_Zhang7` that one person;
 * - institutions; the presentations' types, sessions and days (url.ts dayOf: the venue's date).
 */
export type ConferenceTables = Record<ConferenceFilter, Numbered>;

const tables = new WeakMap<readonly ListPaper[], ConferenceTables>();

/** Whether paper p has a value marked in `chosen` (by number). */
function hasAny(table: Numbered, p: number, chosen: Uint8Array): boolean {
  for (let k = table.start[p] as number; k < (table.start[p + 1] as number); k++) if (chosen[table.of[k] as number] === 1) return true;
  return false;
}

export function conferenceTables(papers: readonly ListPaper[]): ConferenceTables {
  let t = tables.get(papers);
  if (t === undefined) {
    const presented = (valueOf: (each: ListPresentation) => string | undefined) => (paper: ListPaper, add: (value: string | undefined) => void) => {
      for (const each of paper.presentations ?? []) add(valueOf(each));
    };
    t = {
      authors: numbered(papers, (paper, add) => {
        for (const author of paper.authors ?? []) {
          add(authorValue(author));
          add(authorName(author));
        }
      }),
      institutions: numbered(papers, (paper, add) => paper.institutions?.forEach((institution) => add(institution))),
      types: numbered(papers, presented((each) => each.type)),
      sessions: numbered(papers, presented((each) => each.session)),
      days: numbered(papers, presented((each) => dayOf(each.start))),
    };
    tables.set(papers, t);
  }
  return t;
}

interface People {
  /** Each author's name, folded (foldText). */
  names: string[];
  /** Names and institutions, folded, ", " between them: a phrase is looked for within one, never across two. */
  line: string;
}

const peoples = new WeakMap<ListPaper, People>();
const NOBODY: People = { names: [], line: '' };

/**
 * A paper's people as a search compares them, folded once per paper:
 *   peopleOf({ authors: ['Min-Ling Zhang', 'Van Yang'], institutions: ['ETH Zürich'] })
 *     => { names: ["min ling zhang", "van yang"], line: "min ling zhang, van yang, eth zurich" }
 */
export function peopleOf(paper: ListPaper): People {
  if (paper.authors === undefined && paper.institutions === undefined) return NOBODY;
  let people = peoples.get(paper);
  if (people === undefined) {
    const names = (paper.authors ?? []).map((author) => foldText(authorName(author)).trim());
    people = { names, line: [...names, ...(paper.institutions ?? []).map((i) => foldText(i).trim())].join(', ') };
    peoples.set(paper, people);
  }
  return people;
}

/** The papers of either, each once, its scores added. */
function union(size: number, a: Found, b: Found): Found {
  const score = new Float64Array(size);
  const found = new Uint8Array(size);
  for (const { positions, scores } of [a, b]) {
    positions.forEach((position, i) => {
      score[position] = (score[position] as number) + (scores[i] as number);
      found[position] = 1;
    });
  }
  const positions: number[] = [];
  found.forEach((yes, position) => yes === 1 && positions.push(position));
  return { positions: Int32Array.from(positions), scores: Float64Array.from(positions, (position) => score[position] as number) };
}

/**
 * The papers whose people (authors, institutions) have every query term, added to those the paper's own
 * fields found; the terms they matched, and which query terms neither has. Not mixed with the paper's own
 * fields: "language models" does not find every paper of the Language Technologies Institute that says
 * "models", nor "long context" every paper by a Long that says "context" (author: does that: author:long context).
 */
function withPeople(corpus: SearchCorpus, queries: readonly TermQuery[], found: Found, missing: readonly number[]) {
  const matches = matchTerms(corpus.index, queries, { fields: PEOPLE_FIELDS, boost: FIELD_BOOST });
  const missingToo = missing.filter((q) => matches.missing.includes(q));
  if (!matches.matchedAll) return { found, terms: [], missing: missingToo };
  const positionOf = listPositionOf(corpus);
  const positions: number[] = [];
  const scores: number[] = [];
  matches.docs.forEach((doc, i) => {
    const position = positionOf[doc] ?? -1;
    if (position < 0) return;
    positions.push(position);
    scores.push(matches.scores[i] as number);
  });
  return { found: union(corpus.papers.length, found, { positions: Int32Array.from(positions), scores: Float64Array.from(scores) }), terms: matches.terms, missing: missingToo };
}

// The authors' names (conferenceTables' authors), folded, a space at each end: " min ling zhang ".
const foldedNames = new WeakMap<readonly string[], string[]>();

/**
 * The papers of `found` (every paper when null) with an author of each name, what author: asks: a name
 * of two words or more, that name (case, accents and hyphens aside); one word, a name with that word in
 * it. The names are compared once each, not once per paper that has them.
 *   byAuthors(papers, null, ["Ling Yang"]) => Ling Yang's papers; byAuthors(papers, null, ["ling"]) => Min-Ling Zhang's too
 */
function byAuthors(papers: readonly ListPaper[], found: Found | null, names: readonly string[]): Found {
  const table = conferenceTables(papers).authors;
  let folded = foldedNames.get(table.names);
  if (folded === undefined) foldedNames.set(table.names, (folded = table.names.map((name) => ` ${foldText(name).trim()} `)));
  const marks = names.map((name) => {
    const wanted = ` ${foldText(name).trim()} `;
    const whole = wanted.trim().includes(' ');
    const mark = new Uint8Array(folded.length);
    for (let n = 0; n < folded.length; n++) if (whole ? folded[n] === wanted : (folded[n] as string).includes(wanted)) mark[n] = 1;
    return mark;
  });
  const positions: number[] = [];
  const scores: number[] = [];
  const size = found === null ? papers.length : found.positions.length;
  for (let i = 0; i < size; i++) {
    const p = found === null ? i : (found.positions[i] as number);
    if (!marks.every((mark) => hasAny(table, p, mark))) continue;
    positions.push(p);
    scores.push(found === null ? 0 : (found.scores[i] as number));
  }
  return { positions: Int32Array.from(positions), scores: Float64Array.from(scores) };
}

/**
 * The conference filters of a search: `keep`, their test of a paper (by list position; null when none is
 * chosen), asked of the papers that pass every other filter, and then `counts`, each option's count with
 * that option added. An all-of option: the results that have it; an any-of option, with other values of
 * its filter chosen, the results and the papers that failed only that filter and have this value (what
 * choosing it too brings in: `keep` notes them); with none chosen, the results that have it.
 */
function filter(papers: readonly ListPaper[], state: SearchState): ConferenceFilters {
  const t = conferenceTables(papers);
  // An all-of filter's values one by one (a paper must have each; an unknown one, -1, no paper has), an
  // any-of filter's marked together.
  const allOf = ALL_OF.flatMap((name) => state[name].map((value) => ({ table: t[name], n: t[name].numbers.get(value) ?? -1 })));
  const anyOf = ANY_OF.flatMap((name, i) => {
    if (state[name].length === 0) return [];
    const mark = new Uint8Array(t[name].names.length);
    for (const value of state[name]) {
      const n = t[name].numbers.get(value);
      if (n !== undefined) mark[n] = 1;
    }
    return [{ table: t[name], mark, i }];
  });
  // The papers that failed one any-of filter only, by filter.
  const nearly: number[][] = ANY_OF.map(() => []);
  const keep = (p: number): boolean => {
    for (const { table, n } of allOf) if (!has(table, p, n)) return false;
    let missed = -1;
    for (const { table, mark, i } of anyOf) {
      if (hasAny(table, p, mark)) continue;
      if (missed !== -1) return false;
      missed = i;
    }
    if (missed === -1) return true;
    (nearly[missed] as number[]).push(p);
    return false;
  };
  const counts = (kept: Int32Array): Record<ConferenceFilter, OptionCounts> => {
    const results = kept.length;
    const anyOfCounts = (name: (typeof ANY_OF)[number]) =>
      state[name].length === 0
        ? new CountedOptions(t[name], kept, 0, [], results)
        : new CountedOptions(t[name], Int32Array.from(nearly[ANY_OF.indexOf(name)] as number[]), results, state[name], results);
    return {
      authors: new CountedOptions(t.authors, kept, 0, state.authors, results),
      institutions: new CountedOptions(t.institutions, kept, 0, state.institutions, results),
      types: anyOfCounts('types'),
      sessions: anyOfCounts('sessions'),
      days: anyOfCounts('days'),
    };
  };
  return { keep: allOf.length + anyOf.length > 0 ? keep : null, counts };
}

function countValues(table: Numbered, positions: Int32Array): Int32Array {
  const counts = new Int32Array(table.names.length);
  for (const p of positions) {
    for (let k = table.start[p] as number; k < (table.start[p + 1] as number); k++) {
      const n = table.of[k] as number;
      counts[n] = (counts[n] as number) + 1;
    }
  }
  return counts;
}

/**
 * An option's count, counted when first asked: a keystroke's search pays nothing for a conference's
 * thousands of authors until the filters column reads them (after the results are drawn).
 */
class CountedOptions implements OptionCounts {
  #counts: Int32Array | null = null;

  constructor(
    private readonly table: Numbered,
    /** The papers to count (by position). */
    private readonly positions: Int32Array,
    /** Added to every option's count: the results, for an any-of filter with values chosen. */
    private readonly base: number,
    private readonly chosen: readonly string[],
    private readonly results: number,
  ) {}

  get(value: string): number {
    // A chosen option keeps every current result: its count is theirs, 0 included.
    if (this.chosen.includes(value)) return this.results;
    const n = this.table.numbers.get(value);
    if (n === undefined) return 0;
    this.#counts ??= countValues(this.table, this.positions);
    return this.base + (this.#counts[n] as number);
  }
}

/** What the search engine asks of a conference's data (corpus.ts ConferenceSearch). */
export const CONFERENCE_SEARCH: ConferenceSearch = {
  peopleLine: (paper) => peopleOf(paper).line,
  withPeople,
  byAuthors,
  forumPosition,
  filter,
  posterOrder,
  hasPosterBoards,
};
