// The schedule (issue 30): the reading list's papers by the venue's day and session, in time order and
// by poster board; overlaps flagged; the untimed apart; the reader's own clock beside the venue's; what is
// on now and next at a fixed moment; one calendar file for all of it, read back by ical.js.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import ICAL from 'ical.js';
import { SchedulePage } from '../../../../src/features/schedule/SchedulePage';
import type { PlannedPaper } from '../../../../src/features/schedule/plannedPaper';
import { readFileText } from '../../../../src/features/library/readFileText';
import { activateLocale } from '../../../../src/i18n/i18n';
import { MESSAGE_BUNDLES, type MessageBundle } from '../../../../src/lib/i18n/bundles';
import type { Presentation } from '../../../../src/lib/types';
import { captureDownloads } from '../../components/captureDownloads';

const at = (day: number, from: string, to: string) => ({ start: `2026-07-${day}T${from}:00-07:00`, end: `2026-07-${day}T${to}:00-07:00` });
const ORAL: Presentation = { type: 'oral', session: 'Oral 1A', ...at(14, '10:00', '10:15'), room: 'West Ballroom A' };
const POSTERS_1 = { type: 'poster', session: 'Poster Session 1', ...at(14, '11:00', '13:00'), room: 'East Exhibition Hall A-B' };

const paper = (id: string, title: string, presentations: Presentation[], extra: Partial<PlannedPaper> = {}): PlannedPaper => ({
  id, title, titleSource: 'published', authors: ['Ann Lee', 'Bo Chen'], presentations, status: 'to-read', note: '', ...extra,
});

// In the reading list's order: the schedule puts them in time and board order.
const PAPERS: PlannedPaper[] = [
  paper('later-poster', 'A Poster on Thursday', [{ ...POSTERS_1, session: 'Poster Session 3', ...at(16, '11:00', '13:00'), posterPosition: '7' }]),
  paper('oral-paper', 'An Oral Paper', [ORAL, { ...POSTERS_1, posterPosition: '10' }], { status: 'reading', note: 'Ask about the ablation' }),
  paper('board-two', 'Board Two', [{ ...POSTERS_1, posterPosition: '2' }], { status: 'read' }),
  paper('clashing', 'A Clashing Workshop Talk', [{ type: 'poster', session: 'Workshop Posters', ...at(14, '12:00', '14:00'), posterPosition: '5' }]),
  paper('no-time', 'A Paper Without a Time', [], { titleSource: 'derived' }),
];

const paperUrl = (id: string) => `https://papers.example.org/paper/${id}`;

function renderSchedule(options: { papers?: PlannedPaper[]; zone?: string; now?: Date; shared?: boolean } = {}) {
  return render(
    <MemoryRouter>
      <SchedulePage
        papers={options.papers ?? PAPERS}
        shared={options.shared ?? false}
        zone={options.zone ?? 'America/Vancouver'}
        paperUrl={paperUrl}
        collection="ICML 2026"
        now={options.now ?? new Date('2026-08-01T00:00:00Z')}
      />
    </MemoryRouter>,
  );
}

