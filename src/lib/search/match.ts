// From a parsed query to the papers it matches, with scores: the query half of runSearch.
import { type QueryEngine, type SearchCorpus, containsPhrases, foldText, hasPhrase, listPositionOf } from './corpus';
import { type Matches, type TermQuery, isUnfinished, matchTerms, termQueries } from './engine';
import { type AbbreviationTable, abbreviationTable, alternatives, longForms } from './abbreviations';
import { queryTerm, tokenize } from './normalize';
import { FIELD_BOOST, PAPER_FIELDS, writtenWords } from './options';
import type { ParsedQuery } from './query';
import type { ListPaper } from '../types';
import { kthLargest } from '../kthLargest';

/** Papers by list position, with their scores. */
export interface Found {
  positions: Int32Array;
  scores: Float64Array;
}

export interface QueryMatch {
  /** The matching papers; null when the query asks for no words (all papers). */
  found: Found | null;
  /** The index terms that matched (stems, completions, corrections), and the abbreviations' other
   * forms that did ("reinforcement learning" for "RL"), for highlighting. */
  terms: string[];
  /** The last word, left out while it is only the start of words (isUnfinished), else null. */
  unfinished: string | null;
  /** Those of `terms` that every field was searched for (not title: words): what topics and benchmarks can match. */
  anyFieldTerms: string[];
  /** Words typed that no paper has in any form, not even by a near spelling ("zebrafish"): the query finds nothing. */
  missing: string[];
  /** Words no paper has that were searched as near spellings: "halucination" => ["hallucination"]. */
  respelled: { word: string; as: string[] }[];
}

const TITLE_FIELDS = ['title', 'name'];
const EXCLUDE_FIELDS = ['title', 'name', 'text'];
const isPhrase = (item: string) => /\s/.test(item);
const NO_ABBREVIATIONS = abbreviationTable([]);
const NOTHING: Found = { positions: new Int32Array(0), scores: new Float64Array(0) };

function toFound(corpus: SearchCorpus, matches: Matches): Found {
  const positionOf = listPositionOf(corpus);
  const positions = new Int32Array(matches.docs.length);
  const scores = new Float64Array(matches.docs.length);
  let k = 0;
  matches.docs.forEach((doc, i) => {
    const position = positionOf[doc] ?? -1;
    if (position < 0) return;
    positions[k] = position;
    scores[k] = matches.scores[i] as number;
    k += 1;
  });
  return { positions: positions.subarray(0, k), scores: scores.subarray(0, k) };
}

/** Keeps the papers for which `keep(position, i)` holds, in place order. */
function filterFound(found: Found, keep: (position: number, i: number) => boolean): Found {
  const positions: number[] = [];
  const scores: number[] = [];
  found.positions.forEach((position, i) => {
    if (keep(position, i)) {
      positions.push(position);
      scores.push(found.scores[i] as number);
    }
  });
  return { positions: Int32Array.from(positions), scores: Float64Array.from(scores) };
}

/**
 * Plain words and the words of phrases must all match, in the paper's own fields (title, name,
 * benchmarks, abstract) or all in its people (authors and institutions; see PEOPLE_FIELDS); title: words
 * must all match in the title or name; phrases must then appear as written; author: names must be a
 * paper's author's.
 */
export function matchQuery(corpus: SearchCorpus, query: ParsedQuery): QueryMatch {
  const terms: string[] = [];
  let found: Found | null = null;
  const table = corpus.abbreviations === undefined ? NO_ABBREVIATIONS : abbreviationTable(corpus.abbreviations);
  // Phrase words first: the last plain word is the one being typed, and gets prefix matching; while it
  // is only the start of words and too short to complete, it is left out (unless an abbreviation: "RL").
  const typing = query.terms.at(-1);
  const unfinished =
    typing !== undefined && longForms(table, typing) === undefined && isUnfinished(corpus.index, typing) ? typing : null;
  const plain = unfinished === null ? query.terms : query.terms.slice(0, -1);
  const words = [...query.phrases.flatMap(tokenize), ...plain];
  const missing: string[] = [];
  const respelled: QueryMatch['respelled'] = [];
  if (words.length > 0) {
    const { matches, queries } = expandedMatch(corpus, table, words, plain, PAPER_FIELDS);
    found = toFound(corpus, matches);
    terms.push(...matches.expanded, ...matches.terms);
    // A conference's people: a name typed finds its author's papers (conference.ts).
    let notFound = matches.missing;
    if (corpus.conference !== undefined) {
      const people = corpus.conference.withPeople(corpus, queries, found, notFound);
      ({ found, missing: notFound } = people);
      terms.push(...people.terms);
    }
    const wordOf = (q: number) => words.find((w) => queryTerm(w) === queries[q]?.term) ?? queries[q]?.term ?? '';
    missing.push(...notFound.map(wordOf));
    respelled.push(...matches.respelled.map(({ query, terms: near }) => ({ word: wordOf(query), as: writtenForms(corpus, near) })));
    if (query.sequence !== null && found.positions.length > 1) found = phraseFirst(corpus, found, query.sequence);
  }
  const anyFieldTerms = [...terms];
  const titleWords = query.fields.title.flatMap(tokenize);
  if (titleWords.length > 0) {
    const { matches } = expandedMatch(corpus, table, titleWords, query.fields.title.filter((w) => !isPhrase(w)), TITLE_FIELDS);
    const inTitle = matches.matchedAll ? toFound(corpus, matches) : { positions: new Int32Array(0), scores: new Float64Array(0) };
    terms.push(...matches.expanded, ...matches.terms);
    if (found === null) {
      found = inTitle;
    } else {
      const titleScore = new Map<number, number>();
      inTitle.positions.forEach((position, i) => titleScore.set(position, inTitle.scores[i] as number));
      const both = filterFound(found, (position) => titleScore.has(position));
      both.positions.forEach((position, i) => (both.scores[i] = (both.scores[i] as number) + (titleScore.get(position) as number)));
      found = both;
    }
  }
  const phrases = query.phrases.map(foldText);
  const titlePhrases = query.fields.title.filter(isPhrase).map(foldText);
  if (found !== null && (phrases.length > 0 || titlePhrases.length > 0)) {
    const inText = containsPhrases(corpus, phrases);
    const inTitle = containsPhrases(corpus, titlePhrases, 'title');
    found = filterFound(found, (position) => {
      const paper = corpus.papers[position];
      return paper !== undefined && inText(paper) && inTitle(paper);
    });
  }
  // author: (a list without authors has none of them).
  if (query.fields.author.length > 0) found = corpus.conference?.byAuthors(corpus.papers, found, query.fields.author) ?? NOTHING;
  return { found, terms, unfinished, anyFieldTerms, missing, respelled };
}

