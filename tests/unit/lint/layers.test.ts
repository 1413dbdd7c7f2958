// The layer rules of eslint.config.js, each proven by a planted import the linter rejects, next to an
// allowed import of the same shape that it accepts (so that a rule deleted, or widened to catch
// everything, fails here). The planted files are virtual: lintText with a path inside the layer.
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  // Loads the config, the plugins and the resolver once (seconds on a busy machine), outside any one test's time.
  await eslint.lintText('', { filePath: join(root, 'src/lib/planted.ts') });
}, 30_000);

/** A module of the folder, as an import specifier from `fromFile`: any one will do, so renames don't matter. */
function moduleIn(folder: string, fromFile: string): string {
  const file = readdirSync(join(root, folder)).find((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'));
  if (!file) throw new Error(`no module in ${folder}`);
  const specifier = relative(dirname(fromFile), join(folder, file.replace(/\.tsx?$/, ''))).split('\\').join('/');
  return specifier.startsWith('.') ? specifier : `./${specifier}`;
}

const features = readdirSync(join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const [featureA = '', featureB = ''] = features;

async function problems(filePath: string, code: string): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath), warnIgnored: true });
  return (result?.messages ?? []).map((m: Linter.LintMessage) => ({ rule: m.ruleId, message: m.message }));
}

/** Lints `import * as planted from '<specifier>'` in `filePath`. */
const importIn = (filePath: string, specifier: string) =>
  problems(filePath, `import * as planted from '${specifier}';\n\nexport const used = planted;\n`);

const rejected = (rule: string, message: string) => [{ rule, message: expect.stringContaining(message) }];

