import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadChunks, firstLoadMessagesPlugin, idsOutsideBase, messagesOutsideBase } from '../../../../scripts/build/firstLoadMessages';
import type { Chunk } from '../../../../scripts/build/firstLoadMessages';
import { messagesDir, readNamespace } from '../../../../scripts/build/messagesPlugin';

const root = join(import.meta.dirname, '..', '..', '..', '..');
const firstId = (namespace: string) => Object.keys(readNamespace(join(messagesDir(root), 'en', `${namespace}.json`)))[0] ?? '';
const BASE_ID = firstId('search');
const LATER_ID = firstId('searchLater');
const PAPER_ID = firstId('paper');

const chunk = (fileName: string, modules: Record<string, string>, more: Partial<Chunk> = {}): Chunk => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  imports: [],
  modules: Object.fromEntries(Object.entries(modules).map(([id, code]) => [join(root, id), { code }])),
  ...more,
});

describe('idsOutsideBase', () => {
  it('has the ids of every bundle but base, each with its bundle', () => {
    const ids = idsOutsideBase(root);
    expect(ids.get(LATER_ID)).toBe('later');
    expect(ids.get(PAPER_ID)).toBe('paper');
    expect(ids.has(BASE_ID)).toBe(false);
  });
});

describe('firstLoadChunks', () => {
  it('is the entry chunks and what they import statically, not what they import lazily', () => {
    const bundle = {
      'index.js': chunk('index.js', {}, { isEntry: true, imports: ['shared.js'] }),
      'shared.js': chunk('shared.js', {}, { imports: ['deeper.js'] }),
      'deeper.js': chunk('deeper.js', {}),
      'PaperRoute.js': chunk('PaperRoute.js', {}, { imports: ['shared.js'] }),
      'index.css': { type: 'asset' as const },
    };
    expect(firstLoadChunks(bundle).map((c) => c.fileName)).toEqual(['index.js', 'shared.js', 'deeper.js']);
  });
});

describe('messagesOutsideBase', () => {
  const ids = idsOutsideBase(root);

  it('finds an id of another bundle written whole in any quotes, naming the module', () => {
    const found = messagesOutsideBase([chunk('index.js', {
      'src/features/search/Planted.tsx': `t("${LATER_ID}"), t('${PAPER_ID}'), t(\`${LATER_ID}\`)`,
    })], ids, root);
    expect(found).toEqual([
      { module: 'src/features/search/Planted.tsx', id: LATER_ID, bundle: 'later' },
      { module: 'src/features/search/Planted.tsx', id: PAPER_ID, bundle: 'paper' },
      { module: 'src/features/search/Planted.tsx', id: LATER_ID, bundle: 'later' },
    ]);
  });

  it('lets base ids through, and a string that only contains an id', () => {
    const code = `t("${BASE_ID}"); const note = "see ${LATER_ID} later";`;
    expect(messagesOutsideBase([chunk('index.js', { 'src/features/search/Fine.tsx': code })], ids, root)).toEqual([]);
  });
});

describe('firstLoadMessagesPlugin', () => {
  const plugin = firstLoadMessagesPlugin();
  const generateBundle = plugin.generateBundle as (this: { error: (message: string) => never }, options: unknown, bundle: unknown) => void;
  const context = { error: (message: string): never => { throw new Error(message); } };
  (plugin.configResolved as (config: { root: string }) => void)({ root });

  it('fails the build when a module of the first load shows an id of a bundle loaded later', () => {
    const bundle = {
      'index.js': chunk('index.js', { 'src/app/main.tsx': `t("${BASE_ID}")` }, { isEntry: true, imports: ['shared.js'] }),
      'shared.js': chunk('shared.js', { 'src/features/search/Planted.tsx': `t("${LATER_ID}")` }),
    };
    expect(() => generateBundle.call(context, {}, bundle)).toThrow(`src/features/search/Planted.tsx: "${LATER_ID}" (later)`);
  });

  it('while a lazy chunk may show it', () => {
    const bundle = {
      'index.js': chunk('index.js', { 'src/app/main.tsx': `t("${BASE_ID}")` }, { isEntry: true }),
      'SearchHelpContent.js': chunk('SearchHelpContent.js', { 'src/features/search/SearchHelpContent.tsx': `t("${LATER_ID}")` }, { imports: ['index.js'] }),
    };
    expect(() => generateBundle.call(context, {}, bundle)).not.toThrow();
  });
});
