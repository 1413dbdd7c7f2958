import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build, type BuildSteps } from '../../../../scripts/build/build';
import type { Io } from '../../../../scripts/shared/cli';

describe('build (the command)', () => {
  let parent: string;
  let dist: string;
  let out: string[];
  let err: string[];
  const io: Io = { stdout: (line) => out.push(line), stderr: (line) => err.push(line), env: {} };

  // Stand-ins for build-data, vite build and the prerender: each writes a file or fails.
  const steps = (overrides: Partial<BuildSteps> = {}): BuildSteps => ({
    data: () => 0,
    site: async (outDir) => {
      writeFileSync(join(outDir, 'index.html'), 'new shell');
      mkdirSync(join(outDir, 'assets'));
      writeFileSync(join(outDir, 'assets', 'index-new.js'), 'new');
    },
    prerender: (outDir) => {
      mkdirSync(join(outDir, 'paper', 'cfmm'), { recursive: true });
      writeFileSync(join(outDir, 'paper', 'cfmm', 'index.html'), 'new page');
      return 0;
    },
    ...overrides,
  });

  beforeEach(() => {
    parent = mkdtempSync(join(tmpdir(), 'build-'));
    dist = join(parent, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), 'old shell');
    writeFileSync(join(dist, 'assets', 'index-old.js'), 'old');
    out = [];
    err = [];
  });

  afterEach(() => rmSync(parent, { recursive: true, force: true }));

  const files = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
      .sort();

  it('replaces the old site whole: nothing of it is left, and no temporary folder', async () => {
    expect(await build(['--dist', dist], io, steps())).toBe(0);
    expect(files(dist)).toEqual(['assets/index-new.js', 'index.html', 'paper/cfmm/index.html']);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('new shell');
    expect(readdirSync(parent)).toEqual(['dist']);
    expect(out.at(-1)).toBe(`${dist}: replaced whole by the new build`);
    expect(err).toEqual([]);
  });

  it('builds into a fresh folder, never into the one being served', async () => {
    let builtIn = '';
    await build(['--dist', dist], io, steps({
      site: async (outDir) => {
        builtIn = outDir;
        expect(readdirSync(outDir)).toEqual([]);
        expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('old shell');
        writeFileSync(join(outDir, 'index.html'), 'new shell');
      },
    }));
    expect(builtIn).toMatch(new RegExp(`^${dist}\\.tmp-${process.pid}-`));
  });

  it('leaves the old site untouched and no partial folder when the prerender fails', async () => {
    const code = await build(['--dist', dist], io, steps({
      prerender: (outDir, stepIo) => {
        writeFileSync(join(outDir, 'half-written.html'), 'x');
        stepIo.stderr('error: public/data/papers.json: not found');
        return 1;
      },
    }));
    expect(code).toBe(1);
    expect(files(dist)).toEqual(['assets/index-old.js', 'index.html']);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('old shell');
    expect(readdirSync(parent)).toEqual(['dist']);
    expect(err).toEqual(['error: public/data/papers.json: not found', `error: the build failed; ${dist} is left as it was`]);
  });

  it('leaves the old site untouched when vite build throws, and names the step', async () => {
    const code = await build(['--dist', dist], io, steps({ site: async () => Promise.reject(new Error('Could not resolve "./x"')) }));
    expect(code).toBe(1);
    expect(files(dist)).toEqual(['assets/index-old.js', 'index.html']);
    expect(readdirSync(parent)).toEqual(['dist']);
    expect(err).toEqual(['error: vite build: Could not resolve "./x"', `error: the build failed; ${dist} is left as it was`]);
  });

  it('stops before the site when the data build fails', async () => {
    let built = false;
    expect(await build(['--dist', dist], io, steps({ data: () => 1, site: async () => { built = true; } }))).toBe(1);
    expect(built).toBe(false);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe('old shell');
  });

  it('skips the data with --skip-data, and builds a site that did not exist yet', async () => {
    rmSync(dist, { recursive: true });
    let data = false;
    expect(await build(['--dist', dist, '--skip-data'], io, steps({ data: () => ((data = true), 0) }))).toBe(0);
    expect(data).toBe(false);
    expect(existsSync(join(dist, 'paper', 'cfmm', 'index.html'))).toBe(true);
  });

  it('removes what a killed build left behind, not what a running one is using', async () => {
    const dead = `${dist}.tmp-999999999-abc123`; // no such process
    const alive = `${dist}.tmp-${process.pid}-running`;
    mkdirSync(dead);
    mkdirSync(alive);
    expect(await build(['--dist', dist], io, steps())).toBe(0);
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(alive)).toBe(true);
  });
});
