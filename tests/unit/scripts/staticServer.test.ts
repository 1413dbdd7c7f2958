// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from '../../../scripts/lib/staticServer';

describe('serveStatic', () => {
  let root: string;
  let server: StaticServer;

  beforeAll(async () => {
    const parent = mkdtempSync(join(tmpdir(), 'static-'));
    root = join(parent, 'site');
    mkdirSync(join(root, 'data'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(root, 'data', 'list.json'), '{"version":1}');
    writeFileSync(join(parent, 'secret.txt'), 'secret');
    server = await serveStatic(root);
  });

  afterAll(async () => {
    await server.close();
    rmSync(join(root, '..'), { recursive: true, force: true });
  });

  const get = (path: string) => fetch(`${server.url}${path}`);

  it('serves a file with its content type and no caching', async () => {
    const response = await get('/data/list.json?v=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('{"version":1}');
  });

  it('answers index.html for an app route, even a malformed one', async () => {
    for (const path of ['/', '/paper/some-id', '/paper/%E0%A4%A']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>app</title>');
    }
  });

  it('answers 404, not HTML, for a missing file', async () => {
    expect((await get('/data/text.json')).status).toBe(404);
  });

  // fetch() would normalise '/../secret.txt' away; node:http sends the path as written.
  const rawStatus = (path: string) =>
    new Promise<number | undefined>((resolve, reject) => {
      const { hostname, port } = new URL(server.url);
      request({ hostname, port, path }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
        .on('error', reject)
        .end();
    });

  it('never serves outside its folder', async () => {
    expect(await rawStatus('/../secret.txt')).toBe(404);
    expect(await rawStatus('/data/../../secret.txt')).toBe(404);
    expect((await get('/..%2fsecret.txt')).status).toBe(404);
  });
});
