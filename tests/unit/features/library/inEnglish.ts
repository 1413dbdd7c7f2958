// What reading the library left out (src/lib/library/issues.ts: codes and values), worded in English the
// way the page words it (issueText.ts with the English catalog), so that tests assert what a reader reads.

import { reasonText, subjectText } from '../../../../src/features/library/issueText';
import { activateLocale } from '../../../../src/i18n/i18n';
import type { LibraryIssue } from '../../../../src/lib/library/issues';

await activateLocale('en', ['base', 'later']);

/** inEnglish([{ what: { kind: 'readingList' }, reason: { code: 'missing' } }]) => [{ what: 'reading list', reason: 'it is missing' }] */
export const inEnglish = (issues: readonly LibraryIssue[]) => issues.map(issueInEnglish);

export const issueInEnglish = ({ what, reason }: LibraryIssue) => ({ what: subjectText(what), reason: reasonText(reason) });
