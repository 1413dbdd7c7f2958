import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPLE_TOUCH_ICON,
  MANIFEST_ICONS,
  PAGE_BACKGROUND,
  SHORT_NAME_LENGTH,
  manifestShortName,
  webManifest,
} from '../../../../scripts/build/manifest';
import type { Collection } from '../../../../src/lib/types';

const ICML: Collection = { title: 'ICML 2026 论文列表', venue: 'ICML', year: 2026 };
const manifestOf = (collection: Collection, basePath = '/') =>
  webManifest({ collection, basePath, description: 'The 19 papers of ICML 2026.', lang: 'en' });

/** A PNG's width and height, from its IHDR chunk (bytes 16-23, right after the signature). */
function pngSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('latin1'), `${path} is a PNG`).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('manifestShortName', () => {
  it('is the venue and year when they fit', () => {
    expect(manifestShortName(ICML)).toBe('ICML 2026');
    expect(manifestShortName({ title: 'Accepted papers', venue: 'NeurIPS', year: 2026 })).toBe('NeurIPS 2026');
  });

  it('falls back to the venue alone when the venue and year are too long, then to the title', () => {
    expect(manifestShortName({ title: 'Accepted papers', venue: 'Interspeech', year: 2026 })).toBe('Interspeech');
    expect(manifestShortName({ title: 'Asia papers', venue: 'SIGGRAPH Asia', year: 2026 })).toBe('Asia papers');
  });

  it('is a short title as it is, and a long one cut to fit with an ellipsis', () => {
    expect(manifestShortName({ title: 'My papers', venue: null, year: null })).toBe('My papers');
    expect(manifestShortName({ title: 'Reading group papers', venue: null, year: null })).toBe('Reading gro…');
    // Cut by characters, not UTF-16 units: an astral character is one.
    expect(manifestShortName({ title: '𝔐𝔞𝔱𝔥 papers of the year', venue: null, year: null })).toBe('𝔐𝔞𝔱𝔥 papers…');
  });

  it('never has more characters than a home screen shows, nor nothing', () => {
    const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '');
    fc.assert(fc.property(text, fc.option(fc.string({ maxLength: 20 })), fc.option(fc.integer({ min: 1900, max: 2100 })),
      (title, venue, year) => {
        const name = manifestShortName({ title, venue, year });
        expect(Array.from(name).length).toBeLessThanOrEqual(SHORT_NAME_LENGTH);
        expect(name.trim()).not.toBe('');
      }));
  });
});

describe('webManifest', () => {
  it('names the app after the collection, with its description and language, in a window of its own', () => {
    expect(manifestOf(ICML)).toMatchObject({
      name: 'ICML 2026 论文列表',
      short_name: 'ICML 2026',
      description: 'The 19 papers of ICML 2026.',
      lang: 'en',
      display: 'standalone',
    });
  });

  it('starts at the search page and covers the site at the root', () => {
    expect(manifestOf(ICML)).toMatchObject({ id: '/', start_url: '/', scope: '/' });
    expect(manifestOf(ICML).icons.map((icon) => icon.src)).toEqual(
      ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png']);
  });

  it('keeps start_url, scope and the icons under a sub-path', () => {
    const manifest = manifestOf(ICML, '/icml2026/');
    expect(manifest).toMatchObject({ id: '/icml2026/', start_url: '/icml2026/', scope: '/icml2026/' });
    expect(manifest.icons).toEqual([
      { src: '/icml2026/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icml2026/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icml2026/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('colours the title bar and splash screen as the light page', () => {
    expect(manifestOf(ICML)).toMatchObject({ theme_color: '#fdfdfc', background_color: '#fdfdfc' });
  });
});

describe('the manifest\'s colours and icons, against the files they describe', () => {
  it('takes its colours from the page\'s background, as index.html\'s theme-color metas do', () => {
    const css = readFileSync('src/app/styles.css', 'utf8');
    expect(css).toContain(`--bg: light-dark(${PAGE_BACKGROUND.light}, ${PAGE_BACKGROUND.dark});`);
    const html = readFileSync('index.html', 'utf8');
    expect(html).toContain(`<meta name="theme-color" media="(prefers-color-scheme: light)" content="${PAGE_BACKGROUND.light}" />`);
    expect(html).toContain(`<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${PAGE_BACKGROUND.dark}" />`);
  });

  it('names icons that are committed under public/, at the sizes it says', () => {
    for (const icon of [...MANIFEST_ICONS, APPLE_TOUCH_ICON]) {
      expect(pngSize(`public/${icon.file}`), icon.file).toEqual({ width: icon.size, height: icon.size });
    }
  });

  it('is linked from index.html, with the Apple icon, under the base path', () => {
    const html = readFileSync('index.html', 'utf8');
    expect(html).toContain('<link rel="manifest" href="%BASE_URL%manifest.webmanifest" />');
    expect(html).toContain(`<link rel="apple-touch-icon" href="%BASE_URL%${APPLE_TOUCH_ICON.file}" />`);
  });
});
