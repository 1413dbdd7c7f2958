// OpenReview API v2 notes, { notes: [...], count }: one note per submission, every content field wrapped
// in { value }. Only accepted papers are papers. docs/data.md lists each field and what becomes of it.
import type { ListWarning } from '../../errors';
import { isRecord } from '../../json';
import type { Author, Collection, VenueLink } from '../../types';
import { parseHeader } from '../header';
import { cleanList, cleanText, compactPresentation, skipCounter, type FormatResult, type PublishedRecord } from './record';
import { forumUrl } from '../../links';

const TYPES = /\b(oral|spotlight|poster)\s*$/i;

/**
 * readOpenReview({ notes: [{ forum: "F2zHYjBAEv", content: { title: { value: "CausalRAG2: …" }, … } }] })
 *   .records[0] => { openreviewId: "F2zHYjBAEv", title: "CausalRAG2: …", … }
 * Rejected (venueid ending /Rejected_Submission, desk rejections included) and withdrawn
 * (/Withdrawn_Submission) notes are counted, not read; a forum id seen before keeps the first note.
 */
export function readOpenReview(json: Record<string, unknown>): FormatResult {
  const notes = json.notes as unknown[];
  const warnings: ListWarning[] = [];
  const { skip, skipped } = skipCounter();
  const records: PublishedRecord[] = [];
  const seen = new Map<string, number>();
  let collection: Collection | null = null;
  if (typeof json.count === 'number' && json.count > notes.length) {
    warnings.push({ line: 0, code: 'more-pages', message: `the file holds ${notes.length} of ${json.count} notes; fetch the others (offset=${notes.length}) for the whole venue` });
  }

  notes.forEach((note, index) => {
    const where = `notes[${index}]`;
    if (!isRecord(note) || !isRecord(note.content)) {
      warnings.push({ line: 0, code: 'not-a-record', message: `${where} is not a note (an object with "content"); skipped` });
      skip('incomplete');
      return;
    }
    const content = note.content;
    const value = (key: string): unknown => (isRecord(content[key]) ? (content[key] as Record<string, unknown>).value : content[key]);
    const venueId = cleanText(value('venueid'));
    if (/\/Withdrawn_Submission$/i.test(venueId)) return skip('withdrawn');
    if (/Rejected_Submission$/i.test(venueId)) return skip('rejected');
    const id = cleanText(note.forum) || cleanText(note.id);
    const first = seen.get(id);
    if (id !== '' && first !== undefined) {
      warnings.push({ line: 0, code: 'duplicate-id', message: `${where} (id ${id}) has the OpenReview id of notes[${first}]; kept the first` });
      return skip('duplicate-id');
    }
    if (id !== '') seen.set(id, index);

    const venue = cleanText(value('venue'));
    collection ??= collectionOf(venue, venueId);
    const type = TYPES.exec(venue)?.[1]?.toLowerCase();
    const pdf = cleanText(value('pdf'));
    const links: VenueLink[] = id === '' ? [] : [{ url: forumUrl(id), kind: 'openreview' }];
    if (pdf !== '') links.push({ url: pdf.startsWith('/') ? `https://openreview.net${pdf}` : pdf, kind: 'pdf' });
    const area = cleanText(value('primary_area')).replace(/_/g, ' ');
    records.push({
      index,
      sourceId: id,
      where: `${where} (id ${id || 'none'})`,
      title: cleanText(value('title')),
      abstract: cleanText(value('abstract')),
      authors: authorsOf(value('authors'), value('authorids')),
      ...(id === '' ? {} : { openreviewId: id }),
      venueLinks: links.filter((l) => /^https?:\/\//i.test(l.url)),
      presentations: type === undefined ? [] : [compactPresentation({ type, session: undefined, start: undefined, end: undefined, room: undefined, posterPosition: undefined })],
      keywords: cleanList(value('keywords'), ','),
      ...(area ? { primaryArea: area } : {}),
    });
  });
  return { collection, records, warnings, summary: { format: 'openreview', records: notes.length, papers: records.length, skipped } };
}

/**
 * Names and ids side by side (`authors`, `authorids`), or objects ({ fullname, username, institutions }).
 * Only a profile id ("~Ling_Yang1") becomes a key: an e-mail address in authorids is never copied.
 */
function authorsOf(authors: unknown, ids: unknown): Author[] {
  if (!Array.isArray(authors)) return [];
  const idList = Array.isArray(ids) ? ids : [];
  return authors.flatMap((author, i): Author[] => {
    if (isRecord(author)) {
      const name = cleanText(author.fullname ?? author.name);
      if (name === '') return [];
      const key = profileId(author.username ?? author.id ?? idList[i]);
      const institution = institutionOf(author.institutions ?? author.institution);
      return [{ name, ...(institution ? { institution } : {}), ...(key ? { key } : {}) }];
    }
    const name = cleanText(author);
    const key = profileId(idList[i]);
    return name === '' ? [] : [{ name, ...(key ? { key } : {}) }];
  });
}

function profileId(value: unknown): string {
  const id = cleanText(value);
  return id.startsWith('~') ? id : '';
}

// The first institution, by name: [{ name: "MIT", domain: "mit.edu" }] or ["MIT"] => "MIT".
function institutionOf(value: unknown): string {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return isRecord(first) ? cleanText(first.name) : cleanText(first);
}

// "ICML 2026 Poster", "ICML.cc/2026/Conference" => { title: "ICML 2026", venue: "ICML", year: 2026 }
function collectionOf(venue: string, venueId: string): Collection | null {
  const fromVenue = venue.replace(TYPES, '').trim();
  const fromId = /^([A-Za-z]+)\.[a-z]+\/(\d{4})\b/.exec(venueId);
  const title = fromVenue !== '' ? fromVenue : fromId === null ? '' : `${fromId[1]} ${fromId[2]}`;
  return title === '' ? null : parseHeader(title);
}
