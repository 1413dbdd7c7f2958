// How a presentation reads, wherever the interface shows one (the paper page, the schedule): its kind,
// its time on a clock, and the words of its calendar event. Their messages are the paper bundle's: a page
// that shows presentations loads it (src/lib/i18n/bundles.ts).

import { isKnownPresentationType, type KnownPresentationType, type PresentationWhen } from '../lib/presentationWhen';
import type { EventWording } from '../lib/schedule/paperEvents';
import type { MessageId, Translate } from '../i18n/i18n';

export const TYPE_LABELS: Record<KnownPresentationType, MessageId> = {
  oral: 'paper.typeOral',
  spotlight: 'paper.typeSpotlight',
  poster: 'paper.typePoster',
};

/** A presentation's kind in the reader's language, or the data's own word: "Oral", "invited talk", "Presentation". */
export function typeLabel(type: string | undefined, t: Translate): string {
  return isKnownPresentationType(type) ? t(TYPE_LABELS[type]) : type || t('paper.typeOther');
}

/** The messages a time is said with: a start alone, a start and an end, an end on the next day. */
export interface WhenMessages {
  start: MessageId;
  range: MessageId;
  overnight: MessageId;
}

/** With the day: "Tue, Jul 14 · 11:00 AM – 1:00 PM (UTC−7)". */
export const WITH_DAY: WhenMessages = { start: 'paper.whenStart', range: 'paper.when', overnight: 'paper.whenOvernight' };

/** A time as one line, in `messages` (WITH_DAY by default); undefined without one. */
export function whenText(when: PresentationWhen | undefined, t: Translate, messages: WhenMessages = WITH_DAY): string | undefined {
  if (when === undefined) return undefined;
  if (when.end === undefined) return t(messages.start, { ...when });
  return t(when.endDay === undefined ? messages.range : messages.overnight, { ...when });
}

/** The words of a calendar event in the reader's language: "Oral: " before a talk's title, "Poster #12". */
export function eventWording(t: Translate): EventWording {
  return {
    poster: (position) => t('paper.calendarPoster', { position }),
    kind: (type) => (type === 'oral' ? t('paper.calendarKind', { kind: t(TYPE_LABELS.oral) }) : ''),
  };
}
