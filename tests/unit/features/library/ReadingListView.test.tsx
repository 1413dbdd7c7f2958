import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderReadingList } from './renderLibraryPage';
import { seededLibrary, TITLES } from './seededLibrary';

afterEach(() => {
  vi.restoreAllMocks();
});

// Added in this order: cfmm (to read), toolorchestra (reading), bandits (read), gone (to read).
const withFour = () =>
  seededLibrary((s) => {
    s().add({ id: 'cfmm', title: TITLES.cfmm });
    s().add({ id: 'toolorchestra', title: TITLES.toolorchestra });
    s().add({ id: 'regret-bounds-for-bandits', title: TITLES.bandits });
    s().add({ id: 'gone-paper', title: 'A Paper That Left the List' });
    s().setStatus('toolorchestra', 'reading');
    s().setStatus('regret-bounds-for-bandits', 'read');
    s().setNote('regret-bounds-for-bandits', 'check the delay model');
  });

const papers = () => screen.getByRole('list', { name: 'Papers on your reading list' });
const entries = () => within(papers()).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const sortBy = () => screen.getByRole('combobox', { name: 'Sort by' });
const box = (title: string) => screen.getByRole('checkbox', { name: title });

describe('the reading list’s view, from the address', () => {
  it('sorts by title or status as the address says, and filters by status', async () => {
    const { router } = renderReadingList('/reading-list?sort=title', { library: withFour() });
    await screen.findByRole('link', { name: TITLES.cfmm });
    expect(sortBy()).toHaveValue('title');
    expect(entries()).toEqual(['A Paper That Left the List', TITLES.cfmm, TITLES.bandits, TITLES.toolorchestra]);

    // In act(): a radio of the same name is there before the page draws the new address.
    await act(() => router.navigate('/reading-list?sort=status&status=to-read'));
    expect(await screen.findByRole('radio', { name: 'To read (2)' })).toBeChecked();
    expect(entries()).toEqual([TITLES.cfmm, 'A Paper That Left the List']);
    await act(() => router.navigate('/reading-list?sort=status'));
    await waitFor(() => expect(entries()).toHaveLength(4));
    expect(entries()).toEqual([TITLES.cfmm, 'A Paper That Left the List', TITLES.toolorchestra, TITLES.bandits]);
  });

  it('writes a change of sort or filter to the address, as a step Back undoes', async () => {
    const { router } = renderReadingList('/reading-list', { library: withFour() });
    await screen.findByRole('link', { name: TITLES.cfmm });
    await userEvent.selectOptions(sortBy(), 'Title');
    expect(router.state.location.search).toBe('?sort=title');
    await userEvent.click(screen.getByRole('radio', { name: 'Read (1)' }));
    expect(router.state.location.search).toBe('?sort=title&status=read');
    expect(entries()).toEqual([TITLES.bandits]);
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('radio', { name: 'All (4)' })).toBeChecked();
    expect(entries()).toHaveLength(4);
  });

  it('ignores a malformed value and shows the list as it would without it', async () => {
    renderReadingList('/reading-list?sort=%3Cimg%3E&status=done&status=read', { library: withFour() });
    await screen.findByRole('link', { name: TITLES.cfmm });
    expect(sortBy()).toHaveValue('added');
    expect(screen.getByRole('radio', { name: 'All (4)' })).toBeChecked();
    expect(entries()).toEqual([TITLES.cfmm, TITLES.toolorchestra, TITLES.bandits, 'A Paper That Left the List']);
  });
});

describe('selecting several papers', () => {
  it('sets the status of the papers checked', async () => {
    const library = withFour();
    renderReadingList('/reading-list', { library });
    await screen.findByRole('link', { name: TITLES.cfmm });
    const bar = screen.getByRole('group', { name: 'Selected papers' });
    expect(within(bar).getByRole('button', { name: 'Set status' })).toBeDisabled();
    await userEvent.click(box(TITLES.cfmm));
    await userEvent.click(box('A Paper That Left the List'));
    expect(bar).toHaveTextContent('2 papers selected');
    await userEvent.selectOptions(within(bar).getByRole('combobox', { name: 'Set to' }), 'Reading');
    await userEvent.click(within(bar).getByRole('button', { name: 'Set status' }));
    expect(library.getState().readingList.map((e) => [e.id, e.status])).toEqual([
      ['cfmm', 'reading'],
      ['toolorchestra', 'reading'],
      ['regret-bounds-for-bandits', 'read'],
      ['gone-paper', 'reading'],
    ]);
    expect(screen.getByText('Marked 2 papers “Reading”.')).toHaveAttribute('role', 'status');
  });

  it('selects all the papers shown, and only those', async () => {
    const library = withFour();
    renderReadingList('/reading-list?status=to-read', { library });
    await screen.findByRole('link', { name: TITLES.cfmm });
    const all = screen.getByRole('checkbox', { name: 'Select all' });
    await userEvent.click(box(TITLES.cfmm));
    expect(all).not.toBeChecked();
    expect(all).toHaveProperty('indeterminate', true);
    await userEvent.click(all);
    expect(all).toBeChecked();
    expect(box(TITLES.cfmm)).toBeChecked();
    expect(box('A Paper That Left the List')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Remove selected' }));
    expect(library.getState().readingList.map((e) => e.id)).toEqual(['toolorchestra', 'regret-bounds-for-bandits']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
  });

  it('removes the papers checked, and Undo puts them back as they were', async () => {
    const library = withFour();
    const before = library.getState().readingList;
    renderReadingList('/reading-list', { library });
    await screen.findByRole('link', { name: TITLES.cfmm });
    await userEvent.click(box(TITLES.toolorchestra));
    await userEvent.click(box(TITLES.bandits));
    await userEvent.click(screen.getByRole('button', { name: 'Remove selected' }));
    expect(entries()).toEqual([TITLES.cfmm, 'A Paper That Left the List']);
    expect(screen.getByText('Removed 2 papers from your reading list.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 2, name: 'Papers' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(library.getState().readingList).toEqual(before);
    expect(entries()).toEqual([TITLES.cfmm, TITLES.toolorchestra, TITLES.bandits, 'A Paper That Left the List']);
    expect(screen.getByRole('textbox', { name: `Note on ${TITLES.bandits}` })).toHaveValue('check the delay model');
    // What comes back is not selected again.
    expect(box(TITLES.toolorchestra)).not.toBeChecked();
  });

  it('offers Undo even when the last paper is removed', async () => {
    const library = seededLibrary((s) => s().add({ id: 'cfmm', title: TITLES.cfmm }));
    renderReadingList('/reading-list', { library });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove selected' }));
    expect(screen.getByText('Your reading list is empty.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('link', { name: TITLES.cfmm })).toBeInTheDocument();
  });
});
