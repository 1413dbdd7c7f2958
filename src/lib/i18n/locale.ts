// Which language the interface speaks. Pure, so that the app, the tests and public/theme.js (which repeats
// the rule in plain script, before the first paint) agree: an explicit `?lang=` in the address wins for
// that visit, else the reader's saved choice, else the browser's first preferred language.
//   pickLocale({ param: null, saved: null, languages: ['zh-TW', 'en'] }) => 'zh'
//   pickLocale({ param: 'en', saved: 'zh', languages: [] })              => 'en'

export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];

/** What `<html lang>` says for each: the Chinese catalog is written in simplified Chinese. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', zh: 'zh-CN' };

/** A language tag or a saved value as a locale: zh, zh-CN, zh-TW, zh-Hans… → 'zh'; en, en-GB… → 'en'; else null. */
export function parseLocale(value: unknown): Locale | null {
  if (typeof value !== 'string') return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'zh' ? 'zh' : primary === 'en' ? 'en' : null;
}

/** The browser's languages, most preferred first: Chinese if the first one is Chinese, English otherwise. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  return parseLocale(languages[0]) === 'zh' ? 'zh' : 'en';
}

export interface LocaleSources {
  /** The address's `lang` parameter, if any. */
  param: string | null;
  /** The reader's saved choice, if any (anything unreadable counts as none). */
  saved: unknown;
  /** navigator.languages. */
  languages: readonly string[];
}

export function pickLocale({ param, saved, languages }: LocaleSources): Locale {
  return parseLocale(param) ?? parseLocale(saved) ?? localeFromLanguages(languages);
}
