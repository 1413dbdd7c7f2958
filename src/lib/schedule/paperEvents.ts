// A paper's presentations as calendar events (src/lib/schedule/ics.ts writes them): the title, where it
// is (room, poster board), who wrote it and its page.
import type { Author, Presentation } from '../types';
import { presentationUid, type CalendarEvent } from './ics';

/** The words an event needs, in the reader's language. */
export interface EventWording {
  /** "Poster #2504" */
  poster(position: string): string;
  /** "Oral: " before the title of an oral, or "" for none. */
  kind(type: string | undefined): string;
}

export interface EventSite {
  /** The host the UIDs are made unique with: "papers.example.org". */
  host: string;
  /** The paper page's absolute address. */
  paperUrl(id: string): string;
}

/**
 * The place as one line: "Hall C, Poster #2504", "Hall C", "Poster #2504", or undefined.
 */
export function eventLocation(presentation: Pick<Presentation, 'room' | 'posterPosition'>, wording: Pick<EventWording, 'poster'>): string | undefined {
  const parts = [presentation.room?.trim(), presentation.posterPosition ? wording.poster(presentation.posterPosition) : undefined].filter(Boolean);
  return parts.length === 0 ? undefined : parts.join(', ');
}

/**
 * One event per presentation of the paper that has a start (the others cannot be in a calendar), each
 * with a UID that stays the same from one export to the next.
 */
/** A paper as its events need it; Paper fits. */
export interface EventPaper {
  id: string;
  title: string;
  authors?: readonly Pick<Author, 'name'>[];
  presentations?: readonly Presentation[];
}

export function paperEvents(paper: EventPaper, wording: EventWording, site: EventSite): CalendarEvent[] {
  const seen = new Map<string, number>();
  const events: CalendarEvent[] = [];
  for (const presentation of paper.presentations ?? []) {
    const kind = (presentation.type ?? '').toLowerCase();
    const ordinal = seen.get(kind) ?? 0;
    seen.set(kind, ordinal + 1);
    if (presentation.start === undefined) continue;
    const url = site.paperUrl(paper.id);
    const authors = (paper.authors ?? []).map((author) => author.name).join(', ');
    events.push({
      uid: presentationUid(paper.id, presentation.type, ordinal, site.host),
      start: presentation.start,
      ...(presentation.end === undefined ? {} : { end: presentation.end }),
      summary: `${wording.kind(presentation.type)}${paper.title}`,
      ...optional('location', eventLocation(presentation, wording)),
      description: [authors, presentation.session, url].filter(Boolean).join('\n'),
      url,
    });
  }
  return events;
}

const optional = <K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, string>>;
