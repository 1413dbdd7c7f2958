// Static pages cut from the built SPA shell (dist/index.html): one per paper, a 404 page and a sitemap,
// so that a shared link unfurls in chat apps and a reader without JavaScript can read the paper. The
// app still starts on every page: createRoot (not hydrate) replaces whatever #root holds. No fs here:
// strings in, strings out (scripts/build/prerender.ts reads and writes).
//
// Every string from papers.json is untrusted and goes through escapeHtml, in text and attributes alike;
// the abstract is rendered from `paper.text` (plain text), never from `paper.abstract` (markup).

import { absoluteUrl, paperAddress } from '../../src/config/base';
import { paths } from '../../src/config/paths';
import { namesVenue, shortName } from '../../src/lib/collection';
import { conferenceTime } from '../../src/lib/conferenceTime';
import { httpUrl } from '../../src/lib/links';
import { APP_SHELL } from '../../src/lib/offline/plan';
import { DERIVED_TITLE_NOTE, isDerivedTitle } from '../../src/lib/titleSource';
import type { Collection, LinkKind, Paper, PapersFile, Topic } from '../../src/lib/types';
import { webManifest } from './manifest';

export interface PrerenderOptions {
  /** Where the site lives (BASE_PATH, vite's `base`): absolute, starts and ends with "/". Default "/". */
  basePath: string;
  /**
   * The site's origin (SITE_URL), e.g. "https://papers.example.org", without a trailing slash; null when
   * unset. Canonical links, og:url and the sitemap need absolute URLs, so without it they are left out
   * (crawlers and chat apps then use the address they fetched) rather than guessed.
   */
  siteUrl: string | null;
}

/** Input the prerender cannot use. `input` says which: the shell, papers.json or the environment. */
export class PrerenderError extends Error {
  readonly input: 'shell' | 'papers' | 'env';

  constructor(input: 'shell' | 'papers' | 'env', detail: string) {
    super(detail);
    this.name = 'PrerenderError';
    this.input = input;
  }
}

/** The policy every page carries. KaTeX writes inline style attributes, hence style-src 'unsafe-inline'. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // The service worker (sw.js) and the data worker, from the site itself only.
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** The longest meta description, in characters; chat apps and search results cut around here anyway. */
export const DESCRIPTION_LENGTH = 200;

const LINK_LABELS: Record<LinkKind, string> = { code: 'Code', project: 'Project page' };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes text for an HTML text node or a quoted attribute (and for XML):
 *   escapeHtml(`<a href="x">Tom & Jerry's</a>`) => "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;"
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * Cuts text to at most `max` characters at a word boundary, adding "…" when it cut:
 *   truncateAtWord("We study kernel bandits in depth.", 20) => "We study kernel…"
 * Text without a space in its second half (CJK, one long URL) is cut at `max` code points.
 */
export function truncateAtWord(text: string, max = DESCRIPTION_LENGTH): string {
  const chars = Array.from(text.trim().replace(/\s+/g, ' '));
  if (chars.length <= max) return chars.join('');
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  const cut = space > head.length / 2 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,;:.!?–—-]+$/, '')}…`;
}

/**
 * Reads BASE_PATH (default "/"), throwing a PrerenderError('env') unless it is absolute with slashes at
 * both ends; the build, the prerender and the server read it the same way:
 *   basePathOf({ BASE_PATH: '/icml2026/' }) => "/icml2026/"; basePathOf({}) => "/"
 */
export function basePathOf(env: Record<string, string | undefined>): string {
  const basePath = env.BASE_PATH || '/';
  if (!basePath.startsWith('/') || basePath.startsWith('//') || !basePath.endsWith('/')) {
    throw new PrerenderError('env', `BASE_PATH "${basePath}" must be an absolute path that starts and ends with "/" ` +
      `(like "/" or "/icml2026/"): a page at paper/<id>/ cannot load relative asset URLs`);
  }
  return basePath;
}

/**
 * Reads BASE_PATH and SITE_URL, throwing a PrerenderError that names the variable:
 *   prerenderOptions({ BASE_PATH: '/icml2026/', SITE_URL: 'https://example.org/' })
 *     => { basePath: '/icml2026/', siteUrl: 'https://example.org' }
 *   prerenderOptions({ BASE_PATH: './' }) => throws: pages under paper/<id>/ need absolute asset URLs
 */
export function prerenderOptions(env: Record<string, string | undefined>): PrerenderOptions {
  const basePath = basePathOf(env);
  const raw = env.SITE_URL?.trim();
  if (!raw) return { basePath, siteUrl: null };
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // reported below
  }
  if (url === null || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new PrerenderError('env', `SITE_URL "${raw}" must be an origin like https://papers.example.org ` +
      '(the path comes from BASE_PATH)');
  }
  return { basePath, siteUrl: url.origin };
}

