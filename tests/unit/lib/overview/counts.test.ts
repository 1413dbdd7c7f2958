import { describe, expect, it } from 'vitest';
import { codeShare, formatShare, papersPerTopic, topBenchmarks } from '../../../../src/lib/overview/counts';
import type { ListPaper, Topic } from '../../../../src/lib/types';

const paper = (topics: string[], benchmarks: string[] = [], code = false): Pick<ListPaper, 'topics' | 'benchmarks' | 'code'> => ({
  topics,
  benchmarks,
  code,
});

const TOPICS: Topic[] = [
  { id: 'vision', label: 'Vision' },
  { id: 'agents', label: 'agents & tools' },
  { id: 'rl', label: 'Reinforcement learning' },
  { id: 'unused', label: 'Unused' },
];

describe('papersPerTopic', () => {
  it('orders topics by papers, most first, then by label whatever the case', () => {
    const papers = [paper(['vision', 'rl']), paper(['rl']), paper(['agents']), paper(['vision', 'agents']), paper(['vision'])];
    expect(papersPerTopic({ topics: TOPICS, papers })).toEqual([
      { id: 'vision', label: 'Vision', papers: 3 },
      { id: 'agents', label: 'agents & tools', papers: 2 },
      { id: 'rl', label: 'Reinforcement learning', papers: 2 },
    ]);
  });

  it('leaves out topics no paper has, and ids the taxonomy does not know', () => {
    const result = papersPerTopic({ topics: TOPICS, papers: [paper(['rl', 'ghost'])] });
    expect(result.map((t) => t.id)).toEqual(['rl']);
  });

  it('counts a paper once per topic even if it lists the topic twice', () => {
    expect(papersPerTopic({ topics: TOPICS, papers: [paper(['rl', 'rl'])] })).toEqual([{ id: 'rl', label: 'Reinforcement learning', papers: 1 }]);
  });

  it('does not depend on the order of the taxonomy', () => {
    const list = { topics: TOPICS, papers: [paper(['agents']), paper(['vision']), paper(['rl'])] };
    expect(papersPerTopic({ ...list, topics: [...TOPICS].reverse() })).toEqual(papersPerTopic(list));
  });

  it('gives nothing for an empty list', () => {
    expect(papersPerTopic({ topics: TOPICS, papers: [] })).toEqual([]);
  });
});

describe('topBenchmarks', () => {
  const list = {
    papers: [
      paper([], ['MMLU', 'CIFAR-100', 'MMLU']),
      paper([], ['GSM8K', 'CIFAR-10']),
      paper([], ['MMLU', 'GSM8K', 'CIFAR-100']),
      paper([], ['CIFAR-10', 'ImageNet']),
    ],
  };

  it('orders by papers naming each (a paper naming one twice counts once), then by name, numbers as numbers', () => {
    expect(topBenchmarks(list)).toEqual([
      { name: 'CIFAR-10', papers: 2 },
      { name: 'CIFAR-100', papers: 2 },
      { name: 'GSM8K', papers: 2 },
      { name: 'MMLU', papers: 2 },
      { name: 'ImageNet', papers: 1 },
    ]);
  });

  it('keeps the n most named', () => {
    expect(topBenchmarks(list, 2).map((b) => b.name)).toEqual(['CIFAR-10', 'CIFAR-100']);
    expect(topBenchmarks(list, 0)).toEqual([]);
  });

  it('gives the same result whatever the order of the papers', () => {
    expect(topBenchmarks({ papers: [...list.papers].reverse() })).toEqual(topBenchmarks(list));
  });

  it('keeps 15 by default', () => {
    const many = { papers: Array.from({ length: 20 }, (_, i) => paper([], [`B${i}`])) };
    expect(topBenchmarks(many)).toHaveLength(15);
  });

  it('gives nothing for an empty list', () => {
    expect(topBenchmarks({ papers: [] })).toEqual([]);
  });

  it('rejects an n that is not a whole number ≥ 0', () => {
    expect(() => topBenchmarks(list, -1)).toThrow(new RangeError('topBenchmarks: n must be a whole number ≥ 0, got -1'));
    expect(() => topBenchmarks(list, 1.5)).toThrow('topBenchmarks: n must be a whole number ≥ 0, got 1.5');
  });
});

describe('codeShare', () => {
  it('counts the papers that link to code', () => {
    expect(codeShare({ papers: [paper([], [], true), paper([]), paper([]), paper([], [], true)] })).toEqual({ withCode: 2, total: 4, share: 0.5 });
  });

  it('is 0 of 0, share 0, for an empty list', () => {
    expect(codeShare({ papers: [] })).toEqual({ withCode: 0, total: 0, share: 0 });
  });
});

describe('formatShare', () => {
  it('rounds to a whole percentage', () => {
    expect(formatShare(1 / 3)).toBe('33%');
    expect(formatShare(2 / 3)).toBe('67%');
    expect(formatShare(0)).toBe('0%');
    expect(formatShare(1)).toBe('100%');
  });

  it('never rounds a few papers to 0% nor all but a few to 100%', () => {
    expect(formatShare(1 / 500)).toBe('<1%');
    expect(formatShare(499 / 500)).toBe('>99%');
  });
});
