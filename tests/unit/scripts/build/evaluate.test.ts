import { describe, expect, it } from 'vitest';
import { contentRecall, evaluate, fillerWords, publishedName, quotesBackground, report, titleProblems, type BuiltPaper } from '../../../../scripts/build/evaluate';

// Invented titles, one per kind of failure a reader rejects.
describe('titleProblems', () => {
  it.each([
    ['FooNet', 'bare name'],
    ['Graph solvers are increasingly used to plan routes', 'background sentence'],
    ['Sparse probes remain essential for auditing models', 'background sentence'],
    ['This coupling also slows later layers', 'fragment'],
    ['These results hold for every prior', 'fragment'],
    ['A simple yet effective pruning scheme for adapters', 'empty opening'],
    ['A novel approach to weather downscaling', 'empty opening'],
    ['Fast kernel regression for streams that', 'cut mid-phrase'],
    ['Fast kernel regression for streams with a', 'cut mid-phrase'],
  ])('%s: %s', (title, problem) => {
    expect(titleProblems(title)).toContain(problem);
  });

  it('flags a title over 120 characters', () => {
    expect(titleProblems(`Kernel regression ${'with many words '.repeat(8)}done`)).toContain('too long');
  });

  it.each([
    'FooNet: Sparse Kernel Regression for Streams',
    'Sparse kernel regression for streaming sensor data',
    'Provable convergence of adaptive step sizes in nonconvex optimization',
  ])('accepts a title: %s', (title) => {
    expect(titleProblems(title)).toEqual([]);
  });
});

describe('quotesBackground', () => {
  const ABSTRACT = 'Graph solvers are increasingly used to plan routes. We show that sparse probes remain essential for auditing models. ' +
    'These insights lead to FooNet, a solver for sparse routing graphs.';

  it('is true for a title quoted from a sentence that does not speak of the paper', () => {
    expect(quotesBackground('Graph solvers are increasingly used to plan routes', ABSTRACT)).toBe(true);
    expect(titleProblems('Graph solvers are increasingly used to plan routes', ABSTRACT)).toContain('background sentence');
  });

  it("is false for a finding the paper reports, a sentence naming the title's method, or a phrase not in the text", () => {
    expect(quotesBackground('Sparse probes remain essential for auditing models', ABSTRACT)).toBe(false);
    expect(titleProblems('Sparse probes remain essential for auditing models', ABSTRACT)).toEqual([]);
    expect(quotesBackground('FooNet: A solver for sparse routing graphs', ABSTRACT)).toBe(false);
    expect(quotesBackground('Routing dense traffic networks', ABSTRACT)).toBe(false);
  });
});

describe('publishedName', () => {
  it('reads a coined name before the colon, TeX as its letters', () => {
    expect(publishedName('FooNet: Sparse Kernel Regression')).toBe('FooNet');
    expect(publishedName('GRAPE-2: Planning with Grapes')).toBe('GRAPE-2');
    expect(publishedName('$\\texttt{Duo}^3$: Three Agents')).toBe('Duo3');
  });

  it('finds none for a plain word or a long phrase before the colon, or no colon', () => {
    expect(publishedName('Learning: A Survey')).toBeNull();
    expect(publishedName('When Sparse Probes Fail: A Study')).toBeNull();
    expect(publishedName('Sparse kernel regression')).toBeNull();
  });
});

describe('contentRecall', () => {
  it("is the share of the published title's content words, stemmed, that the derived title has", () => {
    expect(contentRecall('Sparse Kernels for Streaming Regression', 'Sparse kernel regression')).toBeCloseTo(3 / 4);
    expect(contentRecall('The of and', 'anything')).toBe(1);
  });
});

describe('fillerWords', () => {
  it('names the words of an id that do not say what the paper is', () => {
    expect(fillerWords('solvers-also-only-because')).toEqual(['also', 'only', 'because']);
    expect(fillerWords('sparse-kernel-regression')).toEqual([]);
    // Part of a compound term of the title, not filler.
    expect(fillerWords('kernel-based-shadows', 'Kernel-based shadows for quantum states')).toEqual([]);
    expect(fillerWords('kernel-based-shadows', 'Kernel based shadows')).toEqual(['based']);
  });
});

const paper = (id: string, title: string, topics: string[], titleSource = 'derived'): BuiltPaper => ({ id, title, titleSource, name: null, topics });

describe('evaluate', () => {
  const papers = [
    paper('foonet', 'FooNet: sparse kernel regression for streams', ['theory']),
    paper('barnet', 'BarNet', ['other']),
    paper('curated', 'A curated title', ['theory', 'vision'], 'override'),
    paper('this-coupling-also-slows', 'This coupling also slows later layers', ['vision']),
  ];
  const truth = [
    { title: 'FooNet: Sparse Kernel Regression for Streams' },
    { title: 'BarNet: Graph Planning at Scale' },
    { title: 'A Curated Title' },
    { title: 'Coupled Layers in Deep Networks' },
  ];

  it('measures names, recall, rejected titles, topic shares and filler ids, leaving overridden titles out', () => {
    const e = evaluate(papers, truth, 'other');
    expect(e.derived).toBe(3);
    expect(e.rows.map((r) => r.id)).toEqual(['foonet', 'barnet', 'this-coupling-also-slows']);
    expect([e.namesFound, e.namesPublished]).toEqual([2, 2]);
    expect(e.rejected.map((r) => [r.id, r.problems])).toEqual([
      ['barnet', ['bare name']],
      ['this-coupling-also-slows', ['fragment']],
    ]);
    expect(e.catchAllShare).toBe(1 / 4);
    expect(e.largestTopic).toEqual({ id: 'theory', share: 2 / 4 });
    expect(e.topicsPerPaper).toEqual({ min: 1, max: 2 });
    expect(e.fillerIds).toEqual([{ id: 'this-coupling-also-slows', filler: ['this', 'also'] }]);
    expect(report(e)).toContain('titles a reader would reject: 2 of 3 (66.7%)');
  });

  it("does not count an id made from the paper's own name as filler", () => {
    const named = { ...paper('also', 'ALSO: Adversarial strategy optimization', ['theory']), name: 'ALSO' };
    expect(evaluate([named, papers[3]!], null, 'other').fillerIds.map((r) => r.id)).toEqual(['this-coupling-also-slows']);
  });

  it('refuses published titles that are not one per paper', () => {
    expect(() => evaluate(papers, truth.slice(1), 'other')).toThrow('the list has 4 papers and the published titles 3');
  });

  it('without published titles, measures titles, topics and ids alone', () => {
    const e = evaluate(papers, null, 'other');
    expect(e.meanRecall).toBeNull();
    expect(report(e).some((line) => line.startsWith('mean content-word recall'))).toBe(false);
    expect(e.rejected).toHaveLength(2);
  });
});
