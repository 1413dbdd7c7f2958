// How derived titles, topics and ids hold up against a list's published titles (npm run eval:data).
// Pure: eval-data.ts reads the files and prints. The checks are heuristics that name the kinds of
// failure a reader rejects; they measure, they do not decide what the build writes.

import { splitSentences } from '../../src/lib/parse/sentences';
import { STOP_WORDS, stem, tokenize } from '../../src/lib/search/normalize';

/** A published paper, in the order of the list (real-sample-dev.truth.json's records). */
export interface Truth {
  title: string;
}

/** What the evaluation reads of a built paper. */
export interface BuiltPaper {
  id: string;
  title: string;
  titleSource: string;
  name: string | null;
  topics: readonly string[];
  /** The abstract's plain text: what tells a finding the paper reports from the field's background. */
  text?: string;
}

export type Problem = 'bare name' | 'background sentence' | 'fragment' | 'empty opening' | 'cut mid-phrase' | 'too long';

export const MAX_TITLE_LENGTH = 120;

// Words a title does not end on: a phrase cut after them is incomplete.
const DANGLING = new Set([
  ...STOP_WORDS,
  'about', 'across', 'via', 'using', 'based', 'towards', 'toward', 'without', 'while', 'when', 'where', 'whose',
  'than', 'such', 'both', 'either', 'each', 'every', 'not', 'but', 'nor', 'so', 'yet', 'under', 'over', 'between',
  'through', 'leverages', 'leveraging', 'uses', 'enables', 'enabling', 'makes', 'allows', 'provides', 'achieves',
]);
// Openings of a sentence that continues one before it, not of a title.
const FRAGMENT_OPENING = /^(?:this|these|those|it|they|such|here|however|moreover|furthermore|thus|therefore|agents benefit|we)\b/i;
// Openings that say nothing yet: "A simple yet effective …", "A new … framework that …".
const EMPTY_OPENING = /^(?:an?|the)\s+(?:(?:simple|novel|new|general|unified|effective|efficient|principled|yet|and|,)\s+)+(?:approach|method|framework|algorithm|technique|model|paradigm|strategy|way)?\b/i;
// A finite verb of a background sentence: "Large models demonstrate …", "X is essential for …".
const FINITE_VERB = /\b(?:is|are|was|were|has|have|had|remains?|demonstrates?|shows?|exhibits?|suffers?|relies|rely|requires?|struggles?|faces?|achieves?|enables?|limits?|benefits?|encounters?|lacks?|becomes?|becoming|increasingly|can|cannot|may|must|often)\b/i;

/**
 * The kinds of failure a reader rejects in a title, each by its pattern:
 *   titleProblems('UniJEPA') => ['bare name']
 *   titleProblems('AI agents are increasingly deployed to execute tasks') => ['background sentence']
 *   titleProblems('A method for label prediction that leverages') => ['cut mid-phrase']
 */
export function titleProblems(title: string, text?: string): Problem[] {
  const problems: Problem[] = [];
  const words = title.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1 || (words.length === 2 && /^[A-Z]/.test(words[1] ?? '') && !/:/.test(title))) problems.push('bare name');
  if (FRAGMENT_OPENING.test(title)) problems.push('fragment');
  else if (text === undefined ? FINITE_VERB.test(title.replace(/:.*/, '')) && !/:/.test(title) : quotesBackground(title, text)) {
    problems.push('background sentence');
  }
  if (EMPTY_OPENING.test(title)) problems.push('empty opening');
  const last = (words.at(-1) ?? '').replace(/[^\p{L}\p{N}-]/gu, '').toLowerCase();
  if (words.length > 1 && (DANGLING.has(last) || last.endsWith('-'))) problems.push('cut mid-phrase');
  if (title.length > MAX_TITLE_LENGTH) problems.push('too long');
  return problems;
}

// A sentence that speaks of the paper's own work: "we", "our", "this paper", "the present study", …
const OWN_WORK = /\b(?:we|our|us)\b|\b(?:this|the present|the current)\s+(?:\p{Ll}+\s+)?(?:paper|work|study|research|article|report|thesis|review|survey|note)\b/iu;

