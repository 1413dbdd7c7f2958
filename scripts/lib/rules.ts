// Loads the editable build rules from a folder: topics.json, benchmarks.json, title-overrides.json.
import { join } from 'node:path';
import { loadBenchmarks } from '../../src/lib/benchmarks';
import { loadTopicRules } from '../../src/lib/topics';
import { loadTitleOverrides } from '../../src/lib/overrides';
import type { BuildRules } from '../../src/lib/parse';

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
