// Citations for a paper: a BibTeX entry and a plain line, built from the paper's own data.
// The abstract list carries no authors, so neither form has any: an invented or placeholder author
// ("Anonymous", "Unknown") would end up in reference lists as if it were true. Readers add the authors.
// Nor does it carry titles: a title derived from the abstract goes in a note that says so, never in
// `title` or in quotes, where it would pass for the published one. Only a curator's override is a title.
import { shortName } from './collection';
import { paperSlug, slugify } from './ids';
import { latexAscii } from './latexAscii';
import { DERIVED_TITLE_NOTE, isDerivedTitle } from './titleSource';
import type { Collection, Paper } from './types';

/** What a citation needs of a paper: its title and where that title comes from. */
export type CitedPaper = Pick<Paper, 'title' | 'titleSource'>;

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

export interface BibtexOptions {
  /** The entry's key, from citationKeys: [A-Za-z0-9] and -_:./+ only. */
  key: string;
  /** Where the paper can be read, e.g. its page in this app. */
  url: string;
}

const KEY = /^[A-Za-z0-9_:./+-]+$/;

/**
 * An @misc entry: where it was listed, year, a note, and a link; a `title` only for a curator's title.
 * No author field (see the top of the file).
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
  const derived = isDerivedTitle(paper);
  const fields: [string, string][] = derived ? [] : [['title', bibtexTitle(paper.title)]];
  // Only a named venue is evidence of acceptance; a list called "My reading" is not.
  const accepted = collection.venue !== null && collection.venue !== '';
  // The venue in English ("ICML 2026"), not the list's own title, which may be in another language.
  fields.push(['howpublished', escapeBibtex(oneLine(accepted ? shortName(collection) : collection.title))]);
  if (collection.year !== null && Number.isInteger(collection.year)) fields.push(['year', String(collection.year)]);
  const notes = derived ? [`${DERIVED_TITLE_NOTE}: ${oneLine(paper.title)}`] : [];
  if (accepted) notes.push(derived ? `accepted paper at ${shortName(collection)}` : `Accepted paper, ${shortName(collection)}`);
  if (notes.length > 0) fields.push(['note', escapeBibtex(oneLine(notes.join('; ')))]);
  fields.push(['url', bibtexUrl(options.url)]);
  return `@misc{${options.key},\n${fields.map(([name, value]) => `  ${name} = {${value}}`).join(',\n')}\n}`;
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
 * and says what it is.
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
  return `${described} ${shortName(collection)}. ${url.trim()}`;
}
