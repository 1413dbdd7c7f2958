// The benchmark's measurements inside one browser page (scripts/bench/bench.ts drives them).
// The timings are taken in the page with performance.now(), so the round trips of the Playwright
// protocol never count. The DOM contract: result links are <a href="/paper/ID"> inside a list, the
// search box is the combobox "Search papers", and <html data-search-ready="full"> marks the full-text
// index as ready. Optional: an element whose data-search-query is the query its results were computed
// from lets every keystroke be timed, including those that leave the page looking the same. The map
// (/map) marks its first full draw with performance.mark('map-drawn') and a canvas[data-map-drawn].
import type { Browser, Page } from '@playwright/test';
import type { LoadVitals } from './vitals';
import { DESKTOP, emulateDevice, installVitalsProbe, readLoadVitals, type DeviceProfile } from './vitalsProbe';

/** The functions below run in the page, serialised; tsx (esbuild keepNames) wraps named functions in __name(). */
export const NAME_SHIM = 'globalThis.__name = globalThis.__name || ((fn) => fn);';

/** What installWhenShown gives the page scripts below. */
export interface ShownWindow {
  __whenShown: (element: Element, callback: (shown: boolean) => void) => void;
}

/**
 * Runs in the page before its scripts: window.__whenShown(element, callback) calls `callback(true)` after
 * the first frame that lays `element` out with a box, `callback(false)` if that frame gave it none (a
 * hidden tree). An IntersectionObserver tells, from the frame's own layout. The probes watch the DOM in
 * MutationObserver callbacks, which run at the end of the page's task that changed it: a box read there
 * (getClientRects) forced the style and layout of all the new DOM into that task, 31–39 ms of the
 * schedule's first commit on the 4× phone, which no reader's page does.
 */
export function installWhenShown(): void {
  (window as unknown as ShownWindow).__whenShown = (element, callback) => {
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      const box = entries[entries.length - 1]?.boundingClientRect;
      callback(box !== undefined && (box.width > 0 || box.height > 0));
    });
    observer.observe(element);
  };
}

/** installWhenShown as a script for Page.addScriptToEvaluateOnNewDocument or addInitScript's content. */
export const WHEN_SHOWN_SCRIPT = `(${installWhenShown.toString()})()`;

const RESULT_LINK = ':is(ol, ul, [role="list"]) a[href*="/paper/"]';

/** What the probe installed before the page's own scripts records (times from navigation start). */
interface Probe {
  firstResult: number | null;
  firstResultPainted: number | null;
  /** data-search-ready value => when it was first seen. */
  ready: Record<string, number>;
  status: string | null;
  statusChanged: number;
}

export interface LoadTimes {
  /** The page's DOMContentLoaded (its scripts have run). */
  domContentLoaded: number;
  /** list.json fully received (null: not fetched). */
  listReceived: number | null;
  firstResults: number;
  fullIndex: number | null;
  fullIndexSignal: 'attribute' | 'fallback' | 'none';
  heapBytes: number;
  /** The browser's performance entries of the load, read once the full index was ready (or given up on). */
  vitals: LoadVitals;
}

export interface LoadOptions {
  /** Longest wait for the first results. */
  firstResultsTimeoutMs: number;
  /** Longest wait for the full index after the first results. */
  fullIndexTimeoutMs: number;
  /** The device to emulate; default DESKTOP (1280×900, no throttling). */
  profile?: DeviceProfile;
}

