import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderReadingList } from './renderLibraryPage';
import { MAX_NOTE_LENGTH } from '../../../../src/lib/library/types';
import { seededLibrary, TITLES } from './seededLibrary';
import { listFixture } from '../../lib/fixtures/catalogFixture';

afterEach(() => {
  vi.restoreAllMocks();
});

// Three papers in the fixture's list, and one that has left it.
const withFour = () =>
  seededLibrary((s) => {
    s().add({ id: 'cfmm', title: TITLES.cfmm });
    s().add({ id: 'gone-paper', title: 'A Paper That Left the List' });
    s().add({ id: 'toolorchestra', title: TITLES.toolorchestra });
    s().add({ id: 'regret-bounds-for-bandits', title: TITLES.bandits });
    s().setStatus('toolorchestra', 'reading');
    s().setStatus('regret-bounds-for-bandits', 'read');
  });

const entries = () => within(screen.getByRole('region', { name: 'Papers' })).queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('ReadingListPage', () => {
  it('lists the papers in the order they were added', async () => {
    renderReadingList('/reading-list', { library: withFour() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reading list' })).toBeInTheDocument();
    await screen.findByRole('link', { name: TITLES.cfmm });
    expect(entries()).toEqual([TITLES.cfmm, 'A Paper That Left the List', TITLES.toolorchestra, TITLES.bandits]);
    expect(screen.getByRole('link', { name: TITLES.cfmm })).toHaveAttribute('href', '/paper/cfmm');
  });

  it('says in each title link’s tooltip that the title was derived from the abstract', async () => {
    renderReadingList('/reading-list', { library: withFour() });
    const link = await screen.findByRole('link', { name: TITLES.cfmm });
    expect(link).toHaveAttribute('title', 'Title derived from the abstract');
    expect(link).toHaveAccessibleDescription('Title derived from the abstract');
  });

  it('shows each paper’s topics from the list', async () => {
    renderReadingList('/reading-list', { library: withFour() });
    const item = await screen.findByRole('listitem', { name: TITLES.toolorchestra });
    expect(within(within(item).getByRole('list', { name: 'Topics' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Agents & tool use',
      'Reinforcement learning',
    ]);
  });

  it('keeps a paper that has left the list, marked unavailable, with its saved title', async () => {
    renderReadingList('/reading-list', { library: withFour() });
    const item = await screen.findByRole('listitem', { name: 'A Paper That Left the List' });
    expect(item).toHaveTextContent('Unavailable');
    expect(within(item).queryByRole('link')).not.toBeInTheDocument();
    expect(within(item).getByRole('combobox', { name: 'Status of A Paper That Left the List' })).toBeInTheDocument();
    // Available papers are not marked.
    expect(screen.getByRole('listitem', { name: TITLES.cfmm })).not.toHaveTextContent('Unavailable');
  });

  it('does not call papers unavailable while the list is loading', async () => {
    renderReadingList('/reading-list', { library: withFour(), list: null });
    expect(await screen.findByText(/^Loading the paper list…/)).toHaveAttribute('role', 'status');
    expect(entries()).toHaveLength(4);
    expect(screen.queryByText('Unavailable')).not.toBeInTheDocument();
  });

  it('keeps each paper\'s topics line while the list loads, and says so to screen readers only: nothing moves when it arrives', async () => {
    const { update } = renderReadingList('/reading-list', { library: withFour(), list: null });
    const status = await screen.findByText(/^Loading the paper list…/);
    expect(status).toHaveClass('visually-hidden');
    const item = screen.getByRole('listitem', { name: TITLES.toolorchestra });
    const pending = item.querySelector('.topics');
    expect(pending).toHaveClass('topics-pending');
    expect(pending).toHaveAttribute('aria-hidden', 'true');
    update({ list: listFixture() });
    expect(await within(item).findByRole('list', { name: 'Topics' })).not.toHaveClass('topics-pending');
    expect(screen.queryByText(/^Loading the paper list…/)).not.toBeInTheDocument();
  });

  it('sets a paper’s status and note in the store', async () => {
    const library = withFour();
    renderReadingList('/reading-list', { library });
    await screen.findByRole('link', { name: TITLES.cfmm });
    const status = screen.getByRole('combobox', { name: `Status of ${TITLES.cfmm}` });
    expect(status).toHaveValue('to-read');
    await userEvent.selectOptions(status, 'Reading');
    expect(library.getState().readingList.find((e) => e.id === 'cfmm')?.status).toBe('reading');

    // An empty note is folded to its button until asked for.
    expect(screen.queryByRole('textbox', { name: `Note on ${TITLES.cfmm}` })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Add a note on ${TITLES.cfmm}` }));
    const note = screen.getByRole('textbox', { name: `Note on ${TITLES.cfmm}` });
    expect(note).toHaveFocus();
    expect(note).toHaveAttribute('maxLength', String(MAX_NOTE_LENGTH));
    await userEvent.type(note, 'compare with §4');
    expect(library.getState().readingList.find((e) => e.id === 'cfmm')?.note).toBe('compare with §4');
    expect(note).toHaveValue('compare with §4');
  });

  it('folds an emptied note back to its button once left', async () => {
    renderReadingList('/reading-list', { library: withFour() });
    await userEvent.click(await screen.findByRole('button', { name: `Add a note on ${TITLES.cfmm}` }));
    await userEvent.type(screen.getByRole('textbox', { name: `Note on ${TITLES.cfmm}` }), 'x{backspace}');
    await userEvent.tab();
    expect(screen.queryByRole('textbox', { name: `Note on ${TITLES.cfmm}` })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Add a note on ${TITLES.cfmm}` })).toBeInTheDocument();
  });

  it('shows a short note whole, and two lines of a long one with "Show more"', async () => {
    const library = seededLibrary((s) => {
      s().add({ id: 'cfmm', title: TITLES.cfmm });
      s().add({ id: 'toolorchestra', title: TITLES.toolorchestra });
      s().setNote('cfmm', 'compare with §4');
      s().setNote('toolorchestra', 'one\ntwo\nthree\nfour\nfive');
    });
    renderReadingList('/reading-list', { library });
    const short = await screen.findByRole('textbox', { name: `Note on ${TITLES.cfmm}` });
    expect(short).toHaveAttribute('rows', '1');
    expect(screen.queryByRole('button', { name: `Show more of the note on ${TITLES.cfmm}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Add a note on ${TITLES.cfmm}` })).not.toBeInTheDocument();

    const long = screen.getByRole('textbox', { name: `Note on ${TITLES.toolorchestra}` });
    expect(long).toHaveAttribute('rows', '2');
    const more = screen.getByRole('button', { name: `Show more of the note on ${TITLES.toolorchestra}` });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(long).toHaveAttribute('rows', '5');
    expect(screen.getByRole('button', { name: `Show less of the note on ${TITLES.toolorchestra}` })).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps a merged note longer than one types editable, without cutting it', async () => {
    const long = `${'n'.repeat(MAX_NOTE_LENGTH)}\n\n— from import, 2026-04-24:\nolder`;
    const library = seededLibrary((s) => {
      s().add({ id: 'cfmm', title: TITLES.cfmm });
      s().setNote('cfmm', long);
    });
    renderReadingList('/reading-list', { library });
    const note = await screen.findByRole('textbox', { name: `Note on ${TITLES.cfmm}` });
    expect(note).toHaveValue(long);
    expect(note).toHaveAttribute('maxLength', String(long.length));
    await userEvent.type(note, '{backspace}');
    expect(library.getState().readingList[0]!.note).toBe(long.slice(0, -1));
  });

  it('filters by status, with counts', async () => {
    renderReadingList('/reading-list', { library: withFour() });
    await screen.findByRole('link', { name: TITLES.cfmm });
    const filter = screen.getByRole('group', { name: 'Show' });
    expect(within(filter).getAllByRole('radio').map((r) => r.closest('label')?.textContent?.trim())).toEqual([
      'All (4)',
      'To read (2)',
      'Reading (1)',
      'Read (1)',
    ]);
    expect(screen.getByRole('radio', { name: 'All (4)' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'To read (2)' }));
    expect(entries()).toEqual([TITLES.cfmm, 'A Paper That Left the List']);
    await userEvent.click(screen.getByRole('radio', { name: 'Read (1)' }));
    expect(entries()).toEqual([TITLES.bandits]);

    // A paper whose status changes under a filter stays in view until the filter changes; the counts move at once.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: `Status of ${TITLES.bandits}` }), 'To read');
    expect(entries()).toEqual([TITLES.bandits]);
    expect(screen.getByRole('radio', { name: 'Read (0)' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Reading (1)' }));
    expect(entries()).toEqual([TITLES.toolorchestra]);
    await userEvent.click(screen.getByRole('radio', { name: 'Read (0)' }));
    expect(entries()).toEqual([]);
    expect(screen.getByText('No papers marked “Read”.')).toBeInTheDocument();
  });

  it('removes a paper, says so and keeps focus in the section', async () => {
    const library = withFour();
    renderReadingList('/reading-list', { library });
    await screen.findByRole('link', { name: TITLES.cfmm });
    await userEvent.click(screen.getByRole('button', { name: `Remove ${TITLES.cfmm} from reading list` }));
    expect(library.getState().readingList.map((e) => e.id)).toEqual(['gone-paper', 'toolorchestra', 'regret-bounds-for-bandits']);
    expect(entries()).not.toContain(TITLES.cfmm);
    expect(screen.getByText(`Removed “${TITLES.cfmm}” from your reading list.`)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 2, name: 'Papers' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'All (3)' })).toBeInTheDocument();
  });

  it('puts a removed paper back, status and note included, with Undo', async () => {
    const library = withFour();
    library.getState().setNote('toolorchestra', 'see §2');
    const before = library.getState().readingList;
    renderReadingList('/reading-list', { library });
    await userEvent.click(await screen.findByRole('button', { name: `Remove ${TITLES.toolorchestra} from reading list` }));
    expect(entries()).not.toContain(TITLES.toolorchestra);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(library.getState().readingList).toEqual(before);
    expect(entries()).toEqual([TITLES.cfmm, 'A Paper That Left the List', TITLES.toolorchestra, TITLES.bandits]);
    expect(screen.getByText('Put back 1 paper.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('explains how to add papers when the list is empty', async () => {
    renderReadingList('/reading-list', { library: seededLibrary() });
    const section = await screen.findByRole('region', { name: 'Papers' });
    expect(section).toHaveTextContent('Your reading list is empty.');
    expect(section).toHaveTextContent('“Add to reading list”');
    expect(section).toHaveTextContent(/press b on a paper’s page/);
    expect(within(section).queryByRole('button', { name: 'Share list' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('group', { name: 'Show' })).not.toBeInTheDocument();
  });

  it('says when the paper list could not be loaded, and retries', async () => {
    const retry = vi.fn();
    const { update } = renderReadingList('/reading-list', { library: withFour(), list: null, error: 'list.json: offline', retry });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Couldn’t load the paper list.');
    expect(alert).toHaveTextContent('list.json: offline');
    expect(entries()).toHaveLength(4);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry loading the papers' }));
    expect(retry).toHaveBeenCalledOnce();
    update({ list: listFixture(), error: null });
    expect(await screen.findByRole('link', { name: TITLES.cfmm })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Share list', () => {
  it('copies a link to the list and says so', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderReadingList('/reading-list', { library: withFour() });
    await userEvent.click(await screen.findByRole('button', { name: 'Share list' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/reading-list?ids=cfmm,gone-paper,toolorchestra,regret-bounds-for-bandits`);
    expect(await screen.findByText(/^Link copied\. It opens 4 papers read-only,/)).toHaveAttribute('role', 'status');
  });

  it('shows the link to copy by hand when the browser refuses', async () => {
    const writeText = vi.fn(async () => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderReadingList('/reading-list', { library: withFour() });
    await userEvent.click(await screen.findByRole('button', { name: 'Share list' }));
    expect(await screen.findByText('Couldn’t copy the link: copy it from the box below.')).toHaveAttribute('role', 'status');
    const link = screen.getByRole('textbox', { name: 'Link to this reading list' });
    expect(link).toHaveAttribute('readonly');
    expect(link).toHaveValue(`${window.location.origin}/reading-list?ids=cfmm,gone-paper,toolorchestra,regret-bounds-for-bandits`);
  });
});