describe('the layer rules', () => {
  it('has at least two features to plant an import between', () => {
    expect(features.length).toBeGreaterThanOrEqual(2);
  });

  describe.each([
    // [what, planted file, folder it imports from, rule's message, allowed folder]
    ['a feature imports another feature', `src/features/${featureA}/Planted.tsx`, `src/features/${featureB}`, 'Features never import each other', `src/features/${featureA}`],
    ['a feature imports the app shell', `src/features/${featureA}/Planted.tsx`, 'src/app', 'Features do not import the app shell or the catalog', 'src/components'],
    ['a feature imports the catalog', `src/features/${featureA}/Planted.tsx`, 'src/catalog', 'Features do not import the app shell or the catalog', 'src/lib'],
    ['src/lib imports a feature', 'src/lib/planted.ts', `src/features/${featureA}`, 'src/lib is pure logic', 'src/lib/search'],
    ['src/lib imports the app shell', 'src/lib/planted.ts', 'src/app', 'src/lib is pure logic', 'src/config'],
    ['src/lib imports a shared component', 'src/lib/planted.ts', 'src/components', 'src/lib is pure logic', 'src/lib'],
    ['src/lib imports the catalog', 'src/lib/planted.ts', 'src/catalog', 'src/lib is pure logic', 'src/lib'],
    ['a shared component imports a feature', 'src/components/Planted.tsx', `src/features/${featureA}`, 'Shared components do not import a feature', 'src/lib'],
    ['a shared component imports the catalog', 'src/components/Planted.tsx', 'src/catalog', 'Shared components do not import a feature', 'src/components'],
    ['the catalog imports a feature', 'src/catalog/Planted.tsx', `src/features/${featureA}`, 'The catalog (the shared data layer) does not import a feature', 'src/lib'],
    ['the catalog imports the app shell', 'src/catalog/Planted.tsx', 'src/app', 'The catalog (the shared data layer) does not import a feature', 'src/components'],
    ['a script imports a feature', 'scripts/build/planted.ts', `src/features/${featureA}`, 'Scripts run in Node', 'src/lib'],
    ['a script imports the app shell', 'scripts/build/planted.ts', 'src/app', 'Scripts run in Node', 'scripts/shared'],
    ['a script imports the catalog', 'scripts/bench/planted.ts', 'src/catalog', 'Scripts run in Node', 'src/config'],
    ['a script imports a shared component', 'scripts/serve/planted.ts', 'src/components', 'Scripts run in Node', 'src/lib/search'],
    ['src/lib imports the interface language', 'src/lib/planted.ts', 'src/i18n', 'src/lib is pure logic', 'src/lib'],
    ['the interface language imports a feature', 'src/i18n/planted.ts', `src/features/${featureA}`, 'The interface language (src/i18n)', 'src/lib'],
    ['the interface language imports the catalog', 'src/i18n/planted.ts', 'src/catalog', 'The interface language (src/i18n)', 'src/config'],
    ['a script imports the interface language', 'scripts/build/planted.ts', 'src/i18n', 'Scripts run in Node', 'src/lib'],
    ['the service worker imports a feature', 'src/sw/planted.ts', `src/features/${featureA}`, 'The service worker has no page', 'src/lib/offline'],
    ['the service worker imports the catalog', 'src/sw/planted.ts', 'src/catalog', 'The service worker has no page', 'src/lib'],
    ['the service worker imports the interface language', 'src/sw/planted.ts', 'src/i18n', 'The service worker has no page', 'src/lib'],
    ['the service worker imports the build-only parser', 'src/sw/planted.ts', 'src/lib/parse', 'src/lib/parse is the build-only pipeline', 'src/lib'],
    ['src/lib imports the build-only parser', 'src/lib/planted.ts', 'src/lib/parse', 'src/lib/parse is the build-only pipeline', 'src/lib/search'],
    ['the search library imports the build-only parser', 'src/lib/search/planted.ts', 'src/lib/parse', 'src/lib/parse is the build-only pipeline', 'src/lib'],
    ['a feature imports the build-only parser', `src/features/${featureA}/Planted.tsx`, 'src/lib/parse', 'src/lib/parse is the build-only pipeline', 'src/lib'],
    ['the catalog imports the build-only parser', 'src/catalog/Planted.tsx', 'src/lib/parse', 'src/lib/parse is the build-only pipeline', 'src/lib'],
    ['the app shell imports the build-only parser', 'src/app/Planted.tsx', 'src/lib/parse', 'src/lib/parse is the build-only pipeline', 'src/lib'],
  ])('%s', (_what, file, forbidden, message, allowed) => {
    it('is rejected', async () => {
      expect(await importIn(file, moduleIn(forbidden, file))).toEqual(rejected('import-x/no-restricted-paths', message));
    });
    it(`while an import from ${allowed} passes`, async () => {
      expect(await importIn(file, moduleIn(allowed, file))).toEqual([]);
    });
  });

  describe('sees every way of importing', () => {
    const file = `src/features/${featureA}/Planted.tsx`;
    it.each([
      ['a lazy import', (from: string) => `export const later = () => import('${from}');\n`],
      ['a type import', (from: string) => `import type * as planted from '${from}';\n\nexport type Used = typeof planted;\n`],
      ['a re-export', (from: string) => `export * from '${from}';\n`],
    ])('rejects %s of another feature', async (_how, code) => {
      expect(await problems(file, code(moduleIn(`src/features/${featureB}`, file)))).toEqual(
        rejected('import-x/no-restricted-paths', 'Features never import each other'),
      );
    });
  });

  it('lets the data build and the parser itself import the build-only parser', async () => {
    for (const file of ['scripts/build/planted.ts', 'src/lib/parse/planted.ts']) {
      expect(await importIn(file, moduleIn('src/lib/parse', file))).toEqual([]);
    }
  });

  it('lets the app shell import every layer, which it composes', async () => {
    for (const folder of [`src/features/${featureA}`, 'src/catalog', 'src/components', 'src/lib']) {
      expect(await importIn('src/app/Planted.tsx', moduleIn(folder, 'src/app/Planted.tsx'))).toEqual([]);
    }
  });

  describe('src/lib has no React world', () => {
    it.each(['react', 'react-dom/client', 'react-router', 'zustand', 'zustand/vanilla', '@tanstack/react-virtual', 'd3-selection'])('rejects %s', async (name) => {
      expect(await importIn('src/lib/planted.ts', name)).toEqual(rejected('no-restricted-imports', 'src/lib has no React, store or DOM library'));
    });
    it('while a package of pure logic passes', async () => {
      expect(await importIn('src/lib/planted.ts', 'minisearch')).toEqual([]);
    });
    it('while React stays allowed outside src/lib', async () => {
      expect(await importIn('src/components/Planted.tsx', 'react')).toEqual([]);
    });
  });

  describe('src/ has no Node', () => {
    it.each([
      ['src/lib/planted.ts', 'node:fs'],
      ['src/lib/planted.ts', 'fs'],
      ['src/lib/planted.ts', 'path'],
      ['src/catalog/Planted.tsx', 'node:path'],
    ])('rejects %s importing %s', async (file, name) => {
      expect(await importIn(file, name)).toEqual(rejected('import-x/no-nodejs-modules', `Do not import Node.js builtin module "${name}"`));
    });
    it('while a script may', async () => {
      expect(await importIn('scripts/build/planted.ts', 'node:fs')).toEqual([]);
    });
  });

  describe("src/lib has none of the page's globals", () => {
    it('rejects window, document, navigator and localStorage', async () => {
      const code = 'export const page = () => [window.innerWidth, document.title, navigator.language, localStorage.length];\n';
      expect((await problems('src/lib/planted.ts', code)).map((p) => p.message)).toEqual(
        ['window', 'document', 'navigator', 'localStorage'].map((name) => expect.stringContaining(`Unexpected use of '${name}'. src/lib runs in Node too`)),
      );
    });
    it('while the globals Node and the browser share pass', async () => {
      const code = "export const shared = () => [new URL('/x', 'https://a.example'), setTimeout(() => {}, 1), performance.now(), new TextDecoder(), structuredClone({}), new MessageChannel()];\n";
      expect(await problems('src/lib/planted.ts', code)).toEqual([]);
    });
    it('while a component may use the page', async () => {
      expect(await problems('src/components/planted.ts', 'export const title = () => document.title;\n')).toEqual([]);
    });
  });

  it('rejects a type imported as typeof import(), which the path rules would not see', async () => {
    const code = `export type Planted = typeof import('${moduleIn('src/app', 'scripts/build/planted.ts')}');\n`;
    expect(await problems('scripts/build/planted.ts', code)).toEqual(rejected('no-restricted-syntax', 'Import the type with `import type`'));
  });

  describe('import cycles', () => {
    // Real files (a cycle needs the other half on disk), in a tree of their own linted with this config.
    const fixture = join(root, 'tests/unit/lint/fixtures/cycle');
    let results: ESLint.LintResult[];
    beforeAll(async () => {
      const cycles = new ESLint({ cwd: fixture, overrideConfigFile: join(root, 'eslint.config.js') });
      results = await cycles.lintFiles(['src/lib/*.ts']);
    }, 30_000);
    const messagesOf = (name: string) =>
      results.find((r) => r.filePath === join(fixture, 'src/lib', name))?.messages.map((m) => ({ rule: m.ruleId, message: m.message }));

    it.each(['first.ts', 'second.ts'])('rejects %s, half of a cycle', (name) => {
      expect(messagesOf(name)).toEqual(rejected('import-x/no-cycle', 'Dependency cycle detected'));
    });
    it('while a file that only imports the cycle passes', () => {
      expect(messagesOf('outside.ts')).toEqual([]);
    });
  });
});
