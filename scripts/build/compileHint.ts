// V8's explicit compile hint (Chromium 133+, v8.dev/blog/explicit-compile-hints): a script that starts with
// this comment has every function compiled eagerly, on the background thread that compiles it as it
// downloads, instead of each on the page's main thread the first time it runs. Put atop the entry chunk,
// nearly all of which runs as the app starts (React, the router, the stores); other browsers read a comment.
//
// On /schedule's first visit at 7,000 papers, the entry's evaluation on the 4× phone went from a median of
// ~145 ms to ~126 ms with it, in interleaved runs (docs/benchmarks.md).

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Writes COMPILE_HINT as the entry chunk's first line, in the file as written: V8 reads it there only (on
 * the second line, below vite's preamble, the lazy chunks' dependency map that vite writes atop the chunk
 * after every plugin's generateBundle, the first visit's longest task was as long as without it). Its
 * source map, when there is one, one line down to match.
 */
export function compileHintPlugin(): Plugin {
  return {
    name: 'paper-explorer:compile-hint',
    apply: 'build',
    writeBundle({ dir }, bundle) {
      if (dir === undefined) throw new Error('compile hint: the build wrote no output folder');
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const file = join(dir, chunk.fileName);
        writeFileSync(file, `${COMPILE_HINT}\n${readFileSync(file, 'utf8')}`);
        if (chunk.sourcemapFileName === null) continue;
        const mapFile = join(dir, chunk.sourcemapFileName);
        const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
        writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }
    },
  };
}
