import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paperAddress } from '../../../../src/config/base';
import { parseAbstractList } from '../../../../src/lib/parse/parse';
import { parseInput } from '../../../../src/lib/parse/input';
import { splitForSearch } from '../../../../src/lib/parse/split';
import type { Paper, PapersFile } from '../../../../src/lib/types';
import { readJsonFile } from '../../../../scripts/shared/files';
import {
  CONTENT_SECURITY_POLICY,
  PrerenderError,
  citationTags,
  escapeHtml,
  homeDescription,
  homePage,
  notFoundPage,
  paperFile,
  paperPage,
  prerenderOptions,
  prerenderSite,
  sitemap,
  truncateAtWord,
  withCsp,
} from '../../../../scripts/build/pages';
import type { PrerenderOptions } from '../../../../scripts/build/pages';
import { loadBuildRules } from '../../../../scripts/build/rules';
import { prerender } from '../../../../scripts/build/prerender';

// jsdom ships no types (and @types/jsdom is not installed): require it with the little we use.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: Window } };
const parse = (html: string): Document => new JSDOM(html).window.document;

/** dist/index.html as vite writes it for `base`. */
const shellFor = (base: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Browse the papers of a conference." />
    <link rel="icon" type="image/svg+xml" href="${base}favicon.svg" />
    <!-- The search page's first data, fetched while the scripts load (the app's fetch() reuses it). -->
    <link rel="preload" href="${base}data/list.json" as="fetch" crossorigin="anonymous" />
    <title>Papers</title>
    <script type="module" crossorigin src="${base}assets/index-Cp2cfoso.js"></script>
    <link rel="stylesheet" crossorigin href="${base}assets/index-DEsVLFQP.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>This paper explorer needs JavaScript to show the papers.</noscript>
  </body>
</html>
`;

const SHELL = shellFor('/');
const PLAIN: PrerenderOptions = { basePath: '/', siteUrl: null };
const HOSTED: PrerenderOptions = { basePath: '/icml2026/', siteUrl: 'https://example.org' };

// The bundled list, built as build-data builds it.
const BUNDLED: PapersFile = parseAbstractList(readFileSync('data/icml-2026.txt'), {
  source: 'data/icml-2026.txt',
  ...loadBuildRules('data', readJsonFile),
}).data;
const { collection, topics } = BUNDLED;
const kernelband = (): Paper => structuredClone(BUNDLED.papers.find((p) => p.id === 'kernelband')!);

const HOSTILE_TITLE = `</title><script>alert(1)</script> "Q" & 'A' $& $1 $\``;
const hostile = (): Paper => ({
  ...kernelband(),
  id: 'hostile',
  title: HOSTILE_TITLE,
  abstract: '<img src=x onerror=alert(2)>',
  summary: `We "break" <script>alert(3)</script> & escape $' attributes.`,
  text: `First </p><script>alert(4)</script><img src=x onerror=alert(5)> & more.\n\nSecond "paragraph" $& here.`,
  links: [
    { url: 'javascript:alert(6)', kind: 'code' },
    { url: ' JaVaScRiPt:alert(7)', kind: 'project' },
    { url: 'data:text/html,<script>alert(8)</script>', kind: 'project' },
    { url: 'https://github.com/a/b?x="><script>alert(9)</script>', kind: 'code' },
  ],
  topics: ['theory'],
});
const hostileTopics = [{ id: 'theory', label: '<b onmouseover=alert(10)>Theory</b>' }];

const meta = (doc: Document, selector: string) => doc.querySelector(selector)?.getAttribute('content');

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });

  it('round-trips through an HTML parser', () => {
    const body = parse('<!doctype html><body></body>').body;
    fc.assert(fc.property(fc.string(), (text) => {
      body.innerHTML = `<p title="${escapeHtml(text)}">${escapeHtml(text)}</p>`;
      const p = body.querySelector('p')!;
      // The parser turns NUL into U+FFFD and CR LF into LF; the build removes both long before.
      const normal = text.replace(/\0/g, '\uFFFD').replace(/\r\n?/g, '\n');
      return p.textContent === normal && p.title === normal && body.children.length === 1 && p.children.length === 0;
    }));
  });
});

