import { describe, expect, it } from 'vitest';
import { cacheControl, contentType, isCompressible, pickEncoding, requestTarget } from '../../../../scripts/serve/staticHost';

describe('requestTarget', () => {
  it('serves a paper page without the trailing slash, from its folder', () => {
    expect(requestTarget('/paper/cfmm', '/')).toEqual({
      kind: 'files', candidates: [{ file: 'paper/cfmm' }, { file: 'paper/cfmm/index.html' }],
    });
  });

  it('redirects the trailing-slash form to the canonical one, keeping the query', () => {
    expect(requestTarget('/paper/cfmm/?q=flow', '/')).toEqual({
      kind: 'files', candidates: [{ file: 'paper/cfmm/index.html', redirect: '/paper/cfmm?q=flow' }],
    });
  });

  it('serves the root from index.html, with or without a query', () => {
    expect(requestTarget('/', '/')).toEqual({ kind: 'files', candidates: [{ file: 'index.html' }] });
    expect(requestTarget('/?q=kernel', '/')).toEqual({ kind: 'files', candidates: [{ file: 'index.html' }] });
  });

  it('lives under the base path: its root without the slash redirects, anything outside is not found', () => {
    expect(requestTarget('/icml2026/', '/icml2026/')).toEqual({ kind: 'files', candidates: [{ file: 'index.html' }] });
    expect(requestTarget('/icml2026?q=x', '/icml2026/')).toEqual({ kind: 'redirect', location: '/icml2026/?q=x' });
    expect(requestTarget('/icml2026/map', '/icml2026/')).toEqual({
      kind: 'files', candidates: [{ file: 'map' }, { file: 'map/index.html' }],
    });
    for (const outside of ['/', '/map', '/icml2025/', '/icml2026x/map', '/assets/index.js']) {
      expect(requestTarget(outside, '/icml2026/')).toEqual({ kind: 'not-found' });
    }
  });

  it('decodes escapes, and refuses any that would leave the folder', () => {
    expect(requestTarget('/data/caf%C3%A9.json', '/')).toEqual({
      kind: 'files', candidates: [{ file: 'data/café.json' }, { file: 'data/café.json/index.html' }],
    });
    for (const path of ['/../secret.txt', '/data/../../secret.txt', '/..%2fsecret.txt', '/%2e%2e/secret.txt',
      '/a%5c..%5csecret', '//evil.example/x', '/a//b', '/.hidden', '/paper/.cfmm.html.123.tmp', 'relative']) {
      expect(requestTarget(path, '/'), path).toEqual({ kind: 'not-found' });
    }
  });

  it('calls a malformed escape or a control character a bad request', () => {
    expect(requestTarget('/paper/%E0%A4%A', '/')).toEqual({ kind: 'bad-request', reason: 'malformed percent-encoding in "%E0%A4%A"' });
    expect(requestTarget('/paper/%zz', '/').kind).toBe('bad-request');
    expect(requestTarget('/paper/a%00b', '/')).toEqual({ kind: 'bad-request', reason: 'a control character in the path' });
  });
});

describe('contentType', () => {
  it('knows the types a build holds, and calls the rest octet-stream', () => {
    expect(contentType('index.html')).toBe('text/html; charset=utf-8');
    expect(contentType('assets/index-Bx1.js')).toBe('text/javascript; charset=utf-8');
    expect(contentType('assets/KaTeX_Main-Regular.woff2')).toBe('font/woff2');
    expect(contentType('sitemap.xml')).toBe('application/xml; charset=utf-8');
    expect(contentType('data/list.JSON')).toBe('application/json; charset=utf-8');
    expect(contentType('LICENSE')).toBe('application/octet-stream');
  });
});

describe('isCompressible', () => {
  it('compresses text, JSON and SVG, not images or fonts', () => {
    for (const file of ['a.html', 'a.js', 'a.css', 'a.json', 'a.svg', 'a.xml', 'a.txt']) expect(isCompressible(contentType(file)), file).toBe(true);
    for (const file of ['a.png', 'a.woff2', 'a.ico', 'a.bin']) expect(isCompressible(contentType(file)), file).toBe(false);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('gzip;q=1, br;q=0')).toBe('gzip');
    expect(pickEncoding('GZIP;Q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding('')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});

describe('cacheControl', () => {
  it('keeps hashed assets for good and revalidates everything else', () => {
    expect(cacheControl('assets/index-Bx1.js')).toBe('public, max-age=31536000, immutable');
    for (const file of ['index.html', 'paper/cfmm/index.html', 'data/list.json', 'favicon.svg', 'theme.js']) {
      expect(cacheControl(file), file).toBe('no-cache');
    }
  });
});
