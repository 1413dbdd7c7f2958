// What reading the library left out or changed (src/lib/library/issues.ts), in the active language:
// the messages library.issue.<code> (why), library.at.<kind> (where) and library.value.<kind> (what a
// value was), in libraryLater.json, which loads with every view that shows them (the reading list's page,
// a shared list, the library's notices).
//   issueText({ what: { kind: 'item', list: 'readingList', n: 3, id: 'cfmm' }, reason: { code: 'noStatus' } })
//     => "reading list item 3 (cfmm): it has no status" | "阅读列表第 3 项（cfmm）：没有状态"

import { formatList, t } from '../../i18n/i18n';
import type { MessageId, Values } from '../../i18n/i18n';
import type { IssueReason, IssueSubject, LibraryIssue, ValueKind } from '../../lib/library/issues';

/** Where and why, as one line. */
export function issueText(issue: LibraryIssue): string {
  return t('library.issueLine', { what: subjectText(issue.what), reason: reasonText(issue.reason) });
}

/** What the issue is about: subjectText({ kind: 'savedSearch', name: 'GANs' }) => "saved search “GANs”" */
export function subjectText(subject: IssueSubject): string {
  switch (subject.kind) {
    case 'item':
      if (subject.id !== undefined) return t('library.at.itemId', { list: subject.list, n: subject.n, id: subject.id });
      if (subject.name !== undefined) return t('library.at.itemName', { list: subject.list, n: subject.n, name: subject.name });
      return t('library.at.item', { list: subject.list, n: subject.n });
    case 'file':
      return t('library.at.file', { name: subject.name });
    case 'paper':
      return t('library.at.paper', { id: subject.id, title: subject.title });
    case 'savedSearch':
      return t('library.at.savedSearch', { name: subject.name });
    case 'linkValue':
      return t('library.at.linkValue', { json: subject.json });
    case 'morePapers':
      return t('library.at.morePapers', { count: subject.count });
    default:
      return t(`library.at.${subject.kind}`);
  }
}

/** Why: reasonText({ code: 'notList', got: 'string' }) => "it is not a list (got a string)" */
export function reasonText(reason: IssueReason): string {
  // Every code has its message: an id missing from the English catalog fails to compile here.
  const id: MessageId = `library.issue.${reason.code}`;
  const values: Values = { ...reason };
  if ('got' in reason) values.got = valueText(reason.got);
  if ('of' in reason) values.of = subjectText(reason.of);
  if ('by' in reason) values.by = subjectText(reason.by);
  if ('sorts' in reason) values.sorts = formatList(reason.sorts);
  return t(id, values);
}

/** What a value was: valueText('list') => "a list" */
export function valueText(kind: ValueKind): string {
  return t(`library.value.${kind}`);
}
