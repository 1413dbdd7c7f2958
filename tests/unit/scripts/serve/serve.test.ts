import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Io } from '../../../../scripts/shared/cli';
import type { StaticServer } from '../../../../scripts/serve/staticServer';
import { serve } from '../../../../scripts/serve/serve';

describe('serve (the command)', () => {
  let dir: string;
  let out: string[];
  let err: string[];
  const io = (env: Record<string, string> = {}): Io => ({ stdout: (l) => out.push(l), stderr: (l) => err.push(l), env });

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'serve-'));
    mkdirSync(join(dir, 'paper', 'cfmm'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<title>Papers</title>');
    writeFileSync(join(dir, 'paper', 'cfmm', 'index.html'), '<title>CFMM</title>');
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = async (argv: string[], env?: Record<string, string>) => {
    out = [];
    err = [];
    let server: StaticServer | null = null;
    const code = await serve(argv, io(env), (started) => (server = started));
    return { code, server: server as StaticServer | null };
  };

  it('serves the folder under BASE_PATH on 127.0.0.1, and says where', async () => {
    const { code, server } = await run(['--dir', dir, '--port', '0'], { BASE_PATH: '/icml2026/', PORT: '1' });
    try {
      expect(code).toBe(0);
      expect(server!.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(out).toEqual([`Serving ${dir}/ at ${server!.url}/icml2026/`]);
      const page = await fetch(`${server!.url}/icml2026/paper/cfmm`);
      expect(await page.text()).toBe('<title>CFMM</title>');
    } finally {
      await server?.close();
    }
  });

  it('refuses a bad port, a bad BASE_PATH or a folder that was never built, in one line', async () => {
    expect((await run(['--dir', dir], { PORT: 'http' })).code).toBe(1);
    expect(err).toEqual(['error: PORT "http" is not a port number (0–65535)']);
    expect((await run(['--dir', dir, '--port', '70000'])).code).toBe(1);
    expect(err).toEqual(['error: --port "70000" is not a port number (0–65535)']);
    expect((await run(['--dir', dir], { BASE_PATH: 'icml2026' })).code).toBe(1);
    expect(err[0]).toMatch(/^error: BASE_PATH "icml2026" must be an absolute path/);
    expect((await run(['--dir', join(dir, 'nowhere')])).code).toBe(1);
    expect(err).toEqual([`error: ${join(dir, 'nowhere', 'index.html')} not found: run npm run build first`]);
  });
});