/** Opens `url` in a fresh context and records load times; leaves the page open for more measures. */
export async function openAndMeasure(
  browser: Browser,
  url: string,
  options: LoadOptions,
  problems: string[],
): Promise<{ page: Page; times: LoadTimes }> {
  const profile = options.profile ?? DESKTOP;
  const context = await browser.newContext(profile.context);
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  await page.addInitScript({ content: NAME_SHIM });
  await page.addInitScript({ content: WHEN_SHOWN_SCRIPT });
  await page.addInitScript(installProbe, RESULT_LINK);
  await installVitalsProbe(page);
  // Throttled for the whole life of the page: the typing after the load runs on the same slow phone.
  await emulateDevice(page, profile);
  await page.goto(url, { waitUntil: 'commit', timeout: options.firstResultsTimeoutMs });
  try {
    await page.waitForFunction(() => (window as unknown as ProbeWindow).__bench.firstResultPainted !== null, null, {
      timeout: options.firstResultsTimeoutMs,
      polling: 50,
    });
  } catch (error) {
    const seen = problems.length > 0 ? ` (${problems.join('; ')})` : '';
    throw new Error(`${url}: no visible result link (${RESULT_LINK}) within ${options.firstResultsTimeoutMs / 1000} s${seen}`, { cause: error });
  }
  const { firstResults, domContentLoaded, listReceived } = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const list = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/data/list.json')) as
      | PerformanceResourceTiming
      | undefined;
    return {
      firstResults: (window as unknown as ProbeWindow).__bench.firstResultPainted as number,
      domContentLoaded: navigation?.domContentLoadedEventEnd ?? 0,
      listReceived: list?.responseEnd ?? null,
    };
  });
  const index = await waitForFullIndex(page, options.fullIndexTimeoutMs);
  // Before the forced GC below, whose pause would read as a long task of the page's.
  const loadVitals = await readLoadVitals(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heapBytes = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
  await cdp.detach();
  const vitals = { ...loadVitals, fullSearch: index.fullIndex, heapBytes };
  return { page, times: { domContentLoaded, listReceived, firstResults, ...index, heapBytes, vitals } };
}

// Runs in the page before its scripts (after installWhenShown): notes when the first result link appears
// (and the frame after, which shows it), when data-search-ready takes each value, and when the status text
// last changed.
export function installProbe(resultLink: string): void {
  const state: Probe = { firstResult: null, firstResultPainted: null, ready: {}, status: null, statusChanged: 0 };
  (window as unknown as ProbeWindow).__bench = state;
  let awaitingFrame = false;
  const check = () => {
    // The DOM alone here; whether the link has a box, from the frame after (installWhenShown says why).
    const link = state.firstResult === null && !awaitingFrame ? document.querySelector(resultLink) : null;
    if (link) {
      const at = performance.now();
      awaitingFrame = true;
      (window as unknown as ShownWindow).__whenShown(link, (shown) => {
        awaitingFrame = false;
        if (!shown) return; // in a hidden tree: the next change is looked at again
        state.firstResult = at;
        state.firstResultPainted = performance.now();
        check();
      });
    }
    const ready = document.documentElement.dataset.searchReady;
    if (ready !== undefined && !(ready in state.ready)) state.ready[ready] = performance.now();
    const status = document.querySelector('[role="status"]')?.textContent ?? null;
    if (status !== state.status) {
      state.status = status;
      state.statusChanged = performance.now();
    }
    if (state.firstResult !== null && 'full' in state.ready) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['data-search-ready'],
  });
}

// The functions that run in the page reach the probe through window (they cannot call helpers here).
export interface ProbeWindow {
  __bench: Probe;
}

/**
 * Waits for data-search-ready="full". A page that never sets the attribute falls back to: text.json has
 * arrived and the status has not changed for a second (then the later of the two); a page that loads
 * no text.json within 10 s of its first results has no full index to wait for.
 */
async function waitForFullIndex(page: Page, timeoutMs: number): Promise<Pick<LoadTimes, 'fullIndex' | 'fullIndexSignal'>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const seen = await page.evaluate(() => {
      const text = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/data/text.json')) as
        | PerformanceResourceTiming
        | undefined;
      const p = (window as unknown as ProbeWindow).__bench;
      return { ready: p.ready, first: p.firstResultPainted ?? 0, statusChanged: p.statusChanged, textEnd: text?.responseEnd ?? null, now: performance.now() };
    });
    if (seen.ready.full !== undefined) return { fullIndex: seen.ready.full, fullIndexSignal: 'attribute' };
    if (Object.keys(seen.ready).length === 0) {
      if (seen.textEnd !== null && seen.textEnd > 0) {
        const settled = Math.max(seen.textEnd, seen.statusChanged);
        if (seen.now - settled > 1000) return { fullIndex: settled, fullIndexSignal: 'fallback' };
      } else if (seen.now - seen.first > 10_000) {
        return { fullIndex: null, fullIndexSignal: 'none' };
      }
    }
    if (Date.now() > deadline) return { fullIndex: null, fullIndexSignal: 'none' };
    await page.waitForTimeout(200);
  }
}

