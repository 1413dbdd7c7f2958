// Whether a title may be presented as the paper's own. Lists of abstracts have no titles: most are
// derived from the abstract (names.ts); a curator's override and a conference's published title are
// titles someone vouched for.
import type { TitleSource } from './types';

/** What every view says next to a derived title: on the paper page, in tooltips, in citations. */
export const DERIVED_TITLE_NOTE = 'Title derived from the abstract';

/**
 * Whether to mark the title as derived. An unknown source (a saved title of a paper that has left the
 * list) counts as derived: nothing says a person chose it.
 *   isDerivedTitle({ titleSource: 'override' }) => false; isDerivedTitle({ titleSource: 'published' }) => false
 *   isDerivedTitle({}) => true
 */
export function isDerivedTitle(paper: { titleSource?: TitleSource | undefined }): boolean {
  return paper.titleSource !== 'override' && paper.titleSource !== 'published';
}

/**
 * The tooltip (title attribute) for a link whose text is the paper's title: the note for a derived
 * title, nothing for a curator's.
 *   derivedTitleHint({ titleSource: 'derived' }) => "Title derived from the abstract"
 */
export function derivedTitleHint(paper: { titleSource?: TitleSource | undefined }): string | undefined {
  return isDerivedTitle(paper) ? DERIVED_TITLE_NOTE : undefined;
}
