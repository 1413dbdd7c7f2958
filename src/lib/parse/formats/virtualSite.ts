// The virtual-site feed that ICML, NeurIPS and ICLR serve as {conf}-{year}-orals-posters.json:
// { count, next, previous, results: [...] }, one row per poster or talk. An oral has two rows (its poster
// and its talk): one paper, two presentations. docs/data.md lists each field and what becomes of it.
import type { ListWarning } from '../../errors';
import { isRecord } from '../../json';
import type { Author, Collection, Presentation, VenueLink } from '../../types';
import {
  checkTime, cleanList, cleanText, compactPresentation, openreviewIdOf, skipCounter,
  type FormatResult, type PublishedRecord,
} from './record';
import { forumUrl } from '../../links';
import { isTimeZone } from '../zoneTime';

/** Abstracts given apart from the feed, by event id (the rows' `id`). */
export type AbstractsById = ReadonlyMap<string, string>;

const VENUES: Readonly<Record<string, string>> = { icml: 'ICML', neurips: 'NeurIPS', iclr: 'ICLR', nips: 'NeurIPS' };

/**
 * Reads a feed's rows into records: invisible rows and other tracks (a `sourceurl` naming a workshop)
 * left out, an oral's rows merged (same OpenReview forum, same `uid` or same title), institutions decoded.
 * A row without an abstract takes it from `abstracts` by its event id.
 *   readVirtualSite({ results: [{ id: 1, name: "X", abstract: "…", eventtype: "Poster", … }] }).records[0].presentations
 *     => [{ type: "poster", session: "…", start: "…", … }]
 */
export function readVirtualSite(json: Record<string, unknown>, abstracts: AbstractsById = new Map(), timeZone?: string): FormatResult {
  const rows = json.results as unknown[];
  // Times without an offset are read on the conference's clock: the build's --timezone, else the feed's own.
  const zone = timeZone ?? feedTimeZone(json);
  const warnings: ListWarning[] = [];
  const { skip, skipped } = skipCounter();
  const records: PublishedRecord[] = [];
  // A row joins the paper any of its keys already names.
  const byKey = new Map<string, PublishedRecord>();
  let collection: Collection | null = null;
  const next = typeof json.next === 'string' && json.next !== '' ? json.next : null;
  if (next !== null) warnings.push({ line: 0, code: 'more-pages', message: `the feed has more pages (next: ${next}); only this page was read` });

  rows.forEach((row, index) => {
    const where = `results[${index}]`;
    if (!isRecord(row)) {
      warnings.push({ line: 0, code: 'not-a-record', message: `${where} is not an object; skipped` });
      skip('incomplete');
      return;
    }
    const eventId = cleanText(row.id);
    const named = `${where} (id ${eventId || 'none'})`;
    if (row.visible === false) return skip('invisible');
    const sourceUrl = cleanText(row.sourceurl);
    if (/workshop/i.test(sourceUrl) || /workshop/i.test(cleanText(row.eventtype))) return skip('other-track');
    const decision = cleanText(row.decision);
    if (/withdraw/i.test(decision)) return skip('withdrawn');
    if (/reject/i.test(decision)) return skip('rejected');
    collection ??= collectionOf(sourceUrl) ?? collectionOf(cleanText(row.virtualsite_url));

    const paperUrl = cleanText(row.paper_url);
    const openreviewId = openreviewIdOf(paperUrl);
    const title = cleanText(row.name);
    const keys = [openreviewId && `or:${openreviewId}`, cleanText(row.uid) && `uid:${cleanText(row.uid)}`, title && `title:${title.toLowerCase()}`]
      .filter((key): key is string => typeof key === 'string' && key !== '');
    const presentation = presentationOf(row, decision, zone, (message, code = 'invalid-time') => warnings.push({ line: 0, code, message: `${named} "${title}": ${message}` }));
    const abstract = cleanText(row.abstract) || (eventId === '' ? '' : cleanText(abstracts.get(eventId)));

    const known = keys.map((key) => byKey.get(key)).find((r) => r !== undefined);
    if (known !== undefined) {
      skip('oral-duplicate');
      known.presentations.push(presentation);
      if (known.abstract === '') known.abstract = abstract;
      if (known.openreviewId === undefined && openreviewId !== undefined) known.openreviewId = openreviewId;
      addLinks(known.venueLinks, paperUrl, row);
      for (const key of keys) byKey.set(key, known);
      return;
    }
    const record: PublishedRecord = {
      index,
      sourceId: eventId,
      where: named,
      title,
      abstract,
      authors: authorsOf(row.authors),
      ...(openreviewId === undefined ? {} : { openreviewId }),
      venueLinks: addLinks([], paperUrl, row),
      presentations: [presentation],
      keywords: cleanList(row.keywords, ','),
      ...(cleanText(row.topic) ? { primaryArea: cleanText(row.topic) } : {}),
    };
    records.push(record);
    for (const key of keys) byKey.set(key, record);
  });

  for (const record of records) {
    record.presentations = record.presentations.filter((p) => Object.keys(p).length > 0).sort(byStart);
    if (record.openreviewId !== undefined && !record.venueLinks.some((l) => l.kind === 'openreview')) {
      record.venueLinks.unshift({ url: forumUrl(record.openreviewId), kind: 'openreview' });
    }
  }
  return { collection, records, warnings, summary: { format: 'virtual-site', records: rows.length, papers: records.length, skipped } };
}

