// The built site served the way a static host serves it (npm start, npm run preview, the end-to-end tests,
// the benchmark): /paper/ID from paper/ID/index.html, unknown addresses 404 with 404.html, text compressed,
// hashed assets cached for good. Which file a URL means, and the headers, come from scripts/serve/staticHost.ts;
// this file does the sockets and the file system.
//
// Files are looked up per request from the folder's path, and each response reads from one open file, so
// when a build swaps a new folder in (scripts/build/build.ts) the next request gets the new site and no response
// mixes the two.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { open, stat, type FileHandle } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import {
  cacheControl, contentType, isCompressible, pickEncoding, requestTarget, type Encoding,
} from './staticHost';

export interface ServeOptions {
  /** The port; 0 (the default) takes any free one. */
  port?: number;
  /** The interface to listen on; default 127.0.0.1 (this machine only). */
  host?: string;
  /** Where the site lives (BASE_PATH), absolute, starting and ending with "/"; default "/". Outside it: 404. */
  basePath?: string;
  /**
   * Answer index.html with 200 for an unknown path that has no file extension, as a host with an SPA
   * fallback does; default false (404 with 404.html). For a build without prerendered pages (the benchmark's).
   */
  spaFallback?: boolean;
  /**
   * 'production' (the default): hashed assets/ kept a year, everything else revalidated (ETag, 304).
   * 'none': Cache-Control no-store on everything, so that every load is a cold one (the benchmark).
   */
  caching?: 'production' | 'none';
  /** Compress text by Accept-Encoding (brotli, else gzip); default true. */
  compress?: boolean;
}

export interface StaticServer {
  /** http://HOST:PORT, without a trailing slash. */
  url: string;
  close(): Promise<void>;
}

// Below this, compressing costs more than it saves.
const MIN_COMPRESS_BYTES = 512;
// Brotli's default (11) is for compressing once ahead of time; 5 is gzip's speed at a better ratio.
const BROTLI_QUALITY = 5;
// Compressed bodies kept for the next request, as a CDN or a host that precompresses keeps them (at most
// this many bytes, oldest out first): compressing text.json afresh for every load put 1 s of the
// server's work (7 MiB at 5,000 papers) into every page load the benchmark measured.
const COMPRESSED_CACHE_BYTES = 512 * 1024 * 1024;
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
// How long a request waits for the folder while a build swaps it in (between its two renames).
const SWAP_WAIT_MS = 1000;

/**
 * Serves the folder `root` as a static host would.
 *   const server = await serveStatic('dist', { port: 4173, basePath: '/icml2026/' }); … await server.close();
 */
export async function serveStatic(root: string, options: ServeOptions = {}): Promise<StaticServer> {
  const settings = {
    root: resolve(root),
    basePath: options.basePath ?? '/',
    spaFallback: options.spaFallback ?? false,
    caching: options.caching ?? 'production',
    compress: options.compress ?? true,
    compressedCache: { bodies: new Map<string, Buffer>(), bytes: 0 },
  };
  const server = createServer((request, response) => {
    answer(settings, request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(String(error));
      else response.destroy();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, host, () => done());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

type Settings = Required<Omit<ServeOptions, 'port' | 'host'>> & {
  root: string;
  /** Compressed bodies by encoding, size, time and file, and their total size (see compressed()). */
  compressedCache: { bodies: Map<string, Buffer>; bytes: number };
};

async function answer(settings: Settings, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('method not allowed\n');
    return;
  }
  const target = requestTarget(request.url ?? '/', settings.basePath);
  if (target.kind === 'bad-request') {
    response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`bad request: ${target.reason}\n`);
    return;
  }
  if (target.kind === 'redirect') {
    response.writeHead(301, { Location: target.location, 'Cache-Control': noCache(settings) }).end();
    return;
  }
  await waitForFolder(settings.root);
  if (target.kind === 'files') {
    for (const candidate of target.candidates) {
      const file = await openFile(join(settings.root, candidate.file));
      if (file === null) continue;
      if (candidate.redirect !== undefined) {
        await file.handle.close();
        response.writeHead(301, { Location: candidate.redirect, 'Cache-Control': noCache(settings) }).end();
        return;
      }
      await send(settings, request, response, 200, candidate.file, file);
      return;
    }
    const last = target.candidates[target.candidates.length - 1]?.file ?? '';
    if (settings.spaFallback && !/\.[a-z0-9]+$/i.test(last.replace(/\/index\.html$/, ''))) {
      const shell = await openFile(join(settings.root, 'index.html'));
      if (shell !== null) return send(settings, request, response, 200, 'index.html', shell);
    }
  }
  const page = await openFile(join(settings.root, '404.html'));
  if (page !== null) return send(settings, request, response, 404, '404.html', page);
  response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': noCache(settings) }).end('not found\n');
}

const noCache = (settings: Settings): string => (settings.caching === 'none' ? 'no-store' : 'no-cache');

/** One open regular file and its size and time; null when there is none at `path` (or it is a folder). */
async function openFile(path: string): Promise<{ handle: FileHandle; size: number; mtimeMs: number } | null> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch {
    return null;
  }
  const info = await handle.stat();
  if (!info.isFile()) {
    await handle.close();
    return null;
  }
  return { handle, size: info.size, mtimeMs: info.mtimeMs };
}

