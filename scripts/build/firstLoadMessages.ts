// Vite plugin: the first load's code shows only messages of the `base` bundle (src/lib/i18n/bundles.ts).
// The page loads `base` with the app and every other bundle later (`later` once the first results are
// shown, `paper`, `map`, `overview` with their pages), so a component of the first load that shows an id
// of another bundle shows the raw id until that bundle arrives, and the unit tests, which load every
// bundle, would not notice. Ids are typed (MessageId), so the code writes each one whole as a string:
// the build fails when a module of the first load's chunks has one that is not in `base`, naming both.
// Such a component loads lazily with its messages (needMessages), or its message moves to `base`.

import { join } from 'node:path';
import type { Plugin } from 'vite';
import { MESSAGE_BUNDLES } from '../../src/lib/i18n/bundles.ts';
import type { MessageBundle } from '../../src/lib/i18n/bundles.ts';
import { messagesDir, readNamespace } from './messagesPlugin.ts';

/** Each message id outside `base`, with its bundle (ids are the same in every language: catalogs.test.ts). */
export function idsOutsideBase(root: string): Map<string, MessageBundle> {
  const ids = new Map<string, MessageBundle>();
  for (const [bundle, namespaces] of Object.entries(MESSAGE_BUNDLES) as [MessageBundle, readonly string[]][]) {
    if (bundle === 'base') continue;
    for (const namespace of namespaces) {
      for (const id of Object.keys(readNamespace(join(messagesDir(root), 'en', `${namespace}.json`)))) ids.set(id, bundle);
    }
  }
  return ids;
}

/** What this check reads of the bundler's output (a chunk's modules: their code once tree-shaken). */
export interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  modules: Record<string, { code: string | null }>;
}
type Output = Chunk | { type: 'asset' };

/** The chunks an entry loads before anything else: the entry chunks and what they import statically. */
export function firstLoadChunks(bundle: Readonly<Record<string, Output>>): Chunk[] {
  const chunks = new Map<string, Chunk>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || chunks.has(fileName)) return;
    chunks.set(fileName, chunk);
    chunk.imports.forEach(visit);
  };
  for (const output of Object.values(bundle)) if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
  return [...chunks.values()];
}

/** A message id written as a string literal: "search.count", 'search.count' or `search.count`. */
const QUOTED_ID = /(["'`])([A-Za-z][\w.]*\.[\w.]+)\1/g;

/**
 * The ids of `ids` that `chunks`' modules write, with the module and the id's bundle, e.g.
 * [{ module: 'src/features/search/SearchBox.tsx', id: 'search.help.phrase', bundle: 'later' }].
 */
export function messagesOutsideBase(chunks: readonly Chunk[], ids: ReadonlyMap<string, MessageBundle>, root: string): { module: string; id: string; bundle: MessageBundle }[] {
  const found: { module: string; id: string; bundle: MessageBundle }[] = [];
  for (const chunk of chunks) {
    for (const [module, rendered] of Object.entries(chunk.modules)) {
      for (const [, , id = ''] of (rendered.code ?? '').matchAll(QUOTED_ID)) {
        const bundle = ids.get(id);
        if (bundle !== undefined) found.push({ module: module.startsWith(`${root}/`) ? module.slice(root.length + 1) : module, id, bundle });
      }
    }
  }
  return found;
}

export function firstLoadMessagesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'paper-explorer:first-load-messages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const found = messagesOutsideBase(firstLoadChunks(bundle), idsOutsideBase(root), root);
      if (found.length === 0) return;
      this.error(
        'the first load shows messages it has not loaded (only the `base` bundle comes with it, src/lib/i18n/bundles.ts): ' +
          found.map(({ module, id, bundle }) => `${module}: "${id}" (${bundle})`).join('; ') +
          '. Load that component lazily with its messages (needMessages), or move the message to a namespace of `base`.',
      );
    },
  };
}
