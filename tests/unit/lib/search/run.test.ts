import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { highlight, mentions } from '../../../../src/lib/search/highlight';
import { runSearch, runSearchKept, waitsForIndex } from '../../../../src/lib/search/run';
import type { AnyCorpus, ListCorpus, SearchCorpus } from '../../../../src/lib/search/run';
import { EMPTY_SEARCH, type SearchState } from '../../../../src/lib/search/state';
import { waysOut } from '../../../../src/lib/search/waysOut';
import { BUNDLED_TEXTS, bundledCorpus, corpusOf, paper, publishedCorpus } from './corpusFixture';
import { conferenceTables } from '../../../../src/lib/search/conference';
import type { ListPaper } from '../../../../src/lib/types';

const corpus = bundledCorpus();
const search = (q: string, state: Partial<SearchState> = {}) => runSearch(corpus, { ...EMPTY_SEARCH, q, ...state });
const ids = (q: string, state: Partial<SearchState> = {}) => search(q, state).results.map((p) => p.id);
/** The ways out the page offers when a search finds nothing (waysOut, worked out by the no-results part). */
const ways = (q: string, state: Partial<SearchState> = {}) => waysOut(corpus, { ...EMPTY_SEARCH, q, ...state });
const LIST_ORDER = corpus.papers.map((p) => p.id);

describe('runSearch: the query', () => {
  it('lists every paper in list order, scored 0, without a query', () => {
    const outcome = search('');
    expect(outcome.results.map((p) => p.id)).toEqual(LIST_ORDER);
    expect(outcome.scores).toEqual(new Float64Array(LIST_ORDER.length));
    expect(outcome.highlightTerms).toEqual([]);
  });

  it('finds nothing for a query with no word in it, and tells how many papers the filters alone leave', () => {
    for (const q of ['∂', '→', '%', '--', '""']) {
      const outcome = search(q);
      expect(outcome.results, q).toEqual([]);
      expect(outcome.wordless, q).toEqual({ filtered: LIST_ORDER.length });
    }
    const withCode = search('', { code: true }).results.length;
    expect(search('∂', { code: true }).wordless).toEqual({ filtered: withCode });
    expect(search('∂', { code: true }).facets.code).toBe(withCode);
    expect(search('kernel').wordless).toBeNull();
    expect(search('k').results.length).toBe(LIST_ORDER.length);
  });

  it('finds a paper by its name, whatever the case', () => {
    expect(ids('kernelband')[0]).toBe('kernelband');
    expect(ids('ToolOrchestra')[0]).toBe('toolorchestra');
  });

  it('finds the parts of a CamelCase name, misspelt too', () => {
    expect(ids('kernel band')).toEqual(['kernelband']);
    expect(ids('kernal band')).toEqual(['kernelband']);
  });

  it('finds other forms and spellings of a word', () => {
    expect(ids('quantize')[0]).toBe('stla');
    expect(ids('quantisation')[0]).toBe('stla');
    expect(ids('colour')).toEqual(['lcs']);
  });

  it('corrects typos in long words', () => {
    expect(ids('orchestrater')).toEqual(['toolorchestra']);
  });

  it('completes the word being typed, from 3 characters, even past its stem', () => {
    expect(ids('kern')[0]).toBe('kernelband');
    expect(ids('quantiza')[0]).toBe('stla');
  });

  it('leaves out a last word too short to complete that only begins words, rather than find nothing', () => {
    // "ke" is on its way to "kernel": the results stay those of the words before it.
    expect(ids('ke')).toEqual(ids(''));
    expect(ids('kernel ke')).toEqual(ids('kernel'));
    expect(search('kernel ke').highlightTerms).toEqual(search('kernel').highlightTerms);
    // A short word of the index counts ("kl", as in KL divergence); one that begins no word finds nothing ("zq").
    expect(ids('kl').length).toBeGreaterThan(0);
    expect(ids('kl').length).toBeLessThan(ids('').length);
    expect(ids('zq')).toEqual([]);
    // Not inside quotes, where words are taken as written.
    expect(ids('"ke"')).toEqual([]);
  });

  it('ranks title and name matches first', () => {
    expect(ids('bandit')[0]).toBe('kernelband');
  });

  it('needs every word, and finds nothing rather than papers with some of them', () => {
    expect(ids('kernel optimization bandit')).toEqual(['kernelband']);
    expect(ids('orchestrators quantization')).toEqual([]);
  });

  it('finds a quoted phrase only where its words stand together', () => {
    expect(ids('"attention sink"')).toEqual(['head-wise-rmsnorm']);
    expect(ids('"sink attention"')).toEqual([]);
  });

  it('leaves out papers with an excluded word, in any of its forms', () => {
    expect(ids('-quantization')).toEqual(LIST_ORDER.filter((id) => id !== 'stla'));
    expect(ids('-quantized')).toEqual(LIST_ORDER.filter((id) => id !== 'stla'));
    expect(ids('efficient -quantization')).not.toContain('stla');
  });

  it('leaves out papers with an excluded phrase', () => {
    expect(ids('-"attention sink"')).toEqual(LIST_ORDER.filter((id) => id !== 'head-wise-rmsnorm'));
  });

  it('searches title: words in titles and names only', () => {
    expect(ids('title:kernelband')).toEqual(['kernelband']);
    expect(ids('sink')).toEqual(['head-wise-rmsnorm']);
    expect(ids('title:sink')).toEqual([]);
    expect(ids('title:"flow map" sampling')).toEqual(['cfmm']);
    // A title: phrase is looked for in the title, not in the abstract that also has it.
    expect(ids('"attention sink"')).toEqual(['head-wise-rmsnorm']);
    expect(ids('title:"attention sink"')).toEqual([]);
  });

  it('highlights the words typed and the forms they matched', () => {
    const { highlightTerms } = search('quantize');
    const text = 'Adaptive rounding in Post-Training Quantization (PTQ)';
    expect(highlight(text, highlightTerms).filter((s) => s.hit).map((s) => s.text)).toEqual(['Quantization']);
    expect(search('kernal').highlightTerms).toEqual(['kernal', 'kernel']);
  });

  it('copes with 10 KB of input', () => {
    const q = 'kernel '.repeat(1500);
    expect(ids(q)[0]).toBe('kernelband');
  });
});

