// public/theme.js repeats src/lib/i18n/locale.ts's rule in plain script (it runs before the first paint,
// before any module): the two must pick the same language for every address, saved choice and browser.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HTML_LANG, pickLocale } from '../../../src/lib/i18n/locale';
import { LOCALE_KEY } from '../../../src/i18n/i18n';

const script = readFileSync('public/theme.js', 'utf8');
const html = document.documentElement;

function run(search: string, saved: string | null, languages: string[]): string {
  window.history.replaceState(null, '', `/${search}`);
  if (saved === null) localStorage.removeItem(LOCALE_KEY);
  else localStorage.setItem(LOCALE_KEY, saved);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  html.removeAttribute('lang');
  html.removeAttribute('data-search-params');
  new Function(script)();
  return html.getAttribute('lang') ?? '';
}

const tag = fc.constantFrom('zh', 'zh-CN', 'zh-TW', 'zh-Hans', 'ZH-hk', 'en', 'en-GB', 'fr', 'ja', 'de-DE', '', 'xx-zh');

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('public/theme.js sets <html lang> before the first paint', () => {
  it('as src/lib/i18n/locale.ts decides, for any address, saved choice and browser languages', () => {
    fc.assert(
      fc.property(fc.option(tag, { nil: null }), fc.option(tag, { nil: null }), fc.array(tag, { maxLength: 3 }), (param, saved, languages) => {
        const search = param === null ? '' : `?${new URLSearchParams({ lang: param })}`;
        const expected = HTML_LANG[pickLocale({ param, saved, languages })];
        expect(run(search, saved, languages)).toBe(expected);
      }),
    );
  });

  it('keeps the English prerendered results out of sight for a reader of Chinese (only their places)', () => {
    run('', null, ['zh-CN', 'en']);
    expect(html.hasAttribute('data-search-params')).toBe(true);
    run('', null, ['en-US']);
    expect(html.hasAttribute('data-search-params')).toBe(false);
    run('?lang=zh', 'en', ['en-US']);
    expect(html.getAttribute('lang')).toBe('zh-CN');
  });
});
