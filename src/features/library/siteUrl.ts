// Absolute addresses of the app's pages, for links that leave the browser (shared, exported).

import { absoluteUrl, paperAddress } from '../../config/base';

/** siteUrl('/paper/cfmm') => "https://example.org/icml2026/paper/cfmm" under BASE_PATH=/icml2026/ */
export function siteUrl(appHref: string): string {
  return absoluteUrl(import.meta.env.BASE_URL, appHref, window.location.origin);
}

/** A paper page's absolute address. */
export const paperUrl = (id: string): string => paperAddress(import.meta.env.BASE_URL, id, window.location.origin);

