// Saved searches: a name the reader chose and the search state it stands for. Names are plain text,
// single-spaced and unique ignoring case, so "GANs" and "gans " cannot both be listed.

import { normalizeQuery, writeSearchParams } from '../search/url';
import type { SearchState } from '../search/state';
import { cutText, oneLine } from './text';
import { MAX_SEARCH_NAME_LENGTH } from './types';
import type { SavedSearch } from './types';

/**
 * Why a name cannot be used, as data: the page says it in the reader's language.
 *   empty: nothing but spaces; tooLong: over `max` (it has `length`); taken: another search has it (`name`);
 *   missing: no search to rename is called `name`.
 */
export type NameProblem =
  | { code: 'empty' }
  | { code: 'tooLong'; max: number; length: number }
  | { code: 'taken'; name: string }
  | { code: 'missing'; name: string };

export type NameResult = { ok: true; name: string } | { ok: false; error: NameProblem };

export type SaveResult = { ok: true; name: string; list: SavedSearch[] } | { ok: false; error: NameProblem };

/** cleanSearchName("  Kernel\tbandits ") => "Kernel bandits" (not cut: see validateSearchName). */
export function cleanSearchName(raw: string): string {
  return oneLine(raw);
}

/** What two names must not share: nameKey("GANs") === nameKey("gans"). */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

/**
 * The clean name, or why it cannot be used next to `existing` (other searches' names). `except` is the
 * name being renamed, which a new name may keep or re-case.
 *   validateSearchName(" GANs ", ["Bandits"]) => { ok: true, name: "GANs" }
 *   validateSearchName("gans", ["GANs"]) => { ok: false, error: { code: 'taken', name: 'GANs' } }
 */
export function validateSearchName(proposed: string, existing: readonly string[], except?: string): NameResult {
  const name = cleanSearchName(proposed);
  if (name === '') return { ok: false, error: { code: 'empty' } };
  if (name.length > MAX_SEARCH_NAME_LENGTH) {
    return { ok: false, error: { code: 'tooLong', max: MAX_SEARCH_NAME_LENGTH, length: name.length } };
  }
  const key = nameKey(name);
  const clash = existing.find((other) => nameKey(other) === key && (except === undefined || nameKey(other) !== nameKey(except)));
  return clash === undefined ? { ok: true, name } : { ok: false, error: { code: 'taken', name: clash } };
}

/**
 * The state as the address bar would carry it: q normalised, topics and benchmarks once each, in order.
 *   cleanSearch({ q: 'gan\t', topics: ['rl', 'rl'], … }) => { q: 'gan ', topics: ['rl'], … }
 */
export function cleanSearch(state: SearchState): SearchState {
  const unique = (values: readonly string[]) => [...new Set(values)].filter((value) => value !== '');
  return {
    q: normalizeQuery(state.q),
    topics: unique(state.topics),
    code: state.code,
    bench: unique(state.bench),
    authors: unique(state.authors),
    institutions: unique(state.institutions),
    types: unique(state.types),
    sessions: unique(state.sessions),
    days: unique(state.days),
    sort: state.sort,
  };
}

/** Whether two states are the same search: they would write the same address. */
export function sameSearch(a: SearchState, b: SearchState): boolean {
  return writeSearchParams(a).toString() === writeSearchParams(b).toString();
}

/** The list in its one order: by createdAt, then by name ignoring case. */
export function sortSavedSearches(list: readonly SavedSearch[]): SavedSearch[] {
  return [...list].sort((a, b) => a.createdAt - b.createdAt || compare(nameKey(a.name), nameKey(b.name)));
}

/**
 * `name`, or the first of "name (2)", "name (3)", … that no key in `taken` has; cut so that it fits
 * MAX_SEARCH_NAME_LENGTH with its number.
 *   freeName("GANs", new Set(["gans"])) => "GANs (2)"
 */
export function freeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(nameKey(name))) return name;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${cutText(name, MAX_SEARCH_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(nameKey(candidate))) return candidate;
  }
}

/** The list with a new search appended under a valid, unused name, or why the name cannot be used. */
export function saveSearch(list: readonly SavedSearch[], name: string, search: SearchState, now: number): SaveResult {
  const checked = validateSearchName(name, list.map((saved) => saved.name));
  if (!checked.ok) return checked;
  const createdAt = Math.max(now, (list.at(-1)?.createdAt ?? -Infinity) + 1);
  return { ok: true, name: checked.name, list: [...list, { name: checked.name, search: cleanSearch(search), createdAt }] };
}

/** The list with the search named `from` (ignoring case) renamed, or why it cannot be. Its place stays. */
export function renameSearch(list: readonly SavedSearch[], from: string, to: string): SaveResult {
  const index = list.findIndex((saved) => nameKey(saved.name) === nameKey(from));
  if (index < 0) return { ok: false, error: { code: 'missing', name: cleanSearchName(from) } };
  const checked = validateSearchName(to, list.map((saved) => saved.name), list[index]!.name);
  if (!checked.ok) return checked;
  const next = [...list];
  next[index] = { ...list[index]!, name: checked.name };
  // A new name can change the order among searches saved in the same millisecond.
  return { ok: true, name: checked.name, list: sortSavedSearches(next) };
}

/** The list without the search named `name` (ignoring case). */
export function deleteSearch(list: readonly SavedSearch[], name: string): SavedSearch[] {
  const key = nameKey(name);
  return list.some((saved) => nameKey(saved.name) === key) ? list.filter((saved) => nameKey(saved.name) !== key) : (list as SavedSearch[]);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
