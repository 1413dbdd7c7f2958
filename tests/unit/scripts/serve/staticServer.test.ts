import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type ServeOptions, type StaticServer } from '../../../../scripts/serve/staticServer';

// Long enough to be worth compressing.
const LIST = JSON.stringify({ version: 1, papers: Array.from({ length: 50 }, (_, i) => ({ id: `paper-${i}`, title: 'A title' })) });
const page = (title: string) => `<!doctype html><title>${title}</title><body>${'<p>text</p>'.repeat(60)}</body>`;

/** A built site in a fresh folder (with a secret next to it); returns the site's folder. */
function makeSite(): string {
  const parent = mkdtempSync(join(tmpdir(), 'static-'));
  const root = join(parent, 'site');
  for (const dir of ['data', 'assets', 'paper/cfmm', 'map']) mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, 'index.html'), page('Papers'));
  writeFileSync(join(root, '404.html'), page('Not found'));
  writeFileSync(join(root, 'paper', 'cfmm', 'index.html'), page('CFMM — ICML 2026'));
  writeFileSync(join(root, 'map', 'index.html'), page('Papers'));
  writeFileSync(join(root, 'data', 'list.json'), LIST);
  writeFileSync(join(root, 'assets', 'index-Bx1.js'), 'console.log(1);\n'.repeat(100));
  writeFileSync(join(root, 'assets', 'logo.png'), Buffer.alloc(2000, 7));
  writeFileSync(join(parent, 'secret.txt'), 'secret');
  return root;
}

