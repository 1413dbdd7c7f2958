// Judging a search against the judged query set (searchQueries.ts): which papers contain a query's
// words, read from the text itself rather than through the index, and the measures npm run eval:search
// reports. Pure: evalSearch.ts builds the corpora and prints.
import { type AbbreviationTable, longForms } from '../../src/lib/search/abbreviations';
import { foldText } from '../../src/lib/search/corpus';
import { fold, queryTerm, stem, tokenize } from '../../src/lib/search/normalize';
import { parseQuery } from '../../src/lib/search/query';
import { markedPart } from './report';
import type { JudgedQuery } from './searchQueries';

/** What the judge knows of one paper: its words' stems, its words as written (folded), its folded text. */
export interface JudgedPaper {
  stems: Set<string>;
  words: string[];
  text: string;
}

const HYPHEN = /[-‐‑]/;

/** judgedPaper("Pre-training LLMs") => stems {pretrain, pre, train, llm}, words [pretraining, pre, training, llms] */
export function judgedPaper(title: string, text: string): JudgedPaper {
  const stems = new Set<string>();
  const words: string[] = [];
  for (const token of tokenize(`${title} ${text}`)) {
    const parts = HYPHEN.test(token) ? [token.split(HYPHEN).join(''), ...token.split(HYPHEN)] : [token];
    for (const part of parts) {
      const folded = fold(part);
      words.push(folded);
      stems.add(stem(folded));
    }
  }
  return { stems, words, text: foldText(`${title}\n${text}`) };
}

/**
 * Whether a paper answers a query in the sense of searchQueries.ts: each plain word by its stem, the
 * last one also as a prefix of a word, an abbreviation also by a long form written out (and a long
 * form's words by the abbreviation); each quoted phrase as written.
 */
export function answers(paper: JudgedPaper, q: string, table: AbbreviationTable): boolean {
  const query = parseQuery(q);
  const last = q.trimEnd().endsWith(query.terms.at(-1) ?? '\u0000') ? query.terms.length - 1 : -1;
  const covered = new Array<boolean>(query.terms.length).fill(false);
  // A long form typed out ("reinforcement learning") is answered by its abbreviation ("RL") too.
  const stems = query.terms.map((w) => queryTerm(w) ?? '');
  for (let i = 0; i < query.terms.length; i++) {
    for (let j = query.terms.length; j > i + 1; j--) {
      const phrase = query.terms.slice(i, j).join(' ');
      const short = shortFormOf(table, phrase);
      if (short !== null && paper.stems.has(queryTerm(short) ?? '')) covered.fill(true, i, j);
    }
  }
  const words = query.terms.every((word, i) => {
    if (covered[i] || paper.stems.has(stems[i] as string)) return true;
    if (i === last && fold(word).length >= 3 && paper.words.some((w) => w.startsWith(fold(word).replace(/[-‐‑]/g, '')))) return true;
    const long = longForms(table, word);
    return long !== undefined && long.long.some((form) => paper.text.includes(foldText(form)));
  });
  return words && query.phrases.every((phrase) => paper.text.includes(foldText(phrase)));
}

function shortFormOf(table: AbbreviationTable, phrase: string): string | null {
  const terms = tokenize(phrase).flatMap((w) => queryTerm(w) ?? []);
  for (const form of table.byFirstTerm.get(terms[0] ?? '') ?? []) {
    if (form.terms.length === terms.length && form.terms.every((t, k) => t === terms[k])) return form.short;
  }
  return null;
}

/** One query's measures on one corpus. */
export interface QueryScore {
  query: JudgedQuery;
  /** Papers the page shows (its count). */
  shown: number;
  /** Papers that answer the query (answers()). */
  contain: number;
  /** The share of the first 10 results (or of all, when fewer) that answer it; 1 when nothing is shown and nothing answers. */
  precision: number;
  /** 1-based rank of the `expect` paper, null when not shown or not asked. */
  expectedRank: number | null;
  /** What the page says besides results: did-you-mean, or that no paper has the words. */
  note: string;
}

/**
 * scoreQuery(query, shownIds, judged, …): the measures of one query, from the ids the search showed
 * in order and the judge's view of every paper.
 */
export function scoreQuery(
  query: JudgedQuery,
  shown: readonly string[],
  papers: ReadonlyMap<string, JudgedPaper>,
  table: AbbreviationTable,
  note: string,
): QueryScore {
  const meant = query.means ?? query.q;
  const relevant = new Set<string>();
  for (const [id, paper] of papers) if (answers(paper, meant, table)) relevant.add(id);
  const top = shown.slice(0, 10);
  const precision = top.length === 0 ? (relevant.size === 0 ? 1 : 0) : top.filter((id) => relevant.has(id)).length / top.length;
  let expectedRank: number | null = null;
  if (query.expect !== undefined) {
    const marker = foldText(query.expect);
    const at = shown.findIndex((id) => papers.get(id)?.text.includes(marker));
    expectedRank = at < 0 ? null : at + 1;
  }
  return { query, shown: shown.length, contain: relevant.size, precision, expectedRank, note };
}

/** The report's table of one corpus, and its summary line. */
export function scoreTable(title: string, scores: readonly QueryScore[]): string {
  const mean = scores.reduce((s, x) => s + x.precision, 0) / Math.max(1, scores.length);
  const worst = Math.min(...scores.map((s) => s.precision));
  const overCount = scores.filter((s) => s.shown > Math.max(1.1 * s.contain, s.contain)).length;
  const rows = scores.map((s) => {
    const ratio = s.contain === 0 ? (s.shown === 0 ? '—' : '∞') : (s.shown / s.contain).toFixed(2);
    const rank = s.query.expect === undefined ? '' : (s.expectedRank?.toString() ?? 'not shown');
    return `| \`${s.query.q}\` | ${s.query.kind} | ${s.precision.toFixed(2)} | ${s.shown} | ${s.contain} | ${ratio} | ${rank} | ${s.note} |`;
  });
  return [
    `### ${title}`,
    '',
    `Mean precision of the first 10: **${mean.toFixed(3)}**; lowest ${worst.toFixed(2)}; queries whose count is over 1.1 × the papers with the words: ${overCount} of ${scores.length}.`,
    '',
    '| Query | Kind | P@10 | Shown | Contain the words | Shown ÷ contain | Expected paper’s rank | The page says |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

// docs/benchmarks.md holds the search-quality tables between these markers: npm run eval:search writes
// them, npm run bench keeps them when it rewrites the rest.
export const SECTION_START = '<!-- search-quality:start -->';
export const SECTION_END = '<!-- search-quality:end -->';

/** The search-quality section of a report, markers included; '' when it has none. */
export function sectionOf(report: string): string {
  return markedPart(report, SECTION_START, SECTION_END);
}

/** `report` with its search-quality section replaced by `section`, or `section` added at its end. */
export function withSection(report: string, section: string): string {
  const old = sectionOf(report);
  return old === '' ? `${report.trimEnd()}\n\n${section}\n` : report.replace(old, () => section);
}
