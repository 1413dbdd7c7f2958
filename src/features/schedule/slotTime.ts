// A slot's time as its heading says it: the venue's clock, labelled, and the reader's own when it is not
// the venue's.
import { presentationWhen, readerWhen } from '../../lib/presentationWhen';
import type { ScheduleSlot } from '../../lib/schedule/schedule';
import { whenText, type WhenMessages } from '../../components/presentationText';
import type { Translate } from '../../i18n/i18n';

// The clock without the day (the day's heading says it).
const CLOCK: WhenMessages = { start: 'schedule.clockStart', range: 'schedule.clock', overnight: 'schedule.clockOvernight' };

/** "11:00 AM – 1:00 PM (UTC−7)": the venue's clock, without the day. */
export function slotClock(slot: Pick<ScheduleSlot, 'start' | 'end'>, locale: string, t: Translate): string {
  return whenText(presentationWhen(slot, locale), t, CLOCK) ?? slot.start;
}

/** "Your time: Wed, Jul 15 · 3:00 AM – 5:00 AM (UTC+9)", or undefined for a reader on the venue's clock. */
export function readerClock(slot: Pick<ScheduleSlot, 'start' | 'end'>, locale: string, zone: string, t: Translate): string | undefined {
  const when = whenText(readerWhen(slot, locale, zone), t);
  return when === undefined ? undefined : t('schedule.yourTime', { when });
}
