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
// The worker's list: every { url, revision } written into sw.js.
const keptFiles = () =>
  new Map([...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(/\{"url":"([^"]+)","revision":("[0-9a-f]+"|null)\}/g)].map((m) => [m[1]!, JSON.parse(m[2]!) as string | null]));

beforeAll(() => {
  dist = mkdtempSync(join(os.tmpdir(), 'sw-'));
  for (const path of ['index.html', '404.html', 'app-shell.html', 'map/index.html', 'theme.js', 'favicon.svg', 'manifest.webmanifest', 'paper/cfmm/index.html', 'sw.js']) put(path, `<!-- ${path} -->`);
  for (const path of ['assets/index-AbC123.js', 'assets/index-Def456.css', 'assets/KaTeX_Main-Regular-x1.woff2']) put(path, path);
  for (const path of ['data/list.json', 'data/text.json', 'data/papers.json', 'data/paper/cfmm.json']) put(path, '{}');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('writeServiceWorker', () => {
  it('keeps the code, the route pages, the app shell and the data files, not the paper pages nor their files', async () => {
    const report = await writeServiceWorker(dist, '/');
    const kept = keptFiles();
    expect([...kept.keys()].sort()).toEqual(
      [
        '404.html', 'app-shell.html', 'assets/KaTeX_Main-Regular-x1.woff2', 'assets/index-AbC123.js', 'assets/index-Def456.css',
        'data/list.json', 'data/papers.json', 'data/text.json', 'favicon.svg', 'index.html', 'manifest.webmanifest', 'map/index.html', 'theme.js',
      ].sort(),
    );
    expect(report.files).toBe(kept.size);
    // vite's assets are named by their content; the rest carry a content hash.
    expect(kept.get('assets/index-AbC123.js')).toBeNull();
    expect(kept.get('data/list.json')).toMatch(/^[0-9a-f]{32}$/);
    expect(readFileSync(join(dist, 'sw.js'), 'utf8')).not.toContain('__WB_MANIFEST');
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
