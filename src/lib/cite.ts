// Citations for a paper: a BibTeX entry and a plain line, built from the paper's own data.
// The abstract list carries no authors, so neither form has any: an invented or placeholder author
// ("Anonymous", "Unknown") would end up in reference lists as if it were true. Readers add the authors.
// Nor does it carry titles: a title derived from the abstract goes in a note that says so, never in
// `title` or in quotes, where it would pass for the published one. Only a curator's override is a title.
// A conference's own data (titleSource "published") is cited as what it is: an @inproceedings entry
// with the published title, the authors, the conference as the booktitle and the OpenReview forum.
import { authorName } from './authors';
import { bibtexName } from './bibtexName';
import { namesVenue, shortName } from './collection';
import { paperSlug, slugify } from './ids';
import { latexAscii } from './latexAscii';
import { forumUrl, httpUrl } from './links';
import { DERIVED_TITLE_NOTE, isDerivedTitle } from './titleSource';
import type { Author, Collection, ListAuthor, Paper, VenueLink } from './types';

/**
 * What a citation needs of a paper: its title and where that title comes from; for published data, its
 * authors and where OpenReview has it. A paper file's Paper and list.json's ListPaper both are one.
 */
export type CitedPaper = Pick<Paper, 'title' | 'titleSource'> & {
  /** The authors in order (names, or list.json's name and key); absent for a bare list of abstracts. */
  authors?: readonly (Author | ListAuthor)[];
  openreviewId?: string;
  venueLinks?: readonly VenueLink[];
};

/** Whether the paper comes from a conference's own data, and is cited with its authors and venue. */
const isPublished = (paper: CitedPaper): boolean => paper.titleSource === 'published';

/**
 * The paper's OpenReview forum, when the data knows it: from its forum id, else its OpenReview link.
 *   openReviewForum({ openreviewId: 'F2zHYjBAEv', … }) => "https://openreview.net/forum?id=F2zHYjBAEv"
 */
export function openReviewForum(paper: Pick<CitedPaper, 'openreviewId' | 'venueLinks'>): string | null {
  if (paper.openreviewId !== undefined && paper.openreviewId !== '') return forumUrl(paper.openreviewId);
  const link = paper.venueLinks?.find((each) => each.kind === 'openreview');
  return link === undefined ? null : httpUrl(link.url);
}

// A key word past this length stops helping anyone remember which paper a key is.
const MAX_KEY_WORD = 32;

/**
 * A BibTeX key from the collection's venue and year and the paper's name, else the first distinctive
 * word of its title: lowercase ASCII, never dependent on the paper's position in the list.
 *   citationKey({ name: "KernelBand", … }, { venue: "ICML", year: 2026 }) => "icml2026kernelband"
 *   citationKey({ name: "Contrastive Flow Map Matching (CFMM)", … }, icml) => "icml2026cfmm"
 *   citationKey({ name: null, title: "Decentralized online convex optimization …" }, icml) => "icml2026decentralized"
 * Two papers can share a key; citationKeys tells them apart.
 */
export function citationKey(paper: Pick<Paper, 'name' | 'title'>, collection: Collection): string {
  const venue = collection.venue === null ? '' : slugify(collection.venue).replace(/-/g, '');
  const year = collection.year !== null && Number.isInteger(collection.year) ? String(collection.year) : '';
  return `${venue}${year}${keyWord(paper)}`;
}

// keyWord({ name: "head-wise RMSNorm" }) => "headwise": the name's first word, or its bracketed acronym
// (which slugify prefers), so that "MASH (Modeling Abstention via …)" gives "mash", not a sentence.
function keyWord({ name, title }: Pick<Paper, 'name' | 'title'>): string {
  const whole = name === null ? '' : slugify(name);
  const first = name === null ? '' : slugify(name.trim().split(/\s+/)[0] ?? '');
  const fromName = first !== '' && whole.startsWith(first) ? first : whole;
  const word = fromName || (paperSlug(null, title).split('-')[0] ?? '');
  return word.replace(/-/g, '').slice(0, MAX_KEY_WORD) || 'paper';
}

