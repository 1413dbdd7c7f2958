// The layout shifts of a page as it loads, for the specs that check that nothing moves (layoutShift.spec.ts,
// and the sites' own specs).

import type { Page } from '@playwright/test';

export interface Shift {
  value: number;
  at: number;
  moved: string[];
}

/**
 * Records every layout shift of each document the page loads from its start, with what moved (named as it
 * is when the shift is reported: a node may be gone later). An init script, so that reading them needs no
 * observer of its own, and no wait for one that would never be called when nothing shifted.
 */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
    const describe = (node: Node | null): string => {
      if (!(node instanceof Element)) return node?.textContent?.trim().slice(0, 30) ?? '(gone)';
      const classes = node.classList.length > 0 ? `.${[...node.classList].join('.')}` : '';
      return `${node.tagName.toLowerCase()}${classes} "${(node.textContent ?? '').trim().slice(0, 30)}"`;
    };
    const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: entry.sources.map((s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Every layout shift that no input caused since the document on show started (see recordShifts). */
export const layoutShifts = (page: Page): Promise<Shift[]> => page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);

