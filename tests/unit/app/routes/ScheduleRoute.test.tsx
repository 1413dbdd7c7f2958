// /schedule through the app: what ScheduleRoute does around the schedule's views (tested alone in
// tests/unit/features/schedule): the saved papers joined with list.json's titles and schedule.json's
// presentations, a paper that left the list kept by its saved title, a shared schedule for ?ids=, and
// schedule.json's failure with Retry.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scheduleFileOf } from '../../../../src/lib/schedule/scheduleFile';
import { seededLibrary, TITLES } from '../../features/library/seededLibrary';
import { renderApp } from '../renderApp';

afterEach(() => {
  vi.restoreAllMocks();
  document.title = '';
});

const SCHEDULE = scheduleFileOf([
  {
    id: 'cfmm',
    presentations: [{ type: 'poster', session: 'Poster Session 2', start: '2026-07-15T11:00:00-07:00', end: '2026-07-15T13:00:00-07:00', room: 'Hall A', posterPosition: '2504' }],
  },
]);

const saved = () =>
  seededLibrary((s) => {
    s().add({ id: 'cfmm', title: TITLES.cfmm });
    s().add({ id: 'gone-paper', title: 'A Paper That Left the List' });
    s().add({ id: 'bandits', title: TITLES.bandits });
    s().setStatus('cfmm', 'reading');
    s().setNote('cfmm', 'Go early');
  });

describe('ScheduleRoute', () => {
  it("plans the saved papers: a timed one under its day with its status and note, the others apart, a departed one by its saved title", async () => {
    renderApp('/schedule', { library: saved(), scheduleFetcher: async () => SCHEDULE });
    // The heading first, the days after it (drawn in a transition).
    const day = await screen.findByRole('region', { name: 'Wed, Jul 15' });
    expect(screen.getByRole('heading', { level: 1, name: 'My schedule' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My schedule — ICML 2026'));
    const entry = within(day).getByRole('listitem');
    expect(within(entry).getByRole('link', { name: TITLES.cfmm })).toHaveAttribute('href', '/paper/cfmm');
    expect(entry).toHaveTextContent('#2504');
    expect(entry).toHaveTextContent('Status: Reading');
    expect(entry).toHaveTextContent('Go early');
    const untimed = screen.getByRole('region', { name: 'Without a time' });
    expect(within(untimed).getAllByRole('link').map((link) => link.textContent)).toEqual(['A Paper That Left the List', TITLES.bandits]);
    expect(screen.getByRole('button', { name: 'Share schedule' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the reading list' })).toHaveAttribute('href', '/reading-list');
  });

  it('opens a shared schedule read-only, says what the link carried that is not a paper, and offers it as a reading list', async () => {
    renderApp('/schedule?ids=cfmm,../x,toolorchestra', { library: saved(), scheduleFetcher: async () => SCHEDULE });
    expect(await screen.findByRole('list', { name: 'Left out' })).toHaveTextContent('"../x"');
    expect(screen.getByRole('heading', { level: 1, name: 'Shared schedule' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open them as a reading list/ })).toHaveAttribute('href', '/reading-list?ids=cfmm,toolorchestra');
    expect(within(await screen.findByRole('region', { name: 'Wed, Jul 15' })).getByRole('link', { name: TITLES.cfmm })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Without a time' })).getByRole('link', { name: TITLES.toolorchestra })).toBeInTheDocument();
    expect(screen.queryByText(/^Status:/)).toBeNull();
    expect(screen.queryByText('Go early')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share schedule' })).toBeNull();
  });

  it('says when schedule.json could not be loaded, and loads it again from Retry', async () => {
    const answers: (() => Promise<unknown>)[] = [() => Promise.reject(new Error('schedule.json: HTTP 503')), async () => SCHEDULE];
    renderApp('/schedule', { library: saved(), scheduleFetcher: () => answers.shift()!() });
    expect(await screen.findByText(/schedule\.json: HTTP 503/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Wed, Jul 15' })).toBeInTheDocument();
  });

  it('is a link in the site navigation, and its papers open their pages through the router', async () => {
    const { router } = renderApp('/', { library: saved(), scheduleFetcher: async () => SCHEDULE });
    const nav = await screen.findByRole('navigation', { name: 'Site' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Schedule' }));
    const day = await screen.findByRole('region', { name: 'Wed, Jul 15' });
    expect(screen.getByRole('heading', { level: 1, name: 'My schedule' })).toBeInTheDocument();
    await userEvent.click(within(day).getByRole('link', { name: TITLES.cfmm }));
    expect(router.state.location.pathname).toBe('/paper/cfmm');
  });
});
