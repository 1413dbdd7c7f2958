import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';

// The layers (docs/architecture.md) as rules a newcomer cannot break by accident. Each rule has a planted
// bad import in tests/unit/lint/layers.test.ts that must stay rejected.
const root = import.meta.dirname;

// Every folder under src/features is a feature; a new one is covered without editing this file.
const features = readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move the shared piece to src/lib or src/components, or compose them in src/app.',
  })),
  {
    target: 'src/features',
    from: ['src/app', 'src/catalog'],
    message: 'Features do not import the app shell or the catalog: src/app passes them what they need.',
  },
  {
    target: 'src/lib',
    from: ['src/features', 'src/app', 'src/components', 'src/catalog', 'src/i18n'],
    message: 'src/lib is pure logic shared by the build and the browser: it imports only src/lib and src/config.',
  },
  {
    target: 'src/components',
    from: ['src/features', 'src/catalog', 'src/app'],
    message: 'Shared components do not import a feature, the catalog or the app shell.',
  },
  {
    target: 'src/i18n',
    from: ['src/features', 'src/catalog', 'src/app', 'src/components'],
    message: 'The interface language (src/i18n) is shared by every layer above src/lib: it imports only src/lib and src/config.',
  },
  {
    target: 'src/catalog',
    from: ['src/features', 'src/app'],
    message: 'The catalog (the shared data layer) does not import a feature or the app shell.',
  },
  {
    target: 'scripts',
    from: ['src/features', 'src/app', 'src/catalog', 'src/components', 'src/i18n'],
    message: 'Scripts run in Node: they import src/lib and src/config, never the browser app.',
  },
  {
    // Every file under src/ but src/lib/parse's own: the data build (scripts/build) and the tests may use it.
    target: ['src/*', 'src/!(lib)/**', 'src/lib/*', 'src/lib/!(parse)/**'],
    from: 'src/lib/parse',
    message: 'src/lib/parse is the build-only pipeline from the text list to papers: it never reaches a bundle. Code the browser or the service worker needs at run time lives directly in src/lib.',
  },
  {
    target: 'src/sw',
    from: 'src',
    except: ['./lib', './sw'],
    message: 'The service worker has no page: it imports src/lib (its decisions are in src/lib/offline) and Workbox, not the app, its features, catalog, components or language.',
  },
];

// src/lib runs in Node (the build) as well as the browser, so it may use only the globals both have. (The
// DOM's types, HTMLElement and the like, are left to TypeScript: tsconfig.node.json checks src/lib without them.)
// globals.node lists a few that Node 22 added but the build cannot rely on (and that mean the page).
const browserOnly = new Set(['localStorage', 'sessionStorage', 'Storage', 'navigator', 'Navigator']);
const shared = new Set([...Object.keys(globals.node), ...Object.keys(globals.builtin)].filter((name) => !browserOnly.has(name)));
const browserGlobals = Object.keys(globals.browser)
  .filter((name) => !shared.has(name))
  .map((name) => ({ name, message: 'src/lib runs in Node too: take the value as a parameter, or move this code to src/components or a feature.' }));

