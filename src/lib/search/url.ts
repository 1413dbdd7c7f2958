// The search page's URL codec: the query string is the one source of truth for SearchState.
//
//   /?q=kernel%20bandit&topic=theory&topic=rl&bench=MMLU&code=1&sort=title
//
// Canonical form: q, every topic, every bench, code, every author, institution, type, session and day,
// sort, in that order; defaults (empty q, code off,
// sort null) are omitted, and so is every parameter we do not know — the page owns the whole query
// string. readSearchParams never throws: whatever arrives in the address bar becomes a valid state,
// and `changed` tells the page to rewrite the address (with replace) into the canonical form.
//
// q is kept as typed, spaces included: the page writes the URL on every keystroke and reads the input's
// value back from it, so trimming would eat the space the user has just typed. Only what cannot be
// typed into a search box is cleaned (see normalizeQuery).

import type { ListPaper, Topic } from '../types';
import { EMPTY_SEARCH, SORT_ORDERS, type SearchState, type SortOrder } from './state';
import { authorName, authorValue } from '../authors';

/** The longest query kept, in UTF-16 code units (what an input's maxLength counts). */
export const MAX_QUERY_LENGTH = 500;

export interface KnownValues {
  /** Topic ids (list.json's `topics[].id`). */
  topics: ReadonlySet<string>;
  /**
   * A topic's earlier id => its id now (list.json's `topics[].aliases`), so that a link shared before a
   * topic was split or renamed still filters by the topic that took it over. None when absent.
   */
  topicAliases?: ReadonlyMap<string, string>;
  /** Canonical benchmark names (as in list.json's `papers[].benchmarks`). */
  benchmarks: ReadonlySet<string>;
  // The published data's filters (none for a bare list of abstracts): absent, none is known.
  /** Authors' address values: every name, and the keys of homonyms' authors (src/lib/authors.ts). */
  authors?: ReadonlySet<string>;
  institutions?: ReadonlySet<string>;
  /** Presentation types, lowercase ("oral"). */
  types?: ReadonlySet<string>;
  sessions?: ReadonlySet<string>;
  /** Days of presentations, "2026-07-14" (the conference's own date, the start's date part). */
  days?: ReadonlySet<string>;
}

type KnownPaper = Pick<ListPaper, 'benchmarks' | 'authors' | 'institutions' | 'presentations'>;
type PaperValues = Required<Omit<KnownValues, 'topics' | 'topicAliases'>>;
const PAPER_VALUES = ['benchmarks', 'authors', 'institutions', 'types', 'sessions', 'days'] as const;
// A set of strings for each name of a tuple: SetsOf<readonly ['a', 'b']> => readonly [Set<string>, Set<string>]
type SetsOf<T extends readonly string[]> = { [I in keyof T]: Set<string> };

// Each list's values, gathered once, when an address first names one: a list of 7,000 papers of a
// conference's data has about 50,000 authors to gather, 80 ms of the first render on a 4× phone, which an
// address without a benchmark or a filter of the conference's never needed (CPU profile, docs/benchmarks.md).
const paperValues = new WeakMap<readonly KnownPaper[], PaperValues>();

function gather(papers: readonly KnownPaper[]): PaperValues {
  let values = paperValues.get(papers);
  if (values === undefined) {
    const [benchmarks, authors, institutions, types, sessions, days] = PAPER_VALUES.map(() => new Set<string>()) as unknown as SetsOf<typeof PAPER_VALUES>;
    for (const paper of papers) {
      for (const benchmark of paper.benchmarks) benchmarks.add(benchmark);
      for (const author of paper.authors ?? []) authors.add(authorName(author)).add(authorValue(author));
      for (const institution of paper.institutions ?? []) institutions.add(institution);
      for (const { type, session, start } of paper.presentations ?? []) {
        if (type !== undefined) types.add(type);
        if (session !== undefined) sessions.add(session);
        const day = dayOf(start);
        if (day !== undefined) days.add(day);
      }
    }
    paperValues.set(papers, (values = { benchmarks, authors, institutions, types, sessions, days }));
  }
  return values;
}

/**
 * The topics, benchmarks and conference values a list has: an address naming any other is read without
 * it. The papers' values are gathered when first read, once per papers array.
 *   knownValues({ topics: [{ id: 'agents', aliases: ['agents-reasoning'], … }], papers: [{ benchmarks: ['MMLU'], … }] })
 *     => { topics: Set {'agents'}, topicAliases: Map {'agents-reasoning' => 'agents'}, benchmarks: Set {'MMLU'}, authors: Set {}, … }
 */
export function knownValues(list: { topics: readonly Pick<Topic, 'id' | 'aliases'>[]; papers: readonly KnownPaper[] }): KnownValues {
  const known = { topics: new Set(list.topics.map((t) => t.id)), topicAliases: topicAliases(list.topics) };
  for (const key of PAPER_VALUES) Object.defineProperty(known, key, { get: () => gather(list.papers)[key] });
  return known as unknown as KnownValues;
}

