// The browser side of the vitals (scripts/bench/vitals.ts turns them into numbers): PerformanceObservers
// installed before the page's scripts, the device a load emulates (a desktop, or a phone with a 4× slower
// CPU on slow 4G, through the Chrome DevTools Protocol), and keys typed the way a person types them.
import type { BrowserContextOptions, CDPSession, Page } from '@playwright/test';
import type { EventEntry, LayoutShift, LoadVitals, LongTask, TypingVitals } from './vitals';

/** A device to load the page on: the browser context's options and, for a phone, CDP throttling. */
export interface DeviceProfile {
  name: 'desktop' | 'mobile';
  context: BrowserContextOptions;
  /** Emulation.setCPUThrottlingRate's rate (1: none). */
  cpuSlowdown: number;
  /** Network.emulateNetworkConditions' values (null: none): latency in ms, throughputs in bytes per second. */
  network: { latency: number; downloadThroughput: number; uploadThroughput: number } | null;
}

export const DESKTOP: DeviceProfile = {
  name: 'desktop',
  context: { viewport: { width: 1280, height: 900 } },
  cpuSlowdown: 1,
  network: null,
};

/** Lighthouse's mobile defaults: a Moto G Power's screen, 4× CPU slowdown, slow 4G (150 ms RTT, 1.6 Mbps down, 750 Kbps up). */
export const MOBILE: DeviceProfile = {
  name: 'mobile',
  context: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  cpuSlowdown: 4,
  network: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
};

/** Applies the profile's throttling to the page before it navigates; keep the session open while it loads. */
export async function emulateDevice(page: Page, profile: DeviceProfile): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  if (profile.cpuSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  // Without Network.enable, which the throttling does not need: each session that enables it keeps a
  // decoded copy of every response for DevTools, on the page's main thread (list.json at 7,000 papers:
  // 5.3 MB, a 150 ms task on the phone that no reader's browser does).
  if (profile.network !== null) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  return cdp;
}

interface VitalsWindow {
  __vitals: {
    firstPaint: number | null;
    firstContentfulPaint: number | null;
    largestContentfulPaint: number | null;
    longTasks: LongTask[];
    shifts: LayoutShift[];
    events: EventEntry[];
  };
}

/** Installs the observers before the page's own scripts run (an init script). */
export async function installVitalsProbe(page: Page): Promise<void> {
  await page.addInitScript(vitalsProbe);
}

// Runs in the page before its scripts. Each observer is buffered and kept alive for the page's life;
// a browser that lacks an entry type simply records none of it.
export function vitalsProbe(): void {
  const v: VitalsWindow['__vitals'] = { firstPaint: null, firstContentfulPaint: null, largestContentfulPaint: null, longTasks: [], shifts: [], events: [] };
  (window as unknown as VitalsWindow).__vitals = v;
  const observe = (type: string, record: (entry: PerformanceEntry) => void, extra: Record<string, unknown> = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({ type, buffered: true, ...extra });
    } catch {
      // not supported here
    }
  };
  observe('paint', (e) => {
    if (e.name === 'first-paint') v.firstPaint = e.startTime;
    if (e.name === 'first-contentful-paint') v.firstContentfulPaint = e.startTime;
  });
  observe('largest-contentful-paint', (e) => (v.largestContentfulPaint = e.startTime));
  observe('longtask', (e) => v.longTasks.push({ start: e.startTime, duration: e.duration }));
  observe('layout-shift', (e) => {
    const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean };
    if (!shift.hadRecentInput) v.shifts.push({ start: shift.startTime, value: shift.value });
  });
  observe('event', (e) => {
    const event = e as PerformanceEntry & { interactionId?: number };
    v.events.push({ name: event.name, start: event.startTime, duration: event.duration, interactionId: event.interactionId ?? 0 });
  }, { durationThreshold: 16 });
}

/** What the probe has seen of the load so far (before any typing: synthetic input would count as shifts). */
export async function readLoadVitals(page: Page): Promise<Omit<LoadVitals, 'fullSearch' | 'heapBytes'>> {
  return page.evaluate(() => {
    const v = (window as unknown as VitalsWindow).__vitals;
    return { firstPaint: v.firstPaint, firstContentfulPaint: v.firstContentfulPaint, largestContentfulPaint: v.largestContentfulPaint, longTasks: [...v.longTasks], shifts: [...v.shifts] };
  });
}

/**
 * Types each query into the search box with real key presses (trusted events, which Event Timing
 * measures, unlike dispatched ones), about one key per `gapMs`, after emptying the box; returns the
 * Event Timing entries of those keys. Null when the page has no search box.
 */
export async function typeWithKeys(page: Page, queries: readonly string[], gapMs = 100): Promise<TypingVitals | null> {
  const box = page.getByRole('combobox', { name: 'Search papers' });
  if ((await box.count()) === 0) return null;
  const since = await page.evaluate(() => performance.now());
  let keys = 0;
  for (const query of queries) {
    // Emptied without a key (a dispatched input event): Event Timing ignores it.
    await box.evaluate((input) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(input, '');
      input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'deleteContent' }));
    });
    await box.focus();
    for (const key of query) {
      await page.keyboard.press(key === ' ' ? 'Space' : key, { delay: 30 });
      await page.waitForTimeout(gapMs - 30);
      keys++;
    }
    await page.waitForTimeout(300);
  }
  // Entries are delivered after the frame that ends the interaction: give the last ones a moment.
  await page.waitForTimeout(500);
  const events = await page.evaluate((after) => (window as unknown as VitalsWindow).__vitals.events.filter((e) => e.start >= after), since);
  return { keys, events };
}
