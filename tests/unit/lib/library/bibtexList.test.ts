import { describe, expect, it } from 'vitest';
import { papersBibtex } from '../../../../src/lib/library/bibtexList';
import { citationKeys } from '../../../../src/lib/cite';
import type { Collection } from '../../../../src/lib/types';

const ICML: Collection = { title: 'ICML 2026', venue: 'ICML', year: 2026 };
const paperUrl = (id: string) => `https://example.org/paper/${id}`;
const MASH_A = { id: 'mash', title: 'MASH: modeling abstention', name: 'MASH' };
const MASH_B = { id: 'mash-3fa4c1', title: 'MASH: another one', name: 'MASH' };
const KB = { id: 'kernelband', title: 'KernelBand: A framework for {LLM} kernels & 50% faster', name: 'KernelBand', titleSource: 'override' as const };

// Reads a .bib file the way BibTeX would: @type{key, field = {value}, …}, braces balanced.
function parseBib(text: string): { type: string; key: string; fields: Record<string, string> }[] {
  const entries = [];
  const entry = /@(\w+)\{([^,\s]+),\n([\s\S]*?)\n\}\n/g;
  let match: RegExpExecArray | null;
  let consumed = '';
  while ((match = entry.exec(text)) !== null) {
    consumed += match[0];
    const fields: Record<string, string> = {};
    for (const line of match[3]!.split(',\n')) {
      const field = /^ {2}(\w+) = \{([\s\S]*)\}$/.exec(line);
      if (!field) throw new Error(`unreadable field: ${line}`);
      let depth = 0;
      for (const ch of field[2]!) {
        if (ch === '{') depth++;
        if (ch === '}' && --depth < 0) throw new Error(`unbalanced: ${line}`);
      }
      if (depth !== 0) throw new Error(`unbalanced: ${line}`);
      fields[field[1]!] = field[2]!;
    }
    entries.push({ type: match[1]!, key: match[2]!, fields });
  }
  if (consumed.length !== text.replace(/\n\n/g, '\n').length) throw new Error('text outside entries');
  return entries;
}

describe('papersBibtex', () => {
  it('writes one @misc entry per paper, in order, with unique keys and each paper’s url', () => {
    const entries = parseBib(papersBibtex([KB, MASH_A, MASH_B], ICML, { paperUrl }));
    expect(entries.map((entry) => [entry.type, entry.key])).toEqual([
      ['misc', 'icml2026kernelband'],
      ['misc', 'icml2026masha'],
      ['misc', 'icml2026mashb'],
    ]);
    expect(entries[0]!.fields).toMatchObject({ year: '2026', url: 'https://example.org/paper/kernelband' });
    expect(entries[0]!.fields.title).toBe('{KernelBand}: A framework for {\\textbraceleft}{LLM}{\\textbraceright} kernels \\& 50\\% faster');
  });

  it('puts a derived title, or one of unknown source, in the note and not in a title field', () => {
    const derived = { ...MASH_A, titleSource: 'derived' as const };
    const entries = parseBib(papersBibtex([derived, MASH_B], ICML, { paperUrl }));
    expect(entries.map((entry) => entry.fields.title)).toEqual([undefined, undefined]);
    expect(entries.map((entry) => entry.fields.note)).toEqual([
      'Title derived from the abstract: MASH: modeling abstention; accepted paper at ICML 2026',
      'Title derived from the abstract: MASH: another one; accepted paper at ICML 2026',
    ]);
  });

  it('separates entries with a blank line', () => {
    expect(papersBibtex([KB, MASH_A], ICML, { paperUrl })).toMatch(/^@misc\{icml2026kernelband,[\s\S]*\n}\n\n@misc\{icml2026mash,[\s\S]*\n}\n$/);
  });

  it('uses the keys unique in the whole collection, as the papers’ own pages do', () => {
    const collection = [MASH_A, KB, MASH_B];
    const keys = citationKeys(collection.map((p) => ({ ...p })), ICML);
    const entries = parseBib(papersBibtex([MASH_B], ICML, { paperUrl, collection }));
    expect(entries.map((entry) => entry.key)).toEqual([keys.get('mash-3fa4c1')]);
    expect(entries[0]!.key).toBe('icml2026mashb');
    // Without the collection, the one MASH paper exported has the plain key.
    expect(parseBib(papersBibtex([MASH_B], ICML, { paperUrl }))[0]!.key).toBe('icml2026mash');
  });

  it('gives a paper missing from the collection a key of its own', () => {
    const gone = { id: 'gone', title: 'KernelBand revisited', name: 'KernelBand' };
    const keys = parseBib(papersBibtex([gone, KB], ICML, { paperUrl, collection: [KB] })).map((entry) => entry.key);
    expect(new Set(keys).size).toBe(2);
  });

  it('writes nothing for no papers', () => {
    expect(papersBibtex([], ICML, { paperUrl })).toBe('');
  });
});

describe('papersBibtex of published data', () => {
  it('cites each paper with its authors, the conference and its OpenReview forum, as its page does', () => {
    const causal = {
      id: 'causalrag2',
      title: 'CausalRAG2: Hierarchical Causal Knowledge Graph Design for RAG',
      titleSource: 'published' as const,
      name: 'CausalRAG2',
      authors: ['Nengbo Wang', { name: 'Min Zhang', key: '~Min_Zhang7' }],
      openreviewId: 'F2zHYjBAEv',
    };
    const [entry] = parseBib(papersBibtex([causal], ICML, { paperUrl }));
    expect(entry).toEqual({
      type: 'inproceedings',
      key: 'icml2026causalrag2',
      fields: {
        title: '{CausalRAG2}: Hierarchical {Causal} {Knowledge} {Graph} {Design} for {RAG}',
        author: 'Wang, Nengbo and Zhang, Min',
        booktitle: 'ICML 2026',
        year: '2026',
        url: 'https://openreview.net/forum?id=F2zHYjBAEv',
      },
    });
  });
});
