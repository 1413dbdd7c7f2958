// When and where a published paper is presented: each talk and poster with its session, its day and time
// on the venue's clock (the offset named: a reader at home can tell it is not their clock), its room and
// its poster board. An oral has both its talk and its poster. Nothing for a bare list of abstracts.

import type { Presentation } from '../../lib/types';
import { isKnownPresentationType, presentationWhen } from '../../lib/presentationWhen';
import { calendarFile, exportableEvents } from '../../lib/schedule/ics';
import { paperEvents, type EventPaper } from '../../lib/schedule/paperEvents';
import { downloadText } from '../../components/download';
import { eventWording, TYPE_LABELS, whenText } from '../../components/presentationText';
import { useLocale, useT } from '../../i18n/i18n';

/** The paper as its calendar file needs it: its id, its title as text, its authors and its page's address. */
export type CalendarPaper = Omit<EventPaper, 'presentations'> & { url: string };

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
          const when = whenText(presentationWhen(presentation, locale), t);
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