// lingui/no-unlocalized-strings lets words through in a few attributes of HTML elements (title among them):
// any attribute a reader sees or hears, written out in words, is refused here (tests/unit/lint/unlocalized.test.ts).
const untranslatedAttribute = {
  selector: "JSXAttribute[name.name=/^(title|alt|placeholder|aria-label|aria-description|aria-roledescription|aria-valuetext)$/] > Literal[value=/[A-Za-z]{2}/]",
  message: 'Words a reader sees or hears come from the message catalogs (src/i18n/messages): use t().',
};
const untrustedHtml = { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Abstract text is untrusted: render React elements.' };

export default tseslint.config(
  { ignores: ['dist', 'dist-subpath', 'dist-5000', 'dist-published', '*.tmp-*', '*.old-*', 'node_modules', 'public/data', 'test-results', 'playwright-report', '.bench'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', untrustedHtml] } },
  // React's rules where React is: the app (src/lib is pure logic) and the tests that render. Its compiler-
  // based rules read every function as a possible component: over the scripts, src/lib and the Node
  // tests they were half of the lint's time and found nothing React there to check.
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    ignores: ['src/lib/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Globals by runtime, as in the tsconfigs: the app in the browser, the scripts and the tools' configs in
  // Node, the benchmark in both (it hands functions to the page), the tests in both.
  { files: ['src/**'], languageOptions: { globals: globals.browser } },
  { files: ['scripts/**', '*.config.*'], languageOptions: { globals: globals.node } },
  { files: ['scripts/bench/**', 'tests/**', 'e2e/**'], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  // Plain scripts served as they are (public/theme.js): browser globals, no modules.
  { files: ['public/**/*.js'], languageOptions: { globals: globals.browser, sourceType: 'script' } },
  // Every string a reader sees or hears comes from the message catalogs (src/i18n/messages): a literal
  // that reads as words, in JSX or in code, fails here. Strings that are not words for a reader (class
  // names, ids, keys, CSS, addresses, storage keys, test ids) are told apart by where they are used or by
  // their shape; tests/unit/lint/unlocalized.test.ts plants examples that must stay rejected.
  {
    files: ['src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/catalog/**/*.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': ['error', {
        // Lower-case words without a space (a state, a key, a class, an event) and addresses are not text.
        ignore: ['^[a-z0-9][\\w.:/#?=&%+-]*$', '^[\\w-]+(\\s[\\w-]+)*$(?<=^[a-z-]+(\\s[a-z-]+)*)', '^(https?:)?//', '^[./]'],
        ignoreNames: [
          'className', 'id', 'key', 'type', 'role', 'name', 'rel', 'target', 'href', 'to', 'lang', 'dir', 'method',
          'inputMode', 'autoComplete', 'enterKeyHint', 'autoCapitalize', 'spellCheck', 'htmlFor', 'form', 'accept',
          'download', 'mimeType', 'testId', 'data-testid', 'viewBox', 'd', 'fill', 'stroke', 'transform', 'textAnchor',
          'dominantBaseline', 'style', 'align', 'behavior', 'block', 'inline', 'sizes', 'media', 'as', 'crossOrigin',
          { regex: { pattern: '^(data|aria)-(?!label|description|roledescription|valuetext|placeholder)' } },
          { regex: { pattern: '(Class|Key|Id|Path|Url|Href|Type|Mode|Event|Selector|Query|Name|Variant|Kind|Status|State)$' } },
          { regex: { pattern: '^[A-Z0-9_]+$' } },
        ],
        ignoreFunctions: [
          'console.*', 'Error', 'TypeError', 'RangeError', 'document.querySelector', 'document.querySelectorAll', '*.querySelector',
          '*.querySelectorAll', '*.closest', '*.matches', 'matchMedia', 'window.matchMedia', '*.addEventListener', '*.removeEventListener',
          '*.getItem', '*.setItem', '*.removeItem', '*.get', '*.has', '*.set', '*.delete', '*.getAttribute', '*.setAttribute',
          '*.removeAttribute', '*.toggleAttribute', '*.hasAttribute', 'performance.mark', 'performance.measure', 'import',
          'new URL', 'URL', 'URLSearchParams', 'new URLSearchParams', '*.append', '*.startsWith', '*.endsWith', '*.includes',
          '*.split', '*.join', '*.replace', '*.replaceAll', '*.toLocaleString', 'Intl.*', 'new Intl.*', '*.createElement',
          'useMediaQuery', 'paths.*', '*.scrollIntoView', '*.dispatchEvent', 'new Event', 'new CustomEvent', 'new Blob', 'Blob',
          'downloadFile', 'download', 'lazy', 'lazyWithMessages',
        ],
        useTsTypes: false,
      }],
    },
  },
  // The layers.
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
      // Packages are leaves (nothing in them imports this code), so only this repository's files are followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A type written `typeof import('…')` is a dependency the rules above do not see: say it with `import type`.
      'no-restricted-syntax': ['error', untrustedHtml, untranslatedAttribute, { selector: 'TSImportType', message: "Import the type with `import type`, so that the layer rules see the dependency." }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', 'react-router/*', 'zustand', 'zustand/*', '@tanstack/react-*', 'd3-selection', 'd3-zoom', '@testing-library/*'],
          message: 'src/lib has no React, store or DOM library: it is pure logic the build runs too.',
        }],
      }],
      'no-restricted-globals': ['error', ...browserGlobals],
    },
  },
);
