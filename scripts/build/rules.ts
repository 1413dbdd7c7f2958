// Loads the editable build rules from a folder: topics.json, benchmarks.json, title-overrides.json,
// abbreviations.json, filler-words.json, glossary-zh.json. Each is read the same way (loadRuleFile); what
// each may hold is checked by its loader in src/lib, the one the tests and the page use too.
import { join } from 'node:path';
import { type Abbreviation, loadAbbreviations } from '../../src/lib/search/abbreviations';
import { loadBenchmarks } from '../../src/lib/parse/benchmarks';
import { loadTopicRules } from '../../src/lib/parse/topics';
import { loadTitleOverrides } from '../../src/lib/parse/overrides';
import type { BuildRules } from '../../src/lib/parse/parse';
import { loadFillerWords } from '../../src/lib/fillerWords';
import { type GlossaryTerm, loadGlossaryTerms } from '../../src/lib/search/glossary';

/** Reads and parses a JSON file, naming it in errors; a missing file gives `fallback` when there is one (readJsonFile). */
export type ReadJson = (path: string, fallback?: unknown) => unknown;

/**
 * Reads DIR/NAME and checks it with `load`, which names the entry at fault; every error names the file:
 * "data/topics.json: invalid JSON (…)", "data/topics.json: topic 2 ("b") has no label". An optional file
 * reads as `missing` when it is not there.
 *   loadRuleFile('data', 'abbreviations.json', loadAbbreviations, readJsonFile, { abbreviations: [] })
 */
export function loadRuleFile<T>(dir: string, name: string, load: (json: unknown, source: string) => T, readJson: ReadJson, missing?: unknown): T {
  const file = join(dir, name);
  return load(readJson(file, missing), file);
}

export function loadBuildRules(dir: string, readJson: ReadJson): BuildRules {
  return {
    topicRules: loadRuleFile(dir, 'topics.json', loadTopicRules, readJson),
    benchmarks: loadRuleFile(dir, 'benchmarks.json', loadBenchmarks, readJson),
    // Optional: a curator creates it only when a derived title needs correcting.
    titleOverrides: loadRuleFile(dir, 'title-overrides.json', loadTitleOverrides, readJson, {}),
  };
}

/** The abbreviations a search expands (DIR/abbreviations.json), checked now rather than in the browser; none without the file. */
export function loadSearchAbbreviations(dir: string, readJson: ReadJson): Abbreviation[] {
  return loadRuleFile(dir, 'abbreviations.json', loadAbbreviations, readJson, { abbreviations: [] });
}

/** The words never shown as reasons (DIR/filler-words.json), checked now rather than in the browser; none without the file. */
export function loadReasonFiller(dir: string, readJson: ReadJson): string[] {
  return loadRuleFile(dir, 'filler-words.json', loadFillerWords, readJson, { words: [] });
}

/** The Chinese glossary (DIR/glossary-zh.json), checked now rather than in the browser; none without the file. */
export function loadChineseGlossary(dir: string, readJson: ReadJson): GlossaryTerm[] {
  return loadRuleFile(dir, 'glossary-zh.json', loadGlossaryTerms, readJson, { terms: [] });
}
