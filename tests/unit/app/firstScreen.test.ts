// Rendered as the prerender renders it: no window, no DOM (jsdom only parses the result).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_RESULTS, renderFirstScreen } from '../../../src/app/firstScreen';
import { parseAbstractList } from '../../../src/lib/parse/parse';
import { splitForSearch } from '../../../src/lib/parse/split';
import type { ListFile } from '../../../src/lib/types';
import { loadBuildRules } from '../../../scripts/build/rules';
import { readJsonFile } from '../../../scripts/shared/files';

const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: Window } };
const parse = (html: string): Document => new JSDOM(`<div id="root">${html}</div>`).window.document;

const LIST: ListFile = splitForSearch(
  parseAbstractList(readFileSync('data/icml-2026.txt'), { source: 'data/icml-2026.txt', ...loadBuildRules('data', readJsonFile) }).data,
).list;

// Enough papers for more than one screen.
const many = (n: number): ListFile => ({
  ...LIST,
  papers: Array.from({ length: n }, (_, i) => ({ ...LIST.papers[i % LIST.papers.length]!, id: `paper-${i}` })),
});

describe('renderFirstScreen', () => {
  it('writes the collection title, the count and the first results as links to their papers', async () => {
    const doc = parse(await renderFirstScreen(LIST, '/'));
    expect(doc.querySelector('h1')?.textContent).toBe(LIST.collection.title);
    expect(doc.querySelector('.result-count')?.textContent).toBe('19 papers');
    const links = [...doc.querySelectorAll('[aria-label="Results"] h2 a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(LIST.papers.map((p) => `/paper/${p.id}`));
    expect(links[0]?.textContent).toBe(LIST.papers[0]!.title);
    // Rows in the flow, marked as the prerendered screen: search.css places and hides them by these.
    expect(doc.querySelector('ol.results')?.classList.contains('results-first-screen')).toBe(true);
    expect(doc.querySelector('.search-page')?.hasAttribute('data-first-screen')).toBe(true);
  });

  it(`writes at most ${FIRST_SCREEN_RESULTS} rows, each saying how many there are`, async () => {
    const doc = parse(await renderFirstScreen(many(5000), '/'));
    const rows = doc.querySelectorAll('[aria-label="Results"] > li');
    expect(rows).toHaveLength(FIRST_SCREEN_RESULTS);
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('5000');
    expect(doc.querySelector('.result-count')?.textContent).toBe('5,000 papers');
  });

  it('keeps the places of what arrives later: the reading list\'s count, stars and Save search', async () => {
    const doc = parse(await renderFirstScreen(LIST, '/'));
    expect(doc.querySelector('.site-nav .nav-count')).not.toBeNull();
    expect(doc.querySelectorAll('[aria-label="Results"] .reading-toggle-pending')).toHaveLength(LIST.papers.length);
    expect(doc.querySelector('.save-search-pending')?.textContent).toBe('Save search');
  });

  it('writes both heads of the filters and both theme signs, for CSS to pick by width and theme', async () => {
    const doc = parse(await renderFirstScreen(LIST, '/'));
    expect(doc.querySelector('.facets-toggle.facets-if-narrow')).not.toBeNull();
    expect(doc.querySelector('.facets-title.facets-if-wide')).not.toBeNull();
    expect(doc.querySelector('.facets-panel.facets-if-wide')?.hasAttribute('hidden')).toBe(false);
    expect(doc.querySelector('.theme-toggle .theme-sign-light')?.textContent).toBe('☀ Light');
    expect(doc.querySelector('.theme-toggle .theme-sign-dark')?.textContent).toBe('☾ Dark');
    expect(doc.querySelector('.theme-toggle .theme-system')?.textContent).toBe(' (system)');
  });

  it('writes what suits a phone and a desk alike: the Menu button beside the links, the short placeholder', async () => {
    const doc = parse(await renderFirstScreen(LIST, '/'));
    const nav = doc.querySelector('nav[aria-label="Site"]');
    expect(nav?.querySelector('button[aria-expanded="false"]')?.textContent).toContain('Menu');
    expect(nav?.querySelectorAll('li a')).toHaveLength(5);
    expect(doc.querySelector('input[type="search"]')?.getAttribute('placeholder')).toBe('Search titles, abstracts…');
  });

  it('links under the base path', async () => {
    const doc = parse(await renderFirstScreen(LIST, '/icml2026/'));
    expect(doc.querySelector('[aria-label="Results"] h2 a')?.getAttribute('href')).toBe(`/icml2026/paper/${LIST.papers[0]!.id}`);
    expect(doc.querySelector('.site-nav a')?.getAttribute('href')).toBe('/icml2026');
  });

  it('never interprets a title or a summary as HTML', async () => {
    const title = `</h2><script>alert("x")</script> Tom & Jerry's "cat"`;
    const list: ListFile = { ...LIST, collection: { ...LIST.collection, title }, papers: [{ ...LIST.papers[0]!, title, summary: title }] };
    const html = await renderFirstScreen(list, '/');
    expect(html).not.toContain('<script>');
    const doc = parse(html);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(doc.querySelector('h1')?.textContent).toBe(title);
    expect(doc.querySelector('[aria-label="Results"] h2 a')?.textContent).toBe(title);
    expect(doc.querySelector('.result-snippet')?.textContent).toBe(title);
  });
});
