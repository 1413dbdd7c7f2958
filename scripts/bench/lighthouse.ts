// Lighthouse's mobile performance audit (its defaults: a Moto G Power's screen, simulated slow 4G and 4×
// CPU) of pages of the served site, in Debian's Chromium launched here with a DevTools port on 127.0.0.1.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { messageOf } from '../../src/lib/errors';
import { CHROMIUM, CHROMIUM_ARGS } from '../shared/chromium';
import { summarizeLighthouse, type LighthouseResultLike, type LighthouseSummary } from './vitals';

const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export interface DevToolsBrowser {
  port: number;
  close(): Promise<void>;
}

/**
 * Starts Chromium with a free DevTools port (it prints the port it took), for Lighthouse and for the
 * schedule's measure (schedule.ts), which drive it over the DevTools protocol; rejects after `timeoutMs`.
 */
export function launchWithDevToolsPort(timeoutMs = 30_000): Promise<DevToolsBrowser> {
  const profile = mkdtempSync(join(os.tmpdir(), 'bench-lighthouse-'));
  const child = spawn(CHROMIUM, [...FLAGS, '--remote-debugging-address=127.0.0.1', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGKILL');
      await exited;
    }
    // Its helper processes may still be writing to the profile for a moment after the browser exits; a
    // profile left behind in the temporary folder must not throw away the run's measurements.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`bench: left ${profile} behind (${messageOf(error)})`);
    }
  };
  return new Promise((resolve, reject) => {
    let stderr = '';
    const fail = (why: string) => {
      clearTimeout(timer);
      void close().then(() => reject(new Error(`${CHROMIUM}: ${why}\n${stderr.slice(-2000).trim()}`)));
    };
    const timer = setTimeout(() => fail(`no "DevTools listening on" within ${timeoutMs / 1000} s`), timeoutMs);
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code, signal) => fail(`exited (${signal ?? `exit ${code}`}) before it listened`));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const port = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(stderr)?.[1];
      if (port === undefined) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      child.stderr.removeAllListeners('data');
      child.stderr.resume();
      resolve({ port: Number(port), close });
    });
  });
}

/**
 * Audits `origin + path` once with Lighthouse's mobile defaults (performance only).
 *   await auditPage(browser, 'http://127.0.0.1:4000', '/?q=kernel', 5000) => { score: 71, fcp: 2400, … }
 */
export async function auditPage(browser: DevToolsBrowser, origin: string, path: string, papers: number): Promise<LighthouseSummary> {
  const result = await lighthouse(`${origin}${path}`, {
    port: browser.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    screenEmulation: screenEmulationMetrics.mobile,
    throttlingMethod: 'simulate',
  });
  if (result === undefined) throw new Error(`lighthouse ${origin}${path}: no result`);
  return summarizeLighthouse(result.lhr as unknown as LighthouseResultLike, papers, path);
}