/**
 * Whether a title quotes a sentence of the abstract that does not speak of the paper's own work (no
 * "we", "our", "this paper", nor the name the title leads with): the field's background, not the contribution. The title (after "Name: ") is found by its words after the
 * first (which a title may have reworded: "Training …" from "a method for training …").
 *   quotesBackground("AI agents are widely deployed", "AI agents are widely deployed. We propose X.") => true
 */
export function quotesBackground(title: string, text: string): boolean {
  const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}-]*/gu) ?? [];
  const phrase = words(title.includes(': ') ? title.slice(title.indexOf(': ') + 2) : title);
  const window = (phrase.length > 2 ? phrase.slice(1, 6) : phrase).join(' ');
  if (window === '') return false;
  const source = splitSentences(text).find((sentence) => words(sentence).join(' ').includes(window));
  // A sentence that names the paper's method ("These insights lead to PLATE, a …") speaks of its work too.
  const name = title.includes(': ') ? title.slice(0, title.indexOf(': ')) : null;
  return source !== undefined && !OWN_WORK.test(source) && (name === null || !source.includes(name));
}

// The content words of a title, stemmed: no stop words, no single letters.
const contentStems = (title: string): Set<string> =>
  new Set(tokenize(title.toLowerCase()).filter((w) => w.length > 1 && !STOP_WORDS.has(w)).map((w) => stem(w)));

/** The share of the published title's content words (stemmed) that the derived title has; 1 for none. */
export function contentRecall(published: string, derived: string): number {
  const wanted = contentStems(published);
  if (wanted.size === 0) return 1;
  const have = contentStems(derived);
  let found = 0;
  for (const word of wanted) if (have.has(word)) found++;
  return found / wanted.size;
}

/**
 * The method name a published title starts with: "CausalRAG2: Hierarchical …" => "CausalRAG2"; null
 * when it starts otherwise. A name is one or two words before a colon, at least one with a capital
 * after its first letter or a digit (a coined word, not "Learning: …").
 */
export function publishedName(title: string): string | null {
  const match = /^([^:]{1,40}):\s/.exec(title);
  if (!match) return null;
  // TeX in a title ("$\\texttt{Multi}^2$: …") is read as its letters: "Multi2".
  const head = match[1]!.replace(/\\[a-z]+\{([^}]*)\}/gi, '$1').replace(/[$^_{}\\]/g, '').trim();
  const words = head.split(/\s+/);
  if (words.length > 2) return null;
  return words.some((w) => /^.+[A-Z0-9]/.test(w) || /^[A-Z]{2,}/.test(w)) ? head : null;
}

// Words that make an id read as filler rather than as the paper.
const FILLER = new Set([
  ...STOP_WORDS, 'also', 'only', 'because', 'yet', 'very', 'more', 'most', 'such', 'however', 'thus', 'while',
  'benefit', 'benefits', 'serve', 'serves', 'effective', 'simple', 'novel', 'new', 'based', 'using', 'via',
  'limits', 'later', 'increasingly', 'essential', 'impressive', 'demonstrate', 'approach', 'method', 'framework',
]);

/**
 * The words of an id that are filler, but for those inside a compound of its title:
 *   fillerWords('agents-benefit-exploration-only-because') => ['benefit', 'only', 'because']
 *   fillerWords('kernel-based-shadows', 'Kernel-based shadows') => []
 */
export function fillerWords(id: string, title = ''): string[] {
  // A word inside a hyphenated compound of the title ("kernel-based", "text-to-text") is part of a term.
  const compounds = new Set(title.toLowerCase().split(/\s+/).filter((w) => w.includes('-')).flatMap((w) => w.split('-')));
  return id.split('-').filter((word) => FILLER.has(word) && !compounds.has(word));
}

export interface TitleRow {
  id: string;
  derived: string;
  published: string;
  recall: number;
  /** The published title's leading name, and whether the derived title has it. */
  name: string | null;
  nameFound: boolean;
  problems: Problem[];
}