/**
 * The file a paper's page goes to, relative to dist; the id must be a safe folder name:
 *   paperFile('cfmm') => "paper/cfmm/index.html"
 */
export function paperFile(id: string): string {
  // URL-unreserved characters only: the folder name is then also the URL segment, unencoded.
  if (!/^[a-z0-9._~-]+$/.test(id) || /^\.{1,2}$/.test(id)) {
    throw new PrerenderError('papers', `paper id "${id}" cannot be a folder name (expected [a-z0-9._~-])`);
  }
  return `paper/${id}/index.html`;
}

/**
 * The app's own pages other than the home page and the papers (/map, /overview, /reading-list): each
 * gets a copy of the shell at ROUTE/index.html, so a static host serves them without an SPA fallback
 * (which would answer 200 to every unknown address too). Read from the route table: a new route gets one.
 *   appRouteFiles() => ["reading-list/index.html", "map/index.html", "overview/index.html"]
 */
export const appRouteFiles = (): string[] =>
  Object.values(paths)
    .map((route) => route.path)
    .filter((path) => path !== '/' && /^\/[a-z0-9/-]+$/.test(path))
    .map((path) => `${path.slice(1)}/index.html`);

// A paper's absolute address, the one the app's Copy link gives (src/config/base.ts); null without a siteUrl.
const paperUrl = (id: string, options: PrerenderOptions): string | null =>
  options.siteUrl === null ? null : paperAddress(options.basePath, id, options.siteUrl);

// Where a page's body goes: vite leaves the source index.html's empty #root as it is. The home page's
// first screen sits between two comments, so that a second run, whose shell is that home page, finds
// #root as the first one did (the app's createRoot clears the comments with the rest).
const FIRST_SCREEN_START = '<!--first-screen-->';
const FIRST_SCREEN_END = '<!--/first-screen-->';
const ROOT = /<div id="root">(?:<!--first-screen-->[\s\S]*?<!--\/first-screen-->)?<\/div>/;
// A <script> without src that would run (JSON data blocks do not): CSP script-src 'self' blocks it.
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>/i;

/**
 * Checks that pages can be cut from this shell: a <title>, an empty #root, a </head>, and asset
 * URLs that are absolute and under the base (a page at paper/<id>/ resolves "./assets/…" against its
 * own folder). Throws a PrerenderError('shell', …) naming the problem.
 */
export function checkShell(shell: string, options: Pick<PrerenderOptions, 'basePath'>): void {
  const fail = (detail: string): never => {
    throw new PrerenderError('shell', detail);
  };
  if (!/<title>[\s\S]*?<\/title>/i.test(shell)) fail('has no <title> element');
  if (!ROOT.test(shell)) fail('has no empty <div id="root"></div> to put the page into');
  if (!/<\/head>/i.test(shell)) fail('has no </head>');
  const scripts = [...shell.matchAll(/<script\b[^>]*\bsrc="([^"]*)"[^>]*>/gi)].map((m) => m[1] ?? '');
  if (scripts.length === 0) fail('has no <script src> (is it the built index.html, not the source one?)');
  for (const [, url = ''] of shell.matchAll(/\b(?:src|href)="([^"]*)"/gi)) {
    if (!/^(?:\/|[a-z][a-z0-9+.-]*:|#)/i.test(url)) {
      fail(`has the relative URL "${url}": pages at paper/<id>/ need absolute ones; build with ` +
        'BASE_PATH set to "/" or a path like "/icml2026/" (vite base "./" is not supported)');
    }
  }
  // Vite puts the entry under `${base}assets/` (its default assetsDir): anything else was built for another base.
  if (!scripts.some((src) => src.startsWith(`${options.basePath}assets/`))) {
    fail(`loads ${scripts.map((src) => `"${src}"`).join(', ')}, not under BASE_PATH "${options.basePath}" ` +
      '(expected …assets/): run vite build and the prerender with the same BASE_PATH');
  }
}

