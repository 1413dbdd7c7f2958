import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readVirtualSite } from '../../../../../src/lib/parse/formats/virtualSite';

const row = (over: Record<string, unknown> = {}) => ({
  id: 1, uid: 'u1', name: 'CausalRAG2: Hierarchical Causal Knowledge Graph Design for RAG', abstract: 'We propose CausalRAG2. It works.',
  authors: [{ id: 7, fullname: 'Nengbo Wang', institution: 'Texas A&amp;M University' }], topic: 'Deep Learning->LLMs', keywords: ['rag', 'graphs'],
  decision: 'Accept (poster)', session: 'Poster Session 1', eventtype: 'Poster', room_name: 'East Hall', starttime: '2026-07-14T11:00:00-07:00',
  endtime: '2026-07-14T13:30:00-07:00', poster_position: '#2504', paper_url: 'https://openreview.net/forum?id=F2zHYjBAEv',
  virtualsite_url: 'https://icml.cc/virtual/2026/poster/1', sourceurl: 'https://icml.cc/virtual/2026/poster/1', visible: true, ...over,
});
const read = (...rows: unknown[]) => readVirtualSite({ count: rows.length, next: null, previous: null, results: rows });

describe('readVirtualSite', () => {
  it('reads a row into a paper: title, authors with decoded institutions and ids, presentation, links, keywords, area', () => {
    const { records, collection, summary } = read(row());
    expect(collection).toEqual({ title: 'ICML 2026', venue: 'ICML', year: 2026 });
    expect(summary).toEqual({ format: 'virtual-site', records: 1, papers: 1, skipped: {} });
    expect(records[0]).toEqual({
      index: 0, sourceId: '1', where: 'results[0] (id 1)', title: 'CausalRAG2: Hierarchical Causal Knowledge Graph Design for RAG', abstract: 'We propose CausalRAG2. It works.',
      authors: [{ name: 'Nengbo Wang', institution: 'Texas A&M University', key: 'feed:7' }], openreviewId: 'F2zHYjBAEv',
      venueLinks: [{ url: 'https://openreview.net/forum?id=F2zHYjBAEv', kind: 'openreview' }, { url: 'https://icml.cc/virtual/2026/poster/1', kind: 'virtual-site' }],
      presentations: [{ type: 'poster', session: 'Poster Session 1', start: '2026-07-14T11:00:00-07:00', end: '2026-07-14T13:30:00-07:00', room: 'East Hall', posterPosition: '2504' }],
      keywords: ['rag', 'graphs'], primaryArea: 'Deep Learning->LLMs',
    });
  });

  it('makes an oral\'s poster and talk rows one paper with two presentations, in time order', () => {
    const oral = row({ id: 2, eventtype: 'Oral', session: 'Oral 1A', starttime: '2026-07-14T10:00:00-07:00', endtime: '2026-07-14T10:15:00-07:00', poster_position: null, virtualsite_url: 'https://icml.cc/virtual/2026/oral/2' });
    const { records, summary } = read(row(), oral);
    expect(records).toHaveLength(1);
    expect(records[0]!.presentations.map((p) => p.type)).toEqual(['oral', 'poster']);
    expect(records[0]!.venueLinks.map((l) => l.url)).toContain('https://icml.cc/virtual/2026/oral/2');
    expect(summary.skipped).toEqual({ 'oral-duplicate': 1 });
  });

  it('merges rows by uid or title when the paper has no OpenReview address', () => {
    expect(read(row({ paper_url: '' }), row({ id: 2, paper_url: '', eventtype: 'Oral' })).records).toHaveLength(1);
    expect(read(row({ paper_url: '', uid: '' }), row({ id: 2, paper_url: '', uid: '', eventtype: 'Oral' })).records).toHaveLength(1);
    expect(read(row(), row({ id: 2, uid: 'u2', name: 'Another paper', paper_url: 'https://openreview.net/forum?id=other' })).records).toHaveLength(2);
  });

  it('leaves out invisible rows, other tracks, rejected and withdrawn rows, and counts each', () => {
    const { records, summary } = read(
      row({ visible: false }),
      row({ id: 2, uid: 'u2', sourceurl: 'https://icml.cc/virtual/2026/workshop/31000' }),
      row({ id: 3, uid: 'u3', decision: 'Reject' }),
      row({ id: 4, uid: 'u4', decision: 'Withdrawn' }),
      row({ id: 5, uid: 'u5', name: 'Kept' }),
    );
    expect(records.map((r) => r.title)).toEqual(['Kept']);
    expect(summary).toEqual({ format: 'virtual-site', records: 5, papers: 1, skipped: { invisible: 1, 'other-track': 1, rejected: 1, withdrawn: 1 } });
  });

  it('calls a poster with a spotlight decision a spotlight', () => {
    expect(read(row({ decision: 'Accept (spotlight)' })).records[0]!.presentations[0]!.type).toBe('spotlight');
  });

  it('warns of an invalid time, naming the record, and keeps the rest of the presentation', () => {
    const { records, warnings } = read(row({ starttime: '14/07/2026 11:00' }));
    expect(records[0]!.presentations[0]).not.toHaveProperty('start');
    expect(records[0]!.presentations[0]!.end).toBe('2026-07-14T13:30:00-07:00');
    expect(warnings).toEqual([{ line: 0, code: 'invalid-time', message: 'results[0] (id 1) "CausalRAG2: Hierarchical Causal Knowledge Graph Design for RAG": starttime "14/07/2026 11:00" is not ISO 8601 with a UTC offset (give the conference\'s time zone with --timezone to read times without one); left out' }]);
  });

  it("reads times without an offset in the zone given, else in the feed's own, each with a warning", () => {
    const local = row({ starttime: '2026-07-14 11:00', endtime: '2026-07-14 13:30' });
    const given = readVirtualSite({ results: [local] }, new Map(), 'America/Vancouver');
    expect(given.records[0]!.presentations[0]).toMatchObject({ start: '2026-07-14T11:00:00-07:00', end: '2026-07-14T13:30:00-07:00' });
    expect(given.warnings.map((w) => [w.code, w.message.replace(/^.*: (starttime|endtime)/, '$1')])).toEqual([
      ['time-without-offset', 'starttime "2026-07-14 11:00" has no UTC offset: read in America/Vancouver, as 2026-07-14T11:00:00-07:00'],
      ['time-without-offset', 'endtime "2026-07-14 13:30" has no UTC offset: read in America/Vancouver, as 2026-07-14T13:30:00-07:00'],
    ]);
    const own = readVirtualSite({ timezone: 'Asia/Seoul', results: [local] });
    expect(own.records[0]!.presentations[0]!.start).toBe('2026-07-14T11:00:00+09:00');
    // The zone given wins over the feed's; a zone Intl does not know is not used.
    expect(readVirtualSite({ timezone: 'Asia/Seoul', results: [local] }, new Map(), 'UTC').records[0]!.presentations[0]!.start).toBe('2026-07-14T11:00:00+00:00');
    expect(readVirtualSite({ timezone: 'Mars/Olympus', results: [local] }).records[0]!.presentations[0]).not.toHaveProperty('start');
  });

  it('warns of an end before its start, naming the record, and keeps both as given', () => {
    const { records, warnings } = read(row({ starttime: '2026-07-14T13:30:00-07:00', endtime: '2026-07-14T11:00:00-07:00' }));
    expect(records[0]!.presentations[0]).toMatchObject({ start: '2026-07-14T13:30:00-07:00', end: '2026-07-14T11:00:00-07:00' });
    expect(warnings).toEqual([{
      line: 0,
      code: 'end-before-start',
      message: 'results[0] (id 1) "CausalRAG2: Hierarchical Causal Knowledge Graph Design for RAG": endtime 2026-07-14T11:00:00-07:00 is not after starttime 2026-07-14T13:30:00-07:00: the presentation is left out of calendar files',
    }]);
  });

  it('takes a row\'s abstract from the abstracts given apart, by event id', () => {
    const { records } = readVirtualSite({ results: [row({ abstract: undefined, id: 41 })] }, new Map([['41', 'We propose X.']]));
    expect(records[0]!.abstract).toBe('We propose X.');
  });

  it('allows an empty author list, and says when the feed has more pages', () => {
    const result = readVirtualSite({ results: [row({ authors: [] })], next: 'https://icml.cc/static/virtual/data/icml-2026-orals-posters.json?page=2' });
    expect(result.records[0]!.authors).toEqual([]);
    expect(result.warnings[0]!.code).toBe('more-pages');
  });

  it('reads the fixture: 15 rows, 11 papers, two orals, a workshop row, an invisible row, two Min Zhangs kept apart', () => {
    const json = JSON.parse(readFileSync(new URL('../../../../fixtures/published/icml-2026-orals-posters.json', import.meta.url), 'utf8')) as Record<string, unknown>;
    const { records, summary } = readVirtualSite(json);
    expect(summary).toEqual({ format: 'virtual-site', records: 15, papers: 11, skipped: { 'oral-duplicate': 2, 'other-track': 1, invisible: 1 } });
    expect(records.filter((r) => r.presentations.length === 2)).toHaveLength(2);
    const minZhangs = new Set(records.flatMap((r) => r.authors).filter((a) => a.name === 'Min Zhang').map((a) => a.key));
    expect(minZhangs.size).toBe(2);
    expect(records.flatMap((r) => r.authors).some((a) => a.institution === 'Texas A&M University')).toBe(true);
  });
});
