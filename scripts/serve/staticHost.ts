// How a static host (GitHub Pages, Netlify, a CDN) answers a request for the built site, as pure
// functions: which file a URL means, which encoding and caching a response gets. scripts/serve/staticServer.ts
// does the file system and the sockets. No fs, no node: strings in, decisions out.
//
// One canonical form of an address: without a trailing slash (/paper/cfmm, /map), the form the app's links
// and "Copy link" use; a folder's index.html is served there directly, and /paper/cfmm/ redirects to it.
// The site's root is the exception: it is the base path itself, which ends in "/" (/ or /icml2026/).

/** What to do with a request, before looking at the files. */
export type RequestTarget =
  /** Look for these files under the site's folder, in order (paths relative to it, "/"-separated). */
  | { kind: 'files'; candidates: FileCandidate[] }
  /** Answer a redirect to `location` (the query kept). */
  | { kind: 'redirect'; location: string }
  /** Outside the site (another base path) or a path no file can have (a ".." segment): 404. */
  | { kind: 'not-found' }
  /** A malformed percent-escape or a control character: 400. */
  | { kind: 'bad-request'; reason: string };

/** A file that may answer the request: served when it exists, or (with `redirect`) redirected to. */
export interface FileCandidate {
  file: string;
  /** When set, this file's existence answers with a redirect to this address instead of the file. */
  redirect?: string;
}

/**
 * Maps a request URL (path and query, as the client sent it) to the files that may answer it, for a site
 * under `basePath` (absolute, starting and ending with "/"):
 *   requestTarget('/paper/cfmm', '/')          => files paper/cfmm, then paper/cfmm/index.html
 *   requestTarget('/paper/cfmm/?q=x', '/')     => paper/cfmm/index.html, redirecting to /paper/cfmm?q=x
 *   requestTarget('/icml2026', '/icml2026/')   => redirect to /icml2026/
 *   requestTarget('/elsewhere', '/icml2026/')  => not-found
 *   requestTarget('/paper/%E0%A4%A', '/')      => bad-request
 *   requestTarget('/..%2fsecret', '/')         => not-found
 */
export function requestTarget(url: string, basePath: string): RequestTarget {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  if (!rawPath.startsWith('/') || rawPath.startsWith('//')) return { kind: 'not-found' };
  if (`${rawPath}/` === basePath) return { kind: 'redirect', location: basePath + query };
  if (!rawPath.startsWith(basePath)) return { kind: 'not-found' };
  const rest = rawPath.slice(basePath.length);
  if (rest === '') return { kind: 'files', candidates: [{ file: 'index.html' }] };
  const trailingSlash = rest.endsWith('/');
  const decoded: string[] = [];
  for (const segment of (trailingSlash ? rest.slice(0, -1) : rest).split('/')) {
    let name: string;
    try {
      name = decodeURIComponent(segment);
    } catch {
      return { kind: 'bad-request', reason: `malformed percent-encoding in "${segment}"` };
    }
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(name)) return { kind: 'bad-request', reason: 'a control character in the path' };
    // An encoded "/" or "\" would let one segment reach into another folder; "" ("a//b"), ".." and other
    // dot names (a build's temporary files) name no file of the site.
    if (/[/\\]/.test(name) || name === '' || name.startsWith('.')) return { kind: 'not-found' };
    decoded.push(name);
  }
  const path = decoded.join('/');
  if (trailingSlash) {
    return { kind: 'files', candidates: [{ file: `${path}/index.html`, redirect: rawPath.slice(0, -1) + query }] };
  }
  return { kind: 'files', candidates: [{ file: path }, { file: `${path}/index.html` }] };
}

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  wasm: 'application/wasm',
};

/** contentType('assets/index-Bx1.js') => "text/javascript; charset=utf-8"; unknown => application/octet-stream */
export function contentType(file: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** Whether compressing a response of this type pays: text, JSON, SVG; not images, fonts (woff2 is compressed). */
export const isCompressible = (type: string): boolean =>
  /^(?:text\/|application\/(?:json|manifest\+json|xml|javascript)|image\/svg\+xml)/.test(type);

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send, from the request's Accept-Encoding: brotli, else gzip, else none; q=0 refuses.
 *   pickEncoding('gzip, deflate, br') => "br"; pickEncoding('gzip;q=1, br;q=0') => "gzip"; pickEncoding(undefined) => "identity"
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => accepted.get(name) ?? (accepted.has('*') ? (accepted.get('*') ?? 0) : 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** A year: what "never changes" means to a browser cache. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The Cache-Control a file gets: vite's hashed assets never change under their name, so they are kept
 * for a year; everything else (pages, data, favicon) may change with the next build, so the browser
 * revalidates it every time (cheap: a 304 when the ETag matches).
 *   cacheControl('assets/index-Bx1.js') => "public, max-age=31536000, immutable"
 *   cacheControl('paper/cfmm/index.html') => "no-cache"
 */
export const cacheControl = (file: string): string => (file.startsWith('assets/') ? IMMUTABLE : 'no-cache');
