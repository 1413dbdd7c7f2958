// The interface's messages are kept per feature (src/i18n/messages/<locale>/<namespace>.json) and loaded
// in bundles, only for the active language: `base` with the first page, whatever it is (the frame, the
// search page and what every page can show), the others with the page that needs them. `later` holds what
// the search page shows only on demand (help, no results, the phone's filter sheet, the save and export
// forms, the library's notices, the offline notices) and the reading list's page: it is fetched once the first results are
// shown, and each of those parts waits for it with its code. Which file an id lives in is a question of
// weight only: ids keep their feature's prefix (search.*, library.*). The build fails when the first
// load's code has an id that is not in `base` (scripts/build/firstLoadMessages.ts).

export const MESSAGE_BUNDLES = {
  base: ['app', 'search', 'query', 'library', 'theme'],
  later: ['searchLater', 'libraryLater', 'offline'],
  paper: ['paper'],
  map: ['map'],
  overview: ['overview'],
  schedule: ['schedule'],
} as const;

export type MessageBundle = keyof typeof MESSAGE_BUNDLES;
export type MessageNamespace = (typeof MESSAGE_BUNDLES)[MessageBundle][number];

export const MESSAGE_NAMESPACES: readonly MessageNamespace[] = Object.values(MESSAGE_BUNDLES).flat();
