// Search corpora for the tests: the bundled list (19 real abstracts) built with the real rules, and
// corpora made from inline papers.
import { existsSync, readFileSync } from 'node:fs';
import { loadBenchmarks } from '../../../../src/lib/parse/benchmarks';
import { loadTitleOverrides } from '../../../../src/lib/parse/overrides';
import { parseAbstractList } from '../../../../src/lib/parse/parse';
import { type SearchCorpus, hasConferenceData } from '../../../../src/lib/search/corpus';
import { CONFERENCE_SEARCH } from '../../../../src/lib/search/conference';
import { type Abbreviation, loadAbbreviations } from '../../../../src/lib/search/abbreviations';
import { toSearchDoc } from '../../../../src/lib/search/options';
import { createIndex } from '../../../../src/lib/search/build';
import { splitForSearch } from '../../../../src/lib/parse/split';
import { parseInput } from '../../../../src/lib/parse/input';
import { loadTopicRules } from '../../../../src/lib/parse/topics';
import type { ListPaper } from '../../../../src/lib/types';

// From the repository's root, where the tests run (jsdom's import.meta.url is no file address).
const dataFile = (name: string) => `data/${name}`;
const readJson = (name: string): unknown => JSON.parse(readFileSync(dataFile(name), 'utf8'));

function rules() {
  const overrides = dataFile('title-overrides.json');
  return {
    topicRules: loadTopicRules(readJson('topics.json'), 'data/topics.json'),
    benchmarks: loadBenchmarks(readJson('benchmarks.json'), 'data/benchmarks.json'),
    titleOverrides: loadTitleOverrides(existsSync(overrides) ? readJson('title-overrides.json') : {}, 'data/title-overrides.json'),
  };
}

function bundledList() {
  const { data } = parseAbstractList(readFileSync(dataFile('icml-2026.txt')), { source: 'data/icml-2026.txt', ...rules() });
  return splitForSearch(data);
}

const BUNDLED = bundledList();

/** The abbreviations of data/abbreviations.json. */
export const BUNDLED_ABBREVIATIONS = loadAbbreviations(readJson('abbreviations.json'), 'data/abbreviations.json');

/** A corpus of the given papers and texts; with fullText false the index holds no abstracts. */
export function corpusOf(
  papers: readonly ListPaper[],
  texts: ReadonlyMap<string, string>,
  fullText = true,
  abbreviations: readonly Abbreviation[] = BUNDLED_ABBREVIATIONS,
): SearchCorpus {
  const index = createIndex(papers.map((p) => toSearchDoc(p, fullText ? (texts.get(p.id) ?? '') : '')));
  return {
    // A conference's own data brings its code, as the catalog loads it.
    ...(hasConferenceData(papers) ? { conference: CONFERENCE_SEARCH } : {}),
    papers,
    byId: new Map(papers.map((p) => [p.id, p])),
    index,
    textOf: (id) => (fullText ? texts.get(id) : undefined),
    fullText,
    abbreviations,
  };
}

export const BUNDLED_TEXTS = new Map(BUNDLED.text.ids.map((id, i) => [id, BUNDLED.text.texts[i] as string]));

/** The 19 papers of data/icml-2026.txt. */
export function bundledCorpus(fullText = true): SearchCorpus {
  return corpusOf(BUNDLED.list.papers, BUNDLED_TEXTS, fullText);
}

/** A list paper with defaults for what a test does not care about. */
export function paper(id: string, fields: Partial<ListPaper> = {}): ListPaper {
  return { id, title: id, titleSource: 'derived', name: null, summary: '', topics: [], benchmarks: [], code: false, ...fields };
}

/** The conference the end-to-end tests' published site serves: tests/fixtures/published/conference.json (56 papers as a feed). */
export const PUBLISHED_INPUT = 'tests/fixtures/published/conference.json';

let published: ReturnType<typeof splitForSearch> | undefined;

/** The published fixture as the data build splits it: list.json's and text.json's contents. */
export function publishedSplit(): ReturnType<typeof splitForSearch> {
  published ??= splitForSearch(parseInput(readFileSync(PUBLISHED_INPUT), { source: 'conference.json', ...rules() }).data);
  return published;
}

/** The 56 papers of the published fixture (real titles and authors, invented sessions and institutions), with their abstracts. */
export function publishedCorpus(fullText = true): SearchCorpus {
  const { list, text } = publishedSplit();
  return corpusOf(list.papers, new Map(text.ids.map((id, i) => [id, text.texts[i] as string])), fullText);
}