const day = (name: string) => screen.getByRole('region', { name });
const slot = (within_: HTMLElement, name: RegExp) => within(within_).getByRole('region', { name });
const titlesIn = (element: HTMLElement) => within(element).getAllByRole('link').map((link) => link.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SchedulePage', () => {
  it('groups the saved papers by day and session in time order, an oral at its talk and its poster, boards in natural order', () => {
    renderSchedule();
    expect(screen.getByRole('heading', { level: 1, name: 'My schedule' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Tue, Jul 14', 'Thu, Jul 16', 'Without a time']);
    const tuesday = day('Tue, Jul 14');
    expect(within(tuesday).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '10:00 AM – 10:15 AM (UTC−7)Oral 1A',
      '11:00 AM – 1:00 PM (UTC−7)Poster Session 1',
      '12:00 PM – 2:00 PM (UTC−7)Workshop Posters',
    ]);
    expect(titlesIn(slot(tuesday, /Oral 1A/))).toEqual(['An Oral Paper']);
    const posters = slot(tuesday, /Poster Session 1/);
    // #2 before #10, whatever the reading list's order.
    expect(titlesIn(posters)).toEqual(['Board Two', 'An Oral Paper']);
    expect(within(posters).getAllByText(/^#\d+$/).map((board) => board.textContent)).toEqual(['#2', '#10']);
    expect(within(posters).getByLabelText('Poster #10')).toBeInTheDocument();
    expect(within(slot(tuesday, /Oral 1A/)).getByText('West Ballroom A')).toHaveAttribute('lang', 'en');
    expect(titlesIn(day('Thu, Jul 16'))).toEqual(['A Poster on Thursday']);
    expect(screen.getByRole('navigation', { name: 'Days' })).toHaveTextContent('Tue, Jul 14Thu, Jul 16');
    expect(within(screen.getByRole('navigation', { name: 'Days' })).getByRole('link', { name: 'Thu, Jul 16' })).toHaveAttribute('href', '#day-2026-07-16');
  });

  it('flags the sessions that overlap with how many papers are at that time, and no others', () => {
    renderSchedule();
    const tuesday = day('Tue, Jul 14');
    expect(slot(tuesday, /Poster Session 1/)).toHaveTextContent('3 papers at the same time');
    expect(slot(tuesday, /Workshop Posters/)).toHaveTextContent('3 papers at the same time');
    expect(slot(tuesday, /Oral 1A/)).not.toHaveTextContent('at the same time');
    expect(day('Thu, Jul 16')).not.toHaveTextContent('at the same time');
  });

  it('keeps the papers the data has no time for in their own group, a derived title marked', () => {
    renderSchedule();
    const untimed = day('Without a time');
    expect(untimed).toHaveTextContent("The conference's data gives no time for these papers.");
    const link = within(untimed).getByRole('link', { name: 'A Paper Without a Time' });
    expect(link).toHaveAttribute('href', '/paper/no-time');
    expect(link.getAttribute('title')).toMatch(/derived/i);
    expect(within(day('Tue, Jul 14')).getByRole('link', { name: 'Board Two' })).not.toHaveAttribute('title');
  });

  it("shows the reader's statuses and notes, and none on a shared schedule", () => {
    const { unmount } = renderSchedule();
    const posters = slot(day('Tue, Jul 14'), /Poster Session 1/);
    const [boardTwo, oral] = within(posters).getAllByRole('listitem');
    expect(boardTwo).toHaveTextContent('Status: Read');
    expect(oral).toHaveTextContent('Status: Reading');
    expect(oral).toHaveTextContent('Your note: Ask about the ablation');
    unmount();
    renderSchedule({ shared: true, papers: PAPERS.map((p) => ({ id: p.id, title: p.title, authors: p.authors, presentations: p.presentations })) });
    expect(screen.getByRole('heading', { level: 1, name: 'Shared schedule' })).toBeInTheDocument();
    expect(screen.queryByText(/^Status:/)).toBeNull();
    expect(screen.queryByText(/Ask about the ablation/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the reading list' })).toBeNull();
  });

  it("says the venue's time with its offset, and the reader's own beside it only when it differs", () => {
    const { unmount } = renderSchedule({ zone: 'Asia/Seoul' });
    expect(screen.getByText(/^5 saved papers/)).toHaveTextContent("5 saved papers over 2 days, at the conference's time (UTC−7). Your own time (UTC+9) is shown beside it.");
    expect(slot(day('Tue, Jul 14'), /Oral 1A/)).toHaveTextContent('Your time: Wed, Jul 15 · 2:00 AM – 2:15 AM (UTC+9)');
    unmount();
    renderSchedule({ zone: 'America/Los_Angeles' });
    expect(screen.queryByText(/Your time/)).toBeNull();
    expect(screen.queryByText(/Your own time/)).toBeNull();
  });

  it('says what is on now and next during the conference, the first day before it, and nothing after', () => {
    const { unmount } = renderSchedule({ now: new Date('2026-07-14T11:30:00-07:00') });
    const top = screen.getByRole('region', { name: 'Now and next' });
    const [onNow, next] = within(top).getAllByRole('heading', { level: 3 });
    expect(onNow).toHaveTextContent('On now');
    expect(next).toHaveTextContent('Next');
    expect(within(top).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      '11:00 AM – 1:00 PM (UTC−7)Poster Session 1',
      '12:00 PM – 2:00 PM (UTC−7)Workshop Posters',
    ]);
    unmount();
    const between = renderSchedule({ now: new Date('2026-07-15T09:00:00-07:00') });
    expect(screen.getByRole('region', { name: 'Now and next' })).toHaveTextContent('None of your papers is on right now.');
    expect(within(screen.getByRole('region', { name: 'Now and next' })).getByRole('heading', { level: 4 })).toHaveTextContent('Poster Session 3');
    between.unmount();
    const before = renderSchedule({ now: new Date('2026-07-01T12:00:00-07:00') });
    const notice = screen.getByRole('region', { name: 'Now and next' });
    expect(notice).toHaveTextContent('Your schedule starts on Tue, Jul 14: 3 papers in 3 sessions that day.');
    expect(within(notice).getByRole('link', { name: 'See the first day' })).toHaveAttribute('href', '#day-2026-07-14');
    before.unmount();
    renderSchedule({ now: new Date('2026-07-17T00:00:00-07:00') });
    expect(screen.queryByRole('region', { name: 'Now and next' })).toBeNull();
  });

  it('downloads one calendar file for every talk and poster, at the venue\'s instants, with UIDs that stay the same', async () => {
    const downloads = captureDownloads();
    const user = userEvent.setup();
    const { unmount } = renderSchedule({ zone: 'Asia/Seoul' });
    const button = screen.getByRole('button', { name: 'Add to calendar' });
    expect(button).toHaveAccessibleDescription('5 events, one per talk and poster');
    await user.click(button);
    await user.click(button);
    const [first, second] = downloads.all;
    expect(first?.fileName).toBe('schedule.ics');
    const read = async (blob: Blob) => new ICAL.Component(ICAL.parse(await readFileText(blob))).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    const events = await read(first!.blob);
    expect(events.map((event) => [event.summary, event.startDate.toJSDate().toISOString(), event.endDate.toJSDate().toISOString(), event.location])).toEqual([
      ['A Poster on Thursday', '2026-07-16T18:00:00.000Z', '2026-07-16T20:00:00.000Z', 'East Exhibition Hall A-B, Poster #7'],
      ['Oral: An Oral Paper', '2026-07-14T17:00:00.000Z', '2026-07-14T17:15:00.000Z', 'West Ballroom A'],
      ['An Oral Paper', '2026-07-14T18:00:00.000Z', '2026-07-14T20:00:00.000Z', 'East Exhibition Hall A-B, Poster #10'],
      ['Board Two', '2026-07-14T18:00:00.000Z', '2026-07-14T20:00:00.000Z', 'East Exhibition Hall A-B, Poster #2'],
      ['A Clashing Workshop Talk', '2026-07-14T19:00:00.000Z', '2026-07-14T21:00:00.000Z', 'Poster #5'],
    ]);
    expect(events[1]?.description).toContain('Ann Lee, Bo Chen');
    expect(events[1]?.component.getFirstPropertyValue('url')).toBe('https://papers.example.org/paper/oral-paper');
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    expect((await read(second!.blob)).map((event) => event.uid)).toEqual(events.map((event) => event.uid));
    unmount();
    // An end before its start is left out, and the page says so.
    renderSchedule({ papers: [paper('bad-end', 'A Paper With a Bad End', [{ ...POSTERS_1, end: '2026-07-14T09:00:00-07:00' }]), ...PAPERS.slice(0, 1)] });
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toHaveAccessibleDescription(
      '1 event, one per talk and poster 1 presentation is left out: the data\'s end is not after its start.',
    );
  });

  it('draws a long schedule a part at a time, the first sessions at once and every paper in the end', async () => {
    // 60 papers in 6 sessions of 10, two a day over three days, and one without a time.
    const many = Array.from({ length: 60 }, (_, i) =>
      paper(`p${i}`, `Paper ${i}`, [{ type: 'poster', session: `Poster Session ${Math.floor(i / 10) + 1}`, ...at(14 + Math.floor(i / 20), `0${8 + Math.floor((i % 20) / 10)}:00`.slice(-5), `${10 + Math.floor((i % 20) / 10)}:00`), posterPosition: String(i) }]),
    );
    renderSchedule({ papers: [...many, PAPERS.at(-1)!] });
    const drawn = () => document.querySelectorAll('.schedule-paper').length;
    expect(drawn()).toBe(20);
    expect(screen.queryByRole('region', { name: 'Without a time' })).toBeNull();
    // A part after each paint (a timer, then a transition): generous on a busy machine.
    expect(await screen.findByRole('region', { name: 'Without a time' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(drawn()).toBe(61);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Tue, Jul 14', 'Wed, Jul 15', 'Thu, Jul 16', 'Without a time']);
  });

  it('offers a search when the reading list is empty, and says so when no saved paper has a time', () => {
    const { unmount } = renderSchedule({ papers: [] });
    expect(screen.getByText(/Your reading list is empty/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search the papers' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    unmount();
    renderSchedule({ papers: PAPERS.slice(-1) });
    expect(screen.getByText(/The data gives no session times for these papers/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });

  it('reads in Chinese, the data (sessions, rooms, titles) marked as English', async () => {
    await activateLocale('zh', ['base', 'later', 'paper', 'schedule']);
    try {
      const { container } = renderSchedule({ zone: 'Asia/Seoul', now: new Date('2026-07-14T11:30:00-07:00') });
      expect(screen.getByRole('heading', { level: 1, name: '我的日程' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '添加到日历' })).toBeInTheDocument();
      expect(screen.getAllByText('同一时间有 3 篇论文').length).toBeGreaterThan(0);
      const clone = container.cloneNode(true) as HTMLElement;
      clone.querySelectorAll('[lang="en"]').forEach((element) => element.remove());
      for (const english of ['Schedule', 'Status', 'Poster', 'Oral', 'Session', 'Your', 'time', 'papers']) expect(clone.textContent).not.toContain(english);
    } finally {
      await activateLocale('en', Object.keys(MESSAGE_BUNDLES) as MessageBundle[]);
    }
  });
});
