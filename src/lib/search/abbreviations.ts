// Abbreviations readers type (data/abbreviations.json): "RL" also finds "reinforcement learning", and
// "reinforcement learning" also finds "RL". Expanded at query time, not indexed: the index stays the
// one MiniSearch builds, and the table can change without rebuilding it.
import { checkRuleFile, isRecord, unknownKey } from '../json';
import type { TermQuery } from './engine';
import { fold, queryTerm, tokenize } from './normalize';

export interface Abbreviation {
  /** The short form as usually written: "RL", "MoE", "LoRA". One word. */
  short: string;
  /** Its spelled-out forms: ["reinforcement learning"]. */
  long: string[];
  /** Expand only when typed as written or in capitals: for short forms that are also words ("rag", "ode"). */
  exactCase: boolean;
}

/**
 * One way a query can match besides its own words: papers with every one of `terms` (index terms, matched
 * exactly) count as matching the query terms `covers` (indexes into the term queries), scored at
 * EXPANSION_WEIGHT. "RL" => { covers: [0], terms: ["reinforc", "learn"], text: "reinforcement learning" }.
 */
export interface Alternative {
  covers: number[];
  terms: string[];
  /** What it stands for, as written: marked in titles and snippets when it matched. */
  text: string;
}

const HYPHEN = /[-‐‑]/;

/** phraseTerms("retrieval-augmented generation") => ["retriev", "augment", "gener"]: stop words dropped, hyphens split. */
function phraseTerms(text: string): string[] {
  return tokenize(text)
    .flatMap((token) => token.split(HYPHEN))
    .flatMap((word) => queryTerm(word) ?? []);
}

/**
 * Validates the list of data/abbreviations.json (also carried by list.json), calling `fail` with the
 * first mistake, each entry named by its number and short form (the caller names the file).
 *   checkAbbreviations([{ short: 'RL', long: [] }], fail)
 *     => fail('abbreviation 1 ("RL"): "long" must be a non-empty list of non-empty strings')
 */
export function checkAbbreviations(list: unknown, fail: (detail: string) => never): Abbreviation[] {
  if (!Array.isArray(list)) return fail('"abbreviations" must be a list');
  const seen = new Map<string, number>(); // folded short form => entry number
  return list.map((raw: unknown, i): Abbreviation => {
    let at = `abbreviation ${i + 1}`;
    if (!isRecord(raw)) return fail(`${at} is not an object`);
    const stray = unknownKey(raw, ['short', 'long', 'exactCase']);
    if (stray !== undefined) return fail(`${at} has an unknown key "${stray}"`);
    const { short, long, exactCase = false } = raw;
    if (typeof short !== 'string' || short.trim() === '') return fail(`${at} has no short form`);
    at = `${at} ("${short}")`;
    const words = tokenize(short);
    if (words.length !== 1 || words[0] !== short || queryTerm(short) === null) {
      return fail(`${at}: the short form must be one word of two or more letters or digits, not a stop word`);
    }
    const other = seen.get(fold(short));
    if (other !== undefined) return fail(`${at}: "${short}" is already abbreviation ${other}`);
    seen.set(fold(short), i + 1);
    if (!Array.isArray(long) || long.length === 0 || !long.every((l) => typeof l === 'string' && l.trim() !== '')) {
      return fail(`${at}: "long" must be a non-empty list of non-empty strings`);
    }
    const forms = new Set<string>();
    for (const form of long as string[]) {
      const terms = phraseTerms(form);
      if (terms.length === 0) return fail(`${at}: "${form}" has no searchable word`);
      const key = terms.join(' ');
      if (key === queryTerm(short)) return fail(`${at}: "${form}" is the short form itself`);
      if (forms.has(key)) return fail(`${at}: "${form}" is listed twice`);
      forms.add(key);
    }
    if (typeof exactCase !== 'boolean') return fail(`${at}: "exactCase" must be true or false`);
    return { short, long: long as string[], exactCase };
  });
}

/**
 * Validates the parsed contents of an abbreviations file; `source` names it in errors.
 *   loadAbbreviations({ abbreviations: [{ short: 'RL', long: ['reinforcement learning'] }] }, 'a.json')
 *     => [{ short: "RL", long: ["reinforcement learning"], exactCase: false }]
 */
