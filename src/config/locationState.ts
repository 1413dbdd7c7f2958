// What a navigation leaves in its history entry's state (React Router's location.state) for another
// part of the app to read: the search results link to papers with one mark, the search box types with
// another. Here, not in a feature, because more than one layer reads them: features (the paper page's
// route, the search box's draft) and the shell (src/app/history.ts makes the browser wait for typed
// entries). src/config is what every layer may import, and a mark is a shared constant, not logic.

/** The history state of a paper page opened from the search results: Back returns to them as they were. */
export const FROM_SEARCH = { fromSearch: true } as const;

/** isFromSearch(location.state) => whether the page was opened from the search results. */
export const isFromSearch = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { fromSearch?: unknown }).fromSearch === true;

/**
 * The history state of an entry the search box wrote while typing: the box keeps its own draft for those
 * (useSearchDraft), and the browser is told of them once typing pauses (src/app/lazyHistory.ts).
 */
export const TYPED_SEARCH = { searchTyped: true } as const;

/** isTypedLocation(location.state) => whether the search box wrote the entry while typing. */
export const isTypedLocation = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { searchTyped?: unknown }).searchTyped === true;
