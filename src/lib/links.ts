// URLs in abstracts: which ones are safe to link, where a bare one ends, and what kind of page it is.

import type { LinkKind, PaperLink, Token } from './types';

/**
 * Hosts whose pages are source code (repositories, gists, anonymised review copies), subdomains included.
 * Not code: github.io (project pages), huggingface.co (models, datasets and demos), arxiv.org, personal sites.
 */
export const CODE_HOSTS: readonly string[] = [
  'github.com',
  'githubusercontent.com',
  'gitlab.com',
  'bitbucket.org',
  'codeberg.org',
  'sr.ht',
  'gitee.com',
  'sourceforge.net',
  'anonymous.4open.science',
];

/**
 * The URL a browser would follow, if it is an absolute http(s) URL with a host; otherwise null.
 * Browsers drop tabs and newlines anywhere and controls or spaces at the ends before reading the scheme,
 * so this does too: "java\tscript:" is seen as the "javascript:" it becomes.
 *   httpUrl(" https://github.com/a/b ") => "https://github.com/a/b"
 *   httpUrl("JaVaScRiPt:alert(1)") => null; httpUrl("data:text/html,x") => null
 */
export function httpUrl(raw: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what browsers strip
  const url = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  // eslint-disable-next-line no-control-regex -- a space or control inside is not a URL we link
  if (!/^https?:\/\/[^/?#\\]/i.test(url) || /[\u0000-\u0020\u007f-\u009f]/.test(url)) return null;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '' ? url : null;
  } catch {
    return null;
  }
}

// A bare URL in running text stops at spaces, quotes, angle brackets, math dollars and asterisks.
const BARE_URL = /https?:\/\/[^\s<>"'`{}|\\^$*“”‘’，。；：！？（）]+/iy;

/**
 * The bare http(s) URL that starts at `index` and ends before `end`, without the punctuation around
 * it (see trimBareUrl); null when none starts there or it is not a safe URL.
 *   bareUrlAt("Code: https://github.com/a/b.", 6) => "https://github.com/a/b"
 */
export function bareUrlAt(text: string, index: number, end = text.length): string | null {
  BARE_URL.lastIndex = index;
  const match = BARE_URL.exec(text);
  if (match === null) return null;
  const url = trimBareUrl(match[0].slice(0, end - index));
  return httpUrl(url) === url ? url : null;
}

/**
 * A bare URL without the punctuation that ends the sentence around it, and without closing brackets
 * it does not open.
 *   trimBareUrl("https://github.com/ExplainableML/LCS.") => "https://github.com/ExplainableML/LCS"
 *   trimBareUrl("https://en.wikipedia.org/wiki/Fold_(function)),") => "https://en.wikipedia.org/wiki/Fold_(function)"
 */
export function trimBareUrl(url: string): string {
  const count = (c: string) => url.split(c).length - 1;
  const open: Record<string, number> = { ')': count('('), ']': count('[') };
  const close: Record<string, number> = { ')': count(')'), ']': count(']') };
  let end = url.length;
  while (end > 0) {
    const last = url[end - 1]!;
    if ('.,;:!?_'.includes(last)) {
      end--;
    } else if ((last === ')' || last === ']') && close[last]! > open[last]!) {
      close[last]!--;
      end--;
    } else {
      break;
    }
  }
  return url.slice(0, end);
}

/**
 * 'code' for a repository host (see CODE_HOSTS), else 'project'.
 *   linkKind("https://github.com/TongmingLAIC/KernelBand") => "code"
 *   linkKind("https://research.beingbeyond.com/being-h0") => "project"
 */
export function linkKind(url: string): LinkKind {
  const host = new URL(url).hostname.toLowerCase();
  return CODE_HOSTS.some((code) => host === code || host.endsWith(`.${code}`)) ? 'code' : 'project';
}

/**
 * Every link of a token tree, in reading order, once: URLs differing only in the case of scheme or
 * host, or in a trailing slash, are the same link and keep their first spelling.
 *   extractLinks(tokenize("See https://GitHub.com/a/b and https://github.com/a/b/."))
 *     => [{ url: "https://GitHub.com/a/b", kind: "code" }]
 */
export function extractLinks(tokens: readonly Token[]): PaperLink[] {
  const links = new Map<string, PaperLink>();
  const visit = (token: Token): void => {
    if (token.type === 'link') {
      const key = sameLinkKey(token.url);
      if (!links.has(key)) links.set(key, { url: token.url, kind: linkKind(token.url) });
    }
    if ('children' in token) token.children.forEach(visit);
  };
  tokens.forEach(visit);
  return [...links.values()];
}

function sameLinkKey(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}${u.search}${u.hash}`;
}

/**
 * A paper's OpenReview forum, from its forum id: where the conference's data points readers and citations.
 *   forumUrl("F2zHYjBAEv") => "https://openreview.net/forum?id=F2zHYjBAEv"
 */
export const forumUrl = (id: string): string => `https://openreview.net/forum?id=${encodeURIComponent(id)}`;
