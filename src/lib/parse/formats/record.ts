// What every conference format is read into before it becomes papers: one record per paper, already
// filtered (other tracks, invisible rows, rejected notes), merged (an oral's two rows) and deduplicated,
// with a count of the input's records that did not become papers, and why.
import type { ListWarning } from '../../errors';
import type { Author, Collection, Presentation, VenueLink } from '../../types';
import { withZoneOffset } from '../zoneTime';
import { conferenceTime } from '../../conferenceTime';

/** One paper as a format gives it; text fields trimmed and HTML entities decoded. */
export interface PublishedRecord {
  /** 0-based place of the paper's first record in the input (results[i], notes[i], the CSV's row i+1). */
  index: number;
  /** The record's own id in the input (event id, note id, UID); '' when it has none. */
  sourceId: string;
  /** Where it is, for warnings: "results[3] (id 4567)", "notes[0] (id F2zHYjBAEv)", "CSV row 5 (UID P1)". */
  where: string;
  title: string;
  abstract: string;
  authors: Author[];
  openreviewId?: string;
  venueLinks: VenueLink[];
  presentations: Presentation[];
  keywords: string[];
  primaryArea?: string;
}

/** Why a record of the input is not a paper of its own. */
export const SKIP_REASONS = {
  'oral-duplicate': 'another presentation of a paper already read (merged into it)',
  'other-track': 'another track (a workshop)',
  invisible: 'not visible (visible: false)',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
  'duplicate-id': 'a duplicate OpenReview id (the first kept)',
  incomplete: 'no title or no abstract',
} as const;
export type SkipReason = keyof typeof SKIP_REASONS;

/** How many records the input held, how many became papers, and how many did not, by reason. */
export interface RecordSummary {
  format: string;
  records: number;
  papers: number;
  skipped: Partial<Record<SkipReason, number>>;
}

export interface FormatResult {
  /** From the data itself (a venue id, a virtual-site address), or null to name it after the file. */
  collection: Collection | null;
  records: PublishedRecord[];
  warnings: ListWarning[];
  summary: RecordSummary;
}

/** A small tally of skipped records, by reason. */
export function skipCounter(): { skip: (reason: SkipReason) => void; skipped: Partial<Record<SkipReason, number>> } {
  const skipped: Partial<Record<SkipReason, number>> = {};
  return { skipped, skip: (reason) => void (skipped[reason] = (skipped[reason] ?? 0) + 1) };
}

/**
 * The summary in one line, for the build's output:
 *   describeSummary({ format: 'virtual-site', records: 5, papers: 3, skipped: { 'oral-duplicate': 1, invisible: 1 } })
 *     => "virtual-site: 5 records, 3 papers; not papers: 1 oral duplicate, 1 invisible"
 */
export function describeSummary(summary: RecordSummary): string {
  const label: Record<SkipReason, [string, string]> = {
    'oral-duplicate': ['oral duplicate', 'oral duplicates'],
    'other-track': ['other track', 'other tracks'],
    invisible: ['invisible', 'invisible'],
    rejected: ['rejected', 'rejected'],
    withdrawn: ['withdrawn', 'withdrawn'],
    'duplicate-id': ['duplicate OpenReview id', 'duplicate OpenReview ids'],
    incomplete: ['without title or abstract', 'without title or abstract'],
  };
  const parts = (Object.keys(label) as SkipReason[]).flatMap((reason) => {
    const n = summary.skipped[reason] ?? 0;
    return n === 0 ? [] : [`${n} ${label[reason][n === 1 ? 0 : 1]}`];
  });
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${summary.format}: ${plural(summary.records, 'record')}, ${plural(summary.papers, 'paper')}` +
    (parts.length > 0 ? `; not papers: ${parts.join(', ')}` : '');
}

/**
 * Text from the input as a reader should see it: HTML entities decoded (feeds escape "&" as "&amp;"),
 * whitespace runs made one space, trimmed. Anything else than a string gives ''.
 *   cleanText("Texas A&amp;M  University ") => "Texas A&M University"
 */
export function cleanText(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  return decodeEntities(String(value)).replace(/\s+/g, ' ').trim();
}

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Decodes the character references a feed writes: the five XML ones, &nbsp; and numeric ones. Others stay
 * as written. The result is text, never read as HTML.
 *   decodeEntities("&lt;b&gt; &#233;t&#xE9;") => "<b> été"
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** The strings of a list (or of a single string split on `separator`), cleaned, empty ones left out. */
export function cleanList(value: unknown, separator?: string): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' && separator !== undefined ? value.split(separator) : typeof value === 'string' ? [value] : [];
  return items.map(cleanText).filter((item) => item !== '');
}

/** The OpenReview forum id in a forum or PDF address: "https://openreview.net/forum?id=F2zHYjBAEv" => "F2zHYjBAEv". */
export function openreviewIdOf(url: string): string | undefined {
  const match = /^https?:\/\/(?:www\.)?openreview\.net\/(?:forum|pdf)\?(?:.*&)?id=([A-Za-z0-9_-]+)/i.exec(url);
  return match?.[1];
}

// An offset written without its colon ("-0700") gets one, as the pages read times (conferenceTime).
const withColon = (value: string): string => value.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
const hasOffset = (value: string): boolean => conferenceTime(withColon(value)) !== undefined;

/**
 * A time as the input gives it, if it is ISO 8601 with a UTC offset and a real date; else why not. A time
 * without an offset is read in `zone` (the conference's IANA time zone), when there is one, and said so
 * (`read`); an offset without its colon gets one, as the pages read it.
 *   checkTime("2026-07-14T11:00:00-07:00") => { ok: "2026-07-14T11:00:00-07:00" }
 *   checkTime("2026-07-14 11:00") => { error: "is not ISO 8601 with a UTC offset" }
 *   checkTime("2026-07-14 11:00", "America/Vancouver") => { ok: "2026-07-14T11:00:00-07:00", read: "…" }
 */
export function checkTime(value: unknown, zone?: string): { ok: string; read?: string } | { error: string } | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && zone !== undefined && !hasOffset(value)) {
    const zoned = withZoneOffset(value, zone);
    if (zoned !== undefined) {
      const checked = checkTime(zoned);
      return checked !== null && 'ok' in checked
        ? { ok: checked.ok, read: `${JSON.stringify(value)} has no UTC offset: read in ${zone}, as ${checked.ok}` }
        : checked;
    }
  }
  if (typeof value !== 'string' || !hasOffset(value)) {
    return { error: `${JSON.stringify(value)} is not ISO 8601 with a UTC offset${zone === undefined ? ' (give the conference\'s time zone with --timezone to read times without one)' : ''}` };
  }
  const time = withColon(value);
  const [, month, day, hour, minute] = /^\d{4}-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(time)!.map(Number) as number[];
  if (Number.isNaN(Date.parse(time)) || month! < 1 || month! > 12 || day! < 1 || day! > 31 || hour! > 23 || minute! > 59) {
    return { error: `${JSON.stringify(value)} is not a real time` };
  }
  return { ok: time };
}

/** Drops a presentation's absent fields, so that the JSON holds only what is known. */
export function compactPresentation(p: { [K in keyof Presentation]: string | undefined }): Presentation {
  return Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined && v !== '')) as Presentation;
}
