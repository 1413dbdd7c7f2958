import { describe, expect, it } from 'vitest';
import { parseHeader, untitledCollection } from '../../../../src/lib/parse/header';

describe('parseHeader', () => {
  it('reads title, venue and year from the bundled header', () => {
    expect(parseHeader('ICML 2026 论文列表')).toEqual({ title: 'ICML 2026 论文列表', venue: 'ICML', year: 2026 });
  });

  it('keeps a title without venue or year', () => {
    expect(parseHeader('My reading pile')).toEqual({ title: 'My reading pile', venue: null, year: null });
  });

  it('reads mixed-case venues such as NeurIPS', () => {
    expect(parseHeader('NeurIPS 2025 accepted papers')).toMatchObject({ venue: 'NeurIPS', year: 2025 });
  });

  it('rejects a paragraph with sentence punctuation: that is an abstract', () => {
    expect(parseHeader('We propose X. It works.')).toBeNull();
    expect(parseHeader('Does it work?')).toBeNull();
  });

  it('rejects a long paragraph', () => {
    expect(parseHeader('word '.repeat(60))).toBeNull();
  });

  it('does not read a year out of a longer number', () => {
    expect(parseHeader('Run 120265 list')?.year).toBeNull();
  });
});

describe('untitledCollection', () => {
  it('names the collection after the file', () => {
    expect(untitledCollection('lists/neurips-2025.txt')).toEqual({ title: 'neurips-2025', venue: null, year: 2025 });
  });
});