describe('runSearch: filters', () => {
  it('keeps papers with every selected topic', () => {
    expect(ids('', { topics: ['vision', 'generative'] })).toEqual(['lcs', 'omniaid']);
  });

  it('keeps papers naming every selected benchmark', () => {
    expect(ids('', { bench: ['ImageNet'] })).toEqual(['cfmm']);
    expect(ids('', { bench: ['ImageNet', 'HLE'] })).toEqual([]);
  });

  it('keeps papers with code', () => {
    expect(ids('', { code: true })).toEqual(['head-wise-rmsnorm', 'lcs', 'kernelband', 'plate', 'stla']);
  });

  it('applies filters to the query results', () => {
    expect(ids('efficient', { topics: ['efficiency'], code: true }).sort()).toEqual(['kernelband', 'stla']);
  });

  it('matches nothing for an unknown topic or benchmark', () => {
    expect(ids('', { topics: ['nowhere'] })).toEqual([]);
    expect(ids('', { bench: ['Nowhere'] })).toEqual([]);
  });
});

describe('runSearch: facets', () => {
  it('counts, for each option, the current results that have it', () => {
    const { facets } = search('', { topics: ['generative'] });
    expect(facets.topics.get('generative')).toBe(3);
    expect(facets.topics.get('vision')).toBe(2);
    expect(facets.topics.has('robotics')).toBe(false);
    expect(facets.bench.get('ImageNet')).toBe(1);
    expect(facets.code).toBe(1);
  });

  it('counts a selected option that leaves nothing as 0', () => {
    const { facets } = search('kernel', { topics: ['robotics'] });
    expect(facets.topics.get('robotics')).toBe(0);
  });

  it('equals the number of results with that option added', () => {
    const topics = [...new Set(corpus.papers.flatMap((p) => p.topics))];
    const benches = [...new Set(corpus.papers.flatMap((p) => p.benchmarks))];
    const state = fc.record({
      q: fc.constantFrom('', 'model', 'kernel', 'language models', '-quantization', '"language models"', 'title:framework', 'gen'),
      topics: fc.subarray(topics, { maxLength: 2 }),
      bench: fc.subarray(benches, { maxLength: 1 }),
      code: fc.boolean(),
      sort: fc.constantFrom(null, 'title' as const),
    }).map((s): SearchState => ({ ...EMPTY_SEARCH, ...s }));
    fc.assert(
      fc.property(state, (s) => {
        const { facets } = runSearch(corpus, s);
        const count = (extra: Partial<SearchState>) => runSearch(corpus, { ...s, ...extra }).results.length;
        for (const t of topics) expect(facets.topics.get(t) ?? 0).toBe(count({ topics: [...new Set([...s.topics, t])] }));
        for (const b of benches) expect(facets.bench.get(b) ?? 0).toBe(count({ bench: [...new Set([...s.bench, b])] }));
        expect(facets.code).toBe(count({ code: true }));
      }),
      // Fewer than the budget (tests/properties.ts): each case runs a search per topic and benchmark.
      { numRuns: 60 },
    );
  });

  // A conference's own data adds five filters. Authors and institutions are like topics: a paper must have
  // every one chosen. Types, sessions and days take any of their values (an oral or a spotlight; Tuesday
  // or Wednesday): an option's count is then what choosing it too gives, the papers it brings in added,
  // so that the counts still mean something while one value is chosen.
  it("equals the number of results with that option added, for a conference's authors, institutions, types, sessions and days", () => {
    const conference = publishedCorpus();
    const tables = conferenceTables(conference.papers);
    // Two people named Min Zhang (by key), the name that is both of them, and a few others.
    const authors = ['Ling Yang', 'Min Zhang', ...tables.authors.names.filter((name) => name.startsWith('feed:')), ...tables.authors.names.slice(0, 5)];
    const filters = { authors, institutions: tables.institutions.names, types: tables.types.names, sessions: tables.sessions.names, days: tables.days.names };
    expect(tables.types.names.sort()).toEqual(['oral', 'poster', 'spotlight']);
    expect(filters.authors.filter((name) => name.startsWith('feed:'))).toHaveLength(2);
    const state = fc.record({
      q: fc.constantFrom('', 'learning', 'ling yang', 'author:zhang', 'model -diffusion'),
      topics: fc.subarray(['llms', 'rl', 'theory'], { maxLength: 1 }),
      code: fc.boolean(),
      authors: fc.subarray(authors, { maxLength: 1 }),
      institutions: fc.subarray(filters.institutions, { maxLength: 2 }),
      types: fc.subarray(filters.types, { maxLength: 2 }),
      sessions: fc.subarray(filters.sessions, { maxLength: 2 }),
      days: fc.subarray(filters.days, { maxLength: 2 }),
    }).map((s): SearchState => ({ ...EMPTY_SEARCH, ...s }));
    fc.assert(
      fc.property(state, (s) => {
        const { facets } = runSearch(conference, s);
        const count = (extra: Partial<SearchState>) => runSearch(conference, { ...s, ...extra }).results.length;
        for (const [name, values] of Object.entries(filters) as [keyof typeof filters, string[]][]) {
          for (const value of values) expect(facets[name].get(value), `${name} ${value}`).toBe(count({ [name]: [...new Set([...s[name], value])] }));
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe("runSearch: a conference's filters", () => {
  const conference = publishedCorpus();
  const find = (state: Partial<SearchState>) => runSearch(conference, { ...EMPTY_SEARCH, ...state }).results;
  const typesOf = (paper: ListPaper) => new Set((paper.presentations ?? []).map((p) => p.type));
  const namesOf = (paper: ListPaper) => (paper.authors ?? []).map((a) => (typeof a === 'string' ? a : a.name));

  it('keeps the papers presented as any type chosen', () => {
    const orals = find({ types: ['oral'] });
    expect(orals).toHaveLength(8);
    expect(orals.every((p) => typesOf(p).has('oral'))).toBe(true);
    const either = find({ types: ['oral', 'spotlight'] });
    expect(either).toHaveLength(orals.length + find({ types: ['spotlight'] }).length);
    expect(runSearch(conference, { ...EMPTY_SEARCH, types: ['oral'] }).facets.types.get('spotlight')).toBe(either.length);
  });

  it('keeps the papers presented on any day or in any session chosen, and in every filter at once', () => {
    const day = find({ days: ['2026-07-14'] });
    expect(day.length).toBeGreaterThan(0);
    expect(day.every((p) => p.presentations!.some((each) => each.start!.startsWith('2026-07-14')))).toBe(true);
    expect(find({ days: ['2026-07-14', '2026-07-15'] }).length).toBe(day.length + find({ days: ['2026-07-15'] }).length);
    const both = find({ days: ['2026-07-14'], types: ['oral'] });
    expect(both.every((p) => typesOf(p).has('oral') && p.presentations!.some((each) => each.start!.startsWith('2026-07-14')))).toBe(true);
    expect(find({ sessions: ['Oral 1A'] }).every((p) => p.presentations!.some((each) => each.session === 'Oral 1A'))).toBe(true);
  });

  it('keeps the papers of every author and institution chosen; a name stands for everyone who has it, a key for one person', () => {
    expect(find({ authors: ['Ling Yang'] })).toHaveLength(2);
    expect(find({ authors: ['Min Zhang'] })).toHaveLength(2);
    expect(find({ authors: ['feed:70148'] })).toHaveLength(1);
    expect(find({ authors: ['Ling Yang', 'Tongcheng Zhang'] }).map((p) => p.id)).toEqual(['path-multimodal-historical-reasoning-histbench']);
    expect(find({ authors: ['Ling Yang'] }).every((p) => namesOf(p).includes('Ling Yang'))).toBe(true);
    const eth = find({ institutions: ['ETH Zürich', 'Tsinghua University'] });
    expect(eth.length).toBeGreaterThan(0);
    expect(eth.every((p) => p.institutions!.includes('ETH Zürich') && p.institutions!.includes('Tsinghua University'))).toBe(true);
  });

  it('counts each author and institution among the results', () => {
    const { facets } = runSearch(conference, { ...EMPTY_SEARCH, q: 'flow' });
    expect(facets.authors.get('Ling Yang')).toBe(1);
    expect(facets.authors.get('Nobody')).toBe(0);
    expect(facets.institutions.get('ETH Zürich')).toBeGreaterThan(0);
  });
});

describe('runSearch: stable output', () => {
  it('gives the same terms array to queries that mark the same words, so rows can skip re-rendering', () => {
    expect(search('kernel b').highlightTerms).toBe(search('kernel').highlightTerms);
    expect(search('kernel ').highlightTerms).toBe(search('kernel').highlightTerms);
    expect(search('kernels').highlightTerms).not.toBe(search('kernel').highlightTerms);
    expect(Object.isFrozen(search('kernel').highlightTerms)).toBe(true);
  });

  it('gives the list itself without a query or filter, whatever the keystroke', () => {
    expect(search('').results).toBe(corpus.papers);
    expect(search('k').results).toBe(corpus.papers);
    expect(search('', { topics: ['theory'] }).results).not.toBe(corpus.papers);
  });
});

describe('runSearch: sorting', () => {
  it('sorts by relevance with a query, list order on ties', () => {
    const { results, scores } = search('language models');
    expect(scores).toHaveLength(results.length);
    expect(scores.every((score) => score > 0)).toBe(true);
    expect([...scores]).toEqual([...scores].sort((a, b) => b - a));
    expect(ids('', { sort: 'relevance' })).toEqual(LIST_ORDER);
  });

  it('sorts by title A–Z, case aside', () => {
    const titles = search('', { sort: 'title' }).results.map((p) => p.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(titles[0]).toBe('A formal analysis showing that latent thought admits efficient parallel computation');
  });

  it('keeps list order when asked, even with a query', () => {
    const found = ids('model', { sort: 'list' });
    expect(found).toEqual(LIST_ORDER.filter((id) => found.includes(id)));
  });
});

describe('runSearch: did you mean', () => {
  it('offers a correction when a misspelt word finds nothing', () => {
    expect(search('bnadit').results).toEqual([]);
    expect(ways('bnadit').didYouMean).toBe('bandit');
  });

  it('keeps the rest of the query as typed', () => {
    expect(ways('-quantization  Bnadit').didYouMean).toBe('-quantization  bandit');
  });

  it('offers nothing when the words are known and the filters leave nothing', () => {
    expect(ways('kernel', { topics: ['robotics'] }).didYouMean).toBeNull();
  });

  it('offers nothing when the words are known, or nothing is close', () => {
    expect(ways('kernel').didYouMean).toBeNull();
    expect(ways('zzxq').didYouMean).toBeNull();
  });
});

describe('runSearch: what would give results', () => {
  it('counts what the query finds without each active filter, leaving out those that would still find none', () => {
    const kernel = ids('kernel').length;
    const withCode = ids('kernel', { code: true }).length;
    expect(search('kernel', { topics: ['robotics'], code: true }).results).toEqual([]);
    expect(ways('kernel', { topics: ['robotics'], code: true }).withoutFilter).toEqual([{ filter: { kind: 'topic', id: 'robotics' }, count: withCode }]);
    expect(ways('kernel', { topics: ['robotics'] }).withoutFilter).toEqual([{ filter: { kind: 'topic', id: 'robotics' }, count: kernel }]);
  });

  it('works for filters alone, and leaves out a filter without which there are still no results', () => {
    expect(ways('', { topics: ['robotics', 'efficiency'] }).withoutFilter.map((w) => w.filter)).toEqual([
      { kind: 'topic', id: 'robotics' },
      { kind: 'topic', id: 'efficiency' },
    ]);
    expect(ways('zebrafish', { code: true }).withoutFilter).toEqual([]);
  });

  it('offers the words of the papers closest to an unknown word, each as the query it makes', () => {
    // Two edits from "kernel": too far for the search's own typo tolerance (one edit at 7 letters).
    expect(search('kernxlq').results).toEqual([]);
    const outcome = ways('kernxlq');
    // "kernel" is the correction offered already, and not repeated.
    expect(outcome.didYouMean).toBe('kernel');
    expect(outcome.closestWords.map((c) => c.word)).toContain('kernels');
    expect(outcome.closestWords.map((c) => c.word)).not.toContain('kernel');
    expect(outcome.closestWords.find((c) => c.word === 'kernels')?.query).toBe('kernels');
    expect(ways('title:kernxlq').closestWords.find((c) => c.word === 'kernels')?.query).toBe('title:kernels');
    expect(ways('kernel', { topics: ['robotics'] }).closestWords).toEqual([]);
  });
});

describe('runSearch: before the abstracts are loaded', () => {
  const titlesOnly = bundledCorpus(false);
  const idsOf = (q: string) => runSearch(titlesOnly, { ...EMPTY_SEARCH, q }).results.map((p) => p.id);

  it('finds titles, names, topics and benchmarks', () => {
    expect(idsOf('kernal band')).toEqual(['kernelband']);
    expect(idsOf('ImageNet')).toEqual(['cfmm']);
    expect(idsOf('"flow map"')).toEqual(['cfmm']);
  });

  it('does not find words of the abstracts yet', () => {
    expect(idsOf('sink')).toEqual([]);
    expect(idsOf('"attention sink"')).toEqual([]);
  });
});

describe('runSearch: a corpus built from inline papers', () => {
  it('finds accented words without their accents, and the other way round', () => {
    const papers = [paper('a', { title: 'A naïve Bayes classifier' }), paper('b', { title: 'Naive baselines' })];
    const small = corpusOf(papers, new Map([['a', 'Café au lait.'], ['b', '']]));
    expect(runSearch(small, { ...EMPTY_SEARCH, q: 'naive' }).results.map((p) => p.id).sort()).toEqual(['a', 'b']);
    expect(runSearch(small, { ...EMPTY_SEARCH, q: '"naïve bayes"' }).results.map((p) => p.id)).toEqual(['a']);
    expect(runSearch(small, { ...EMPTY_SEARCH, q: '"cafe au"' }).results.map((p) => p.id)).toEqual(['a']);
  });

  it('ignores index documents that are not in the list', () => {
    const all = bundledCorpus();
    const some = { ...all, papers: all.papers.slice(0, 3), byId: new Map(all.papers.slice(0, 3).map((p) => [p.id, p])) };
    expect(runSearch(some, { ...EMPTY_SEARCH, q: 'model' }).results.every((r) => some.byId.has(r.id))).toBe(true);
    expect(BUNDLED_TEXTS.size).toBe(19);
  });
});

describe('runSearch before the index is built (a ListCorpus)', () => {
  const listOnly: ListCorpus = { papers: corpus.papers, byId: corpus.byId, textOf: corpus.textOf, index: null, fullText: false };
  const topic = corpus.papers[0]!.topics[0]!;

  it('lists and filters the papers, as with an index', () => {
    expect(runSearch(listOnly, EMPTY_SEARCH).results.map((p) => p.id)).toEqual(LIST_ORDER);
    const filtered = runSearch(listOnly, { ...EMPTY_SEARCH, topics: [topic] });
    expect(filtered.results.map((p) => p.id)).toEqual(ids('', { topics: [topic] }));
    expect(filtered.facets.topics.get(topic)).toBe(filtered.results.length);
  });

  it('leaves a query out (it waits for the index) rather than failing or finding nothing', () => {
    const outcome = runSearch(listOnly, { ...EMPTY_SEARCH, q: 'kernal -flow "exact phrase"' });
    expect(outcome.results.map((p) => p.id)).toEqual(LIST_ORDER);
    expect(waysOut(listOnly, { ...EMPTY_SEARCH, q: 'kernal -flow "exact phrase"' }).didYouMean).toBeNull();
  });

  it('says that a query with words waits for the index, and that one without does not', () => {
    expect(waitsForIndex(listOnly, { ...EMPTY_SEARCH, q: 'kernel' })).toBe(true);
    expect(waitsForIndex(listOnly, { ...EMPTY_SEARCH, q: '  ', topics: [topic] })).toBe(false);
    expect(waitsForIndex(corpus, { ...EMPTY_SEARCH, q: 'kernel' })).toBe(false);
  });
});

describe('runSearch: whether the results are the query\'s own (status)', () => {
  const listOnly: ListCorpus = { papers: corpus.papers, byId: corpus.byId, textOf: corpus.textOf, index: null, fullText: false };
  const titlesLoading = { ...bundledCorpus(false), fullTextLoading: true };
  const titlesFailed = { ...bundledCorpus(false), fullTextLoading: false };
  const topic = corpus.papers[0]!.topics[0]!;
  const statusOf = (c: AnyCorpus, state: Partial<SearchState>) => runSearch(c, { ...EMPTY_SEARCH, ...state }).status;

  it('is pending for words before the index, and while titles alone answer with the abstracts on their way', () => {
    expect(statusOf(listOnly, { q: 'sink' })).toBe('pending');
    expect(statusOf(listOnly, { q: '-flow' })).toBe('pending');
    expect(statusOf(titlesLoading, { q: 'sink' })).toBe('pending');
    expect(statusOf(titlesLoading, { q: 'sink', topics: [topic] })).toBe('pending');
  });

  it('is ready with the full index, with titles once the abstracts failed, and at once without words', () => {
    expect(statusOf(corpus, { q: 'sink' })).toBe('ready');
    expect(statusOf(titlesFailed, { q: 'sink' })).toBe('ready');
    for (const c of [listOnly, titlesLoading]) {
      expect(statusOf(c, {})).toBe('ready');
      expect(statusOf(c, { q: '  ', topics: [topic], code: true })).toBe('ready');
      // Nothing in it can be searched, whatever the index: that answer is known.
      expect(statusOf(c, { q: '∂' })).toBe('ready');
    }
  });
});

describe('runSearch: the full index in, the abstracts\' text still on its way', () => {
  const textsLoading: SearchCorpus = { ...corpus, textOf: () => undefined, textsMissing: 'loading' };
  const run = (c: AnyCorpus, q: string) => runSearch(c, { ...EMPTY_SEARCH, q });

  it('answers a search that does not read the text, as the whole corpus would', () => {
    const outcome = run(textsLoading, 'sink');
    expect(outcome.status).toBe('ready');
    expect(outcome.results.map((p) => p.id)).toEqual(run(corpus, 'sink').results.map((p) => p.id));
    expect(outcome.results.length).toBeGreaterThan(0);
  });

  it('is pending for a search that reads the text: a phrase, an exclusion, words typed side by side', () => {
    expect(run(textsLoading, '"attention sink"').status).toBe('pending');
    expect(run(textsLoading, 'sink -"attention sink"').status).toBe('pending');
    expect(run(textsLoading, 'language models').status).toBe('pending');
  });

  it('gives the same outcome again when the text comes in, unless the search read it', () => {
    const word = { ...EMPTY_SEARCH, q: 'sink' };
    const before = runSearchKept(textsLoading, word);
    expect(runSearchKept({ ...corpus }, word)).toBe(before);
    const phrase = { ...EMPTY_SEARCH, q: '"attention sink"' };
    const pending = runSearchKept(textsLoading, phrase);
    const answered = runSearchKept({ ...corpus }, phrase);
    expect(answered).not.toBe(pending);
    expect(answered.status).toBe('ready');
    expect(answered.results.map((p) => p.id)).toEqual(['head-wise-rmsnorm']);
    // Anything else that changes is searched again.
    const other = runSearchKept(textsLoading, word);
    expect(runSearchKept({ ...corpus, papers: [...corpus.papers] }, word)).not.toBe(other);
  });

  it('is ready once the text failed: what the search found without it is all there will be', () => {
    expect(run({ ...textsLoading, textsMissing: 'failed' }, '"attention sink"').status).toBe('ready');
  });
});

describe('runSearch: the topics and benchmarks a query names', () => {
  const papers = [
    paper('by-topic', { title: 'Planning with tools', topics: ['agents-reasoning'], benchmarks: ['GSM8K'] }),
    paper('by-title', { title: 'Reasoning in vision', topics: ['vision'] }),
  ];
  const small = corpusOf(papers, new Map([['by-topic', 'We plan with tools.'], ['by-title', 'Pictures.']]));
  const run = (q: string) => runSearch(small, { ...EMPTY_SEARCH, q });

  it("finds a paper by what it says, not by its topic's name, and marks a topic label with the words", () => {
    const outcome = run('reasoning');
    expect(outcome.results.map((p) => p.id)).toEqual(['by-title']);
    expect(mentions('Agents & reasoning', outcome.labelTerms)).toBe(true);
    expect(mentions('Vision', outcome.labelTerms)).toBe(false);
  });

  it('marks a benchmark the query named', () => {
    const outcome = run('gsm8k');
    expect(outcome.results.map((p) => p.id)).toEqual(['by-topic']);
    expect(mentions('GSM8K', outcome.labelTerms)).toBe(true);
  });

  it('marks none for words searched in titles only, nor without a query', () => {
    expect(run('title:reasoning').labelTerms).toEqual([]);
    expect(run('title:reasoning').highlightTerms).toContain('reasoning');
    expect(run('').labelTerms).toEqual([]);
  });
});

describe('runSearch: honest about words no paper has', () => {
  const papers = [
    // Longer: by score alone, it would come second.
    paper('ot', { title: 'A study of optimal transport for the alignment of large models' }),
    paper('apart', { title: 'Transport, optimal' }),
    paper('memory', { title: 'Memory layers' }),
    paper('halluc', { title: 'Hallucination detection' }),
    paper('former', { title: 'Coordination transformers' }),
    paper('hyphen', { title: 'A dynamic-optimal-transport-like objective' }),
  ];
  const small = corpusOf(papers, new Map());
  const run = (q: string) => runSearch(small, { ...EMPTY_SEARCH, q });
  const ids = (q: string) => run(q).results.map((p) => p.id);

  it('names the words no paper has and lists nothing, rather than papers with the other words', () => {
    const outcome = run('memory zebrafish');
    expect(outcome.results).toEqual([]);
    expect(outcome.missing).toEqual(['zebrafish']);
    expect(waysOut(small, { ...EMPTY_SEARCH, q: 'memory zebrafish' }).withoutMissing).toEqual({ query: 'memory', count: 1 });
  });

  it('does not respell short words: RLHF is no near spelling of anything', () => {
    expect(run('RLHF').missing).toEqual(['RLHF']);
  });

  it('searches a misspelt word as the spelling the papers use, and says so', () => {
    const outcome = run('halucination');
    expect(outcome.results.map((p) => p.id)).toEqual(['halluc']);
    expect(outcome.missing).toEqual([]);
    expect(outcome.respelled).toEqual([{ word: 'halucination', as: ['hallucination'] }]);
  });

  it('never matches a near spelling of a word the papers have: transport is not transformers', () => {
    expect(ids('transport').sort()).toEqual(['apart', 'hyphen', 'ot']);
  });

  it('ranks papers with the words side by side above papers with them apart, quoted or not', () => {
    expect(ids('optimal transport').at(-1)).toEqual('apart');
    expect(ids('"optimal transport"').sort()).toEqual(['hyphen', 'ot']);
  });
});
