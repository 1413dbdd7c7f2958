import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readOpenReview } from '../../../../../src/lib/parse/formats/openReview';

const v = <T>(value: T) => ({ value });
const note = (forum: string, over: Record<string, unknown> = {}) => ({
  id: forum, forum,
  content: {
    title: v('CausalRAG2: Hierarchical Causal Knowledge Graph Design for RAG'), authors: v(['Nengbo Wang', 'Tuo Liang']),
    authorids: v(['~Nengbo_Wang1', 'tuo@example.edu']), abstract: v('We propose CausalRAG2.'), keywords: v(['rag']),
    primary_area: v('applications_to_nlp'), venue: v('ICML 2026 Oral'), venueid: v('ICML.cc/2026/Conference'), pdf: v('/pdf/abc.pdf'), ...over,
  },
});

describe('readOpenReview', () => {
  it('unwraps each {value}, takes the forum as the OpenReview id, and builds its forum and PDF links', () => {
    const { records, collection } = readOpenReview({ notes: [note('F2zHYjBAEv')], count: 1 });
    expect(collection).toEqual({ title: 'ICML 2026', venue: 'ICML', year: 2026 });
    expect(records[0]).toEqual({
      index: 0, sourceId: 'F2zHYjBAEv', where: 'notes[0] (id F2zHYjBAEv)', title: 'CausalRAG2: Hierarchical Causal Knowledge Graph Design for RAG',
      abstract: 'We propose CausalRAG2.', openreviewId: 'F2zHYjBAEv',
      // An e-mail address in authorids is never copied: only a profile id is a key.
      authors: [{ name: 'Nengbo Wang', key: '~Nengbo_Wang1' }, { name: 'Tuo Liang' }],
      venueLinks: [{ url: 'https://openreview.net/forum?id=F2zHYjBAEv', kind: 'openreview' }, { url: 'https://openreview.net/pdf/abc.pdf', kind: 'pdf' }],
      presentations: [{ type: 'oral' }], keywords: ['rag'], primaryArea: 'applications to nlp',
    });
  });

  it('reads authors given as objects, with their first institution', () => {
    const { records } = readOpenReview({ notes: [note('a', { authors: v([{ fullname: 'Ling Yang', username: '~Ling_Yang1', institutions: [{ name: 'Peking University', domain: 'pku.edu.cn' }] }]), authorids: undefined })] });
    expect(records[0]!.authors).toEqual([{ name: 'Ling Yang', institution: 'Peking University', key: '~Ling_Yang1' }]);
  });

  it('keeps accepted papers only, and one note per forum id, counting the rest', () => {
    const { records, summary, warnings } = readOpenReview({ notes: [
      note('a'), note('b', { venueid: v('ICML.cc/2026/Conference/Rejected_Submission') }), note('c', { venueid: v('ICML.cc/2026/Conference/Desk_Rejected_Submission') }),
      note('d', { venueid: v('ICML.cc/2026/Conference/Withdrawn_Submission') }), note('a', { title: v('Again') }),
    ] });
    expect(records.map((r) => r.sourceId)).toEqual(['a']);
    expect(summary).toEqual({ format: 'openreview', records: 5, papers: 1, skipped: { rejected: 2, withdrawn: 1, 'duplicate-id': 1 } });
    expect(warnings.map((w) => w.message)).toEqual(['notes[4] (id a) has the OpenReview id of notes[0]; kept the first']);
  });

  it('says when the file holds only some of the venue\'s notes', () => {
    expect(readOpenReview({ notes: [note('a')], count: 6500 }).warnings[0]!.message).toBe('the file holds 1 of 6500 notes; fetch the others (offset=1) for the whole venue');
  });

  it('reads the fixture: 11 notes, 8 papers', () => {
    const json = JSON.parse(readFileSync(new URL('../../../../fixtures/published/openreview-notes.json', import.meta.url), 'utf8')) as Record<string, unknown>;
    const { records, summary } = readOpenReview(json);
    expect(summary).toEqual({ format: 'openreview', records: 11, papers: 8, skipped: { rejected: 1, withdrawn: 1, 'duplicate-id': 1 } });
    expect(records.map((r) => r.presentations[0]?.type)).toEqual(['poster', 'oral', 'poster', 'spotlight', 'poster', 'poster', 'oral', 'poster']);
    expect(records.at(-1)!.authors[0]).toMatchObject({ institution: 'Texas A&M University' });
  });
});