describe('truncateAtWord', () => {
  it('keeps short text as it is', () => {
    expect(truncateAtWord('A short summary.')).toBe('A short summary.');
  });

  it('cuts at a word boundary and marks the cut', () => {
    expect(truncateAtWord('We study kernel bandits in depth.', 20)).toBe('We study kernel…');
  });

  it('cuts text without spaces at the limit, never inside a surrogate pair', () => {
    expect(truncateAtWord('这是一个没有空格的很长的句子', 6)).toBe('这是一个没…');
    expect(truncateAtWord('😀😀😀😀', 3)).toBe('😀😀…');
  });

  it('never returns more than max characters', () => {
    fc.assert(fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 2, max: 300 }), (text, max) =>
      Array.from(truncateAtWord(text, max)).length <= max));
  });
});

describe('prerenderOptions', () => {
  it('defaults to the root and no site URL', () => {
    expect(prerenderOptions({})).toEqual({ basePath: '/', siteUrl: null });
  });

  it('keeps SITE_URL as an origin without the trailing slash', () => {
    expect(prerenderOptions({ BASE_PATH: '/icml2026/', SITE_URL: 'https://example.org/' }))
      .toEqual({ basePath: '/icml2026/', siteUrl: 'https://example.org' });
  });

  it.each(['./', '/icml2026', 'icml2026/', '//cdn.example.org/'])('rejects BASE_PATH %j', (base) => {
    expect(() => prerenderOptions({ BASE_PATH: base })).toThrow(`BASE_PATH "${base}" must be an absolute path`);
  });

  it.each(['example.org', 'ftp://example.org', 'https://example.org/icml2026/', 'https://example.org/?a=1'])(
    'rejects SITE_URL %j',
    (url) => {
      expect(() => prerenderOptions({ SITE_URL: url })).toThrow(`SITE_URL "${url}" must be an origin`);
    },
  );
});

