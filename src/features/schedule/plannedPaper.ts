// A saved paper as the schedule shows it.
import type { ReadingStatus } from '../../lib/library/types';
import type { Presentation, TitleSource } from '../../lib/types';

export interface PlannedPaper {
  id: string;
  /** As plain text (a published title's TeX as its words). */
  title: string;
  /** Unknown for a saved paper that is not (or not yet) in the list: treated as derived. */
  titleSource?: TitleSource;
  /** The authors' names, in order. */
  authors: readonly string[];
  presentations: readonly Presentation[];
  /** The reader's status and note; absent on a schedule someone shared. */
  status?: ReadingStatus;
  note?: string;
}
