// The query language of the search box: words, "exact phrases", -exclusions, and title: and author:
// restrictions.
import { fold, queryTerm, tokenize } from './normalize';

export interface ParsedQuery {
  /** Plain words, as typed, that search every field ("KernelBand", "pre-training"); stop words dropped. */
  terms: string[];
  /** Quoted phrases, whitespace collapsed: each must appear as written (case and accents aside). */
  phrases: string[];
  /** Words and phrases after a '-': papers whose title or abstract contain them are left out. */
  excluded: string[];
  /**
   * `title:word` and `title:"a phrase"`: words searched in the title and name only (phrases keep their
   * spaces). `author:"Ling Yang"`: papers with an author of that name; `author:yang`, with an author with
   * that word in their name (case and accents aside, every word kept: `author:he` is Kaiming He).
   */
  fields: { title: string[]; author: string[] };
  /**
   * The plain words in the order typed, stop words kept ("mixture of experts"), when there are two or
   * more of them and nothing else but exclusions: papers with them side by side come first. Else null.
   */
  sequence: string | null;
  /**
   * True when nothing is left to search for (no terms, phrases, title words or authors). With exclusions only,
   * the results are all papers minus the excluded ones.
   */
  empty: boolean;
  /**
   * True when something was typed but not one letter or digit ("∂", "→", "--", '""'): nothing in it can
   * ever be searched. A stop word or a single letter is a word, on its way to a longer one ("k", "the").
   */
  wordless: boolean;
}

/** At most this many items of each kind are kept: a 10 KB paste must not become a 2,000-term search. */
export const MAX_QUERY_ITEMS = 32;

const QUOTES = '"“”„';
const SPACE = /\s/;
const TITLE_PREFIX = 'title:';
const AUTHOR_PREFIX = 'author:';

function searchableWords(text: string): string[] {
  return tokenize(text).filter((token) => queryTerm(token) !== null);
}

function pushUnique(list: string[], item: string): void {
  if (list.length < MAX_QUERY_ITEMS && !list.some((x) => fold(x) === fold(item))) list.push(item);
}

/**
 * parseQuery('kernel "attention sink" -quantization title:bandit author:"Ling Yang"') => { terms: ["kernel"],
 *   phrases: ["attention sink"], excluded: ["quantization"], fields: { title: ["bandit"], author: ["Ling Yang"] }, empty: false }
 * Never throws: an unclosed quote takes the rest of the input, a lone '-' or 'title:' is ignored.
 */
export function parseQuery(q: string): ParsedQuery {
  const parsed: ParsedQuery = { terms: [], phrases: [], excluded: [], fields: { title: [], author: [] }, sequence: null, empty: true, wordless: false };
  const plain: string[] = [];
  let i = 0;
  while (i < q.length) {
    if (SPACE.test(q.charAt(i))) {
      i += 1;
      continue;
    }
    const negated = q.charAt(i) === '-';
    if (negated) i += 1;
    const inTitle = q.slice(i, i + TITLE_PREFIX.length).toLowerCase() === TITLE_PREFIX;
    if (inTitle) i += TITLE_PREFIX.length;
    const byAuthor = !inTitle && q.slice(i, i + AUTHOR_PREFIX.length).toLowerCase() === AUTHOR_PREFIX;
    if (byAuthor) i += AUTHOR_PREFIX.length;
    let text: string;
    let quoted = false;
    if (QUOTES.includes(q.charAt(i))) {
      quoted = true;
      let end = i + 1;
      while (end < q.length && !QUOTES.includes(q.charAt(end))) end += 1;
      text = q.slice(i + 1, end).replace(/\s+/g, ' ').trim();
      i = end + 1;
    } else {
      let end = i;
      while (end < q.length && !SPACE.test(q.charAt(end)) && !QUOTES.includes(q.charAt(end))) end += 1;
      text = q.slice(i, end);
      i = end;
    }
    if (byAuthor && !negated) {
      // Every word of a name counts, stop words and single letters too ("He", "Li", "J").
      const words = tokenize(text);
      if (quoted && words.length > 1) pushUnique(parsed.fields.author, text);
      else for (const word of words) pushUnique(parsed.fields.author, word);
      continue;
    }
    addItem(parsed, text, { negated, inTitle, quoted });
    if (!negated && !inTitle && !quoted) plain.push(...tokenize(text));
  }
  parsed.empty = parsed.terms.length === 0 && parsed.phrases.length === 0 && parsed.fields.title.length === 0 && parsed.fields.author.length === 0;
  parsed.wordless = q.trim() !== '' && tokenize(q).length === 0;
  const onlyPlain = parsed.phrases.length === 0 && parsed.fields.title.length === 0;
  parsed.sequence = onlyPlain && parsed.terms.length > 1 ? plain.join(' ') : null;
  return parsed;
}

function addItem(parsed: ParsedQuery, text: string, kind: { negated: boolean; inTitle: boolean; quoted: boolean }): void {
  const words = searchableWords(text);
  const phrase = kind.quoted && tokenize(text).length > 1;
  if (kind.negated) {
    if (phrase) pushUnique(parsed.excluded, text);
    else for (const word of words) pushUnique(parsed.excluded, word);
  } else if (words.length === 0) {
    // Punctuation or stop words only: nothing to search for.
  } else if (kind.inTitle) {
    if (phrase) pushUnique(parsed.fields.title, text);
    else for (const word of words) pushUnique(parsed.fields.title, word);
  } else if (kind.quoted) {
    pushUnique(parsed.phrases, text);
  } else {
    for (const word of words) pushUnique(parsed.terms, word);
  }
}