describe('paperPage', () => {
  it('leaves no executable markup from an abstract full of it', () => {
    const html = paperPage(SHELL, hostile(), collection, hostileTopics, PLAIN);
    const doc = parse(html);
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual(['/assets/index-Cp2cfoso.js']);
    expect(doc.querySelectorAll('img, b, iframe, object, embed')).toHaveLength(0);
    const handlers = [...doc.querySelectorAll('*')].flatMap((el) => el.getAttributeNames().filter((n) => n.startsWith('on')));
    expect(handlers).toEqual([]);
    expect(doc.title).toBe(`${HOSTILE_TITLE} — ICML 2026`);
    expect(doc.querySelector('h1')?.textContent).toBe(HOSTILE_TITLE);
    expect(meta(doc, 'meta[property="og:title"]')).toBe(HOSTILE_TITLE);
    expect(meta(doc, 'meta[name="description"]')).toBe(`We "break" <script>alert(3)</script> & escape $' attributes.`);
    expect([...doc.querySelectorAll('.abstract p')].map((p) => p.textContent)).toEqual([
      'First </p><script>alert(4)</script><img src=x onerror=alert(5)> & more.',
      'Second "paragraph" $& here.',
    ]);
    expect(doc.querySelector('.topic')?.textContent).toBe('<b onmouseover=alert(10)>Theory</b>');
  });

  it("marks the paper's own text English and the page as prerendered, for a Chinese reader's first paint", () => {
    const doc = parse(paperPage(SHELL, hostile(), collection, topics, PLAIN));
    expect(doc.querySelector('h1')?.getAttribute('lang')).toBe('en');
    expect(doc.querySelector('.abstract')?.getAttribute('lang')).toBe('en');
    expect(doc.querySelector('article.paper')?.hasAttribute('data-prerendered')).toBe(true);
  });

  it('links only http(s) URLs, escaped', () => {
    const doc = parse(paperPage(SHELL, hostile(), collection, topics, PLAIN));
    const hrefs = [...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/', 'https://github.com/a/b?x="><script>alert(9)</script>']);
    expect(doc.querySelector('.paper-links a')?.textContent).toBe('Code · github.com');
  });

  it('writes the head a chat app unfurls, with absolute URLs under the base', () => {
    const doc = parse(paperPage(shellFor('/icml2026/'), kernelband(), collection, topics, HOSTED));
    const url = 'https://example.org/icml2026/paper/kernelband';
    const title = kernelband().title;
    const description = meta(doc, 'meta[name="description"]');
    expect(doc.title).toBe(`${title} — ICML 2026`);
    expect(description).toBe(kernelband().summary);
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    expect(meta(doc, 'meta[property="og:url"]')).toBe(url);
    expect(meta(doc, 'meta[property="og:type"]')).toBe('article');
    expect(meta(doc, 'meta[property="og:title"]')).toBe(title);
    expect(meta(doc, 'meta[property="og:description"]')).toBe(description);
    expect(meta(doc, 'meta[property="og:site_name"]')).toBe('ICML 2026');
    expect(meta(doc, 'meta[name="twitter:card"]')).toBe('summary');
    expect(meta(doc, 'meta[name="twitter:title"]')).toBe(title);
    expect(doc.querySelector('nav a')?.getAttribute('href')).toBe('/icml2026/');
    // The page's own data, not the search page's.
    expect([...doc.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href')))
      .toEqual(["/icml2026/data/paper/kernelband.json"]);
    expect(doc.querySelector('script')?.getAttribute('src')).toBe('/icml2026/assets/index-Cp2cfoso.js');
  });

  it('says under a derived title, in the page itself, that it was derived from the abstract', () => {
    const doc = parse(paperPage(SHELL, kernelband(), collection, topics, PLAIN));
    const note = doc.querySelector('header .derived-title-note');
    expect(note?.textContent).toBe('Title derived from the abstract');
    expect(doc.querySelector('h1')?.getAttribute('aria-describedby')).toBe(note?.id);
    // The head names the page by it, but claims no publication (no citation_title for Scholar).
    expect(doc.querySelector('meta[name^="citation_"]')).toBeNull();
    const curated = parse(paperPage(SHELL, { ...kernelband(), titleSource: 'override' }, collection, topics, PLAIN));
    expect(curated.querySelector('.derived-title-note')).toBeNull();
    expect(curated.querySelector('h1')?.hasAttribute('aria-describedby')).toBe(false);
  });

  it('leaves out canonical and og:url without SITE_URL rather than guess a host', () => {
    const doc = parse(paperPage(SHELL, kernelband(), collection, topics, PLAIN));
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelector('meta[property="og:url"]')).toBeNull();
    expect(meta(doc, 'meta[property="og:title"]')).toBe(kernelband().title);
  });

  it('trims a long summary to a word boundary', () => {
    const paper = { ...kernelband(), summary: 'word '.repeat(100).trim() };
    const description = meta(parse(paperPage(SHELL, paper, collection, topics, PLAIN)), 'meta[name="description"]')!;
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description).toMatch(/^(word )+word…$/);
  });

  it('refuses a shell built with a relative base or for another base', () => {
    expect(() => paperPage(shellFor('./'), kernelband(), collection, topics, PLAIN))
      .toThrow('has the relative URL "./favicon.svg": pages at paper/<id>/ need absolute ones');
    expect(() => paperPage(shellFor('/icml2026/'), kernelband(), collection, topics, PLAIN))
      .toThrow('loads "/icml2026/assets/index-Cp2cfoso.js", not under BASE_PATH "/"');
    expect(() => paperPage(SHELL.replace('<div id="root"></div>', ''), kernelband(), collection, topics, PLAIN))
      .toThrow(PrerenderError);
  });
});

describe('citation tags', () => {
  const published = (): Paper => ({
    ...kernelband(),
    title: 'KernelBand: Kernel Optimization as a Multi-Armed Bandit',
    titleSource: 'published',
    authors: [{ name: 'Nengbo Wang', institution: 'Tsinghua University' }, { name: 'Ludwig van Beethoven' }, { name: 'JAGDIP SINGH' }],
    openreviewId: 'F2zHYjBAEv',
    venueLinks: [
      { kind: 'openreview', url: 'https://openreview.net/forum?id=F2zHYjBAEv' },
      { kind: 'pdf', url: 'https://openreview.net/pdf?id=F2zHYjBAEv' },
    ],
    presentations: [{ type: 'poster', start: '2026-07-14T11:00:00-07:00' }],
  });
  const citations = (doc: Document) => [...doc.querySelectorAll('meta[name^="citation_"]')].map((m) => [m.getAttribute('name'), m.getAttribute('content')]);

  it('gives a published paper the tags Scholar and Zotero read: title, each author in order, date, conference, PDF', () => {
    const doc = parse(paperPage(SHELL, published(), collection, topics, PLAIN));
    expect(citations(doc)).toEqual([
      ['citation_title', 'KernelBand: Kernel Optimization as a Multi-Armed Bandit'],
      ['citation_author', 'Nengbo Wang'],
      ['citation_author', 'Ludwig van Beethoven'],
      ['citation_author', 'JAGDIP SINGH'],
      ['citation_publication_date', '2026'],
      ['citation_conference_title', 'ICML 2026'],
      ['citation_pdf_url', 'https://openreview.net/pdf?id=F2zHYjBAEv'],
    ]);
    // Open Graph and Twitter name the page by the published title too.
    expect(meta(doc, 'meta[property="og:title"]')).toBe('KernelBand: Kernel Optimization as a Multi-Armed Bandit');
    expect(meta(doc, 'meta[name="twitter:title"]')).toBe('KernelBand: Kernel Optimization as a Multi-Armed Bandit');
  });

  it('escapes titles and names, which are the data\'s', () => {
    const title = `</title><script>alert(1)</script> "Q" & 'A' $&`;
    const name = `Tom "<b>" & Jerry`;
    const html = paperPage(SHELL, { ...published(), title, authors: [{ name }] }, collection, topics, PLAIN);
    expect(html).toContain(`<meta name="citation_author" content="Tom &quot;&lt;b&gt;&quot; &amp; Jerry" />`);
    const doc = parse(html);
    expect(meta(doc, 'meta[name="citation_title"]')).toBe(title);
    expect(meta(doc, 'meta[name="citation_author"]')).toBe(name);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.querySelectorAll('b')).toHaveLength(0);
  });

  it('links only an absolute http(s) PDF', () => {
    for (const url of ['javascript:alert(1)', '/pdf?id=F2zHYjBAEv', 'data:application/pdf,x']) {
      const doc = parse(paperPage(SHELL, { ...published(), venueLinks: [{ kind: 'pdf', url }] }, collection, topics, PLAIN));
      expect(doc.querySelector('meta[name="citation_pdf_url"]'), url).toBeNull();
    }
  });

  it('dates the paper by the conference\'s year, else its first presentation\'s day, and names only a named venue', () => {
    const unnamed = { title: 'papers', venue: null, year: null };
    expect(citationTags(published(), unnamed).filter(([name]) => name !== 'citation_author')).toEqual([
      ['citation_title', 'KernelBand: Kernel Optimization as a Multi-Armed Bandit'],
      ['citation_publication_date', '2026/07/14'],
      ['citation_pdf_url', 'https://openreview.net/pdf?id=F2zHYjBAEv'],
    ]);
    expect(citationTags({ ...published(), presentations: [], authors: [], venueLinks: [] }, unnamed)).toEqual([
      ['citation_title', 'KernelBand: Kernel Optimization as a Multi-Armed Bandit'],
    ]);
  });

  it('claims nothing for a derived or curated title: a bare list has no published title or authors', () => {
    expect(citationTags(kernelband(), collection)).toEqual([]);
    expect(citationTags({ ...kernelband(), titleSource: 'override' }, collection)).toEqual([]);
  });

  it('replaces the citation tags a shell already has (a page cut again)', () => {
    const shell = SHELL.replace('<title>', '<meta name="citation_title" content="Old" />\n    <title>');
    expect(citations(parse(paperPage(shell, kernelband(), collection, topics, PLAIN)))).toEqual([]);
    expect(citations(parse(paperPage(shell, published(), collection, topics, PLAIN)))[0]).toEqual(['citation_title', published().title]);
  });

  it('cites each paper of an OpenReview export with its PDF', () => {
    const data = parseInput(readFileSync('tests/fixtures/published/openreview-notes.json'), {
      source: 'openreview-notes.json',
      ...loadBuildRules('data', readJsonFile),
    }).data;
    expect(data.papers.length).toBeGreaterThan(5);
    for (const paper of data.papers) {
      const tags = citationTags(paper, data.collection);
      expect(tags[0]).toEqual(['citation_title', paper.title]);
      expect(tags.filter(([name]) => name === 'citation_author').map(([, name]) => name)).toEqual(paper.authors!.map((a) => a.name));
      expect(tags.slice(-3, -1)).toEqual([['citation_publication_date', '2026'], ['citation_conference_title', 'ICML 2026']]);
      expect(tags.at(-1)?.[0]).toBe('citation_pdf_url');
      expect(tags.at(-1)?.[1]).toMatch(/^https:\/\/openreview\.net\/pdf/);
    }
  });
});

