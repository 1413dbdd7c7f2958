import { describe, expect, it } from 'vitest';
import { csvCell, papersCsv, readingListCsv, toCsv } from '../../../../src/lib/library/csv';
import type { CsvPaper } from '../../../../src/lib/library/csv';
import type { ReadingEntry } from '../../../../src/lib/library/types';

const paperUrl = (id: string) => `https://example.org/icml/paper/${id}`;
const CFMM: CsvPaper = { id: 'cfmm', title: 'CFMM: few-step, "fast" samplers', titleSource: 'derived', topics: ['generative', 'theory'], benchmarks: ['ImageNet', 'CIFAR-10'], code: true };
const KB: CsvPaper = { id: 'kernelband', title: 'KernelBand', titleSource: 'override', topics: [], benchmarks: [], code: false };

// A small RFC 4180 reader, to check that what is written reads back as the same cells.
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += ch;
    }
  }
  return rows;
}

describe('csvCell', () => {
  it('leaves plain text bare', () => {
    expect(csvCell('KernelBand')).toBe('KernelBand');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('say "hi", then')).toBe('"say ""hi"", then"');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('a\rb')).toBe('"a\rb"');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '=HYPERLINK("http://evil","x")'])('defuses %j, which a spreadsheet would run', (value) => {
    expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('keeps the defused text readable', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('=A1,B1')).toBe('"\'=A1,B1"');
  });
});

describe('toCsv', () => {
  it('ends every line with CRLF', () => {
    expect(toCsv([['a', 'b'], ['c', 'd']])).toBe('a,b\r\nc,d\r\n');
  });
});

describe('papersCsv', () => {
  it('writes the header and one row per paper, in order, saying where each title comes from', () => {
    const text = papersCsv([CFMM, KB], { paperUrl, topicLabel: (id) => id[0]!.toUpperCase() + id.slice(1) });
    expect(parseCsv(text)).toEqual([
      ['id', 'title', 'title_source', 'url', 'topics', 'benchmarks', 'code'],
      ['cfmm', 'CFMM: few-step, "fast" samplers', 'derived', 'https://example.org/icml/paper/cfmm', 'Generative; Theory', 'ImageNet; CIFAR-10', 'yes'],
      ['kernelband', 'KernelBand', 'override', 'https://example.org/icml/paper/kernelband', '', '', 'no'],
    ]);
  });

  it('writes topic ids when no labels are given', () => {
    expect(parseCsv(papersCsv([CFMM], { paperUrl }))[1]![4]).toBe('generative; theory');
  });
});

describe('readingListCsv', () => {
  const entries: ReadingEntry[] = [
    { id: 'cfmm', title: 'old title', addedAt: Date.UTC(2026, 0, 2), status: 'reading', note: '=cmd|calc, then\nmore', statusChangedAt: 1, noteChangedAt: 1 },
    { id: 'gone', title: '-Gone: a paper no longer listed', addedAt: Date.UTC(2026, 0, 3), status: 'read', note: '', statusChangedAt: 1, noteChangedAt: 0 },
  ];

  it('adds status, note and added, and falls back to the saved title, as derived, for a paper no longer listed', () => {
    const rows = parseCsv(readingListCsv(entries, (id) => (id === 'cfmm' ? CFMM : undefined), { paperUrl }));
    expect(rows).toEqual([
      ['id', 'title', 'title_source', 'url', 'topics', 'benchmarks', 'code', 'status', 'note', 'added'],
      ['cfmm', CFMM.title, 'derived', paperUrl('cfmm'), 'generative; theory', 'ImageNet; CIFAR-10', 'yes', 'reading', "'=cmd|calc, then\nmore", '2026-01-02T00:00:00.000Z'],
      ['gone', "'-Gone: a paper no longer listed", 'derived', paperUrl('gone'), '', '', '', 'read', '', '2026-01-03T00:00:00.000Z'],
    ]);
  });
});

describe('published data', () => {
  const CAUSAL: CsvPaper = {
    id: 'causalrag2',
    title: 'CausalRAG2: Hierarchical Causal Knowledge Graph Design for RAG',
    titleSource: 'published',
    topics: ['graphs'],
    benchmarks: [],
    code: false,
    authors: ['Nengbo Wang', { name: 'Min Zhang', key: '~Min_Zhang7' }, '-Jerry, "Tom"'],
  };
  const ALONE: CsvPaper = { ...CAUSAL, id: 'alone', title: 'Alone', authors: [] };

  it('adds an authors column after title_source, names joined by "; ", the title marked published', () => {
    expect(parseCsv(papersCsv([CAUSAL, ALONE], { paperUrl }))).toEqual([
      ['id', 'title', 'title_source', 'authors', 'url', 'topics', 'benchmarks', 'code'],
      ['causalrag2', CAUSAL.title, 'published', 'Nengbo Wang; Min Zhang; -Jerry, "Tom"', paperUrl('causalrag2'), 'graphs', '', 'no'],
      ['alone', 'Alone', 'published', '', paperUrl('alone'), 'graphs', '', 'no'],
    ]);
  });

  it('keeps a bare list\'s file as it was: no authors column when no paper has an author list', () => {
    expect(papersCsv([CFMM, KB], { paperUrl }).split('\r\n')[0]).toBe('id,title,title_source,url,topics,benchmarks,code');
  });

  it('gives the reading list the column, empty for a paper no longer listed', () => {
    const entries: ReadingEntry[] = [
      { id: 'causalrag2', title: 'saved', addedAt: Date.UTC(2026, 0, 2), status: 'to-read', note: '', statusChangedAt: 1, noteChangedAt: 0 },
      { id: 'gone', title: 'Gone', addedAt: Date.UTC(2026, 0, 3), status: 'read', note: '', statusChangedAt: 1, noteChangedAt: 0 },
    ];
    const rows = parseCsv(readingListCsv(entries, (id) => (id === 'causalrag2' ? CAUSAL : undefined), { paperUrl }));
    expect(rows.map((row) => row.length)).toEqual([11, 11, 11]);
    expect(rows[0]).toEqual(['id', 'title', 'title_source', 'authors', 'url', 'topics', 'benchmarks', 'code', 'status', 'note', 'added']);
    expect(rows[1]!.slice(0, 4)).toEqual(['causalrag2', CAUSAL.title, 'published', 'Nengbo Wang; Min Zhang; -Jerry, "Tom"']);
    expect(rows[2]!.slice(0, 5)).toEqual(['gone', 'Gone', 'derived', '', paperUrl('gone')]);
  });
});
