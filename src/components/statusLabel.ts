// How the interface names a reading status, wherever one is shown (the reading list, the schedule).

import { t } from '../i18n/i18n';
import type { MessageId } from '../i18n/i18n';
import type { ReadingStatus } from '../lib/library/types';

const STATUS_MESSAGES: Readonly<Record<ReadingStatus, MessageId>> = {
  'to-read': 'library.statusToRead',
  reading: 'library.statusReading',
  read: 'library.statusRead',
};

/** What the reader sees for each status, in the active language: statusLabel('to-read') => "To read" */
export const statusLabel = (status: ReadingStatus): string => t(STATUS_MESSAGES[status]);