/**
 * Keys for a whole collection, unique among themselves: papers that share a key get "a", "b", "c"…
 * in list order, as author–year styles number "2026a", "2026b". A suffixed key never takes a key
 * that another paper has plainly ("…banda" stays with its own paper).
 *   citationKeys([mashA, kernelband, mashB], icml)
 *     => Map { "mash" => "icml2026masha", "kernelband" => "icml2026kernelband", "mash-3fa4c1" => "icml2026mashb" }
 */
export function citationKeys(papers: readonly Pick<Paper, 'id' | 'name' | 'title'>[], collection: Collection): Map<string, string> {
  const plain = papers.map((paper) => citationKey(paper, collection));
  const counts = new Map<string, number>();
  for (const key of plain) counts.set(key, (counts.get(key) ?? 0) + 1);
  const taken = new Set(plain);
  const nextSuffix = new Map<string, number>();
  const keys = new Map<string, string>();
  papers.forEach((paper, index) => {
    const key = plain[index]!;
    if (counts.get(key) === 1) {
      keys.set(paper.id, key);
      return;
    }
    let n = nextSuffix.get(key) ?? 0;
    while (taken.has(key + letters(n))) n++;
    nextSuffix.set(key, n + 1);
    taken.add(key + letters(n));
    keys.set(paper.id, key + letters(n));
  });
  return keys;
}

// letters(0) => "a", letters(25) => "z", letters(26) => "aa": bijective base 26, for the 27th duplicate.
function letters(n: number): string {
  let result = '';
  for (let i = n + 1; i > 0; i = Math.floor((i - 1) / 26)) result = String.fromCharCode(97 + ((i - 1) % 26)) + result;
  return result;
}

// What BibTeX or LaTeX would read as markup. Braces become commands rather than \{ \}: BibTeX counts
// every brace, escaped or not, so "\{" alone would end the field early.
const SPECIALS: Readonly<Record<string, string>> = {
  '\\': '{\\textbackslash}',
  '{': '{\\textbraceleft}',
  '}': '{\\textbraceright}',
  '~': '{\\textasciitilde}',
  '^': '{\\textasciicircum}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
};

/**
 * Literal text for a BibTeX field, balanced braces, non-ASCII letters as classic BibTeX's commands (latexAscii):
 *   escapeBibtex("50% & $5_{x}") => "50\\% \\& \\$5\\_{\\textbraceleft}x{\\textbraceright}"; escapeBibtex("Poincaré") => "Poincar{\\'{e}}"
 */
export function escapeBibtex(text: string): string {
  return latexAscii(escapeSpecials(text));
}

