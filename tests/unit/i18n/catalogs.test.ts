// The message catalogs (src/i18n/messages): both languages say the same things, and every message compiles.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from '@messageformat/parser';
import type { Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { compileBundle, messagesDir, readNamespace } from '../../../scripts/build/messagesPlugin';
import { LOCALES } from '../../../src/lib/i18n/locale';
import { MESSAGE_BUNDLES, MESSAGE_NAMESPACES } from '../../../src/lib/i18n/bundles';
import type { MessageBundle } from '../../../src/lib/i18n/bundles';

const root = join(import.meta.dirname, '..', '..', '..');
const dir = messagesDir(root);
const namespace = (locale: string, name: string) => readNamespace(join(dir, locale, `${name}.json`));

/** The placeholders and plural/select arguments a message uses: a translation must use the same. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** The numbered tags (<0>…</0>) a message wraps words in: a translation must keep them. */
const tagsOf = (message: string) => [...message.matchAll(/<(\d+)>/g)].map((match) => match[1]).sort();

describe('the message catalogs', () => {
  it('have a file per namespace for each language, and no other', () => {
    for (const locale of LOCALES) {
      expect(readdirSync(join(dir, locale)).sort()).toEqual(MESSAGE_NAMESPACES.map((name) => `${name}.json`).sort());
    }
  });

  it.each(MESSAGE_NAMESPACES)('%s: English and Chinese have exactly the same ids', (name) => {
    expect(Object.keys(namespace('zh', name)).sort()).toEqual(Object.keys(namespace('en', name)).sort());
  });

  it.each(MESSAGE_NAMESPACES)('%s: each Chinese message uses the same placeholders and tags as the English', (name) => {
    const en = namespace('en', name);
    const zh = namespace('zh', name);
    for (const [id, message] of Object.entries(en)) {
      expect({ id, args: argumentsOf(zh[id] ?? '') }).toEqual({ id, args: argumentsOf(message) });
      expect({ id, tags: tagsOf(zh[id] ?? '') }).toEqual({ id, tags: tagsOf(message) });
    }
  });

  it('compile, every bundle in every language, with no id in two namespaces of a bundle', () => {
    for (const locale of LOCALES) {
      for (const bundle of Object.keys(MESSAGE_BUNDLES) as MessageBundle[]) {
        expect(() => compileBundle(root, locale, bundle)).not.toThrow();
      }
    }
  });

  it('fail the build on a message that does not compile, or an id two namespaces share, naming the file and the id', () => {
    const bad = mkdtempSync(join(tmpdir(), 'messages-'));
    const write = (name: string, messages: object) => {
      mkdirSync(join(messagesDir(bad), 'en'), { recursive: true });
      writeFileSync(join(messagesDir(bad), 'en', `${name}.json`), JSON.stringify(messages));
    };
    for (const name of MESSAGE_BUNDLES.base) write(name, {});
    write('search', { 'search.count': '{count, plural, one {# paper}' });
    expect(() => compileBundle(bad, 'en', 'base')).toThrow(/search\.json: "search\.count" does not compile/);
    write('search', { 'app.title': 'Papers' });
    write('app', { 'app.title': 'Papers' });
    expect(() => compileBundle(bad, 'en', 'base')).toThrow(/search\.json: "app\.title" is also defined in .*app\.json/);
    write('app', { 'app.title': '' });
    expect(() => compileBundle(bad, 'en', 'base')).toThrow(/app\.json: "app\.title" is not a non-empty string/);
    rmSync(bad, { recursive: true, force: true });
  });
});
