// Loads the editable build rules from a folder: topics.json, benchmarks.json, title-overrides.json,
// abbreviations.json.
import { join } from 'node:path';
import { type Abbreviation, loadAbbreviations } from '../../src/lib/search/abbreviations';
import { loadBenchmarks } from '../../src/lib/parse/benchmarks';
import { loadTopicRules } from '../../src/lib/parse/topics';
import { loadTitleOverrides } from '../../src/lib/parse/overrides';
import type { BuildRules } from '../../src/lib/parse/parse';
import { loadFillerWords } from '../../src/lib/fillerWords';
import { type GlossaryTerm, loadGlossaryTerms } from '../../src/lib/search/glossary';

export function loadBuildRules(dir: string, readJson: (path: string, fallback?: unknown) => unknown): BuildRules {
  const topicsFile = join(dir, 'topics.json');
  const benchmarksFile = join(dir, 'benchmarks.json');
  const overridesFile = join(dir, 'title-overrides.json');
  return {
    topicRules: loadTopicRules(readJson(topicsFile), topicsFile),
    benchmarks: loadBenchmarks(readJson(benchmarksFile), benchmarksFile),
    // Optional: a curator creates it only when a derived title needs correcting.
    titleOverrides: loadTitleOverrides(readJson(overridesFile, {}), overridesFile),
  };
}

/** The abbreviations a search expands (DIR/abbreviations.json), checked now rather than in the browser; none without the file. */
export function loadSearchAbbreviations(dir: string, readJson: (path: string, fallback?: unknown) => unknown): Abbreviation[] {
  const file = join(dir, 'abbreviations.json');
  return loadAbbreviations(readJson(file, { abbreviations: [] }), file);
}

/** The words never shown as reasons (DIR/filler-words.json), checked now rather than in the browser; none without the file. */
export function loadReasonFiller(dir: string, readJson: (path: string, fallback?: unknown) => unknown): string[] {
  const file = join(dir, 'filler-words.json');
  return loadFillerWords(readJson(file, { words: [] }), file);
}

/** The Chinese glossary (DIR/glossary-zh.json), checked now rather than in the browser; none without the file. */
export function loadChineseGlossary(dir: string, readJson: (path: string, fallback?: unknown) => unknown): GlossaryTerm[] {
  const file = join(dir, 'glossary-zh.json');
  return loadGlossaryTerms(readJson(file, { terms: [] }), file);
}