/**
 * The shell with the Content-Security-Policy meta right after <meta charset> (a policy applies only to
 * what comes after it), replacing any earlier one, so running twice changes nothing:
 *   withCsp('<head><meta charset="UTF-8" />…')
 *     => '<head><meta charset="UTF-8" />\n<meta http-equiv="Content-Security-Policy" content="default-src …" />…'
 * Throws when the shell has an inline script, which the policy would block (vite inlines none today;
 * if it did, set build.modulePreload.polyfill to false in vite.config.ts).
 */
export function withCsp(shell: string): string {
  const inline = INLINE_SCRIPT.exec(shell);
  if (inline) {
    throw new PrerenderError('shell', `has an inline ${inline[0]}, which the Content-Security-Policy (script-src 'self') ` +
      'would block: move it to a file (for vite\'s modulepreload polyfill: build.modulePreload.polyfill = false)');
  }
  // Not escaped: the policy is ours, and its quotes are single ones, which a "…" attribute keeps as they are.
  const tag = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`;
  const cleaned = shell.replace(/[ \t]*<meta\s+http-equiv="Content-Security-Policy"[^>]*>\n?/gi, '');
  const charset = /^([ \t]*)<meta\s+charset=[^>]*>\n?/im.exec(cleaned);
  if (charset) {
    const end = charset.index + charset[0].length;
    const newline = charset[0].endsWith('\n') ? '' : '\n';
    return `${cleaned.slice(0, end)}${newline}${charset[1]}${tag}\n${cleaned.slice(end)}`;
  }
  const head = /<head[^>]*>/i.exec(cleaned);
  if (!head) throw new PrerenderError('shell', 'has no <head>');
  const end = head.index + head[0].length;
  return `${cleaned.slice(0, end)}${tag}${cleaned.slice(end)}`;
}

/** The tags a page's head gets after its <title>; each value is escaped here. */
interface HeadTags {
  title: string;
  description: string | null;
  canonical: string | null;
  og: Record<string, string | null>;
  twitter: Record<string, string>;
  /** Scholarly metadata (citationTags), name and content, in order; a name may repeat (citation_author). */
  citation: readonly (readonly [string, string])[];
  robots: string | null;
  /** A data file the page's view fetches first, preloaded in place of the shell's (the search page's). */
  preload: string | null;
}

// The tags a page sets itself; the shell's own copies (its generic description) are removed first.
const OWN_TAG = /[ \t]*<(?:meta|link)\b(?=[^>]*\b(?:name="(?:description|robots|twitter:[^"]*|citation_[^"]*)"|property="og:[^"]*"|rel="canonical"))[^>]*>\n?/gi;
// The shell's data preload (list.json, for the search page), with the comment that explains it.
const DATA_PRELOAD = /(?:[ \t]*<!--(?:(?!-->)[\s\S])*-->\n)?[ \t]*<link rel="preload"[^>]*\bas="fetch"[^>]*>\n?/gi;

/** The shell with a new title and head tags, and `body` in #root. Replacements are functions: no "$&". */
function fillShell(shell: string, tags: HeadTags, body: string): string {
  const attr = escapeHtml;
  const lines = [
    tags.description === null ? null : `<meta name="description" content="${attr(tags.description)}" />`,
    tags.robots === null ? null : `<meta name="robots" content="${attr(tags.robots)}" />`,
    tags.canonical === null ? null : `<link rel="canonical" href="${attr(tags.canonical)}" />`,
    tags.preload === null ? null : `<link rel="preload" href="${attr(tags.preload)}" as="fetch" crossorigin="anonymous" />`,
    ...Object.entries(tags.og).map(([key, value]) =>
      value === null ? null : `<meta property="og:${key}" content="${attr(value)}" />`),
    ...Object.entries(tags.twitter).map(([key, value]) => `<meta name="twitter:${key}" content="${attr(value)}" />`),
    ...tags.citation.map(([name, value]) => `<meta name="${attr(name)}" content="${attr(value)}" />`),
  ].filter((line): line is string => line !== null);
  return shell
    .replace(OWN_TAG, '')
    .replace(DATA_PRELOAD, '')
    .replace(/^([ \t]*)<title>[\s\S]*?<\/title>/im, (_, indent: string) =>
      [`<title>${escapeHtml(tags.title)}</title>`, ...lines].map((line) => indent + line).join('\n'))
    .replace(ROOT, () => `<div id="root">${body}</div>`);
}

/**
 * A paper's page: the shell with the paper's title, description, canonical URL, Open Graph and Twitter
 * card tags, and the paper itself in #root, in the same markup (and CSS classes) PaperPage renders, so
 * the page does not jump when the app takes over.
 *   paperPage(shell, paper, collection, topics, { basePath: '/', siteUrl: null })
 *     => '…<title>KernelBand — ICML 2026</title>…<div id="root"><main …><article class="paper" …>'
 */
export function paperPage(shell: string, paper: Paper, collection: Collection, topics: readonly Topic[],
  options: PrerenderOptions): string {
  checkShell(shell, options);
  const site = shortName(collection);
  const description = truncateAtWord(paper.summary || paper.text) || paper.title;
  const url = paperUrl(paper.id, options);
  const page = fillShell(shell, {
    title: `${paper.title} — ${site}`,
    description,
    canonical: url,
    robots: null,
    // What the paper's page fetches (paperFetcher: data/paper/ID.json), started before the scripts.
    preload: `${options.basePath}data/paper/${paper.id}.json`,
    og: { type: 'article', title: paper.title, description, url, site_name: site },
    twitter: { card: 'summary', title: paper.title, description },
    citation: citationTags(paper, collection),
  }, paperArticle(paper, topics, options));
  // The shell's notice says nothing shows without JavaScript; this page does.
  return page.replace(/(<noscript>)[\s\S]*?(<\/noscript>)/i, (_, open: string, close: string) =>
    `${open}Searching the other papers needs JavaScript.${close}`);
}

/**
 * The tags Google Scholar and Zotero read a paper from (Highwire Press's citation_*), for a conference's
 * own data only: a bare list's titles are derived from the abstracts (or a curator's) and it has no
 * authors, and a citation_title would be stored as the paper's title. Its pages keep <title> and
 * og:title, which name the page rather than claim a publication. Values are escaped by fillShell.
 *   citationTags(causalrag2, icml) => [["citation_title", "CausalRAG2: …"], ["citation_author", "Nengbo Wang"], …,
 *     ["citation_publication_date", "2026"], ["citation_conference_title", "ICML 2026"]]
 */
export function citationTags(paper: Paper, collection: Collection): [string, string][] {
  if (paper.titleSource !== 'published') return [];
  const tags: [string, string][] = [['citation_title', paper.title]];
  for (const author of paper.authors ?? []) if (author.name.trim() !== '') tags.push(['citation_author', author.name]);
  const date = publicationDate(paper, collection);
  if (date !== null) tags.push(['citation_publication_date', date]);
  // A collection named after its file (a MiniConf CSV without a venue) names no conference.
  if (namesVenue(collection)) tags.push(['citation_conference_title', shortName(collection)]);
  const pdf = paper.venueLinks?.find((link) => link.kind === 'pdf');
  const pdfUrl = pdf === undefined ? null : httpUrl(pdf.url);
  if (pdfUrl !== null) tags.push(['citation_pdf_url', pdfUrl]);
  return tags;
}

// The conference's year ("2026"), which is when its proceedings appear, rather than the day of the
// paper's first poster or talk: that is when it was presented, not published, and only the virtual-site
// feed has it, where OpenReview notes and MiniConf's CSV do not; the year gives every format the same
// answer, and it is all Scholar and Zotero need. Only without a year, the first presentation's day, in
// Scholar's form ("2026/07/14").
function publicationDate(paper: Paper, collection: Collection): string | null {
  if (collection.year !== null && Number.isInteger(collection.year)) return String(collection.year);
  const first = paper.presentations?.map((each) => conferenceTime(each.start)?.date).find((date) => date !== undefined);
  return first === undefined ? null : first.replace(/-/g, '/');
}

// The static body of a paper's page: what PaperPage, TopicList and PaperLinks render. A derived title
// gets the same visible note as in the app (DerivedTitleNote).
function paperArticle(paper: Paper, topics: readonly Topic[], options: PrerenderOptions): string {
  const text = escapeHtml;
  const derived = isDerivedTitle(paper);
  const labels = paper.topics.map((id) => topics.find((t) => t.id === id)?.label ?? id);
  const paragraphs = paper.text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  const links = paper.links.flatMap((link) => {
    const url = httpUrl(link.url);
    return url === null ? [] : [{ url, label: LINK_LABELS[link.kind] ?? 'Link', host: new URL(url).host }];
  });
  return [
    // data-prerendered: this page's few interface words are English; public/theme.js has marked a Chinese
    // reader's page lang="zh-CN" by now, and styles.css keeps those words' places without showing them
    // until the app draws the page in Chinese. The paper's own text is marked English for screen readers.
    '<main id="main" class="page"><article class="paper" aria-labelledby="paper-title" data-prerendered="">',
    `<nav class="back" aria-label="Breadcrumb"><a href="${text(options.basePath)}">← All papers</a></nav>`,
    `<header class="page-header"><h1 id="paper-title" lang="en"${derived ? ' aria-describedby="paper-title-source"' : ''}>${text(paper.title)}</h1>`,
    derived ? `<p class="derived-title-note" id="paper-title-source">${text(DERIVED_TITLE_NOTE)}</p>` : '',
    labels.length === 0 ? '' :
      `<ul class="topics" aria-label="Topics">${labels.map((l) => `<li class="topic">${text(l)}</li>`).join('')}</ul>`,
    '</header>',
    '<section class="paper-section" aria-labelledby="abstract-title"><h2 id="abstract-title">Abstract</h2>',
    `<div class="abstract" lang="en">${paragraphs.map((p) => `<p>${text(p)}</p>`).join('')}</div></section>`,
    links.length === 0 ? '' : '<section class="paper-section" aria-labelledby="links-title"><h2 id="links-title">Links</h2>' +
      `<ul class="paper-links">${links.map((l) => `<li><a href="${text(l.url)}" rel="noopener noreferrer">${text(l.label)}` +
        `<span class="link-host"> · ${text(l.host)}</span></a></li>`).join('')}</ul></section>`,
    '</article></main>',
  ].join('');
}

// The prerendered pages' own words are English (the app words its pages from the message catalogs).
// countLabel(1) => "1 paper"; countLabel(19) => "19 papers"
const countLabel = (n: number) => `${n} ${n === 1 ? 'paper' : 'papers'}`;

/**
 * The home page's description: what a link to the explorer unfurls as.
 *   homeDescription({ title: 'ICML 2026 papers', venue: 'ICML', year: 2026 }, 19)
 *     => "The 19 papers of ICML 2026: search their titles, abstracts, topics and benchmarks, and keep a reading list."
 */
export function homeDescription(collection: Collection, papers: number): string {
  return `The ${countLabel(papers)} of ${shortName(collection)}: search their titles, abstracts, topics and benchmarks, ` +
    'and keep a reading list.';
}

// The tags of a page that is the collection's rather than a paper's; `url` null for no canonical address.
function collectionTags(collection: Collection, papers: number, url: string | null, options: PrerenderOptions): HeadTags {
  const description = homeDescription(collection, papers);
  return {
    title: collection.title,
    description,
    canonical: url,
    robots: null,
    preload: `${options.basePath}data/list.json`,
    og: { type: 'website', title: collection.title, description, url, site_name: shortName(collection) },
    twitter: { card: 'summary', title: collection.title, description },
    citation: [],
  };
}

/**
 * The app's other pages (appRouteFiles): the shell, empty, named as the collection, so that a link to
 * the map or the reading list unfurls as the conference's papers too. No canonical address or og:url:
 * each is its own page, and not the home page.
 */
export function appRoutePage(shell: string, collection: Collection, papers: number, options: PrerenderOptions): string {
  checkShell(shell, options);
  return withNoscript(fillShell(shell, collectionTags(collection, papers, null, options), ''), NEEDS_JAVASCRIPT);
}

/**
 * index.html: the shell with the collection's title, description, canonical URL, Open Graph and Twitter
 * card tags, so a link to the explorer unfurls as the conference's papers, and `firstScreen` in #root:
 * the markup the app renders first at / (src/app/firstScreen.tsx renders it with the app's own
 * components; escaped there, as React escapes all text). The app replaces it with the same markup.
 *   homePage(shell, collection, 19, '<a class="skip-link" …', { basePath: '/', siteUrl: null })
 *     => '…<title>ICML 2026 papers</title>…<meta property="og:title" content="ICML 2026 papers" />…'
 */
export function homePage(shell: string, collection: Collection, papers: number, firstScreen: string,
  options: PrerenderOptions): string {
  checkShell(shell, options);
  const url = options.siteUrl === null ? null : absoluteUrl(options.basePath, paths.home.href(), options.siteUrl);
  const page = fillShell(shell, collectionTags(collection, papers, url, options), firstScreen === '' ? '' : `${FIRST_SCREEN_START}${firstScreen}${FIRST_SCREEN_END}`);
  // The shell's notice says nothing shows without JavaScript; the first papers do.
  return withNoscript(page, firstScreen === '' ? NEEDS_JAVASCRIPT : 'Searching and filtering the papers needs JavaScript.');
}

// What a page that shows nothing without JavaScript says (the shell's own words, index.html).
const NEEDS_JAVASCRIPT = 'This paper explorer needs JavaScript to show the papers.';

// The page with `text` as its <noscript> notice (whatever an earlier run wrote there).
const withNoscript = (page: string, text: string): string =>
  page.replace(/(<noscript>)[\s\S]*?(<\/noscript>)/i, (_, open: string, close: string) => `${open}${escapeHtml(text)}${close}`);

/**
 * 404.html, which GitHub Pages-style hosts serve for any unknown path with the address kept: a "Not
 * found" title and notice for readers without JavaScript; the app then renders whatever the address
 * means. Its URLs are absolute, so it works at any depth. Not to be indexed.
 */
export function notFoundPage(shell: string, collection: Collection, options: PrerenderOptions): string {
  checkShell(shell, options);
  const site = shortName(collection);
  const body = '<main id="main" class="page"><section class="notice" aria-labelledby="page-not-found-title">' +
    '<h1 id="page-not-found-title">Page not found</h1><p>Nothing lives at this address.</p>' +
    `<p><a href="${escapeHtml(options.basePath)}">← All papers</a></p></section></main>`;
  return fillShell(shell, {
    title: `Not found — ${site}`,
    description: null,
    canonical: null,
    robots: 'noindex',
    // Whatever page the app ends up showing at this address fetches its own data.
    preload: null,
    og: {},
    twitter: {},
    citation: [],
  }, body);
}

/**
 * sitemap.xml: the home page and every paper, as absolute URLs under the base; null without a siteUrl,
 * since a sitemap must list absolute URLs and a guessed host would be wrong. (A sitemap holds at most
 * 50,000 URLs; far above any conference.)
 *   sitemap(['cfmm'], { basePath: '/x/', siteUrl: 'https://a.org' })
 *     => '<?xml …?>\n<urlset …>\n  <url><loc>https://a.org/x/</loc></url>\n'
 *        + '  <url><loc>https://a.org/x/paper/cfmm</loc></url>\n</urlset>\n'
 */
export function sitemap(ids: readonly string[], options: PrerenderOptions): string | null {
  const { siteUrl } = options;
  if (siteUrl === null) return null;
  const urls = [absoluteUrl(options.basePath, paths.home.href(), siteUrl), ...ids.map((id) => paperAddress(options.basePath, id, siteUrl))];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

export interface PrerenderedSite {
  /**
   * Paths relative to dist, in writing order: the paper pages, the app's other routes and the app shell
   * (the shell, named as the collection), 404.html, sitemap.xml, manifest.webmanifest, then index.html
   * (the input, now the home page).
   */
  files: { path: string; content: string }[];
  /** Paper pages written. */
  pages: number;
  /** Whether sitemap.xml is among the files (it needs a siteUrl). */
  sitemap: boolean;
}

/**
 * Every file the prerender writes, from the built shell and papers.json; all its pages carry the CSP.
 * `firstScreen` is #root's markup for the home page (src/app/firstScreen.tsx), '' to leave it empty.
 */
export function prerenderSite(shell: string, data: PapersFile, options: PrerenderOptions, firstScreen = ''): PrerenderedSite {
  checkShell(shell, options);
  const secured = withCsp(shell);
  const files = data.papers.map((paper) => ({
    path: paperFile(paper.id),
    content: paperPage(secured, paper, data.collection, data.topics, options),
  }));
  const routePage = appRoutePage(secured, data.collection, data.papers.length, options);
  for (const path of appRouteFiles()) files.push({ path, content: routePage });
  // The page the service worker answers a paper or an unknown address with offline (src/sw/sw.ts).
  files.push({ path: APP_SHELL, content: routePage });
  files.push({ path: '404.html', content: notFoundPage(secured, data.collection, options) });
  const map = sitemap(data.papers.map((p) => p.id), options);
  if (map !== null) files.push({ path: 'sitemap.xml', content: map });
  // The language the shell's interface speaks, which the manifest's name and description share.
  const lang = /<html\b[^>]*\blang="([^"]+)"/i.exec(shell)?.[1] ?? 'en';
  const manifest = webManifest({
    collection: data.collection,
    basePath: options.basePath,
    description: homeDescription(data.collection, data.papers.length),
    lang,
  });
  files.push({ path: 'manifest.webmanifest', content: `${JSON.stringify(manifest, null, 2)}\n` });
  files.push({ path: 'index.html', content: homePage(secured, data.collection, data.papers.length, firstScreen, options) });
  return { files, pages: data.papers.length, sitemap: map !== null };
}