export interface TypedKey {
  handler: number;
  /** null: nothing on the page changed (or, with the query marker, it never showed this query). */
  dom: number | null;
  painted: number | null;
}

/** What tells that a keystroke's update is done: the data-search-query marker, or a burst of mutations. */
export type KeystrokeSignal = 'marker' | 'mutations';

export async function keystrokeSignal(page: Page): Promise<KeystrokeSignal> {
  return (await page.locator('[data-search-query]').count()) > 0 ? 'marker' : 'mutations';
}

/**
 * Types each query into the search box a character at a time (after clearing it) and times every
 * keystroke; null when the page has no search box.
 */
export async function typeQueries(page: Page, queries: readonly string[]): Promise<TypedKey[] | null> {
  const box = page.getByRole('combobox', { name: 'Search papers' });
  try {
    await box.waitFor({ state: 'visible', timeout: 5_000 });
  } catch {
    return null;
  }
  const input = await box.elementHandle({ timeout: 1_000 });
  if (!input) return null;
  const useMarker = (await keystrokeSignal(page)) === 'marker';
  const keys: TypedKey[] = [];
  for (const query of queries) {
    const args = { input, query, useMarker, quietMs: 150, noChangeMs: 1_000, maxMs: 5_000 };
    keys.push(...(await page.evaluate(typeInPage, args)));
  }
  await input.dispose();
  return keys;
}

interface TypeArgs {
  /** The search box (an <input>; typed loosely because Playwright's handle is). */
  input: Element;
  query: string;
  /** Done when [data-search-query] shows the typed value; else when a burst of mutations ends. */
  useMarker: boolean;
  /** A burst of mutations has ended after this long without one. */
  quietMs: number;
  /** A keystroke with no mutation at all by then changed nothing. */
  noChangeMs: number;
  /** Give up on one keystroke after this long (a page that never stops mutating, or never shows it). */
  maxMs: number;
}

// Runs in the page. Clears the box (untimed), then for each prefix of the query: set the value with the
// native setter (as typing does, so React sees a change), dispatch `input`, and time the handler, the
// DOM update and the frame after it. The DOM update is the commit that sets data-search-query to the
// typed value when the page has that marker, else the last mutation of the burst the keystroke causes.
async function typeInPage({ input: box, query, useMarker, quietMs, noChangeMs, maxMs }: TypeArgs): Promise<TypedKey[]> {
  const input = box as HTMLInputElement;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!setValue) throw new Error('no HTMLInputElement value setter');
  const shows = (value: string) => {
    const shown = document.querySelector('[data-search-query]')?.getAttribute('data-search-query');
    return shown === value || (shown === '' && value.trim() === '');
  };
  const keystroke = (value: string, data: string | null) =>
    new Promise<TypedKey>((resolve) => {
      let t0 = 0;
      let handler = 0;
      let dom: number | null = null;
      let painted: number | null = null;
      let generation = 0;
      let quiet: ReturnType<typeof setTimeout> | undefined;
      const finish = () => {
        observer.disconnect();
        clearTimeout(quiet);
        clearTimeout(hard);
        resolve({ handler, dom, painted });
      };
      const afterFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then));
      const observer = new MutationObserver(() => {
        if (useMarker) {
          if (dom !== null || !shows(value)) return;
          dom = performance.now() - t0;
          afterFrame(() => {
            painted = performance.now() - t0;
            finish();
          });
          return;
        }
        dom = performance.now() - t0;
        painted = null;
        clearTimeout(quiet);
        const mine = ++generation;
        afterFrame(() => {
          if (mine !== generation) return;
          painted = performance.now() - t0;
          quiet = setTimeout(finish, quietMs);
        });
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        ...(useMarker ? { attributeFilter: ['data-search-query'] } : {}),
      });
      const hard = setTimeout(finish, maxMs);
      if (!useMarker) quiet = setTimeout(finish, noChangeMs);
      t0 = performance.now();
      setValue.call(input, value);
      input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: data === null ? 'deleteContent' : 'insertText', data }));
      handler = performance.now() - t0;
    });
  input.focus();
  if (input.value !== '') await keystroke('', null);
  const keys: TypedKey[] = [];
  for (let i = 1; i <= query.length; i++) keys.push(await keystroke(query.slice(0, i), query.charAt(i - 1)));
  return keys;
}

