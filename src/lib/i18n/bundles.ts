// The interface's messages are kept per feature (src/i18n/messages/<locale>/<namespace>.json) and loaded
// in bundles, only for the active language: `base` with the first page, whatever it is (the frame, the
// search page and what every page can show), the others with the page that needs them.

export const MESSAGE_BUNDLES = {
  base: ['app', 'search', 'query', 'library', 'theme', 'offline'],
  paper: ['paper'],
  map: ['map'],
  overview: ['overview'],
} as const;

export type MessageBundle = keyof typeof MESSAGE_BUNDLES;
export type MessageNamespace = (typeof MESSAGE_BUNDLES)[MessageBundle][number];

export const MESSAGE_NAMESPACES: readonly MessageNamespace[] = Object.values(MESSAGE_BUNDLES).flat();
