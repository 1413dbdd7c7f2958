// The Chinese glossary (data/glossary-zh.json): Chinese machine-learning terms and the English forms
// abstracts use, so that a query typed in Chinese finds English abstracts. Checked by the data build,
// which writes the checked terms to public/data/glossary-zh.json; the page loads that file only when a
// query has Chinese in it (it is not in the JavaScript before the first results).
import { checkRuleFile, isRecord, unknownKey } from '../json';
import { hasHan } from './normalize';

export interface GlossaryTerm {
  /** The term in simplified Chinese: "强化学习". */
  zh: string;
  /** As abstracts write it: "reinforcement learning". */
  en: string;
  /** Other simplified ways of saying it: ["增强学习"]. */
  variants?: string[];
  /** Its traditional-character forms where they differ: ["強化學習"]. */
  traditional?: string[];
}

/** The terms made ready for lookup: every Chinese form (simplified, variant, traditional) → its term. */
export interface Glossary {
  terms: readonly GlossaryTerm[];
  byKey: ReadonlyMap<string, GlossaryTerm>;
  /** The longest key, in characters: how far a longest-match lookup has to look. */
  longest: number;
}

/** The file the page loads, under public/data, and the name errors give it. */
export const GLOSSARY_SOURCE = 'glossary-zh.json';

/** Every Chinese form of a term, the simplified one first. */
export function keysOf(term: GlossaryTerm): string[] {
  return [term.zh, ...(term.variants ?? []), ...(term.traditional ?? [])];
}

function stringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * Validates the terms of a glossary, calling `fail` with the first mistake, the entry named by its number
 * and Chinese form: no empty or duplicate key (in any field of any entry), every key with Chinese
 * characters in it, every English form non-empty.
 *   checkGlossary([{ zh: '量化', en: '' }], fail) => fail('term 1 ("量化"): "en" must be a non-empty English form')
 */
export function checkGlossary(list: unknown, fail: (detail: string) => never): GlossaryTerm[] {
  if (!Array.isArray(list)) return fail('"terms" must be a list');
  const seen = new Map<string, number>(); // key => entry number
  return list.map((raw: unknown, i): GlossaryTerm => {
    let at = `term ${i + 1}`;
    if (!isRecord(raw)) return fail(`${at} is not an object`);
    const stray = unknownKey(raw, ['zh', 'en', 'variants', 'traditional']);
    if (stray !== undefined) return fail(`${at} has an unknown key "${stray}"`);
    const { zh, en, variants = [], traditional = [] } = raw;
    if (typeof zh !== 'string' || zh.trim() === '') return fail(`${at} has no "zh" term`);
    at = `${at} ("${zh}")`;
    if (typeof en !== 'string' || en.trim() === '') return fail(`${at}: "en" must be a non-empty English form`);
    if (en !== en.trim() || /\s\s/.test(en)) return fail(`${at}: "en" has stray spaces (${JSON.stringify(en)})`);
    if (!stringList(variants)) return fail(`${at}: "variants" must be a list of strings`);
    if (!stringList(traditional)) return fail(`${at}: "traditional" must be a list of strings`);
    for (const key of [zh, ...variants, ...traditional]) {
      if (key.trim() === '') return fail(`${at} has an empty Chinese form`);
      if (key !== key.trim() || /\s/.test(key)) return fail(`${at}: "${key}" has spaces in it`);
      if (!hasHan(key)) return fail(`${at}: "${key}" has no Chinese characters`);
      const other = seen.get(key);
      if (other !== undefined) return fail(`${at}: "${key}" is already term ${other}`);
      seen.set(key, i + 1);
    }
    const term: GlossaryTerm = { zh, en };
    if (variants.length > 0) term.variants = variants;
    if (traditional.length > 0) term.traditional = traditional;
    return term;
  });
}

/**
 * Validates the parsed contents of a glossary file (data/glossary-zh.json, or the built
 * public/data/glossary-zh.json); `source` names it in errors.
 *   loadGlossaryTerms({ terms: [{ zh: '量化', en: 'quantization' }] }, 'glossary-zh.json')
 *     => [{ zh: "量化", en: "quantization" }]
 */
export function loadGlossaryTerms(json: unknown, source: string): GlossaryTerm[] {
  return checkRuleFile(json, source, { list: 'terms', check: checkGlossary });
}

/** glossaryOf([{ zh: '量化', en: 'quantization' }]).byKey.get('量化')?.en => "quantization" */
export function glossaryOf(terms: readonly GlossaryTerm[]): Glossary {
  const byKey = new Map<string, GlossaryTerm>();
  let longest = 0;
  for (const term of terms) {
    for (const key of keysOf(term)) {
      byKey.set(key, term);
      longest = Math.max(longest, key.length);
    }
  }
  return { terms, byKey, longest };
}
