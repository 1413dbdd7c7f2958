// A paper page's authors: the name, the institution, and what the link to their papers names them by.
// Apart from authors.ts on purpose: the first load reads that module (the address's author= values), and
// the bundler keeps in the first load's chunk every function of it that any page uses. What only the
// paper page needs lives here and loads with the page.
import { authorName, authorValue } from './authors';
import type { Author, ListAuthor } from './types';

/** An author as the paper page lists them. */
export interface PageAuthor {
  name: string;
  /** What the address's `author=` names them by: the name, or a homonym's key (authors.ts). */
  value: string;
  institution?: string;
}

/**
 * The address value of an author of a paper's page, told which names are homonyms (PaperFile.homonyms).
 *   authorValueOf({ name: 'Min Zhang', key: '~Min_Zhang7' }, ['Min Zhang']) => "~Min_Zhang7"
 */
export function authorValueOf(author: Author, shared: readonly string[] | undefined): string {
  return author.key !== undefined && shared?.includes(author.name) === true ? author.key : author.name;
}

/**
 * The page's authors from the paper's file.
 *   pageAuthors([{ name: 'Min Zhang', key: '~Min_Zhang7', institution: 'MIT' }], ['Min Zhang'])
 *     => [{ name: "Min Zhang", value: "~Min_Zhang7", institution: "MIT" }]
 */
export function pageAuthors(authors: readonly Author[], homonyms: readonly string[] | undefined): PageAuthor[] {
  return authors.map((author) => ({
    name: author.name,
    value: authorValueOf(author, homonyms),
    ...(author.institution ? { institution: author.institution } : {}),
  }));
}

/**
 * The same from list.json's entry, while the file loads: names and values, no institutions.
 *   listedAuthors(['Ling Yang', { name: 'Min Zhang', key: '~Min_Zhang7' }])
 *     => [{ name: "Ling Yang", value: "Ling Yang" }, { name: "Min Zhang", value: "~Min_Zhang7" }]
 */
export const listedAuthors = (authors: readonly ListAuthor[]): PageAuthor[] =>
  authors.map((author) => ({ name: authorName(author), value: authorValue(author) }));