export interface Evaluation {
  papers: number;
  /** Derived titles (overridden ones are the curator's, not measured). */
  derived: number;
  /** Against published titles; empty without them. */
  rows: TitleRow[];
  meanRecall: number | null;
  namesPublished: number;
  namesFound: number;
  /** Derived titles with at least one problem, whether or not a published title is known. */
  rejected: { id: string; title: string; problems: Problem[] }[];
  catchAllShare: number;
  largestTopic: { id: string; share: number } | null;
  topicsPerPaper: { min: number; max: number };
  fillerIds: { id: string; filler: string[] }[];
}

/** Evaluates built papers, against `truth` (same order, same length) when given. */
export function evaluate(papers: readonly BuiltPaper[], truth: readonly Truth[] | null, catchAll: string): Evaluation {
  if (truth && truth.length !== papers.length) {
    throw new Error(`the list has ${papers.length} papers and the published titles ${truth.length}: they must be the same papers in the same order`);
  }
  const derived = papers.filter((p) => p.titleSource === 'derived');
  const rows: TitleRow[] = [];
  if (truth) {
    papers.forEach((paper, i) => {
      if (paper.titleSource !== 'derived') return;
      const published = truth[i]!.title;
      const name = publishedName(published);
      rows.push({
        id: paper.id,
        derived: paper.title,
        published,
        recall: contentRecall(published, paper.title),
        name,
        nameFound: name !== null && paper.title.toLowerCase().includes(name.toLowerCase()),
        problems: titleProblems(paper.title, paper.text),
      });
    });
  }
  const counts = new Map<string, number>();
  for (const paper of papers) for (const topic of new Set(paper.topics)) counts.set(topic, (counts.get(topic) ?? 0) + 1);
  const largest = [...counts].filter(([id]) => id !== catchAll).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  const n = Math.max(papers.length, 1);
  const perPaper = papers.map((p) => p.topics.length);
  return {
    papers: papers.length,
    derived: derived.length,
    rows,
    meanRecall: rows.length > 0 ? rows.reduce((sum, r) => sum + r.recall, 0) / rows.length : null,
    namesPublished: rows.filter((r) => r.name !== null).length,
    namesFound: rows.filter((r) => r.nameFound).length,
    rejected: derived.map((p) => ({ id: p.id, title: p.title, problems: titleProblems(p.title, p.text) })).filter((r) => r.problems.length > 0),
    catchAllShare: papers.filter((p) => p.topics.length === 1 && p.topics[0] === catchAll).length / n,
    largestTopic: largest ? { id: largest[0], share: largest[1] / n } : null,
    topicsPerPaper: { min: perPaper.length > 0 ? Math.min(...perPaper) : 0, max: Math.max(0, ...perPaper) },
    // An id made from the paper's own name ("also" for ALSO) is the name, not filler.
    fillerIds: papers.filter((p) => p.name === null).map((p) => ({ id: p.id, filler: fillerWords(p.id, p.title) })).filter((r) => r.filler.length > 0),
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The evaluation as the lines eval-data prints. */
export function report(evaluation: Evaluation): string[] {
  const e = evaluation;
  const lines = [`${e.papers} papers, ${e.derived} derived titles`];
  if (e.meanRecall !== null) {
    lines.push(`published names found in derived titles: ${e.namesFound} of ${e.namesPublished}`);
    for (const r of e.rows.filter((row) => row.name !== null && !row.nameFound)) lines.push(`  missing ${r.name}: "${r.derived}"`);
    lines.push(`mean content-word recall of the published titles: ${e.meanRecall.toFixed(2)}`);
  }
  lines.push(`titles a reader would reject: ${e.rejected.length} of ${e.derived} (${percent(e.rejected.length / Math.max(e.derived, 1))})`);
  for (const r of e.rejected) lines.push(`  ${r.id}: ${r.problems.join(', ')}: "${r.title}"`);
  lines.push(`catch-all alone: ${percent(e.catchAllShare)}`);
  if (e.largestTopic) lines.push(`largest topic: ${e.largestTopic.id}, ${percent(e.largestTopic.share)}`);
  lines.push(`topics per paper: ${e.topicsPerPaper.min}–${e.topicsPerPaper.max}`);
  lines.push(`ids with filler words: ${e.fillerIds.length} of ${e.papers}`);
  for (const r of e.fillerIds) lines.push(`  ${r.id} (${r.filler.join(', ')})`);
  return lines;
}
