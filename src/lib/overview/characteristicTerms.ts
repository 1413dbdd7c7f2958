// The words that set a topic apart: those a larger share of the topic's papers use than of the other
// papers, ranked by how sure we can be of it. This is the log-odds ratio with an informative prior of
// Monroe, Colaresi & Quinn ("Fightin' Words", 2008), counted in papers rather than in occurrences, so
// that one abstract repeating a word cannot carry it:
//
//   share in the topic  p = (k + a) / (n + 1)        k of the topic's n papers use the word
//   share elsewhere     q = (j + a) / (m + 1)        j of the other m papers use it
//   a = (df + ½) / (N + 1)                           its share of all N papers: one paper's worth of prior
//   δ = logit(p) − logit(q),  z = δ / √(1/(k+a) + 1/(n−k+1−a) + 1/(j+a) + 1/(m−j+1−a))
//
// The prior keeps a word no other paper uses from scoring infinitely high, and z ranks a word used by
// 60 of the topic's 100 papers above one used by 3 of them, even if only the topic uses the latter.
// Words come from similarityWords (the related papers' words) and are compared by stem, so "agent",
// "agents" and "agentic" are one term, shown as its commonest word.

import type { ListPaper, Topic } from '../types';
import { similarityWords } from '../similar';
import { stem } from '../search/normalize';
import { runInSlices, type BuildOptions } from '../slices';
import type { TextsById } from '../texts';
import { papersPerTopic } from './counts';
import { termCounter } from './termCounter';

/** How characteristic terms are chosen. */
export const TERM_RULES = {
  /** A term must be used by at least this many of the topic's papers: one paper's pet word is not the topic's. */
  minPapers: 2,
  /** …and by at least this share of them (5% of a 300-paper topic is 15 papers), so rare typos never win. */
  minShare: 0.05,
} as const;

export interface TermOptions {
  /** How many terms each topic gets, at most. Default 8. */
  count?: number;
  /**
   * How the collection writes each folded word ("llms" => "LLMs"): writtenWords(index) of the full
   * search index. Words it does not know are shown folded, as similarityWords gives them.
   */
  written?: ReadonlyMap<string, string>;
}

/** What characteristicTerms reads of list.json; ListFile fits. */
export interface TermsList {
  topics: readonly Topic[];
  papers: readonly Pick<ListPaper, 'id' | 'topics'>[];
  /**
   * Words any abstract may use whatever its topic (data/filler-words.json), never a term: in a small
   * collection they can happen to cluster in one topic, and they would say nothing about it.
   */
  fillerWords?: readonly string[];
}

export interface CharacteristicTerm {
  /** The term's commonest word, as written: "diffusion", "LLMs". */
  word: string;
  /** How many of the topic's papers use it (in any form of its stem). */
  papers: number;
  /** The z-score of its log-odds ratio, topic against the other papers; higher is more characteristic. */
  score: number;
}

export interface TopicTerms {
  id: string;
  label: string;
  /** The topic's papers that have words to count (a paper whose text is missing has none). */
  papers: number;
  /** At most `count` terms, most characteristic first; [] when none stands out. */
  terms: CharacteristicTerm[];
}

/**
 * Up to `count` characteristic terms for each topic with papers, topics in papersPerTopic's order. A
 * term is kept when the topic's papers use it more than the other papers do, enough of them use it
 * (TERM_RULES), and it is neither filler (TermsList.fillerWords) nor a word of the topic's own label
 * ("reinforcement" says nothing new about "Reinforcement learning"). A topic every paper has gets none:
 * there is nothing to set it against. Ties go to the term more of the topic's papers use, then to the
 * first word in code point order.
 *   characteristicTerms(icml2026List, texts, { written }).find((t) => t.id === 'llms')?.terms[0]
 *     => { word: "LLM", papers: 4, score: 2.44 }
 * Throws a RangeError for a `count` that is not a whole number ≥ 0.
 */
export function characteristicTerms(list: TermsList, texts: TextsById, options: TermOptions = {}): TopicTerms[] {
  const run = termSteps(list, texts, options);
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
  }
}

/**
 * The same terms worked out a few milliseconds at a time, giving the browser a turn between slices (as
 * createIndexAsync does): counting 5,000 synthetic abstracts took close to a second in Node, far too long
 * to freeze the page for.
 */
export async function characteristicTermsAsync(
  list: TermsList,
  texts: TextsById,
  options: TermOptions & BuildOptions = {},
): Promise<TopicTerms[]> {
  return runInSlices(termSteps(list, texts, options), options);
}

/**
 * The z-score of the smoothed log-odds ratio (see the top of this file): `k` of the topic's `n` papers
 * use the word, `j` of the other `m`, `df` of all `total`.
 *   zScore(2, 2, 0, 1, 2, 3) ≈ 1.18
 */
export function zScore(k: number, n: number, j: number, m: number, df: number, total: number): number {
  const a = (df + 0.5) / (total + 1);
  const b = 1 - a;
  const delta = Math.log((k + a) / (n - k + b)) - Math.log((j + a) / (m - j + b));
  return delta / Math.sqrt(1 / (k + a) + 1 / (n - k + b) + 1 / (j + a) + 1 / (m - j + b));
}

// The work, one step per paper counted and per topic scored, so that it can run in slices.
function* termSteps(list: TermsList, texts: TextsById, options: TermOptions): Generator<void, TopicTerms[]> {
  const { count = 8, written } = options;
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`characteristicTerms: count must be a whole number ≥ 0, got ${count}`);
  const counter = termCounter();
  for (const paper of list.papers) {
    counter.add(paper.topics, texts.get(paper.id) ?? '');
    yield;
  }
  const { docs, df, stems, words } = counter;
  const total = docs.length;
  const filler = new Set((list.fillerWords ?? []).map(stem));
  const k = new Int32Array(df.length); // by term: how many of the topic's papers use it
  const result: TopicTerms[] = [];
  for (const { id, label } of papersPerTopic(list)) {
    const members = docs.filter((doc) => doc.topics.includes(id));
    const papers = members.length;
    const touched: number[] = [];
    for (const doc of members) {
      for (const term of doc.terms) if (k[term]!++ === 0) touched.push(term);
    }
    const minPapers = Math.max(TERM_RULES.minPapers, Math.ceil(TERM_RULES.minShare * papers));
    const own = new Set(similarityWords(label).map(stem));
    const scored: CharacteristicTerm[] = [];
    for (const term of touched) {
      const used = k[term]!;
      k[term] = 0;
      if (papers === total || used < minPapers || own.has(stems[term]!) || filler.has(stems[term]!)) continue;
      const score = zScore(used, papers, df[term]! - used, total - papers, df[term]!, total);
      if (score > 0) scored.push({ word: words[term]!, papers: used, score });
    }
    scored.sort((x, y) => y.score - x.score || y.papers - x.papers || (x.word < y.word ? -1 : x.word > y.word ? 1 : 0));
    const terms = scored.slice(0, count).map((term) => ({ ...term, word: written?.get(term.word) ?? term.word }));
    result.push({ id, label, papers, terms });
    yield;
  }
  return result;
}
