// Vite plugin: `import('virtual:messages/<locale>/<bundle>')` is one language's messages for one bundle
// (src/lib/i18n/bundles.ts), merged from src/i18n/messages/<locale>/<namespace>.json and compiled by
// Lingui's own compiler at build time, so the browser gets ready-to-format messages and no ICU parser.
// A message that does not compile, or an id two namespaces both define, fails the build naming the file.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { LOCALES } from '../../src/lib/i18n/locale.ts';
import type { Locale } from '../../src/lib/i18n/locale.ts';
import { MESSAGE_BUNDLES } from '../../src/lib/i18n/bundles.ts';
import type { MessageBundle } from '../../src/lib/i18n/bundles.ts';

const PREFIX = 'virtual:messages/';

export const messagesDir = (root: string) => join(root, 'src', 'i18n', 'messages');

/** A namespace's messages as written: id → ICU message. Throws naming the file if it is not that. */
export function readNamespace(file: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not readable JSON (${(error as Error).message})`, { cause: error });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${file}: expected an object of id → message`);
  for (const [id, message] of Object.entries(parsed)) {
    if (typeof message !== 'string' || message.trim() === '') throw new Error(`${file}: "${id}" is not a non-empty string`);
  }
  return parsed as Record<string, string>;
}

/** One bundle of one language, compiled: what the virtual module exports. */
export function compileBundle(root: string, locale: Locale, bundle: MessageBundle): { messages: Record<string, unknown>; files: string[] } {
  const messages: Record<string, unknown> = {};
  const owner = new Map<string, string>();
  const files: string[] = [];
  for (const namespace of MESSAGE_BUNDLES[bundle]) {
    const file = join(messagesDir(root), locale, `${namespace}.json`);
    files.push(file);
    for (const [id, message] of Object.entries(readNamespace(file))) {
      if (owner.has(id)) throw new Error(`${file}: "${id}" is also defined in ${owner.get(id)}`);
      owner.set(id, file);
      try {
        messages[id] = compileMessageOrThrow(message);
      } catch (error) {
        throw new Error(`${file}: "${id}" does not compile: ${(error as Error).message}`, { cause: error });
      }
    }
  }
  return { messages, files };
}

export function messagesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'paper-explorer:messages',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [locale = '', bundle = ''] = id.slice(PREFIX.length + 1).split('/');
      if (!(LOCALES as readonly string[]).includes(locale) || !Object.hasOwn(MESSAGE_BUNDLES, bundle)) {
        throw new Error(`${id.slice(1)}: no such language or message bundle`);
      }
      const { messages, files } = compileBundle(root, locale as Locale, bundle as MessageBundle);
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(messages)};`;
    },
  };
}
