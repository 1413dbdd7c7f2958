// The bench's page scripts note when a page shows what it measures without reading layout in their DOM
// callbacks, which run at the end of the page's own task: a box read there forced the new DOM's style and
// layout into that task, and the task measured was longer than any reader's (31–39 ms on the 4× phone).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installProbe, installWhenShown, type ProbeWindow, type ShownWindow } from '../../../../scripts/bench/page';
import { watchSchedule, type ScheduleWindow } from '../../../../scripts/bench/schedule';

type Shown = (shown: boolean) => void;
const asked: { element: Element; callback: Shown }[] = [];
const flushObservers = () => new Promise((resolve) => setTimeout(resolve, 0));
const page = window as unknown as ShownWindow & ScheduleWindow & ProbeWindow;

beforeEach(() => {
  asked.length = 0;
  page.__whenShown = (element, callback) => asked.push({ element, callback });
  vi.spyOn(Element.prototype, 'getClientRects');
  vi.spyOn(Element.prototype, 'getBoundingClientRect');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

const noLayoutRead = () => {
  expect(Element.prototype.getClientRects).not.toHaveBeenCalled();
  expect(Element.prototype.getBoundingClientRect).not.toHaveBeenCalled();
};

describe('watchSchedule', () => {
  it('notes the schedule shown from the DOM change that brought it, once the frame after shows its heading', async () => {
    watchSchedule({ heading: 'My schedule', item: 'li.schedule-paper' });
    document.body.innerHTML = '<h1>My schedule</h1><ol><li class="schedule-paper">A</li><li class="schedule-paper">B</li></ol>';
    await flushObservers();
    noLayoutRead();
    expect(page.__schedule.rendered).toBeNull();
    expect(asked.map(({ element }) => element.textContent)).toEqual(['My schedule']);
    const changed = performance.now();
    asked[0]!.callback(true);
    expect(page.__schedule.rendered).toBeLessThanOrEqual(changed);
    expect(page.__schedule.painted).toBeGreaterThanOrEqual(changed);
    expect(page.__schedule.items).toBe(2);
  });

  it('waits for the heading and a paper, and looks again when the frame gave the heading no box', async () => {
    watchSchedule({ heading: 'My schedule', item: 'li.schedule-paper' });
    document.body.innerHTML = '<h1>My schedule</h1>';
    await flushObservers();
    expect(asked).toHaveLength(0);
    document.body.insertAdjacentHTML('beforeend', '<ol><li class="schedule-paper">A</li></ol>');
    await flushObservers();
    asked[0]!.callback(false);
    expect(page.__schedule.rendered).toBeNull();
    document.querySelector('ol')!.insertAdjacentHTML('beforeend', '<li class="schedule-paper">B</li>');
    await flushObservers();
    expect(asked).toHaveLength(2);
    asked[1]!.callback(true);
    expect(page.__schedule.items).toBe(2);
    noLayoutRead();
  });
});

describe('installProbe', () => {
  it('notes the first result from the DOM change that brought it, once the frame after shows it', async () => {
    installProbe('ol a[href*="/paper/"]');
    document.body.innerHTML = '<ol><li><a href="/paper/a">A</a></li></ol>';
    await flushObservers();
    noLayoutRead();
    expect(page.__bench.firstResult).toBeNull();
    expect(asked).toHaveLength(1);
    document.body.insertAdjacentHTML('beforeend', '<p>more</p>');
    await flushObservers();
    expect(asked, 'one frame waited for at a time').toHaveLength(1);
    asked[0]!.callback(true);
    expect(page.__bench.firstResult).not.toBeNull();
    expect(page.__bench.firstResultPainted).toBeGreaterThanOrEqual(page.__bench.firstResult!);
  });
});

describe('installWhenShown', () => {
  class FakeIntersectionObserver {
    static made: FakeIntersectionObserver[] = [];
    observed: Element[] = [];
    disconnected = false;
    constructor(readonly report: (entries: { boundingClientRect: { width: number; height: number } }[]) => void) {
      FakeIntersectionObserver.made.push(this);
    }
    observe(element: Element) {
      this.observed.push(element);
    }
    disconnect() {
      this.disconnected = true;
    }
  }

  it('says whether the frame after gave the element a box, from an IntersectionObserver, and stops observing', () => {
    FakeIntersectionObserver.made = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    installWhenShown();
    const heading = document.createElement('h1');
    const said: boolean[] = [];
    page.__whenShown(heading, (shown) => said.push(shown));
    page.__whenShown(heading, (shown) => said.push(shown));
    const [first, second] = FakeIntersectionObserver.made;
    expect(first!.observed).toEqual([heading]);
    first!.report([{ boundingClientRect: { width: 0, height: 0 } }]);
    second!.report([{ boundingClientRect: { width: 320, height: 0 } }]);
    expect(said).toEqual([false, true]);
    expect(first!.disconnected && second!.disconnected).toBe(true);
    noLayoutRead();
  });
});
