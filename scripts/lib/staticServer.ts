// A tiny static file server for the benchmark (and anything else that needs the built site served):
// serves a folder, answers index.html for any path that is not a file (a static host's SPA fallback,
// so /paper/<id> loads), never serves outside the folder, and never lets the browser cache.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  /** http://127.0.0.1:PORT, without a trailing slash. */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `root` on 127.0.0.1 at `port` (0: any free port).
 *   const server = await serveStatic('.bench/site-5000'); … await server.close();
 * A path with a file extension that does not exist answers 404 (a missing data file must not come back
 * as HTML); any other missing path answers index.html.
 */
export async function serveStatic(root: string, port = 0): Promise<StaticServer> {
  const base = resolve(root);
  const server = createServer((request, response) => {
    void (async () => {
      const file = await resolveFile(base, request.url ?? '/');
      const headers = { 'Cache-Control': 'no-store' };
      if (file === null) {
        response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
        return;
      }
      const body = await readFile(file);
      response.writeHead(200, {
        ...headers,
        'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'Content-Length': body.length,
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(String(error));
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done());
  });
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

// resolveFile(base, '/assets/app.js?v=1') => "<base>/assets/app.js"; '/paper/x' => "<base>/index.html";
// '/../secret' => null; a malformed escape ('/paper/%E0%A4%A') => index.html, for the app to report.
async function resolveFile(base: string, url: string): Promise<string | null> {
  const index = join(base, 'index.html');
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return (await isFile(index)) ? index : null;
  }
  const candidate = resolve(join(base, pathname));
  if (candidate !== base && !candidate.startsWith(base + sep)) return null;
  if (await isFile(candidate)) return candidate;
  if (await isFile(join(candidate, 'index.html'))) return join(candidate, 'index.html');
  if (extname(pathname) !== '') return null;
  return (await isFile(index)) ? index : null;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
