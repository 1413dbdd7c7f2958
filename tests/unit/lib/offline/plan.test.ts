import { describe, expect, it } from 'vitest';
import { APP_SHELL, PAPER_SOURCES, navigationTarget, offlinePlan, paperFileId, paperPageId } from '../../../../src/lib/offline/plan';

const kept = new Set(['index.html', 'map/index.html', 'overview/index.html', 'reading-list/index.html', APP_SHELL]);
const isKept = (url: string) => kept.has(url);

describe('offlinePlan', () => {
  const sources = Object.values(PAPER_SOURCES).map((url, i) => ({ url, revision: `r${i}`, size: 100 }));

  it('precaches every file of the build, as workbox takes them, and adds up their sizes for the progress', () => {
    const entries = [{ url: 'index.html', revision: 'a1', size: 900 }, { url: 'assets/index-x.js', revision: null, size: 50 }, ...sources];
    const plan = offlinePlan(entries);
    expect(plan.precache).toEqual(entries.map(({ url, revision }) => ({ url, revision })));
    expect(plan.total).toBe(1250);
    expect(plan.sizes.get('index.html')).toBe(900);
  });

  it("makes the papers' files only where the build keeps list.json, text.json and paper-parts.json", () => {
    expect(offlinePlan(sources).makesPapers).toBe(true);
    expect(offlinePlan(sources.slice(1)).makesPapers).toBe(false);
    expect(offlinePlan([{ url: 'data/papers.json', revision: 'b2', size: 10 }]).makesPapers).toBe(false);
  });
});

describe('paperFileId and paperPageId', () => {
  it.each([
    ['/data/paper/cfmm.json', '/', 'cfmm'],
    ['/icml2026/data/paper/cfmm.json', '/icml2026/', 'cfmm'],
    ['/icml2026/data/paper/no-such-paper.json', '/icml2026/', 'no-such-paper'],
    ['/data/list.json', '/', null],
    ['/data/paper/cfmm.txt', '/', null],
    ['/data/paper/a/b.json', '/', null],
    ['/other/data/paper/cfmm.json', '/icml2026/', null],
    ['/data/paper/%E0%A4%A.json', '/', null],
  ])("reads %s (site at %s) as a paper's file: %s", (pathname, scope, id) => {
    expect(paperFileId(pathname, scope)).toBe(id);
  });

  it.each([
    ['/paper/cfmm', '/', 'cfmm'],
    ['/icml2026/paper/cfmm/', '/icml2026/', 'cfmm'],
    ['/map', '/', null],
    ['/paper/cfmm/more', '/', null],
    ['/paper/cfmm', '/icml2026/', null],
  ])("reads %s (site at %s) as a paper's page: %s", (pathname, scope, id) => {
    expect(paperPageId(pathname, scope)).toBe(id);
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
