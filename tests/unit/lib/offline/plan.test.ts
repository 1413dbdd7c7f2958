import { describe, expect, it } from 'vitest';
import { APP_SHELL, PAPERS_FILE, navigationTarget, offlinePlan, paperFilesCache } from '../../../../src/lib/offline/plan';

const kept = new Set(['index.html', 'map/index.html', 'overview/index.html', 'reading-list/index.html', APP_SHELL]);
const isKept = (url: string) => kept.has(url);

describe('offlinePlan', () => {
  it('precaches every file of the build but papers.json, which it sets apart to be split', () => {
    const papers = { url: PAPERS_FILE, revision: 'b2' };
    const entries = [{ url: 'index.html', revision: 'a1' }, papers, { url: 'assets/index-x.js', revision: null }];
    expect(offlinePlan(entries)).toEqual({ precache: [entries[0], entries[2]], papers });
  });

  it('has no papers to split in a build without papers.json', () => {
    expect(offlinePlan([{ url: 'index.html', revision: 'a1' }]).papers).toBeNull();
  });

  it("names the papers' cache by papers.json's revision, so a new list gets a new cache", () => {
    expect(paperFilesCache({ url: PAPERS_FILE, revision: 'b2' })).not.toBe(paperFilesCache({ url: PAPERS_FILE, revision: 'c3' }));
  });
});

describe('navigationTarget', () => {
  it.each([
    ['/', '/', 'index.html'],
    ['/index.html', '/', 'index.html'],
    ['/map', '/', 'map/index.html'],
    ['/map/', '/', 'map/index.html'],
    ['/reading-list', '/', 'reading-list/index.html'],
    ['/paper/cfmm', '/', APP_SHELL],
    ['/paper/no-such-paper', '/', APP_SHELL],
    ['/somewhere/else', '/', APP_SHELL],
    ['/icml2026/', '/icml2026/', 'index.html'],
    ['/icml2026', '/icml2026/', 'index.html'],
    ['/icml2026/overview', '/icml2026/', 'overview/index.html'],
    ['/icml2026/paper/cfmm', '/icml2026/', APP_SHELL],
  ])('answers %s (site at %s) with %s', (pathname, scope, target) => {
    expect(navigationTarget(pathname, scope, isKept)).toBe(target);
  });

  it.each([
    ['/sitemap.xml', '/'],
    ['/data/list.json', '/'],
    ['/other-site/', '/icml2026/'],
  ])('leaves %s (site at %s) to the network', (pathname, scope) => {
    expect(navigationTarget(pathname, scope, isKept)).toBeNull();
  });
});