/** hasPhrase for matchTerms: whether a document's title, name or text has the phrase written out, a hyphen or a space alike. */
function phraseTest(corpus: SearchCorpus): (doc: number, phrase: string) => boolean {
  const positionOf = listPositionOf(corpus);
  const tests = new Map<string, (paper: ListPaper) => boolean>();
  return (doc, phrase) => {
    const paper = corpus.papers[positionOf[doc] ?? -1];
    if (paper === undefined) return false;
    let test = tests.get(phrase);
    if (test === undefined) tests.set(phrase, (test = hasPhrase(corpus, phrase)));
    return test(paper);
  };
}

/**
 * The papers with the words typed side by side ("optimal transport") before those with them apart,
 * each group by score: what a reader typing a phrase means first, quoted or not. Only the
 * PHRASE_CANDIDATES best-scored papers are looked at (a paper with the phrase is nearly always among
 * them, both words being in it): at 5,000 papers a two-word query matches thousands, and testing them all
 * cost a keystroke 3 ms more.
 */
function phraseFirst(corpus: SearchCorpus, found: Found, sequence: string): Found {
  const written = hasPhrase(corpus, sequence);
  const scores = Float64Array.from(found.scores);
  const floor = found.scores.length <= PHRASE_CANDIDATES ? -Infinity : kthLargest(Float64Array.from(found.scores), PHRASE_CANDIDATES);
  let best = 0;
  for (const score of found.scores) best = Math.max(best, score);
  found.positions.forEach((position, i) => {
    if ((found.scores[i] as number) < floor) return;
    const paper = corpus.papers[position];
    if (paper !== undefined && written(paper)) scores[i] = (scores[i] as number) + best;
  });
  return { positions: found.positions, scores };
}

/** How many of the best-scored papers phraseFirst looks at for the phrase. */
const PHRASE_CANDIDATES = 300;

/** Index terms as the papers write them ("hallucin" => "hallucination"), for saying what a misspelt word was searched as. */
function writtenForms(corpus: SearchCorpus, terms: readonly string[]): string[] {
  const written = writtenWords(corpus.index);
  const forms: string[] = [];
  for (const term of terms) {
    const form = written?.get(term);
    if (form !== undefined && !forms.includes(form)) forms.push(form);
  }
  return forms.slice(0, 3);
}

/** The matches of `words` (and their term queries), those of them in `expandable` (not quoted) also through their abbreviations. */
function expandedMatch(
  corpus: SearchCorpus,
  table: AbbreviationTable,
  words: string[],
  expandable: readonly string[],
  fields: readonly string[],
): { matches: Matches; queries: TermQuery[] } {
  const queries = termQueries(words);
  return { matches: matchTerms(corpus.index, queries, { fields, boost: FIELD_BOOST, hasPhrase: phraseTest(corpus) }, alternatives(table, expandable, queries)), queries };
}

/**
 * A test, by list position, for the papers an exclusion list leaves out: an excluded word by its stem
 * in the title, name or abstract ("-quantization" also drops "quantized"), an excluded phrase as written.
 */
export function isExcluded(corpus: SearchCorpus, excluded: readonly string[]): (position: number) => boolean {
  const byWord = new Uint8Array(corpus.papers.length);
  for (const query of termQueries(excluded.filter((item) => !isPhrase(item)), false)) {
    const matches = matchTerms(corpus.index, [{ ...query, fuzzy: 0 }], { fields: EXCLUDE_FIELDS, boost: FIELD_BOOST });
    if (matches.matchedAll) for (const position of toFound(corpus, matches).positions) byWord[position] = 1;
  }
  const phrases = excluded.filter(isPhrase).map(foldText);
  const tests = phrases.map((p) => containsPhrases(corpus, [p], 'paper'));
  return (position) => {
    if (byWord[position] === 1) return true;
    const paper = corpus.papers[position];
    return paper !== undefined && tests.some((test) => test(paper));
  };
}

/** The engine every index the app searches comes with (build.ts, load.ts: corpus.ts queryEngine). */
export const QUERY_ENGINE: QueryEngine = { matchQuery, isExcluded };