/**
 * The conference's own date of a presentation's start, written with its offset: the date part, what the
 * day filter selects (the data build leaves out a time it cannot read, so this is conferenceTime's date,
 * without its code in the first results' JavaScript).
 *   dayOf('2026-07-14T23:30:00-07:00') => "2026-07-14" (not the 15th, as in UTC); dayOf(undefined) => undefined
 */
export function dayOf(start: string | undefined): string | undefined {
  return start !== undefined && /^\d{4}-\d{2}-\d{2}T/.test(start) ? start.slice(0, 10) : undefined;
}

/**
 * Each topic's earlier ids, mapped to its id now.
 *   topicAliases([{ id: 'agents', aliases: ['agents-reasoning'] }]) => Map {'agents-reasoning' => 'agents'}
 */
export function topicAliases(topics: readonly Pick<Topic, 'id' | 'aliases'>[]): Map<string, string> {
  return new Map(topics.flatMap((t) => (t.aliases ?? []).map((alias) => [alias, t.id] as const)));
}

/**
 * Topic ids with any earlier id replaced by the id now (compared in lowercase, as ids are), each once:
 * what a saved search or an old link names, read against today's taxonomy.
 *   currentTopics(['Agents-Reasoning', 'agents', 'rl'], Map {'agents-reasoning' => 'agents'}) => ['agents', 'rl']
 */
export function currentTopics(topics: readonly string[], aliases: ReadonlyMap<string, string> | undefined): string[] {
  return unique(topics.map((topic) => aliases?.get(topic.toLowerCase()) ?? topic));
}

export interface ReadResult {
  state: SearchState;
  /** The state written back: what the address should say. */
  canonical: URLSearchParams;
  /**
   * Whether `canonical` differs from the input, i.e. the page should replace the address. Both are
   * compared as URLSearchParams serialises them, so `q=a%20b` against `q=a+b` is no change.
   */
  changed: boolean;
}

/**
 * Every parameter readSearchParams reads: an address with one of them may show other results than
 * the whole list (any other parameter, ?utm_source=… or ?fbclid=…, changes nothing). public/theme.js
 * keeps a copy, to hide the prerendered first screen of / (the whole list) on such an address.
 */
export const RESULT_PARAMS = ['q', 'topic', 'code', 'bench', 'author', 'institution', 'type', 'session', 'day', 'sort', 'search', 'filter'] as const;

/**
 * A query string without its malformed percent-escapes: a '%' without two hex digits after it, or bytes
 * that are no UTF-8. URLSearchParams would read them as "\uFFFD" and a literal "%", which the search
 * box would show and the address keep. Well-formed escapes, '+' and the rest are left as they are.
 *   wellFormedSearch('?q=%E0%A4%A') => '?q='; wellFormedSearch('?q=caf%C3%A9+au+lait') => unchanged
 */
export function wellFormedSearch(search: string): string {
  if (!search.includes('%')) return search;
  return search.replace(/(?:%[0-9a-fA-F]{2})+|%[0-9a-fA-F]?/g, (run) => {
    if (run.length < 3) return '';
    // The decoded text is used, not only tried: the production minifier drops a call whose result is
    // unused (it takes decodeURIComponent for pure), and with it the check.
    try {
      return decodeURIComponent(run) === '' ? '' : run;
    } catch {
      return '';
    }
  });
}

/**
 * Reads the search state from a query string, dropping whatever is unknown or malformed.
 *   readSearchParams(new URLSearchParams('sort=title&q=gan&x=1'), known)
 *     => { state: { q: 'gan', sort: 'title', … }, canonical: q=gan&sort=title, changed: true }
 * Legacy links from the conference sites (`?filter=titles&search=X`) become our own q (see legacyQuery),
 * and a topic's earlier id its id now (`?topic=agents-reasoning` => topic=agents, see KnownValues).
 */
export function readSearchParams(params: URLSearchParams, known: KnownValues): ReadResult {
  const q = firstNonEmpty(params.getAll('q').map(normalizeQuery)) ?? legacyQuery(params);
  const state: SearchState = {
    q,
    topics: pickKnown(currentTopics(params.getAll('topic'), known.topicAliases), known, 'topics'),
    code: params.getAll('code').some((value) => value === '1' || value.toLowerCase() === 'true'),
    bench: pickKnown(params.getAll('bench'), known, 'benchmarks'),
    authors: pickKnown(params.getAll('author'), known, 'authors'),
    institutions: pickKnown(params.getAll('institution'), known, 'institutions'),
    types: pickKnown(params.getAll('type'), known, 'types'),
    sessions: pickKnown(params.getAll('session'), known, 'sessions'),
    days: pickKnown(params.getAll('day'), known, 'days'),
    sort: params.getAll('sort').find(isSort) ?? null,
  };
  const canonical = writeSearchParams(state);
  return { state, canonical, changed: canonical.toString() !== params.toString() };
}