async function send(settings: Settings, request: IncomingMessage, response: ServerResponse, status: number,
  file: string, { handle, size, mtimeMs }: { handle: FileHandle; size: number; mtimeMs: number }): Promise<void> {
  try {
    const type = contentType(file);
    const compressible = settings.compress && isCompressible(type);
    const encoding: Encoding = compressible && size >= MIN_COMPRESS_BYTES
      ? pickEncoding(request.headers['accept-encoding']) : 'identity';
    const headers: Record<string, string | number> = { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' };
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    else headers['Content-Length'] = size;
    if (settings.caching === 'none' || status !== 200) {
      headers['Cache-Control'] = noCache(settings);
    } else {
      // Weak: the same ETag for the compressed and the plain body, which are the same content.
      const etag = `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
      headers['Cache-Control'] = cacheControl(file);
      headers.ETag = etag;
      headers['Last-Modified'] = new Date(mtimeMs).toUTCString();
      if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
        delete headers['Content-Length'];
        delete headers['Content-Encoding'];
        response.writeHead(304, headers).end();
        return;
      }
    }
    if (encoding !== 'identity' && request.method !== 'HEAD') {
      // The whole body, compressed (or kept from an earlier request), before the head: its length is known.
      const body = await compressed(settings, file, encoding, { handle, size, mtimeMs });
      headers['Content-Length'] = body.length;
      response.writeHead(status, headers).end(body);
      return;
    }
    response.writeHead(status, headers);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    await pipeline(handle.createReadStream({ autoClose: false }), response);
  } finally {
    await handle.close();
  }
}

/** The file's body compressed with `encoding`, kept per server (settings.compressedCache) by name, size and time. */
async function compressed(settings: Settings, file: string, encoding: Exclude<Encoding, 'identity'>,
  { handle, size, mtimeMs }: { handle: FileHandle; size: number; mtimeMs: number }): Promise<Buffer> {
  const cache = settings.compressedCache;
  const key = `${encoding}\u0000${size}\u0000${Math.floor(mtimeMs)}\u0000${file}`; // as the ETag: to the millisecond
  const kept = cache.bodies.get(key);
  if (kept !== undefined) return kept;
  const plain = await handle.readFile();
  const body = encoding === 'br'
    ? await compressBrotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: size } })
    : await compressGzip(plain);
  cache.bodies.set(key, body);
  cache.bytes += body.length;
  for (const [oldKey, old] of cache.bodies) {
    if (cache.bytes <= COMPRESSED_CACHE_BYTES) break;
    cache.bodies.delete(oldKey);
    cache.bytes -= old.length;
  }
  return body;
}

/** Waits (a little) while the folder is missing: a build is between renaming the old one away and the new one in. */
async function waitForFolder(root: string): Promise<void> {
  for (let waited = 0; waited < SWAP_WAIT_MS; waited += 20) {
    try {
      if ((await stat(root)).isDirectory()) return;
    } catch {
      // not there (yet)
    }
    await new Promise((done) => setTimeout(done, 20));
  }
}