describe('withCsp', () => {
  const policyOf = (html: string) => {
    const tags = parse(html).querySelectorAll('meta[http-equiv="Content-Security-Policy"]');
    expect(tags).toHaveLength(1);
    return tags[0]!.getAttribute('content')!;
  };

  it('adds the policy right after <meta charset>, before anything it governs', () => {
    const html = withCsp(SHELL);
    expect(policyOf(html)).toBe(CONTENT_SECURITY_POLICY);
    expect(html).toMatch(/<meta charset="UTF-8" \/>\n {4}<meta http-equiv="Content-Security-Policy"/);
  });

  it("allows scripts from the site only: no 'unsafe-inline' or 'unsafe-eval' in script-src", () => {
    const directives = new Map(policyOf(withCsp(SHELL)).split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }));
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    // KaTeX's output carries style attributes.
    expect(directives.get('style-src')).toContain("'unsafe-inline'");
  });

  it('changes nothing when run twice', () => {
    expect(withCsp(withCsp(SHELL))).toBe(withCsp(SHELL));
  });

  it('refuses a shell with an inline script the policy would block', () => {
    const shell = SHELL.replace('</head>', '<script>window.x = 1</script></head>');
    expect(() => withCsp(shell)).toThrow("has an inline <script>, which the Content-Security-Policy (script-src 'self') would block");
  });
});

