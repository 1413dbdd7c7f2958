// How the views name a value of a conference's filters (the search page's filters and its no-results ways
// out, a saved search's summary): a presentation type in the page's language when it is one we know, a day
// as the page's language writes it, an author by name (one of several people who share it, with a co-author),
// a session or an institution as written. Shown only by parts loaded after the first results: the messages
// are in the `later` bundle.

import { i18n, t } from '../i18n/i18n';
import type { MessageId } from '../i18n/i18n';
import type { AuthorOption } from '../lib/search/publishedOptions';
import type { ListFilter } from '../lib/search/state';
import { formatDay } from '../lib/conferenceTime';

const TYPES: Readonly<Record<string, MessageId>> = {
  oral: 'search.type.oral',
  spotlight: 'search.type.spotlight',
  poster: 'search.type.poster',
};

/** typeName("oral") => "Oral" | "口头报告"; typeName("highlight") => "highlight" (as the data gives it). */
export const typeName = (type: string): string => {
  const id = TYPES[type];
  return id === undefined ? type : t(id);
};

/**
 * authorLabel({ name: 'Min Zhang', coauthor: 'Xin Zhang', value: 'feed:70048' }) => "Min Zhang (with Xin Zhang)";
 * a name alone for anyone whose name is theirs alone, or an address value the list does not know.
 */
export function authorLabel(author: AuthorOption | undefined, value: string): string {
  if (author === undefined) return value;
  if (author.value === author.name) return author.name;
  return author.coauthor === undefined
    ? t('search.authors.homonymKey', { name: author.name, key: author.value })
    : t('search.authors.homonym', { name: author.name, coauthor: author.coauthor });
}

/** The filters of a conference's own data. */
export type PublishedFilter = Exclude<ListFilter, 'topics' | 'bench'>;

/**
 * A value of one of those filters, named for the reader in the active language:
 *   filterValueName('days', '2026-07-14', authors) => "Tue, Jul 14"; filterValueName('types', 'oral', authors) => "Oral"
 */
export function filterValueName(kind: PublishedFilter, value: string, authors: ReadonlyMap<string, AuthorOption>): string {
  if (kind === 'types') return typeName(value);
  if (kind === 'days') return formatDay(value, i18n.locale);
  if (kind === 'authors') return authorLabel(authors.get(value), value);
  return value;
}