/**
 * The floor: fetch (no cache) + JSON.parse of each URL, `repeat` times, in a fresh blank page of the
 * same origin (not the app's page, whose heap and work would weigh on it). Milliseconds per try.
 */
export async function measureFloor(browser: Browser, origin: string, urls: readonly string[], repeat: number): Promise<number[][]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.route(`${origin}/__bench_blank`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>floor</title>' }));
    await page.goto(`${origin}/__bench_blank`);
    return await page.evaluate(
      async ({ urls, repeat }) => {
        const all: number[][] = [];
        for (const url of urls) {
          const times: number[] = [];
          for (let i = 0; i < repeat; i++) {
            const t0 = performance.now();
            const response = await fetch(url, { cache: 'no-store' });
            JSON.parse(await response.text());
            times.push(performance.now() - t0);
          }
          all.push(times);
        }
        return all;
      },
      { urls, repeat },
    );
  } finally {
    await context.close();
  }
}

/** The map page's times (see SizeResult's mapDrawn and mapFrames). */
export interface MapTimes {
  /** Navigation start → performance.mark('map-drawn'); null when the map never drew. */
  drawn: number | null;
  /** Frame to frame during the zoom and pan sequence, in milliseconds. */
  frames: number[];
}

/** How many steps of each kind the sequence takes: wheel steps in, drag moves, wheel steps out. */
export interface MapSteps {
  zoomIn: number;
  drag: number;
  zoomOut: number;
}

/**
 * Opens the map (`url`, e.g. http://127.0.0.1:4000/map) in a fresh context, waits for its first full
 * draw (the canvas's data-map-drawn), then zooms and pans it with one event per animation frame.
 * Failures are noted in `problems` and give null and no frames, never an exception.
 */
export async function measureMap(browser: Browser, url: string, steps: MapSteps, timeoutMs: number, problems: string[]): Promise<MapTimes> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`map page error: ${error.message}`));
    await page.addInitScript({ content: NAME_SHIM });
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    try {
      await page.waitForSelector('canvas[data-map-drawn]', { state: 'attached', timeout: timeoutMs });
    } catch {
      problems.push(`${url}: the map never drew (no canvas[data-map-drawn] within ${timeoutMs / 1000} s)`);
      return { drawn: null, frames: [] };
    }
    const drawn = await page.evaluate(() => performance.getEntriesByName('map-drawn')[0]?.startTime ?? null);
    const frames = await page.evaluate(zoomAndPan, steps);
    return { drawn, frames };
  } finally {
    await context.close();
  }
}

// Runs in the page: wheel steps in over the middle of the map, a drag, wheel steps out, one event per
// animation frame (as a hand on a wheel or a trackpad sends them); returns the time between frames.
// d3-zoom listens for wheel and mousedown on the canvas and for mousemove and mouseup on the window.
async function zoomAndPan({ zoomIn, drag, zoomOut }: MapSteps): Promise<number[]> {
  const canvas = document.querySelector('canvas[data-map-drawn]');
  if (!(canvas instanceof HTMLCanvasElement)) return [];
  const rect = canvas.getBoundingClientRect();
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
  const wheel = (deltaY: number) =>
    canvas.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, clientX: x, clientY: y, deltaY, deltaMode: 0 }));
  const mouse = (target: EventTarget, type: string, dx: number, dy: number) =>
    target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, view: window, button: 0, clientX: x + dx, clientY: y + dy }));
  const stamps = [await frame()];
  for (let i = 0; i < zoomIn; i++) {
    wheel(-120);
    stamps.push(await frame());
  }
  mouse(canvas, 'mousedown', 0, 0);
  for (let i = 1; i <= drag; i++) {
    mouse(window, 'mousemove', i * 12, i * 6);
    stamps.push(await frame());
  }
  mouse(window, 'mouseup', drag * 12, drag * 6);
  for (let i = 0; i < zoomOut; i++) {
    wheel(120);
    stamps.push(await frame());
  }
  return stamps.slice(1).map((stamp, i) => stamp - stamps[i]!);
}
