// Code loaded on demand comes with the messages it shows: the one way to load both together, in the
// active language (the bundles are in src/lib/i18n/bundles.ts). The caller writes the import() itself,
// so that the bundler sees it in the calling module and splits the same chunk as a plain import() would:
//   const Map = lazyWithMessages('map', () => import('./routes/MapRoute'), 'MapRoute');
//   const loadHelp = () => import('./SearchHelpContent');
//   whenIdle(() => void withMessages('later', loadHelp));   // fetched early, shown at once later

import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { MessageBundle } from '../lib/i18n/bundles';
import { needMessages } from './i18n';

/**
 * A module and the messages of `bundle`, fetched side by side; resolves to the module once both are in,
 * rejects if either fails.
 *   const { PaperRoute } = await withMessages('paper', () => import('./routes/PaperRoute'));
 */
export async function withMessages<M>(bundle: MessageBundle, load: () => Promise<M>): Promise<M> {
  const [module] = await Promise.all([load(), needMessages(bundle)]);
  return module;
}

/**
 * React.lazy for the component exported as `name` by the module `load` fetches, rendered once the
 * messages of `bundle` are in as well (a default export is named 'default').
 *   const SaveSearchForm = lazyWithMessages('later', () => import('./SaveSearchForm'), 'SaveSearchForm');
 */
// ComponentType<any>, as React.lazy has it: any component, which keeps its own props' type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithMessages<K extends string, M extends Record<K, ComponentType<any>>>(
  bundle: MessageBundle,
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await withMessages(bundle, load))[name] }));
}
