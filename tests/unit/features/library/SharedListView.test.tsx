import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSharedList } from './renderLibraryPage';
import { seededLibrary, TITLES } from './seededLibrary';

afterEach(() => {
  vi.restoreAllMocks();
});

const LINK = '/reading-list?ids=cfmm,no-such-paper,..%2Fx,toolorchestra';

describe('SharedListView', () => {
  it('shows the shared papers read-only, with unknown ids as unavailable and malformed ones reported', async () => {
    const library = seededLibrary();
    renderSharedList(LINK, { library });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared reading list' })).toBeInTheDocument();
    const papers = await screen.findByRole('list', { name: 'Shared papers' });
    // The list's own items (each paper's topics are lists of their own).
    const items = [...papers.children] as HTMLElement[];
    expect(items.map((li) => li.firstElementChild?.textContent)).toEqual([TITLES.cfmm, 'Unavailable', TITLES.toolorchestra]);
    expect(within(papers).getByRole('link', { name: TITLES.cfmm })).toHaveAttribute('href', '/paper/cfmm');
    expect(items[1]).toHaveTextContent('Unavailable no-such-paper: no paper in the list has this id.');
    expect(within(screen.getByRole('list', { name: 'Left out' })).getByRole('listitem')).toHaveTextContent('"../x": it is not a paper id');
    // Read-only: nothing to edit, and the reader's own list is untouched.
    expect(within(papers).queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(library.getState().readingList).toEqual([]);
    expect(screen.getByText('3 papers, shared as a link.', { exact: false })).toBeInTheDocument();
  });

  it('adds the available papers to the reader’s list and says what it did', async () => {
    const library = seededLibrary((s) => s().add({ id: 'cfmm', title: TITLES.cfmm }));
    renderSharedList(LINK, { library });
    await userEvent.click(await screen.findByRole('button', { name: 'Add all to my reading list' }));
    expect(library.getState().readingList.map((e) => [e.id, e.title])).toEqual([
      ['cfmm', TITLES.cfmm],
      ['toolorchestra', TITLES.toolorchestra],
    ]);
    expect(screen.getByText(/^Added 1 paper to your reading list\./)).toHaveAttribute('role', 'status');
    expect(screen.getByText(/^Added 1 paper/)).toHaveTextContent(
      'Added 1 paper to your reading list. 1 paper was already on it. 1 unavailable paper was not added.',
    );
    expect(screen.getByRole('button', { name: `${TITLES.cfmm}: In your reading list` })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: `${TITLES.toolorchestra}: In your reading list` })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Add all to my reading list' }));
    expect(screen.getByText(/^No papers added/)).toHaveTextContent('No papers added: you already have all of them.');
  });

  it('adds one shared paper on its own, and says it is on the list where its button was', async () => {
    const library = seededLibrary();
    renderSharedList(LINK, { library });
    const add = await screen.findByRole('button', { name: `Add ${TITLES.toolorchestra} to my reading list` });
    await userEvent.click(add);
    expect(library.getState().readingList.map((e) => [e.id, e.title])).toEqual([['toolorchestra', TITLES.toolorchestra]]);
    expect(add).toHaveAccessibleName(`${TITLES.toolorchestra}: In your reading list`);
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveFocus();
    // Pressed again, it adds nothing twice; the other paper is still offered.
    await userEvent.click(add);
    expect(library.getState().readingList).toHaveLength(1);
    expect(screen.getByRole('button', { name: `Add ${TITLES.cfmm} to my reading list` })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('says when the link names no papers', async () => {
    renderSharedList('/reading-list?ids=', { library: seededLibrary() });
    expect(await screen.findByText(/^This link names no papers\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add all to my reading list' })).not.toBeInTheDocument();
  });

  it('waits for the paper list before offering to add', async () => {
    renderSharedList(LINK, { library: seededLibrary(), list: null });
    expect(await screen.findByText(/^Loading the paper list…/)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Add all to my reading list' })).not.toBeInTheDocument();
  });
});