describe('notFoundPage', () => {
  it('says not found, links home under the base, and asks not to be indexed', () => {
    const doc = parse(notFoundPage(shellFor('/icml2026/'), collection, HOSTED));
    expect(doc.title).toBe('Not found — ICML 2026');
    expect(doc.querySelector('h1')?.textContent).toBe('Page not found');
    expect(doc.querySelector('#root a')?.getAttribute('href')).toBe('/icml2026/');
    expect(meta(doc, 'meta[name="robots"]')).toBe('noindex');
    expect(doc.querySelector('link[rel="canonical"], link[rel="preload"], meta[name="description"]')).toBeNull();
    expect(doc.querySelector('script')?.getAttribute('src')).toBe('/icml2026/assets/index-Cp2cfoso.js');
  });
});

describe('sitemap', () => {
  it('lists the home page and every paper as absolute URLs under the base', () => {
    const xml = sitemap(['cfmm', 'lcs'], HOSTED)!;
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://example.org/icml2026/',
      'https://example.org/icml2026/paper/cfmm',
      'https://example.org/icml2026/paper/lcs',
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  });

  it('is skipped without SITE_URL: a sitemap needs absolute URLs', () => {
    expect(sitemap(['cfmm'], PLAIN)).toBeNull();
  });
});

describe('paperFile', () => {
  it('puts a page in its own folder', () => {
    expect(paperFile('cfmm')).toBe('paper/cfmm/index.html');
  });

  it.each(['../../etc', '..', 'a/b', 'A', ''])('refuses the id %j as a folder name', (id) => {
    expect(() => paperFile(id)).toThrow(`paper id "${id}" cannot be a folder name`);
  });
});

