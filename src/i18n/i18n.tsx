// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the test and bench projects reach this file through imports, not their include: the virtual modules' types come with it
/// <reference path="./virtual.d.ts" />
// The interface's language: Lingui's runtime with the compiled catalogs of src/i18n/messages, loaded per
// bundle (src/lib/i18n/bundles.ts) and only for the active language. Components read messages through
// useT() and <T>, which follow a language switch at once (no provider needed: one i18n for the page).
//   const t = useT();  t('search.count', { count: 19 }) => '19 papers' | '19 篇论文'
//   <T id="search.didYouMean" values={{ word }} components={{ 0: <Link to={…} /> }} />   (./T.tsx)

import { setupI18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { HTML_LANG, parseLocale, pickLocale } from '../lib/i18n/locale';
import type { Locale } from '../lib/i18n/locale';
import type { MessageBundle } from '../lib/i18n/bundles';
import type { Topic } from '../lib/types';
import { safeStorage } from '../lib/safeStorage';
import type app from './messages/en/app.json';
import type search from './messages/en/search.json';
import type searchLater from './messages/en/searchLater.json';
import type libraryLater from './messages/en/libraryLater.json';
import type query from './messages/en/query.json';
import type library from './messages/en/library.json';
import type theme from './messages/en/theme.json';
import type offline from './messages/en/offline.json';
import type paper from './messages/en/paper.json';
import type map from './messages/en/map.json';
import type overview from './messages/en/overview.json';
import type schedule from './messages/en/schedule.json';

/** Every message id (the English catalog is the reference: tests check the Chinese one has the same ids). */
export type MessageId = keyof (typeof app & typeof search & typeof searchLater & typeof libraryLater & typeof query & typeof library & typeof theme & typeof offline & typeof paper & typeof map & typeof overview & typeof schedule);
/** A message's placeholders: `{count}`, `{title}`… */
export type Values = Record<string, unknown>;
export type Translate = (id: MessageId, values?: Values) => string;

/** Where the reader's choice is kept; public/theme.js reads it too, before the first paint. */
export const LOCALE_KEY = 'paper-explorer:lang';

const storage = safeStorage(() => localStorage);

export const i18n = setupI18n();

const LOADERS: Record<Locale, Record<MessageBundle, () => Promise<{ default: Messages }>>> = {
  en: {
    base: () => import('virtual:messages/en/base'),
    later: () => import('virtual:messages/en/later'),
    paper: () => import('virtual:messages/en/paper'),
    map: () => import('virtual:messages/en/map'),
    overview: () => import('virtual:messages/en/overview'),
    schedule: () => import('virtual:messages/en/schedule'),
  },
  zh: {
    base: () => import('virtual:messages/zh/base'),
    later: () => import('virtual:messages/zh/later'),
    paper: () => import('virtual:messages/zh/paper'),
    map: () => import('virtual:messages/zh/map'),
    overview: () => import('virtual:messages/zh/overview'),
    schedule: () => import('virtual:messages/zh/schedule'),
  },
};

/**
 * The active language, for components (useLocale) and the switch. A module singleton on purpose, unlike
 * the data stores (made in main.tsx, provided through AppProviders): it is the React-facing half of
 * `i18n` above, the page's one language, which plain functions read through t() too, and it is set
 * outside React (main.tsx, the prerender and the tests activate a language before anything renders).
 * A provider would add nothing but the chance of the two disagreeing.
 */
export const localeStore = createStore<{ locale: Locale }>(() => ({ locale: 'en' }));

/** The language being shown or about to be (its messages may still be on their way). */
let target: Locale = 'en';
const loads = new Map<string, Promise<void>>();
/** The bundles the pages shown so far needed: a switch loads them in the other language before it shows. */
const wanted = new Set<MessageBundle>(['base']);

// What src/lib/loadOnce does for the stores, written out here on purpose: importing loadOnce makes the
// bundler (rolldown 1.2, its issue #9963) move this module and Lingui out of the entry chunk into a chunk
// of their own, one request and 640 bytes gzip more before the first results, which takes the Chinese
// page over its budget (e2e/i18n.spec.ts). Try again after a bundler upgrade: no i18n-….js in dist/assets.
function load(locale: Locale, bundle: MessageBundle): Promise<void> {
  const key = `${locale}/${bundle}`;
  let loading = loads.get(key);
  if (!loading) {
    loading = LOADERS[locale][bundle]().then(({ default: messages }) => i18n.load(locale, messages));
    // A failed download is asked again next time (the page that needed it says it failed).
    loading.catch(() => loads.delete(key));
    loads.set(key, loading);
  }
  return loading;
}

/** Loads a bundle a page needs, in the active language (and remembers it for a later switch). */
export function needMessages(bundle: MessageBundle): Promise<void> {
  wanted.add(bundle);
  return load(target, bundle);
}

/**
 * Makes `locale` active once the bundles the pages shown so far need (or `bundles`) are loaded in it;
 * false if another language was asked for meanwhile (that one is shown). No document needed (the prerender).
 */
export async function activateLocale(locale: Locale, bundles: Iterable<MessageBundle> = wanted): Promise<boolean> {
  target = locale;
  await Promise.all([...bundles].map((bundle) => load(locale, bundle)));
  if (target !== locale) return false;
  i18n.activate(locale);
  localeStore.setState({ locale });
  return true;
}

/** Shows `locale`: loads what the pages shown so far need in it, then activates it and sets `<html lang>`. */
export async function showLocale(locale: Locale): Promise<void> {
  if (await activateLocale(locale)) document.documentElement.lang = HTML_LANG[locale];
}

/**
 * Makes the browser load its Intl data for the language now, in a worker of its own (warmIntl.ts), while
 * the page's data downloads: that data is the process's, so the page's own first plural, number, date and
 * collator are then cheap. Made on the main thread, the first of them was a task of 100–150 ms on a 4×
 * slowed phone, whatever the page. Where no worker can start, the same is done here in a task of its own.
 */
export function warmFormats(locale: Locale): void {
  const lang = HTML_LANG[locale];
  try {
    new Worker(new URL('./warmIntl.ts', import.meta.url), { type: 'module', name: lang });
  } catch {
    setTimeout(() => {
      new Intl.PluralRules(lang).select(2);
      new Intl.NumberFormat(lang).format(2);
    }, 0);
  }
}

/** The language at start: `?lang=` for this visit, else the saved choice, else the browser's languages. */
export function startLocale(search: string, languages: readonly string[]): Locale {
  return pickLocale({ param: new URLSearchParams(search).get('lang'), saved: savedLocale(), languages });
}

/** The reader's saved choice, or null (also when storage is unavailable or holds something else). */
export function savedLocale(): Locale | null {
  return parseLocale(storage.readText(LOCALE_KEY));
}

/** The reader picks a language: shown at once and remembered. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await showLocale(locale);
  storage.write(LOCALE_KEY, locale); // storage unavailable: the choice lasts as long as the page
}

export function useLocale(): Locale {
  return useStore(localeStore, (state) => state.locale);
}

/** A function that formats a message in the active language; the component re-renders on a switch. */
export function useT(): Translate {
  useLocale();
  return t;
}

/** A topic's label in `locale` (English where a file has no Chinese one). */
export const topicLabel = (topic: Pick<Topic, 'label' | 'labelZh'>, locale: Locale): string =>
  locale === 'zh' ? (topic.labelZh ?? topic.label) : topic.label;

/** topicLabel in the active language; the component re-renders on a switch. */
export function useTopicLabel(): (topic: Pick<Topic, 'label' | 'labelZh'>) => string {
  const locale = useLocale();
  return (topic) => topicLabel(topic, locale);
}

/** A message outside a component (a document title, an announcement): formatted in the active language. */
export const t: Translate = (id, values) => i18n._(id, values);

/**
 * Names or phrases as a list in the active language, without an "and" (Intl.ListFormat, narrow):
 *   formatList(['Vision', 'Theory']) => "Vision, Theory" | "Vision、Theory"
 */
export const formatList = (items: readonly string[]): string =>
  new Intl.ListFormat(i18n.locale, { type: 'conjunction', style: 'narrow' }).format(items);
