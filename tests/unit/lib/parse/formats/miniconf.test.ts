import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { readMiniConf } from '../../../../../src/lib/parse/formats/miniconf';
import { listErrorOf } from '../../fixtures/listErrorOf';

const HEADER = 'UID,title,authors,abstract,keywords,sessions';

describe('readMiniConf', () => {
  it('reads RFC 4180 quoting and "|" lists', () => {
    const csv = `${HEADER}\r\nP1,"Fast, ""Exact"" Sampling","Ann Lee|Bo Chen","We propose X.\nIt works, mostly.",rl|llm,Poster 1|Oral 2\r\n`;
    expect(readMiniConf(csv, 'papers.csv').records).toEqual([{
      index: 0, sourceId: 'P1', where: 'CSV row 2 (UID P1)', title: 'Fast, "Exact" Sampling', abstract: 'We propose X. It works, mostly.',
      authors: [{ name: 'Ann Lee' }, { name: 'Bo Chen' }], venueLinks: [], presentations: [{ session: 'Poster 1' }, { session: 'Oral 2' }], keywords: ['rl', 'llm'],
    }]);
  });

  it('finds columns by name in any order and case, and allows an empty author list', () => {
    const { records } = readMiniConf('abstract,Title,UID,extra\n"We X.",T,P9,ignored\n', 'papers.csv');
    expect(records[0]).toMatchObject({ sourceId: 'P9', title: 'T', abstract: 'We X.', authors: [], presentations: [], keywords: [] });
  });

  it('names a missing column and a broken quote', () => {
    expect(listErrorOf(() => readMiniConf('UID,title,authors\nP1,T,A\n', 'papers.csv')).message)
      .toBe('papers.csv:1: CSV header lacks the column(s) abstract (expected UID,title,authors,abstract,keywords,sessions)');
    expect(listErrorOf(() => readMiniConf(`${HEADER}\nP1,"T,A,B,k,s\n`, 'papers.csv')).message).toMatch(/^papers\.csv: CSV row \d+: .*quote/i);
  });

  it('skips a row with the wrong number of fields, naming it', () => {
    const { records, warnings, summary } = readMiniConf(`${HEADER}\nP1,T,A,B\nP2,T,A,B,k,s\n`, 'papers.csv');
    expect(records.map((r) => r.sourceId)).toEqual(['P2']);
    expect(warnings[0]!.message).toBe('CSV row 2 (UID P1) has 4 fields, the header 6; skipped');
    expect(summary.skipped).toEqual({ incomplete: 1 });
  });

  it('reads back what papaparse writes, whatever the fields hold', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\n', '\r\n', 'é', '$', '|') });
    const text = field.filter((s) => s.trim() !== '' && !s.includes('|')).map((s) => s.replace(/\s+/g, ' ').trim()).filter((s) => s !== '');
    fc.assert(fc.property(fc.array(fc.tuple(text, text, fc.array(text, { maxLength: 3 })), { minLength: 1, maxLength: 5 }), (rows) => {
      const csv = Papa.unparse([HEADER.split(','), ...rows.map(([title, abstract, authors], i) => [`P${i}`, title, authors.join('|'), abstract, '', ''])]);
      const { records } = readMiniConf(csv, 'papers.csv');
      expect(records.map((r) => [r.title, r.abstract, r.authors.map((a) => a.name)])).toEqual(rows.map(([title, abstract, authors]) => [title, abstract, authors]));
    }));
  });

  it('reads the fixture: 8 papers with TeX and commas in their titles', () => {
    const { records } = readMiniConf(readFileSync(new URL('../../../../fixtures/published/papers.csv', import.meta.url), 'utf8'), 'papers.csv');
    expect(records).toHaveLength(8);
    expect(records[4]!.title).toBe('$\\texttt{Multi}^2$: Hierarchical Multi-Agent Decision-Making with LLM-Based Agents in Interactive Environments');
    expect(records[0]!.authors).toHaveLength(9);
  });
});
