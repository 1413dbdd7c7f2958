// When and where a published paper is presented: each talk and poster with its session, its day and time
// on the venue's clock (the offset named: a reader at home can tell it is not their clock), its room and
// its poster board. An oral has both its talk and its poster. Nothing for a bare list of abstracts.

import type { Presentation } from '../../lib/types';
import { isKnownPresentationType, presentationWhen, type KnownPresentationType } from '../../lib/presentationWhen';
import { calendarFile, exportableEvents } from '../../lib/schedule/ics';
import { paperEvents, type EventPaper, type EventWording } from '../../lib/schedule/paperEvents';
import { downloadText } from '../../components/download';
import { useLocale, useT } from '../../i18n/i18n';
import type { MessageId, Translate } from '../../i18n/i18n';

export const TYPE_LABELS: Record<KnownPresentationType, MessageId> = {
  oral: 'paper.typeOral',
  spotlight: 'paper.typeSpotlight',
  poster: 'paper.typePoster',
};

/** The time as one line: "Tue, Jul 14 · 11:00 AM – 1:00 PM (UTC−7)"; undefined without a start. */
function whenText(presentation: Presentation, locale: string, t: Translate): string | undefined {
  const when = presentationWhen(presentation, locale);
  if (when === undefined) return undefined;
  if (when.end === undefined) return t('paper.whenStart', { ...when });
  return when.endDay === undefined ? t('paper.when', { ...when }) : t('paper.whenOvernight', { ...when });
}

/** The paper as its calendar file needs it: its id, its title as text, its authors and its page's address. */
export type CalendarPaper = Omit<EventPaper, 'presentations'> & { url: string };

/** The words of a calendar event in the reader's language: "Oral: " before a talk's title, "Poster #12". */
export function eventWording(t: Translate): EventWording {
  return {
    poster: (position) => t('paper.calendarPoster', { position }),
    kind: (type) => (type === 'oral' ? t('paper.calendarKind', { kind: t(TYPE_LABELS.oral) }) : ''),
  };
}

export function PaperPresentations({ presentations, paper }: { presentations: readonly Presentation[] | undefined; paper?: CalendarPaper }) {
  const t = useT();
  const locale = useLocale();
  if (presentations === undefined || presentations.length === 0) return null;
  const events = paper === undefined
    ? []
    : exportableEvents(paperEvents({ ...paper, presentations }, eventWording(t), { host: new URL(paper.url).host, paperUrl: () => paper.url })).kept;
  return (
    <section className="paper-section" aria-labelledby="presentations-title">
      <h2 id="presentations-title">{t('paper.presentations')}</h2>
      <ul className="presentations">
        {presentations.map((presentation, i) => {
          const when = whenText(presentation, locale, t);
          const { type, session, room, posterPosition } = presentation;
          return (
            <li key={i} className="presentation">
              <h3 className="presentation-type">
                {isKnownPresentationType(type) ? t(TYPE_LABELS[type]) : type ? <span lang="en">{type}</span> : t('paper.typeOther')}
              </h3>
              {(session || when || room || posterPosition) && (
                <dl>
                  {session && <Detail term={t('paper.session')} value={session} lang="en" />}
                  {when && <Detail term={t('paper.time')} value={when} />}
                  {room && <Detail term={t('paper.room')} value={room} lang="en" />}
                  {posterPosition && <Detail term={t('paper.posterBoard')} value={`#${posterPosition}`} />}
                </dl>
              )}
            </li>
          );
        })}
      </ul>
      {paper !== undefined && events.length > 0 && (
        <button
          type="button"
          className="button button-small"
          onClick={() => downloadText(calendarFile(events, { prodId: '-//Paper Explorer//EN', stamp: new Date(), name: paper.title }), `${paper.id}.ics`, 'text/calendar')}
        >
          {t('paper.addToCalendar')}
        </button>
      )}
    </section>
  );
}

/** One line of a presentation: what it is, then the data's value (English, as the conference wrote it). */
function Detail({ term, value, lang }: { term: string; value: string; lang?: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd lang={lang}>{value}</dd>
    </div>
  );
}