describe('homePage', () => {
  const collection = { title: 'ICML 2026 papers', venue: 'ICML', year: 2026 };

  it('names the collection in the title, description, Open Graph and Twitter tags', () => {
    const doc = parse(homePage(SHELL, collection, 19, '<p>first</p>', PLAIN));
    const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content');
    expect(doc.title).toBe('ICML 2026 papers');
    expect(meta('meta[name="description"]')).toBe(homeDescription(collection, 19));
    expect(homeDescription(collection, 19)).toBe('The 19 papers of ICML 2026: search their titles, abstracts, topics and benchmarks, and keep a reading list.');
    expect(meta('meta[property="og:title"]')).toBe('ICML 2026 papers');
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:site_name"]')).toBe('ICML 2026');
    expect(meta('meta[property="og:description"]')).toBe(homeDescription(collection, 19));
    expect(meta('meta[name="twitter:card"]')).toBe('summary');
    expect(meta('meta[name="twitter:title"]')).toBe('ICML 2026 papers');
    // The shell's generic description is gone; the list.json preload stays.
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(doc.querySelector('link[rel="preload"]')?.getAttribute('href')).toBe('/data/list.json');
    expect(doc.getElementById('root')?.innerHTML).toBe('<!--first-screen--><p>first</p><!--/first-screen-->');
    expect(doc.querySelector('noscript')?.textContent).toBe('Searching and filtering the papers needs JavaScript.');
    // No siteUrl: no guessed canonical address.
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelector('meta[property="og:url"]')).toBeNull();
  });

  it('says one paper, and keeps the shell\'s notice with no first screen', () => {
    const doc = parse(homePage(SHELL, collection, 1, '', PLAIN));
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^The 1 paper of ICML 2026:/);
    expect(doc.querySelector('noscript')?.textContent).toBe('This paper explorer needs JavaScript to show the papers.');
  });

  it('never interprets the collection\'s title as HTML', () => {
    const title = `<script>alert("x")</script> & 'ICML'`;
    const html = homePage(SHELL, { title, venue: null, year: null }, 19, '', PLAIN);
    expect(html).not.toContain('<script>alert');
    const doc = parse(html);
    expect(doc.title).toBe(title);
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(title);
    expect(doc.querySelector('meta[name="twitter:title"]')?.getAttribute('content')).toBe(title);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
  });
});

