// Where the site lives. BASE_PATH at build time (see vite.config.ts) becomes import.meta.env.BASE_URL,
// which always ends in "/"; the router wants it without, and the data sits under it.

import { paths } from './paths';

// routerBasename('/icml2026/') => "/icml2026"; routerBasename('/') => "/"; routerBasename('./') => "/"
export function routerBasename(baseUrl: string): string {
  if (!baseUrl.startsWith('/')) return '/';
  const trimmed = baseUrl.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

// dataUrl('/icml2026/', 'list.json') => "/icml2026/data/list.json"
export function dataUrl(baseUrl: string, file: string): string {
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}data/${file}`;
}

// appPath('/icml2026/paper/x', '/icml2026') => "/paper/x"; appPath('/icml2026', '/icml2026') => "/";
// appPath('/elsewhere', '/icml2026') => null (not under the site)
export function appPath(pathname: string, basename: string): string | null {
  if (basename === '/') return pathname;
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : null;
}

// absoluteUrl('/icml2026/', '/paper/x', 'https://a.org') => "https://a.org/icml2026/paper/x"
export function absoluteUrl(baseUrl: string, appHref: string, origin: string): string {
  const base = routerBasename(baseUrl);
  return new URL(base === '/' ? appHref : `${base}${appHref}`, origin).href;
}

/**
 * A paper's address, in its one canonical form (no trailing slash; the server serves the prerendered
 * paper/ID/index.html there): what Copy link, the share sheet, exports, canonical tags, og:url and the
 * sitemap all give.
 *   paperAddress('/icml2026/', 'cfmm', 'https://a.org') => "https://a.org/icml2026/paper/cfmm"
 */
export const paperAddress = (baseUrl: string, id: string, origin: string): string =>
  absoluteUrl(baseUrl, paths.paper.href(id), origin);
