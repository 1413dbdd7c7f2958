import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractBenchmarks, loadBenchmarks } from '../../../../src/lib/parse/benchmarks';
import { ListError } from '../../../../src/lib/errors';
import { SEED_ABSTRACTS, seed } from '../fixtures/seedAbstracts';

const FILE = 'data/benchmarks.json';
const known = loadBenchmarks(JSON.parse(readFileSync(FILE, 'utf8')), FILE);
const find = (text: string) => extractBenchmarks(text, known);

const loadError = (json: unknown): string => {
  try {
    loadBenchmarks(json, FILE);
  } catch (error) {
    expect(error).toBeInstanceOf(ListError);
    return (error as Error).message;
  }
  throw new Error('expected a ListError');
};

describe('loadBenchmarks', () => {
  it('loads the bundled dictionary', () => {
    expect(known.entries.length).toBeGreaterThan(60);
    expect(known.entries.find((e) => e.name === 'MATH')).toEqual({ name: 'MATH', aliases: [], exactCase: true });
  });

  it('names the file and what is wrong', () => {
    expect(loadError([])).toBe('data/benchmarks.json: expected an object with a "benchmarks" list');
    expect(loadError({ list: [] })).toBe('data/benchmarks.json: unknown key "list"');
    expect(loadError({ benchmarks: 'MMLU' })).toBe('data/benchmarks.json: "benchmarks" must be a list');
    expect(loadError({ benchmarks: ['MMLU'] })).toBe('data/benchmarks.json: benchmark 1 is not an object');
    expect(loadError({ benchmarks: [], version: 1 })).toBe('data/benchmarks.json: unknown key "version"');
    expect(loadError({ benchmarks: [{ name: 'A', alias: ['B'] }] })).toBe('data/benchmarks.json: benchmark 1 has an unknown key "alias"');
    expect(loadError({ benchmarks: [{ aliases: ['x'] }] })).toBe('data/benchmarks.json: benchmark 1 has no name');
    expect(loadError({ benchmarks: [{ name: 'A', aliases: 'B' }] })).toBe(
      'data/benchmarks.json: benchmark 1 ("A"): "aliases" must be a list of non-empty strings',
    );
    expect(loadError({ benchmarks: [{ name: 'A', exactCase: 'yes' }] })).toBe(
      'data/benchmarks.json: benchmark 1 ("A"): "exactCase" must be true or false',
    );
    expect(loadError({ benchmarks: [{ name: 'A' }, { name: 'B', aliases: ['a'] }] })).toBe(
      'data/benchmarks.json: benchmark 2 ("B"): "a" is already a spelling of "A"',
    );
  });
});

describe('extractBenchmarks', () => {
  it('returns canonical names, once each, in order of first mention', () => {
    expect(find('On tau2-Bench and FRAMES we beat HLE; on Humanity’s Last Exam (HLE) and τ²-Bench too.')).toEqual([
      'τ²-Bench',
      'FRAMES',
      'HLE',
    ]);
  });

  it('keeps the exact case of names that are also words', () => {
    expect(find('We improve math reasoning at 30 frames per second.')).toEqual([]);
    expect(find('Results on MATH and FRAMES.')).toEqual(['MATH', 'FRAMES']);
  });

  it('prefers the longest name where names overlap', () => {
    expect(find('On MATH-500, CIFAR-100, TritonBench-G and SWE-bench Verified.')).toEqual([
      'MATH-500',
      'CIFAR-100',
      'TritonBench-G',
      'SWE-bench Verified',
    ]);
  });

  it('reads aliases and spacing variants', () => {
    expect(find('Trained on ImageNet-1K and MS-COCO, tested on gsm8k and CIFAR10.')).toEqual(['ImageNet', 'COCO', 'GSM8K', 'CIFAR-10']);
  });

  it('finds a dataset or benchmark the abstract introduces, only when the sentence says so', () => {
    expect(find('We also introduce Mirage, a large-scale, contemporary dataset comprising a test set.')).toEqual(['Mirage']);
    expect(find('We release a new benchmark called KernelQuest with 200 tasks.')).toEqual(['KernelQuest']);
    expect(find('We present CodeArena (Code Arena), a benchmark for agents.')).toEqual(['CodeArena']);
    expect(find('We propose OmniAID, a novel framework centered on experts.')).toEqual([]);
    expect(find('We develop a pipeline that builds a large-scale dataset with millions of instances.')).toEqual([]);
  });

  it('does not list a known benchmark twice when the abstract introduces it under an alias', () => {
    expect(find('We introduce GSM-8K, a benchmark of grade-school math.')).toEqual(['GSM8K']);
  });
});

// Benchmarks and datasets each seed abstract names; the others name none.
const SEEDS: Record<string, string[]> = {
  'We introduce ToolOrchestra': ['HLE', 'τ²-Bench', 'FRAMES'],
  'Flow map matching': ['CIFAR-10', 'ImageNet', 'LSUN'],
  KernelBand: ['TritonBench-G'],
  OmniAID: ['Mirage'],
};

describe('extractBenchmarks on the seed abstracts of data/icml-2026.txt', () => {
  it.each(Object.entries(SEEDS))('finds what the abstract with "%s" names', (needle, expected) => {
    expect(find(seed(needle))).toEqual(expected);
  });

  it('finds nothing in the other abstracts', () => {
    const others = SEED_ABSTRACTS.filter((text) => !Object.keys(SEEDS).some((needle) => text.includes(needle)));
    expect(others).toHaveLength(SEED_ABSTRACTS.length - Object.keys(SEEDS).length);
    for (const text of others) expect(find(text)).toEqual([]);
  });
});