describe('prerenderSite on the bundled list', () => {
  const site = prerenderSite(shellFor('/icml2026/'), BUNDLED, HOSTED);

  it('writes a page per paper, the shell for each app route and the offline app shell, 404.html, sitemap.xml, the manifest, then the shell with its policy', () => {
    expect(site.pages).toBe(19);
    expect(site.files.map((f) => f.path)).toEqual([
      ...BUNDLED.papers.map((p) => `paper/${p.id}/index.html`),
      'reading-list/index.html',
      'map/index.html',
      'schedule/index.html',
      'overview/index.html',
      'app-shell.html',
      '404.html',
      'sitemap.xml',
      'manifest.webmanifest',
      'index.html',
    ]);
  });

  it('gives every page its paper, its canonical URL (the address Copy link gives) and the policy', () => {
    const sitemapXml = site.files.find((f) => f.path === 'sitemap.xml')!.content;
    for (const paper of BUNDLED.papers) {
      const doc = parse(site.files.find((f) => f.path === `paper/${paper.id}/index.html`)!.content);
      expect(doc.querySelector('h1')?.textContent).toBe(paper.title);
      const address = paperAddress('/icml2026/', paper.id, 'https://example.org');
      expect(address).toBe(`https://example.org/icml2026/paper/${paper.id}`);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(address);
      expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(address);
      expect(sitemapXml).toContain(`<loc>${address}</loc>`);
      expect(doc.querySelectorAll('meta[http-equiv="Content-Security-Policy"]')).toHaveLength(1);
      expect(doc.querySelectorAll('script')).toHaveLength(1);
    }
    expect(sitemapXml.match(/<loc>/g)).toHaveLength(20);
  });

  it('writes the manifest for the collection under the base, in the language of the shell', () => {
    const manifest = JSON.parse(site.files.find((f) => f.path === 'manifest.webmanifest')!.content) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: BUNDLED.collection.title,
      short_name: 'ICML 2026',
      description: homeDescription(BUNDLED.collection, 19),
      lang: 'en',
      start_url: '/icml2026/',
      scope: '/icml2026/',
    });
    const french = prerenderSite(shellFor('/icml2026/').replace('lang="en"', 'lang="fr"'), BUNDLED, HOSTED);
    expect(JSON.parse(french.files.find((f) => f.path === 'manifest.webmanifest')!.content)).toMatchObject({ lang: 'fr' });
  });

  it('gives the app\'s other routes the shell, named as the collection but not as the home page', () => {
    const route = site.files.find((f) => f.path === 'map/index.html')!.content;
    for (const other of ['overview', 'reading-list']) {
      expect(site.files.find((f) => f.path === `${other}/index.html`)?.content, other).toBe(route);
    }
    const doc = parse(route);
    expect(doc.title).toBe(BUNDLED.collection.title);
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(BUNDLED.collection.title);
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelector('meta[property="og:url"]')).toBeNull();
    expect(doc.querySelectorAll('meta[http-equiv="Content-Security-Policy"]')).toHaveLength(1);
    expect(doc.getElementById('root')?.innerHTML).toBe('');
  });

  it('makes index.html the home page: the collection\'s head tags and the policy, #root as given', () => {
    const index = site.files.find((f) => f.path === 'index.html')!.content;
    const doc = parse(index);
    expect(doc.title).toBe(BUNDLED.collection.title);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://example.org/icml2026/');
    expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe('https://example.org/icml2026/');
    expect(doc.querySelectorAll('meta[http-equiv="Content-Security-Policy"]')).toHaveLength(1);
    expect(doc.getElementById('root')?.innerHTML).toBe('');
    const withScreen = prerenderSite(shellFor('/icml2026/'), BUNDLED, HOSTED, '<p>first</p>').files.at(-1)!;
    expect(withScreen.path).toBe('index.html');
    expect(parse(withScreen.content).getElementById('root')?.innerHTML).toBe('<!--first-screen--><p>first</p><!--/first-screen-->');
  });
});

