import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAbstractList } from '../../../../src/lib/parse/parse';
import { generateFeed, generateList, recombinedList } from '../../../../scripts/bench/synthetic';
import { detectFormat } from '../../../../src/lib/parse/formats/detect';
import { readVirtualSite } from '../../../../src/lib/parse/formats/virtualSite';
import { loadTopicRules } from '../../../../src/lib/parse/topics';
import { loadBenchmarks } from '../../../../src/lib/parse/benchmarks';

const paragraphs = (list: string) => list.trim().split('\n\n');
const json = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../../../data/${name}`, import.meta.url), 'utf8'));
// The real rules, as the data build loads them.
const RULES = {
  topicRules: loadTopicRules(json('topics.json'), 'data/topics.json'),
  benchmarks: loadBenchmarks(json('benchmarks.json'), 'data/benchmarks.json'),
  titleOverrides: new Map<string, string>(),
};

describe('generateList', () => {
  it('gives the same list for the same seed', () => {
    expect(generateList(20, 7)).toBe(generateList(20, 7));
    expect(generateList(20)).toBe(generateList(20, 2026));
  });

  it('gives a different list for another seed', () => {
    expect(generateList(20, 8)).not.toBe(generateList(20, 7));
  });

  it('writes a header and `count` abstracts, separated by blank lines', () => {
    for (const count of [1, 3, 50]) {
      const list = generateList(count, 1);
      expect(list.endsWith('\n')).toBe(true);
      const [header, ...abstracts] = paragraphs(list);
      expect(header).toBe('SYNTHETIC 2026 generated list');
      expect(abstracts).toHaveLength(count);
      for (const abstract of abstracts) {
        expect(abstract).not.toContain('\n');
        const words = abstract.split(' ').length;
        expect(words).toBeGreaterThanOrEqual(60);
        expect(words).toBeLessThanOrEqual(400);
      }
    }
  });

  it('makes each abstract introduce its own name', () => {
    const names = paragraphs(generateList(50, 3))
      .slice(1)
      .map((abstract) => /We introduce (\S+),/.exec(abstract)?.[1]);
    expect(names.every((name) => name !== undefined)).toBe(true);
    expect(new Set(names).size).toBe(50);
  });

  it('makes abstracts that parse into as many papers, with unique ids and no warnings', () => {
    const { data, warnings } = parseAbstractList(generateList(50), { source: 'synthetic-50.txt', ...RULES });
    expect(warnings).toEqual([]);
    expect(data.collection).toEqual({ title: 'SYNTHETIC 2026 generated list', venue: 'SYNTHETIC', year: 2026 });
    expect(data.papers).toHaveLength(50);
    expect(new Set(data.papers.map((p) => p.id)).size).toBe(50);
    // Each paper is named after what it introduces: "RoroKa0" => "roroka0".
    for (const paper of data.papers) expect(paper.id).toBe(paper.name?.toLowerCase());
  });
});

describe('recombinedList', () => {
  const real = ['Alpha one. Alpha two has $x. y$ in it. Alpha three.', 'Beta one. Beta two. Beta three.'];

  it('starts with the real abstracts whole, then recombines their sentences, as many as asked, the same for a seed', () => {
    const list = recombinedList(real, 6, 3);
    const paragraphs = list.trim().split('\n\n');
    expect(paragraphs).toHaveLength(7);
    expect(paragraphs.slice(1, 3)).toEqual(real);
    const sentences = new Set(['Alpha one.', 'Alpha two has $x. y$ in it.', 'Alpha three.', 'Beta one.', 'Beta two.', 'Beta three.']);
    for (const paragraph of paragraphs.slice(3)) {
      for (const sentence of paragraph.split(/(?<=\.) (?=[A-Z])/)) expect(sentences.has(sentence), sentence).toBe(true);
    }
    expect(recombinedList(real, 6, 3)).toBe(list);
  });
});

describe('generateFeed', () => {
  it('writes a virtual-site feed of `count` papers, one in twenty an oral with two rows, that the build reads', () => {
    const json = JSON.parse(generateFeed(40, 3)) as { count: number; results: Record<string, unknown>[] };
    expect(json.count).toBe(42);
    expect(detectFormat(JSON.stringify(json)).format).toBe('virtual-site');
    const { records, summary } = readVirtualSite(json);
    expect(summary).toEqual({ format: 'virtual-site', records: 42, papers: 40, skipped: { 'oral-duplicate': 2 } });
    expect(records.every((r) => r.title !== '' && r.abstract !== '' && r.authors.length >= 2 && r.presentations.every((p) => p.start?.endsWith('-07:00')))).toBe(true);
    expect(generateFeed(40, 3)).toBe(JSON.stringify(json));
  });
});
