// npm run preview [-- --dir DIR] [--port N]   (npm start builds first; PORT and BASE_PATH from the env)
// Serves the built site on 127.0.0.1 as a static host would (scripts/serve/staticServer.ts): each paper at
// /paper/ID, unknown addresses 404 with 404.html, text compressed, hashed assets cached for good.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Io, parseCommandLine, runIfMain } from '../shared/cli';
import { PrerenderError, basePathOf } from '../build/pages';
import { serveStatic, type StaticServer } from './staticServer';
import { DEFAULT_DIST_DIR } from '../build/prerender';

export const DEFAULT_PORT = 4173;

const USAGE = `usage: npm run preview -- [--dir DIR] [--port N]
  --dir DIR    the built site (default: ${DEFAULT_DIST_DIR})
  --port N     the port (default: $PORT, else ${DEFAULT_PORT}); on 127.0.0.1
environment:
  PORT         the port, when --port is not given
  BASE_PATH    the sub-path the site was built for (default: /); everything outside it is 404`;

/**
 * Starts the server; resolves to 0 once it listens (it then runs until the process is stopped), or to
 * 1 with one line on stderr. `started` gets the server (the tests close it).
 */
export async function serve(argv: string[], io: Io, started: (server: StaticServer) => void = () => {}): Promise<number> {
  const args = parseCommandLine({
    args: argv,
    options: {
      dir: { type: 'string', default: DEFAULT_DIST_DIR },
      port: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }, USAGE, io);
  if (typeof args === 'number') return args;
  const portText = args.values.port ?? io.env.PORT ?? String(DEFAULT_PORT);
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    io.stderr(`error: ${args.values.port === undefined ? 'PORT' : '--port'} "${portText}" is not a port number (0–65535)`);
    return 1;
  }
  let basePath: string;
  try {
    basePath = basePathOf(io.env);
  } catch (error) {
    if (!(error instanceof PrerenderError)) throw error;
    io.stderr(`error: ${error.message}`);
    return 1;
  }
  const dir = args.values.dir;
  if (!existsSync(join(dir, 'index.html'))) {
    io.stderr(`error: ${join(dir, 'index.html')} not found: run npm run build first`);
    return 1;
  }
  let server: StaticServer;
  try {
    server = await serveStatic(dir, { port, basePath });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    io.stderr(`error: 127.0.0.1:${port}: ${code === 'EADDRINUSE' ? 'the port is in use (PORT=N or --port N for another)' : (error as Error).message}`);
    return 1;
  }
  io.stdout(`Serving ${dir}/ at ${server.url}${basePath}`);
  started(server);
  return 0;
}

runIfMain(import.meta.url, serve);