export function loadAbbreviations(json: unknown, source: string): Abbreviation[] {
  return checkRuleFile(json, source, { list: 'abbreviations', check: checkAbbreviations });
}

interface LongForm {
  /** Its index terms, in order. */
  terms: string[];
  /** The short form's query term: what a query with this long form also looks for. */
  shortTerm: string;
  short: string;
}

/** The abbreviations as Maps, so that expanding a query costs one lookup per word. */
export interface AbbreviationTable {
  /** By the typed forms that expand: as written, in capitals, and in lowercase unless exactCase. */
  byShort: Map<string, { long: string[]; terms: string[][] }>;
  /** Long forms by their first term. */
  byFirstTerm: Map<string, LongForm[]>;
}

const tables = new WeakMap<readonly Abbreviation[], AbbreviationTable>();

/** The table of a list of abbreviations, made once per list. */
export function abbreviationTable(list: readonly Abbreviation[]): AbbreviationTable {
  let table = tables.get(list);
  if (table !== undefined) return table;
  table = { byShort: new Map(), byFirstTerm: new Map() };
  for (const { short, long, exactCase } of list) {
    const entry = { long, terms: long.map(phraseTerms) };
    const forms = [short, short.toUpperCase(), ...(exactCase ? [] : [short.toLowerCase()])];
    for (const form of forms) table.byShort.set(form, entry);
    const shortTerm = queryTerm(short) as string;
    for (const terms of entry.terms) {
      const first = terms[0] as string;
      const starting = table.byFirstTerm.get(first) ?? [];
      starting.push({ terms, shortTerm, short });
      table.byFirstTerm.set(first, starting);
    }
  }
  tables.set(list, table);
  return table;
}

/**
 * The long forms a typed word stands for: as written or in capitals, with or without a plural "s";
 * in lowercase only for abbreviations that are not also words.
 *   longForms(table, "LLMs") => ["large language model"]; longForms(table, "rag") => undefined; longForms(table, "RAG") => […]
 */
export function longForms(table: AbbreviationTable, word: string): { long: string[]; terms: string[][] } | undefined {
  return table.byShort.get(word) ?? (word.length > 2 && word.endsWith('s') ? table.byShort.get(word.slice(0, -1)) : undefined);
}

/**
 * The alternatives of a query's plain words (see Alternative): each abbreviation among them may be
 * matched by its long forms, and each long form written out among them (consecutive words, any word
 * form: "reinforcement-learning", "large language models") by its short form.
 *   alternatives(table, ["RL", "agents"], termQueries(["RL", "agents"]))
 *     => [{ covers: [0], terms: ["reinforc", "learn"], text: "reinforcement learning" }]
 */
export function alternatives(table: AbbreviationTable, words: readonly string[], queries: readonly TermQuery[]): Alternative[] {
  const queryOf = new Map(queries.map((query, i) => [query.term, i]));
  const found = new Map<string, Alternative>();
  const add = (alternative: Alternative) => {
    const key = `${alternative.covers.join(',')}:${alternative.terms.join(' ')}`;
    if (!found.has(key)) found.set(key, alternative);
  };
  // Every term of the words, with the query it belongs to: "retrieval-augmented" gives "retriev" and "augment".
  const sequence: { term: string; query: number }[] = [];
  for (const word of words) {
    const q = queryOf.get(queryTerm(word) ?? '');
    if (q === undefined) continue;
    const long = longForms(table, word);
    long?.terms.forEach((terms, i) => add({ covers: [q], terms, text: long.long[i] as string }));
    for (const part of word.split(HYPHEN)) {
      const term = queryTerm(part);
      if (term !== null) sequence.push({ term, query: q });
    }
  }
  sequence.forEach(({ term }, at) => {
    for (const form of table.byFirstTerm.get(term) ?? []) {
      if (!form.terms.every((t, k) => sequence[at + k]?.term === t)) continue;
      const covers = [...new Set(sequence.slice(at, at + form.terms.length).map((s) => s.query))];
      if (!covers.includes(queryOf.get(form.shortTerm) ?? -1)) add({ covers, terms: [form.shortTerm], text: form.short });
    }
  });
  return [...found.values()];
}