const escapeSpecials = (text: string) => text.replace(/[\\{}~^&%$#_]/g, (ch) => SPECIALS[ch]!);

/**
 * A title for a BibTeX field: escaped, with every word that has a capital braced so that styles which
 * lowercase titles keep "LLM", "KernelBand" and "Voronoi" as written. Derived titles are in sentence
 * case, so a capital anywhere else is meant. A plain capitalised first word (of the title, or after a
 * colon) is left bare: BibTeX never lowercases those.
 *   bibtexTitle("KernelBand: A framework for (LLM) kernels") => "{KernelBand}: A framework for ({LLM}) kernels"
 */
export function bibtexTitle(title: string): string {
  // latexAscii over the whole: a word's pieces may part a letter from its accent.
  return latexAscii(bibtexWords(title));
}

function bibtexWords(title: string): string {
  let sentenceStart = true;
  return title
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => {
      const bare = sentenceStart && /^\P{L}*\p{Lu}[^\p{Lu}]*$/u.test(word);
      sentenceStart = word.endsWith(':');
      if (bare || !/\p{Lu}/u.test(word)) return escapeSpecials(word);
      // Brace the word itself, not the punctuation around it: "({MAB})", "{KernelBand}:" (an accent
      // written apart stays with its letter).
      const [, before = '', core = '', after = ''] = /^([^\p{L}\p{N}\p{M}]*)([\s\S]*?)([^\p{L}\p{N}\p{M}]*)$/u.exec(word) ?? [];
      return `${escapeSpecials(before)}{${escapeSpecials(core)}}${escapeSpecials(after)}`;
    })
    .join(' ');
}

/**
 * The author field's value: each name as "von Last, Jr, First" (bibtexName), escaped, joined by "and".
 *   bibtexAuthors(['Ludwig van Beethoven', 'Kurt Gödel']) => "van Beethoven, Ludwig and G{\\\"{o}}del, Kurt"
 */
export function bibtexAuthors(names: readonly string[]): string {
  return names.map(oneLine).filter((name) => name !== '').map(bibtexAuthor).join(' and ');
}

function bibtexAuthor(name: string): string {
  const written = bibtexName(name);
  // More commas than "von Last, Jr, First" holds: one braced group, which BibTeX reads as one name.
  if (written.split(',').length > 3) return `{${escapeBibtex(written)}}`;
  // The word "and" would part the name in two, and a name that is just "others" would read as "et al.":
  // braced, they are words of the name.
  if (/^others$/i.test(written)) return `{${written}}`;
  return escapeBibtex(written).replace(/(^| )(and)(?= |$)/gi, '$1{$2}');
}

export interface BibtexOptions {
  /** The entry's key, from citationKeys: [A-Za-z0-9] and -_:./+ only. */
  key: string;
  /** Where the paper can be read, e.g. its page in this app. */
  url: string;
}

const KEY = /^[A-Za-z0-9_:./+-]+$/;

/**
 * For a bare list, an @misc entry: where it was listed, year, a note, and a link; a `title` only for a
 * curator's title; no author field (see the top of the file). For published data, an @inproceedings
 * entry (see publishedBibtex).
 *   bibtex({ ...kernelband, titleSource: "override" }, icml, { key: "icml2026kernelband", url: "https://example.org/paper/kernelband" })
 *     => "@misc{icml2026kernelband,\n  title = {{KernelBand}: Kernel …},\n  howpublished = {ICML 2026},
 *         \n  year = {2026},\n  note = {Accepted paper, ICML 2026},\n  url = {https://example.org/paper/kernelband}\n}"
 *   bibtex(kernelband, icml, …)
 *     => "@misc{icml2026kernelband,\n  howpublished = {ICML 2026},\n  year = {2026},
 *         \n  note = {Title derived from the abstract: KernelBand: A framework …; accepted paper at ICML 2026},\n  url = {…}\n}"
 * Throws for a key BibTeX could not read (spaces, commas, braces).
 */
export function bibtex(paper: CitedPaper, collection: Collection, options: BibtexOptions): string {
  if (!KEY.test(options.key)) throw new Error(`bibtex: invalid citation key ${JSON.stringify(options.key)}`);
  if (isPublished(paper)) return publishedBibtex(paper, collection, options);
  const derived = isDerivedTitle(paper);
  const fields: [string, string][] = derived ? [] : [['title', bibtexTitle(paper.title)]];
  const accepted = namesVenue(collection);
  // The venue in English ("ICML 2026"), not the list's own title, which may be in another language.
  fields.push(['howpublished', escapeBibtex(oneLine(accepted ? shortName(collection) : collection.title))]);
  if (collection.year !== null && Number.isInteger(collection.year)) fields.push(['year', String(collection.year)]);
  const notes = derived ? [`${DERIVED_TITLE_NOTE}: ${oneLine(paper.title)}`] : [];
  if (accepted) notes.push(derived ? `accepted paper at ${shortName(collection)}` : `Accepted paper, ${shortName(collection)}`);
  if (notes.length > 0) fields.push(['note', escapeBibtex(oneLine(notes.join('; ')))]);
  fields.push(['url', bibtexUrl(options.url)]);
  return `@misc{${options.key},\n${fields.map(([name, value]) => `  ${name} = {${value}}`).join(',\n')}\n}`;
}

/**
 * A published paper's entry: its title, its authors (none written when the data has none), the conference
 * as the booktitle, the year, and its OpenReview forum as the url (else `options.url`, its page here).
 * Data that names no venue (a MiniConf CSV is named after its file) makes an @misc entry with the
 * collection's title as howpublished, as a bare list does: a file's name is no proceedings.
 *   publishedBibtex({ title: "CausalRAG2: Hierarchical …", authors: ["Nengbo Wang", …], openreviewId: "F2zHYjBAEv", … }, icml, …)
 *     => "@inproceedings{icml2026causalrag2,\n  title = {{CausalRAG2}: {Hierarchical} …},\n  author = {Wang, Nengbo and …},
 *         \n  booktitle = {ICML 2026},\n  year = {2026},\n  url = {https://openreview.net/forum?id=F2zHYjBAEv}\n}"
 */
function publishedBibtex(paper: CitedPaper, collection: Collection, options: BibtexOptions): string {
  const fields: [string, string][] = [['title', bibtexTitle(paper.title)]];
  const authors = bibtexAuthors((paper.authors ?? []).map(authorName));
  if (authors !== '') fields.push(['author', authors]);
  const venue = namesVenue(collection);
  fields.push([venue ? 'booktitle' : 'howpublished', escapeBibtex(oneLine(shortName(collection)))]);
  if (collection.year !== null && Number.isInteger(collection.year)) fields.push(['year', String(collection.year)]);
  fields.push(['url', bibtexUrl(openReviewForum(paper) ?? options.url)]);
  return `@${venue ? 'inproceedings' : 'misc'}{${options.key},\n${fields.map(([name, value]) => `  ${name} = {${value}}`).join(',\n')}\n}`;
}

// URL fields are read verbatim (biblatex, \url), so LaTeX escapes would become part of the address;
// percent-encoding the few characters that would break the entry keeps the URL meaning the same.
function bibtexUrl(url: string): string {
  return url.trim().replace(/[{}\\\s]/g, (ch) => encodeURIComponent(ch));
}

// oneLine("  ICML\n2026 ") => "ICML 2026": one field per line, whatever the collection's header held.
function oneLine(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/**
 * A one-line citation to paste into notes or mail. A curator's title is quoted; a derived one is not,
 * and says what it is. A published paper's line starts with its authors and links its OpenReview forum
 * when known.
 *   plainCitation({ title: "CausalRAG2: …", titleSource: "published", authors: ["Nengbo Wang", "Tuo Liang"], openreviewId: "F2zHYjBAEv" }, icml, url)
 *     => "Nengbo Wang, Tuo Liang. “CausalRAG2: ….” ICML 2026. https://openreview.net/forum?id=F2zHYjBAEv"
 *   plainCitation({ ...kernelband, titleSource: "override" }, icml, "https://example.org/paper/kernelband")
 *     => "“KernelBand: Kernel optimization as a bandit.” ICML 2026. https://example.org/paper/kernelband"
 *   plainCitation(kernelband, icml, url)
 *     => "Title derived from the abstract: KernelBand: A framework …. ICML 2026. https://…"
 * A title ending in ?, ! or . keeps its own mark.
 */
export function plainCitation(paper: CitedPaper, collection: Collection, url: string): string {
  const title = oneLine(paper.title);
  const closed = /[.?!…]$/u.test(title) ? title : `${title}.`;
  const described = isDerivedTitle(paper) ? `${DERIVED_TITLE_NOTE}: ${closed}` : `“${closed}”`;
  if (!isPublished(paper)) return `${described} ${shortName(collection)}. ${url.trim()}`;
  const names = oneLine((paper.authors ?? []).map((author) => oneLine(authorName(author))).filter((name) => name !== '').join(', '));
  const byline = names === '' ? '' : /[.?!…]$/u.test(names) ? `${names} ` : `${names}. `;
  return `${byline}${described} ${shortName(collection)}. ${openReviewForum(paper) ?? url.trim()}`;
}