/** A query string as an address writes it: searchOf(new URLSearchParams('q=a')) => "?q=a"; searchOf(new URLSearchParams()) => "" */
export const searchOf = (params: URLSearchParams): string => (params.size > 0 ? `?${params}` : '');

/**
 * Writes the state in canonical form; q is normalised and repeated topics or benches are written once.
 *   writeSearchParams({ q: 'gan', topics: ['rl'], code: true, bench: [], sort: null }).toString()
 *     => "q=gan&topic=rl&code=1"
 */
export function writeSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const q = normalizeQuery(state.q);
  if (q !== '') params.append('q', q);
  for (const topic of unique(state.topics)) params.append('topic', topic);
  for (const bench of unique(state.bench)) params.append('bench', bench);
  if (state.code) params.append('code', '1');
  for (const author of unique(state.authors)) params.append('author', author);
  for (const institution of unique(state.institutions)) params.append('institution', institution);
  for (const type of unique(state.types)) params.append('type', type);
  for (const session of unique(state.sessions)) params.append('session', session);
  for (const day of unique(state.days)) params.append('day', day);
  if (state.sort !== null) params.append('sort', state.sort);
  return params;
}

/**
 * The query as typed, minus what no search box can hold: C0 control characters and DEL are removed
 * (a tab becomes a space), lone surrogates become U+FFFD, the length is capped at MAX_QUERY_LENGTH
 * without splitting a surrogate pair, and an all-whitespace query becomes ''. Spacing is kept.
 *   normalizeQuery('a\tb\u0000c ') => "a bc "
 */
export function normalizeQuery(raw: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  let q = raw.replace(/\t/g, ' ').replace(/[\u0000-\u001f\u007f]/g, '');
  q = q.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  if (q.length > MAX_QUERY_LENGTH) {
    const cut = isHighSurrogate(q.charCodeAt(MAX_QUERY_LENGTH - 1)) ? MAX_QUERY_LENGTH - 1 : MAX_QUERY_LENGTH;
    q = q.slice(0, cut);
  }
  return q.trim() === '' ? '' : q;
}

/**
 * The q of a link made the way the official conference sites make them (`papers.html?filter=…&search=…`),
 * used only when there is no q of our own. Title searches keep their meaning with one `title:` term per
 * word (words anywhere in the title, not a phrase: friendlier than the exact `title:"…"`); quotes
 * (" “ ” „, all of which open a phrase in parseQuery) are dropped so that a stray one cannot. Keywords, authors (which we do not have),
 * topics and anything else search everywhere.
 *   ?filter=titles&search=kernel%20bandits   => "title:kernel title:bandits"
 *   ?filter=authors&search=Hinton            => "Hinton"
 */
function legacyQuery(params: URLSearchParams): string {
  const search = firstNonEmpty(params.getAll('search').map(normalizeQuery));
  if (search === undefined) return '';
  if (params.get('filter') !== 'titles') return search;
  const words = search.replace(/["“”„]/g, ' ').split(/\s+/).filter((word) => word !== '');
  return normalizeQuery(words.map((word) => `title:${word}`).join(' '));
}

/**
 * The known values among `values`, first occurrence first. A value that differs from a known one only
 * in case (`bench=imagenet`, a hand-typed link) is read as that one when exactly one matches. The known
 * values (`from[key]`) are read only when there are values to check.
 */
function pickKnown(values: readonly string[], from: KnownValues, key: 'topics' | (typeof PAPER_VALUES)[number]): string[] {
  if (values.length === 0) return [];
  const known = from[key] ?? new Set<string>();
  const picked = new Set<string>();
  let byLowerCase: Map<string, string | null> | undefined;
  for (const value of values) {
    if (value === '') continue;
    if (known.has(value)) {
      picked.add(value);
      continue;
    }
    byLowerCase ??= lowerCaseIndex(known);
    const match = byLowerCase.get(value.toLowerCase());
    if (match) picked.add(match);
  }
  return [...picked];
}

// Lower-cased value => the known value, or null when two known values share it (ambiguous).
function lowerCaseIndex(known: ReadonlySet<string>): Map<string, string | null> {
  const index = new Map<string, string | null>();
  for (const value of known) {
    const key = value.toLowerCase();
    index.set(key, index.has(key) ? null : value);
  }
  return index;
}

function firstNonEmpty(values: readonly string[]): string | undefined {
  return values.find((value) => value !== '');
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)].filter((value) => value !== '');
}

function isSort(value: string): value is SortOrder {
  return (SORT_ORDERS as readonly string[]).includes(value);
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * The search page's address for a partial state, relative to the site's root.
 *   searchPath({ topics: ['theory'] }) => "/?topic=theory"; searchPath({}) => "/"
 */
export function searchPath(state: Partial<SearchState>): string {
  const params = writeSearchParams({ ...EMPTY_SEARCH, ...state });
  return params.size > 0 ? `/?${params}` : '/';
}
