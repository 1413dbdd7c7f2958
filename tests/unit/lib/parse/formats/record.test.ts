import { describe, expect, it } from 'vitest';
import { checkTime, cleanList, cleanText, decodeEntities, describeSummary, openreviewIdOf } from '../../../../../src/lib/parse/formats/record';

describe('decodeEntities', () => {
  it('decodes the references feeds write, and leaves unknown ones as written', () => {
    expect(decodeEntities('Texas A&amp;M &lt;b&gt; &#233;t&#xE9; &quot;x&quot; &#39;y&#39;')).toBe('Texas A&M <b> été "x" \'y\'');
    expect(decodeEntities('&bogus; &#xD800; &#0;')).toBe('&bogus; &#xD800; &#0;');
  });
});

describe('cleanText and cleanList', () => {
  it('trims, collapses whitespace and gives "" for what is not text', () => {
    expect(cleanText('  A&amp;M \n University ')).toBe('A&M University');
    expect(cleanText(42)).toBe('42');
    expect(cleanText(null)).toBe('');
    expect(cleanText({ value: 'x' })).toBe('');
  });
  it('splits a string on the separator and drops empty items', () => {
    expect(cleanList('a| b ||c', '|')).toEqual(['a', 'b', 'c']);
    expect(cleanList(['x', '', 3, null])).toEqual(['x', '3']);
  });
});

const HINT = " (give the conference's time zone with --timezone to read times without one)";

describe('checkTime', () => {
  it('keeps ISO 8601 with an offset, and says why another time is not', () => {
    expect(checkTime('2026-07-14T11:00:00-07:00')).toEqual({ ok: '2026-07-14T11:00:00-07:00' });
    expect(checkTime('2026-07-14T18:00Z')).toEqual({ ok: '2026-07-14T18:00Z' });
    expect(checkTime('2026-07-14 11:00')).toEqual({ error: `"2026-07-14 11:00" is not ISO 8601 with a UTC offset${HINT}` });
    expect(checkTime('2026-07-14T11:00:00')).toEqual({ error: `"2026-07-14T11:00:00" is not ISO 8601 with a UTC offset${HINT}` });
    expect(checkTime('2026-13-40T25:00:00-07:00')).toEqual({ error: '"2026-13-40T25:00:00-07:00" is not a real time' });
    expect(checkTime(null)).toBeNull();
    expect(checkTime('')).toBeNull();
  });

  it('writes an offset without its colon with one, as the pages read it', () => {
    expect(checkTime('2026-07-14T11:00:00-0700')).toEqual({ ok: '2026-07-14T11:00:00-07:00' });
  });

  it("reads a time without an offset in the conference's zone, and says so", () => {
    expect(checkTime('2026-07-14 11:00', 'America/Vancouver')).toEqual({
      ok: '2026-07-14T11:00:00-07:00',
      read: '"2026-07-14 11:00" has no UTC offset: read in America/Vancouver, as 2026-07-14T11:00:00-07:00',
    });
    expect(checkTime('2026-07-14T11:00:00+09:00', 'America/Vancouver')).toEqual({ ok: '2026-07-14T11:00:00+09:00' });
    expect(checkTime('14/07/2026 11:00', 'America/Vancouver')).toEqual({ error: '"14/07/2026 11:00" is not ISO 8601 with a UTC offset' });
  });
});

describe('openreviewIdOf', () => {
  it('reads the id of a forum or PDF address, not of a hashed PDF file', () => {
    expect(openreviewIdOf('https://openreview.net/forum?id=F2zHYjBAEv')).toBe('F2zHYjBAEv');
    expect(openreviewIdOf('https://openreview.net/pdf?id=F2zHYjBAEv')).toBe('F2zHYjBAEv');
    expect(openreviewIdOf('https://openreview.net/pdf/718ba942b4a3f03d972afafbae6506c462828e20.pdf')).toBeUndefined();
  });
});

describe('describeSummary', () => {
  it('counts papers and each reason the other records are not papers', () => {
    expect(describeSummary({ format: 'virtual-site', records: 6, papers: 2, skipped: { 'oral-duplicate': 2, 'other-track': 1, invisible: 1 } }))
      .toBe('virtual-site: 6 records, 2 papers; not papers: 2 oral duplicates, 1 other track, 1 invisible');
    expect(describeSummary({ format: 'openreview', records: 1, papers: 1, skipped: {} })).toBe('openreview: 1 record, 1 paper');
  });
});