/** A request with node:http, which (unlike fetch) sends the path as written and never decompresses. */
function raw(server: StaticServer, path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((done, fail) => {
    const { hostname, port } = new URL(server.url);
    request({ hostname, port, path, method: init.method ?? 'GET', headers: init.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', fail).end();
  });
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('serveStatic', () => {
  let root: string;
  let server: StaticServer;

  beforeAll(async () => {
    root = makeSite();
    server = await serveStatic(root);
  });

  afterAll(async () => {
    await server.close();
    rmSync(join(root, '..'), { recursive: true, force: true });
  });

  it('serves a prerendered paper page at /paper/ID, and redirects /paper/ID/ there', async () => {
    const page = await raw(server, '/paper/cfmm?q=flow');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(titleOf(page.body.toString())).toBe('CFMM — ICML 2026');
    const slash = await raw(server, '/paper/cfmm/?q=flow');
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/paper/cfmm?q=flow');
    // fetch follows the redirect to the page itself.
    const followed = await fetch(`${server.url}/paper/cfmm/`);
    expect(followed.url).toBe(`${server.url}/paper/cfmm`);
    expect(titleOf(await followed.text())).toBe('CFMM — ICML 2026');
  });

  it('serves the app shell at its own routes, and 404.html with a 404 anywhere else', async () => {
    for (const path of ['/', '/?q=kernel', '/map', '/map?q=x']) {
      const response = await raw(server, path);
      expect(response.status, path).toBe(200);
      expect(titleOf(response.body.toString()), path).toBe('Papers');
    }
    for (const path of ['/paper/no-such-paper', '/nowhere', '/data/text.json', '/paper/cfmm/extra']) {
      const response = await raw(server, path);
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(titleOf(response.body.toString()), path).toBe('Not found');
    }
  });

  it('compresses text by Accept-Encoding, with Vary, and the same bytes once decompressed', async () => {
    const plain = await raw(server, '/data/list.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['content-length']).toBe(String(LIST.length));
    expect(plain.body.toString()).toBe(LIST);

    const gzip = await raw(server, '/data/list.json', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    expect(gzip.body.length).toBeLessThan(LIST.length);
    expect(gunzipSync(gzip.body).toString()).toBe(LIST);

    const br = await raw(server, '/paper/cfmm', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(titleOf(brotliDecompressSync(br.body).toString())).toBe('CFMM — ICML 2026');

    const notFound = await raw(server, '/nowhere', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(notFound.status).toBe(404);
    expect(titleOf(gunzipSync(notFound.body).toString())).toBe('Not found');

    const png = await raw(server, '/assets/logo.png', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
    expect(png.body.length).toBe(2000);
  });

  it('compresses a file once: a later request gets the kept body, a changed file a new one', async () => {
    const file = join(root, 'data', 'kept.json');
    const old = JSON.stringify({ words: 'first '.repeat(200) });
    // Whole seconds: a time with a fraction does not survive utimes exactly (binary floating point).
    const then = 1_700_000_000;
    writeFileSync(file, old);
    utimesSync(file, then, then);
    const first = await raw(server, '/data/kept.json', { headers: { 'Accept-Encoding': 'br' } });
    expect(brotliDecompressSync(first.body).toString()).toBe(old);
    expect(first.headers['content-length']).toBe(String(first.body.length));
    // The same size and time, other bytes: only a kept body still says "first".
    writeFileSync(file, old.replace(/first/g, 'other'));
    utimesSync(file, then, then);
    const again = await raw(server, '/data/kept.json', { headers: { 'Accept-Encoding': 'br' } });
    expect(brotliDecompressSync(again.body).toString()).toBe(old);
    // Changed as a new build changes it: compressed afresh.
    const changed = JSON.stringify({ words: 'changed '.repeat(200) });
    writeFileSync(file, changed);
    utimesSync(file, then, then + 5);
    const fresh = await raw(server, '/data/kept.json', { headers: { 'Accept-Encoding': 'br' } });
    expect(brotliDecompressSync(fresh.body).toString()).toBe(changed);
  });

  it('keeps hashed assets for good, and revalidates pages and data with an ETag', async () => {
    const asset = await raw(server, '/assets/index-Bx1.js');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/paper/cfmm', '/data/list.json']) {
      const first = await raw(server, path);
      expect(first.headers['cache-control'], path).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag, path).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      const again = await raw(server, path, { headers: { 'If-None-Match': etag } });
      expect(again.status, path).toBe(304);
      expect(again.body.length, path).toBe(0);
    }
    expect((await raw(server, '/nowhere')).headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await raw(server, '/data/list.json', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(LIST.length));
    expect(head.body.length).toBe(0);
    expect((await raw(server, '/nowhere', { method: 'HEAD' })).status).toBe(404);
    const post = await raw(server, '/', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('never serves outside its folder', async () => {
    for (const path of ['/../secret.txt', '/data/../../secret.txt', '/..%2fsecret.txt', '/%2e%2e/secret.txt', '/..%5csecret.txt']) {
      const response = await raw(server, path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).not.toContain('secret');
    }
  });

  it('answers 400 to a malformed escape, and keeps serving', async () => {
    const response = await raw(server, '/paper/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.body.toString()).toBe('bad request: malformed percent-encoding in "%E0%A4%A"\n');
    expect((await raw(server, '/paper/cfmm')).status).toBe(200);
  });

  it('serves the folder now at its path: a build swapped in whole is served at once', async () => {
    const next = `${root}.next`;
    mkdirSync(join(next, 'paper', 'cfmm'), { recursive: true });
    writeFileSync(join(next, 'paper', 'cfmm', 'index.html'), page('CFMM, rebuilt'));
    renameSync(root, `${root}.old`);
    const during = raw(server, '/paper/cfmm'); // the folder is missing: the request waits for the new one
    await new Promise((done) => setTimeout(done, 50));
    renameSync(next, root);
    try {
      expect(titleOf((await during).body.toString())).toBe('CFMM, rebuilt');
      expect(titleOf((await raw(server, '/paper/cfmm')).body.toString())).toBe('CFMM, rebuilt');
    } finally {
      rmSync(root, { recursive: true, force: true });
      renameSync(`${root}.old`, root);
    }
  });
});

describe('serveStatic under a base path', () => {
  it('serves the site under it, redirects its bare root, and 404s outside it', async () => {
    const root = makeSite();
    const server = await serveStatic(root, { basePath: '/icml2026/' });
    try {
      expect(titleOf((await raw(server, '/icml2026/paper/cfmm')).body.toString())).toBe('CFMM — ICML 2026');
      expect((await raw(server, '/icml2026/paper/cfmm/')).headers.location).toBe('/icml2026/paper/cfmm');
      expect((await raw(server, '/icml2026/data/list.json')).status).toBe(200);
      const bare = await raw(server, '/icml2026?q=x');
      expect(bare.status).toBe(301);
      expect(bare.headers.location).toBe('/icml2026/?q=x');
      for (const path of ['/', '/paper/cfmm', '/data/list.json', '/icml2025/']) {
        const response = await raw(server, path);
        expect(response.status, path).toBe(404);
        expect(titleOf(response.body.toString()), path).toBe('Not found');
      }
    } finally {
      await server.close();
      rmSync(join(root, '..'), { recursive: true, force: true });
    }
  });
});

describe('serveStatic for the benchmark', () => {
  it('falls back to index.html for app routes, never caches, never compresses', async () => {
    const root = makeSite();
    const options: ServeOptions = { spaFallback: true, caching: 'none', compress: false };
    const server = await serveStatic(root, options);
    try {
      const route = await raw(server, '/paper/not-prerendered', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(route.status).toBe(200);
      expect(titleOf(route.body.toString())).toBe('Papers');
      expect(route.headers['cache-control']).toBe('no-store');
      expect(route.headers['content-encoding']).toBeUndefined();
      expect(route.headers.etag).toBeUndefined();
      expect((await raw(server, '/assets/index-Bx1.js')).headers['cache-control']).toBe('no-store');
      // A missing data file is a 404, not HTML that would fail to parse.
      expect((await raw(server, '/data/text.json')).status).toBe(404);
    } finally {
      await server.close();
      rmSync(join(root, '..'), { recursive: true, force: true });
    }
  });
});
