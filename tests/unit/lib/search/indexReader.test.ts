import { describe, expect, it } from 'vitest';
import { IndexReader } from '../../../../src/lib/search/indexReader';
import { SEARCH_OPTIONS, type SearchDoc } from '../../../../src/lib/search/options';

const doc = (id: string, title: string, text = ''): SearchDoc => ({ id, title, name: '', benchmarks: '', text, authors: '', institutions: '' });

function small(): IndexReader {
  const index = new IndexReader(SEARCH_OPTIONS);
  index.addAll([doc('a', 'Kernel methods'), doc('b', 'Kernel bandits', 'A bandit with kernels')]);
  return index;
}

describe('IndexReader', () => {
  it("reads MiniSearch's postings: exact terms, prefixes, and terms within some edits", () => {
    const index = small();
    const title = index.fieldId('title') as number;
    expect(index.termData('kernel')?.get(title)).toEqual(new Map([[0, 1], [1, 1]]));
    expect(index.termData('kernal')).toBeUndefined();
    expect([...index.termsWithPrefix('band')].map(([term]) => term).sort()).toEqual(['bandit', 'bandits']);
    expect(index.termsNear('kernal', 1).get('kernel')?.[1]).toBe(1);
    expect([...index.terms()].map(([term]) => term)).toContain('method');
  });

  it('reads the fields, their lengths, and the documents by short id', () => {
    const index = small();
    expect(index.fieldNames()).toEqual(SEARCH_OPTIONS.fields);
    expect(index.fieldId('text')).toBe(3);
    expect(index.fieldId('nope')).toBeUndefined();
    expect(index.documentId(1)).toBe('b');
    expect(index.documentId(2)).toBeUndefined();
    expect(index.fieldLengths().get(0)?.[0]).toBeGreaterThan(0);
    expect(index.averageFieldLengths()).toHaveLength(SEARCH_OPTIONS.fields.length);
    index.discard('a');
    expect(index.documentCount).toBe(1);
    expect(index.shortIdLimit).toBe(2);
  });

  it('restores an index from its parts that searches as the original', () => {
    const original = small();
    const restored = new IndexReader(SEARCH_OPTIONS);
    for (let shortId = 0; shortId < original.shortIdLimit; shortId++) {
      restored.restoreDocument(shortId, original.documentId(shortId) as string, [...(original.fieldLengths().get(shortId) ?? [])]);
    }
    for (const [term, data] of [...original.terms()].reverse()) restored.restoreTerm(term, data);
    restored.restoreTotals(original.documentCount, original.averageFieldLengths());
    expect(restored.search('kernel band')).toEqual(original.search('kernel band'));
    expect(restored.has('b')).toBe(true);
  });

  it('names each field of the internal layout that is missing or changed', () => {
    const index = small();
    expect(() => index.checkLayout()).not.toThrow();
    Reflect.deleteProperty(index, '_nextId');
    Reflect.set(index, '_index', new Map());
    expect(() => index.checkLayout()).toThrow(
      'search engine: unsupported MiniSearch version (its internal index layout changed): _index.atPrefix, _index.fuzzyGet, _nextId',
    );
  });
});