describe('prerender (the command)', () => {
  let dist: string;
  let data: string;
  let out: string[];
  let err: string[];

  // A stand-in for the app's first screen (tests/unit/app/firstScreen.test.ts renders the real one).
  const firstScreen = (list: { papers: readonly { id: string }[] }, basePath: string) =>
    `<ol aria-label="Results">${list.papers.map((p) => `<li><a href="${basePath}paper/${p.id}">${p.id}</a></li>`).join('')}</ol>`;
  const run = (env: Record<string, string | undefined> = {}, argv = ['--dist', dist, '--data', data]) => {
    out = [];
    err = [];
    return prerender(argv, { stdout: (l) => out.push(l), stderr: (l) => err.push(l), env }, firstScreen);
  };

  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'prerender-'));
    dist = join(dir, 'dist');
    data = join(dir, 'data');
    mkdirSync(dist);
    mkdirSync(data);
    writeFileSync(join(data, 'papers.json'), JSON.stringify(BUNDLED));
    writeFileSync(join(data, 'list.json'), JSON.stringify(splitForSearch(BUNDLED).list));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('says to run vite build when dist/index.html is missing, and writes nothing', async () => {
    expect(await run()).toBe(1);
    expect(err).toEqual([`error: ${join(dist, 'index.html')} not found: run vite build first`]);
    expect(readdirSync(dist)).toEqual([]);
  });

  it('says to build the data when list.json is missing', async () => {
    writeFileSync(join(dist, 'index.html'), SHELL);
    rmSync(join(data, 'list.json'));
    expect(await run()).toBe(1);
    expect(err).toEqual([`error: ${join(data, 'list.json')} not found: run npm run build:data first`]);
  });

  it('says to build the data when papers.json is missing', async () => {
    writeFileSync(join(dist, 'index.html'), SHELL);
    expect(await run({}, ['--dist', dist, '--data', join(data, 'nowhere')])).toBe(1);
    expect(err).toEqual([`error: ${join(data, 'nowhere', 'papers.json')} not found: run npm run build:data first`]);
  });

  it('names papers.json and the field when it is invalid', async () => {
    writeFileSync(join(dist, 'index.html'), SHELL);
    writeFileSync(join(data, 'papers.json'), JSON.stringify({ ...BUNDLED, version: 2 }));
    expect(await run()).toBe(1);
    expect(err).toEqual([`error: ${join(data, 'papers.json')}: unsupported version 2 (this app reads version 1)`]);
  });

  it('names the shell when it was built for another base, and leaves it untouched', async () => {
    writeFileSync(join(dist, 'index.html'), SHELL);
    expect(await run({ BASE_PATH: '/icml2026/' })).toBe(1);
    expect(err).toEqual([`error: ${join(dist, 'index.html')}: loads "/assets/index-Cp2cfoso.js", not under BASE_PATH ` +
      '"/icml2026/" (expected …assets/): run vite build and the prerender with the same BASE_PATH']);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(SHELL);
  });

  it('rejects a relative BASE_PATH', async () => {
    writeFileSync(join(dist, 'index.html'), SHELL);
    expect(await run({ BASE_PATH: './' })).toBe(1);
    expect(err[0]).toMatch(/^error: BASE_PATH "\.\/" must be an absolute path/);
  });

  it('writes every page, 404.html, sitemap.xml, the manifest and the secured shell', async () => {
    writeFileSync(join(dist, 'index.html'), shellFor('/icml2026/'));
    expect(await run({ BASE_PATH: '/icml2026/', SITE_URL: 'https://example.org' })).toBe(0);
    expect(err).toEqual([]);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/: 19 paper pages, reading-list\/index\.html, map\/index\.html, schedule\/index\.html, overview\/index\.html, 404\.html, sitemap\.xml, manifest\.webmanifest, index\.html with the first screen of results and the CSP; \d+ bytes; sw\.js keeping \d+ files \(\d+ KB\) for offline use; in \d+ ms$/);
    // The first screen, rendered from list.json under the base path.
    expect(parse(readFileSync(join(dist, 'index.html'), 'utf8')).querySelector('#root a')?.getAttribute('href'))
      .toBe(`/icml2026/paper/${BUNDLED.papers[0]!.id}`);
    expect(readdirSync(join(dist, 'paper')).sort()).toEqual(BUNDLED.papers.map((p) => p.id).sort());
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('http-equiv="Content-Security-Policy"');
    expect(existsSync(join(dist, '404.html'))).toBe(true);
    expect(existsSync(join(dist, 'map', 'index.html'))).toBe(true);
    // The service worker, last: its list names the pages just written.
    expect(readFileSync(join(dist, 'sw.js'), 'utf8')).toContain('"url":"app-shell.html"');
    expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).toContain('<loc>https://example.org/icml2026/paper/kernelband</loc>');
    expect(JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8'))).toMatchObject({ start_url: '/icml2026/' });
    expect(readdirSync(dist).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('skips (and removes a stale) sitemap.xml without SITE_URL, and says so', async () => {
    writeFileSync(join(dist, 'index.html'), SHELL);
    writeFileSync(join(dist, 'sitemap.xml'), '<urlset/>');
    expect(await run()).toBe(0);
    expect(out[0]).toContain('no sitemap.xml (SITE_URL is not set)');
    expect(existsSync(join(dist, 'sitemap.xml'))).toBe(false);
  });

  it('gives the same files when run twice', async () => {
    writeFileSync(join(dist, 'index.html'), SHELL);
    await run();
    const first = readFileSync(join(dist, 'paper', 'kernelband', 'index.html'), 'utf8');
    const index = readFileSync(join(dist, 'index.html'), 'utf8');
    const map = readFileSync(join(dist, 'map', 'index.html'), 'utf8');
    expect(index).toContain('<!--first-screen--><ol aria-label="Results">');
    expect(await run()).toBe(0);
    expect(readFileSync(join(dist, 'paper', 'kernelband', 'index.html'), 'utf8')).toBe(first);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(index);
    expect(readFileSync(join(dist, 'map', 'index.html'), 'utf8')).toBe(map);
  });
});