// "https://icml.cc/virtual/2026/poster/1234" => { title: "ICML 2026", venue: "ICML", year: 2026 }
function collectionOf(url: string): Collection | null {
  const match = /^https?:\/\/(?:www\.)?([a-z]+)\.cc\/virtual\/(\d{4})\b/i.exec(url);
  if (match === null) return null;
  const venue = VENUES[match[1]!.toLowerCase()] ?? match[1]!.toUpperCase();
  return { title: `${venue} ${match[2]}`, venue, year: Number(match[2]) };
}

function authorsOf(value: unknown): Author[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((author): Author[] => {
    const name = isRecord(author) ? cleanText(author.fullname ?? author.name) : cleanText(author);
    if (name === '') return [];
    const institution = isRecord(author) ? cleanText(author.institution) : '';
    const id = isRecord(author) ? cleanText(author.id) : '';
    return [{ name, ...(institution ? { institution } : {}), ...(id ? { key: `feed:${id}` } : {}) }];
  });
}

function presentationOf(row: Record<string, unknown>, decision: string, zone: string | undefined, warn: (message: string, code?: string) => void): Presentation {
  const eventType = cleanText(row.eventtype).toLowerCase();
  // A spotlight is a poster with a spotlight decision ("Accept (spotlight)") in most feeds.
  const type = eventType === 'poster' && /spotlight/i.test(decision) ? 'spotlight' : eventType;
  const time = (field: 'starttime' | 'endtime'): string | undefined => {
    const checked = checkTime(row[field], zone);
    if (checked === null) return undefined;
    if ('error' in checked) {
      warn(`${field} ${checked.error}; left out`);
      return undefined;
    }
    if (checked.read !== undefined) warn(`${field} ${checked.read}`, 'time-without-offset');
    return checked.ok;
  };
  const start = time('starttime');
  const end = time('endtime');
  // Kept as given, so that the file says what the feed said; the schedule shows it without an end, and
  // the calendar files leave it out.
  if (start !== undefined && end !== undefined && Date.parse(end) <= Date.parse(start)) {
    warn(`endtime ${end} is not after starttime ${start}: the presentation is left out of calendar files`, 'end-before-start');
  }
  return compactPresentation({
    type: type || undefined,
    session: cleanText(row.session),
    start,
    end,
    room: cleanText(row.room_name),
    posterPosition: cleanText(row.poster_position).replace(/^#\s*/, ''),
  });
}

/** The feed's own time zone, when it names one Intl knows: a top-level "timezone" or "time_zone". */
function feedTimeZone(json: Record<string, unknown>): string | undefined {
  const zone = cleanText(json.timezone) || cleanText(json.time_zone);
  return zone !== '' && isTimeZone(zone) ? zone : undefined;
}

function addLinks(links: VenueLink[], paperUrl: string, row: Record<string, unknown>): VenueLink[] {
  const add = (url: string, kind: VenueLink['kind']) => {
    if (/^https?:\/\//i.test(url) && !links.some((l) => l.url === url)) links.push({ url, kind });
  };
  const forum = openreviewIdOf(paperUrl);
  if (forum !== undefined && /\/forum\?/.test(paperUrl)) add(forumUrl(forum), 'openreview');
  else if (/\.pdf($|\?)|\/pdf\?/i.test(paperUrl)) add(paperUrl, 'pdf');
  add(cleanText(row.paper_pdf_url), 'pdf');
  add(cleanText(row.virtualsite_url), 'virtual-site');
  return links;
}

function byStart(a: Presentation, b: Presentation): number {
  // Untimed presentations keep their order, after the timed ones.
  if (a.start === undefined || b.start === undefined) return (a.start === undefined ? 1 : 0) - (b.start === undefined ? 1 : 0);
  return Date.parse(a.start) - Date.parse(b.start);
}
