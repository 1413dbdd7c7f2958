import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeServiceWorker } from '../../../../scripts/build/serviceWorker';

let dist: string;
const put = (path: string, content: string) => {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), content);
};
// The worker's list: every { url, revision, size } written into sw.js.
const keptEntries = () =>
  [...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(/\{"url":"([^"]+)","revision":("[0-9a-f]+"|null),"size":(\d+)\}/g)].map((m) => ({
    url: m[1]!,
    revision: JSON.parse(m[2]!) as string | null,
    size: Number(m[3]),
  }));
const keptFiles = () => new Map(keptEntries().map(({ url, revision }) => [url, revision]));

beforeAll(() => {
  dist = mkdtempSync(join(os.tmpdir(), 'sw-'));
  for (const path of ['index.html', '404.html', 'app-shell.html', 'map/index.html', 'theme.js', 'favicon.svg', 'manifest.webmanifest', 'paper/cfmm/index.html', 'sw.js']) put(path, `<!-- ${path} -->`);
  for (const path of ['assets/index-AbC123.js', 'assets/index-Def456.css', 'assets/KaTeX_Main-Regular-x1.woff2', 'assets/KaTeX_Main-Regular-x2.woff', 'assets/KaTeX_Main-Regular-x3.ttf']) {
    put(path, path);
  }
  for (const path of ['data/list.json', 'data/text.json', 'data/paper-parts.json', 'data/papers.json', 'data/paper/cfmm.json']) put(path, '{}');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('writeServiceWorker', () => {
  it('keeps the code, the route pages, the app shell and the data files the pages load, not the paper pages, their files, papers.json nor the fonts browsers skip', async () => {
    const report = await writeServiceWorker(dist, '/');
    const kept = keptFiles();
    expect([...kept.keys()].sort()).toEqual(
      [
        '404.html', 'app-shell.html', 'assets/KaTeX_Main-Regular-x1.woff2', 'assets/index-AbC123.js', 'assets/index-Def456.css',
        'data/list.json', 'data/paper-parts.json', 'data/text.json', 'favicon.svg', 'index.html', 'manifest.webmanifest', 'map/index.html', 'theme.js',
      ].sort(),
    );
    expect(report.files).toBe(kept.size);
    // vite's assets are named by their content; the rest carry a content hash.
    expect(kept.get('assets/index-AbC123.js')).toBeNull();
    expect(kept.get('data/list.json')).toMatch(/^[0-9a-f]{32}$/);
    expect(readFileSync(join(dist, 'sw.js'), 'utf8')).not.toContain('__WB_MANIFEST');
  });

  it("lists each file's size, which the copy's progress counts in", async () => {
    const report = await writeServiceWorker(dist, '/');
    const entries = keptEntries();
    expect(entries.find((entry) => entry.url === 'index.html')?.size).toBe('<!-- index.html -->'.length);
    expect(entries.reduce((sum, entry) => sum + entry.size, 0)).toBe(report.bytes);
  });

  it('gives a changed file a new revision and the others the same, so a returning reader downloads only it', async () => {
    await writeServiceWorker(dist, '/');
    const before = keptFiles();
    put('data/list.json', '{"changed":true}');
    await writeServiceWorker(dist, '/');
    const after = keptFiles();
    expect(after.get('data/list.json')).not.toBe(before.get('data/list.json'));
    for (const url of before.keys()) if (url !== 'data/list.json') expect(after.get(url)).toBe(before.get(url));
  });
});
