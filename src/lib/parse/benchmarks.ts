/**
 * The benchmarks and datasets an abstract names, from two sources:
 *  1. a curated dictionary (data/benchmarks.json): canonical names with aliases, matched as whole words,
 *     case-insensitively unless an entry says `exactCase` (MATH, FRAMES: also ordinary words);
 *  2. names the abstract itself introduces as a dataset or benchmark, only when the sentence says so
 *     right there: "We also introduce Mirage, a large-scale, contemporary dataset …" => "Mirage", or
 *     "… a new benchmark called Foo".
 * Results are canonical names, each once, in order of first mention.
 */
import { checkRuleFile, isRecord, unknownKey } from '../json';
import { compileTerms, findTerms, type TermSet } from './terms';

export interface BenchmarkEntry {
  /** The canonical spelling, shown in the app: "τ²-Bench". */
  name: string;
  /** Other spellings, including the plain-text form math reduces to: "tau2-Bench". */
  aliases: string[];
  /** Match the exact case of the name and aliases (for names that are also words). */
  exactCase: boolean;
}

export interface BenchmarkDictionary {
  entries: BenchmarkEntry[];
  /** Every spelling compiled, keyed by its entry's canonical name. */
  terms: TermSet<string>;
}

/**
 * Validates the parsed contents of a benchmarks file; `source` names it in errors.
 *   loadBenchmarks({ benchmarks: [{ aliases: [] }] }, 'data/benchmarks.json')
 *     throws ListError "data/benchmarks.json: benchmark 1 has no name"
 */
export function loadBenchmarks(json: unknown, source: string): BenchmarkDictionary {
  return checkRuleFile(json, source, { list: 'benchmarks', check: checkBenchmarks });
}

function checkBenchmarks(list: unknown, fail: (detail: string) => never): BenchmarkDictionary {
  if (!Array.isArray(list)) return fail('"benchmarks" must be a list');
  const seen = new Map<string, string>(); // spelling, lowercased => canonical name
  const entries = list.map((raw: unknown, i): BenchmarkEntry => {
    const at = `benchmark ${i + 1}`;
    if (!isRecord(raw)) return fail(`${at} is not an object`);
    const { name, aliases = [], exactCase = false } = raw;
    const strayKey = unknownKey(raw, ['name', 'aliases', 'exactCase']);
    if (strayKey !== undefined) return fail(`${at} has an unknown key "${strayKey}"`);
    if (typeof name !== 'string' || name.trim() === '') return fail(`${at} has no name`);
    if (!Array.isArray(aliases) || !aliases.every((a) => typeof a === 'string' && a.trim() !== '')) {
      return fail(`${at} ("${name}"): "aliases" must be a list of non-empty strings`);
    }
    if (typeof exactCase !== 'boolean') return fail(`${at} ("${name}"): "exactCase" must be true or false`);
    for (const spelling of [name, ...(aliases as string[])]) {
      const other = seen.get(spelling.toLowerCase());
      if (other !== undefined) return fail(`${at} ("${name}"): "${spelling}" is already a spelling of "${other}"`);
      seen.set(spelling.toLowerCase(), name);
    }
    return { name, aliases: aliases as string[], exactCase };
  });
  const terms = compileTerms(
    entries.flatMap(({ name, aliases, exactCase }) =>
      [name, ...aliases].map((term) => ({ term, key: name, caseSensitive: exactCase })),
    ),
  );
  return { entries, terms };
}

// A name as datasets are named: a capital, then letters, digits, "+" or inner hyphens ("Mirage", "MMLU-Pro").
const NAME = String.raw`(\p{Lu}(?:[\p{L}\p{N}+-]*[\p{L}\p{N}+])?)`;
const KIND = String.raw`(?:dataset|benchmark|corpus|testbed|test suite)s?`;
// "we (also) introduce Mirage, a large-scale, contemporary dataset": the kind within six words of the article.
const INTRODUCED = new RegExp(
  String.raw`\b(?:introduce|present|release|construct|curate|build|collect|propose|create|develop|contribute)[sd]?\s+${NAME}(?:\s*\([^()]*\))?,\s+(?:an?|the)\s+(?:[\p{L}\p{N}-]+,?\s+){0,6}?${KIND}\b`,
  'gu',
);
// "a new benchmark called Foo", "a dataset, named Foo"
const CALLED = new RegExp(String.raw`\b${KIND},?\s+(?:called|named|dubbed|termed)\s+${NAME}`, 'gu');

/**
 * Benchmarks and datasets named in a plain-text abstract, canonical names in order of first mention.
 *   extractBenchmarks("On HLE, … On tau2-Bench and FRAMES, …", known) => ["HLE", "τ²-Bench", "FRAMES"]
 *   extractBenchmarks("We also introduce Mirage, a large-scale dataset …", known) => ["Mirage"]
 */
export function extractBenchmarks(text: string, known: BenchmarkDictionary): string[] {
  const mentions = findTerms(text, known.terms).map(({ key, index }) => ({ name: key, index }));
  for (const pattern of [INTRODUCED, CALLED]) {
    for (const match of text.matchAll(pattern)) {
      const name = match[1]!;
      const index = match.index + match[0].indexOf(name);
      // A known benchmark spelled as an alias is already there under its canonical name.
      if (!mentions.some((m) => m.index === index)) mentions.push({ name, index });
    }
  }
  mentions.sort((a, b) => a.index - b.index);
  return [...new Set(mentions.map(({ name }) => name))];
}
