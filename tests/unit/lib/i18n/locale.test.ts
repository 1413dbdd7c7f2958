import { describe, expect, it } from 'vitest';
import { localeFromLanguages, parseLocale, pickLocale } from '../../../../src/lib/i18n/locale';

describe('the interface language', () => {
  it('reads any Chinese tag as Chinese, any English one as English, and nothing else', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-TW', 'zh-Hans', 'zh_HK', ' ZH-hant ']) expect(parseLocale(tag)).toBe('zh');
    for (const tag of ['en', 'en-GB', 'EN-us']) expect(parseLocale(tag)).toBe('en');
    for (const value of ['fr', 'xx-zh', '', null, 3, {}]) expect(parseLocale(value)).toBeNull();
  });

  it('follows the browser\'s first language: Chinese, or English for anything else', () => {
    expect(localeFromLanguages(['zh-CN', 'en'])).toBe('zh');
    expect(localeFromLanguages(['zh-TW'])).toBe('zh');
    expect(localeFromLanguages(['en-US', 'zh-CN'])).toBe('en');
    expect(localeFromLanguages(['fr-FR'])).toBe('en');
    expect(localeFromLanguages([])).toBe('en');
  });

  it('lets ?lang= win for the visit, then the saved choice, then the browser', () => {
    expect(pickLocale({ param: 'zh', saved: 'en', languages: ['en'] })).toBe('zh');
    expect(pickLocale({ param: 'klingon', saved: 'zh', languages: ['en'] })).toBe('zh');
    expect(pickLocale({ param: null, saved: 'corrupt{', languages: ['zh-Hans'] })).toBe('zh');
    expect(pickLocale({ param: null, saved: null, languages: ['de'] })).toBe('en');
  });
});
