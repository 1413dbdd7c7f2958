/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, minify } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { messagesPlugin } from './scripts/build/messagesPlugin.ts';
import { firstLoadMessagesPlugin } from './scripts/build/firstLoadMessages.ts';

// public/theme.js runs before the first paint and counts in the first results' JavaScript: its comments
// (which say why each line is there) stay in the source, the built site gets it minified.
function minifyThemeScript(): Plugin {
  let outDir = 'dist';
  return {
    name: 'paper-explorer:minify-theme-script',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const file = join(outDir, 'theme.js');
      const { code, errors } = await minify('theme.js', readFileSync(file, 'utf8'), { compress: true, mangle: true });
      if (errors.length > 0) throw new Error(`public/theme.js: ${errors.map((error) => error.message).join('; ')}`);
      writeFileSync(file, code);
    },
  };
}

// BASE_PATH lets the site live under a sub-path (e.g. /icml2026/); it must start and end with "/".
const base = process.env.BASE_PATH ?? '/';

export default defineConfig({
  base,
  // No V8 compile hint (//# allFunctionsCalledOnLoad) atop the entry: it had every function of the entry
  // compiled ahead, and so in the code cache that Chromium makes of it on the second visit, on the main
  // thread: 830 KB, a task of 63–94 ms on the 4× phone, on whatever page came second. Without it, 200 KB and
  // 28–39 ms. It had shortened the search page's two longest tasks at 7,000 papers by 40–73 ms (tasks of
  // 250–450 ms, over budget either way: docs/benchmarks.md).
  plugins: [react(), messagesPlugin(), firstLoadMessagesPlugin(), minifyThemeScript()],
  build: {
    // A lazy chunk's imports are found by the browser as it reads the chunk, not announced beforehand as
    // <link rel="modulepreload"> elements: each such element cost 4-12 ms of main thread on a throttled
    // phone, and a route's chunk brought up to 20 (90 ms per lazy import, in the page's first seconds).
    // Lazy chunks are fetched ahead of need anyway (main.tsx), so the extra round trip is not felt.
    // Their CSS is still loaded with them.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Each language's messages named as such (messages-zh-base-….js): the budget test and the offline
        // plan tell them apart from the pages' code.
        chunkFileNames: (chunk) => {
          const messages = /^\0virtual:messages\/(\w+)\/(\w+)$/.exec(chunk.facadeModuleId ?? '');
          return messages ? `assets/messages-${messages[1]}-${messages[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        // Everything the entry imports statically (rolldown's `$initial` tag: the search page's first load,
        // search engine included) in the entry's one chunk, whatever folder it is in. Left to itself, the
        // bundler puts each module that a lazy chunk (the full-text loader, the Chinese reader, a route)
        // shares with the first load into a small chunk of its own, and each costs the first results its
        // own request and compression overhead (116,873 B gzip against 115,145 B in one chunk). The group
        // holds the entry module, so it is the entry's chunk: `index-[hash].js`.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
  test: {
    // Vitest's default, one worker fewer than the cores, leaves a two-core machine running one test file
    // at a time while the main process mostly waits: two workers at least.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    // The few tests that parse whole lists or run property checks take 1-2 s alone; five seconds failed
    // them on a machine busy with other work. Tests that time something assert the time themselves.
    testTimeout: 15_000,
    // Two projects so that only tests that render pay for jsdom (its start-up and the DOM setup cost
    // more than most pure tests take to run). The file's name decides: a .tsx test renders, in jsdom; a
    // .ts test runs in Node, but a .dom.test.ts, which needs the DOM without rendering. One environment
    // per project, never a per-file comment: a worker whose next file wants another environment is
    // stopped and a new one started (vitest's pool), and the five such files made the Node tests start
    // ten processes, each loading compromise and fast-check again. Every project starts with
    // tests/properties.ts (one fast-check budget); the jsdom one then tests/setup.ts. The Node tests run
    // first, then the component tests, each with every worker (sequence.groupOrder): side by side, the
    // two projects' files took turns in the same workers, each turn a new process.
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: ['tests/**/*.test.ts'], exclude: ['tests/**/*.dom.test.ts'], isolate: false, setupFiles: ['tests/properties.ts'], sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx', 'tests/**/*.dom.test.ts'],
          setupFiles: ['tests/properties.ts', 'tests/setup.ts'],
          // The files a worker runs share its jsdom window and the modules they import, as the Node
          // tests share modules. In a fresh VM context each (vmForks), every file started React, jsdom's
          // helpers and the app cold: the component tests took 52 s of CPU instead of 36 s (29 s wall
          // instead of 21 s on two cores). tests/setup.ts hands every file a blank page, empty storage
          // and the window as jsdom made it; a test that patches something else puts it back itself.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
