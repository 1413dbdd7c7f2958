import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderReadingList } from './renderLibraryPage';
import { corpusOf, fixtureCorpus, listFixture } from '../../lib/fixtures/catalogFixture';
import { EMPTY_SEARCH } from '../../../../src/lib/search/state';
import { seededLibrary } from './seededLibrary';

afterEach(() => {
  vi.restoreAllMocks();
});

const withTwo = () =>
  seededLibrary((s) => {
    s().saveSearch('Flows', { ...EMPTY_SEARCH, q: 'flow' });
    s().saveSearch('RL papers', { ...EMPTY_SEARCH, topics: ['rl'], code: true, sort: 'title' });
  });

const section = async () => screen.findByRole('region', { name: 'Saved searches' });
const item = (name: string) => screen.getByRole('listitem', { name });

describe('SavedSearchList', () => {
  it('lists each search with what it looks for, a link that runs it, and how many papers it finds now', async () => {
    renderReadingList('/reading-list', { library: withTwo() });
    const list = within(await section()).getByRole('list');
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Flows', 'RL papers']);
    expect(within(list).getByRole('link', { name: 'Flows' })).toHaveAttribute('href', '/?q=flow');
    expect(within(list).getByRole('link', { name: 'RL papers' })).toHaveAttribute('href', '/?topic=rl&code=1&sort=title');
    await waitFor(() => expect(item('RL papers')).toHaveTextContent('topic: Reinforcement learning · with code · sorted by title'));
    expect(item('Flows')).toHaveTextContent('“flow”');
    await waitFor(() => expect(item('Flows')).toHaveTextContent('1 paper matches now.'));
    // ToolOrchestra is the one paper in rl with a code link.
    expect(item('RL papers')).toHaveTextContent('1 paper matches now.');
  });

  it('shows, counts and links a search saved under a topic\'s earlier id as the topic that took it over', async () => {
    const library = seededLibrary((s) => s().saveSearch('Old agents', { ...EMPTY_SEARCH, topics: ['agents-reasoning'] }));
    const list = listFixture();
    list.topics[0] = { ...list.topics[0]!, aliases: ['agents-reasoning'] };
    renderReadingList('/reading-list', { library, list });
    await section();
    await waitFor(() => expect(item('Old agents')).toHaveTextContent('topic: Agents & tool use'));
    expect(item('Old agents')).toHaveTextContent('1 paper matches now.');
    expect(screen.getByRole('link', { name: 'Old agents' })).toHaveAttribute('href', '/?topic=agents');
    // what the reader saved stays as saved
    expect(library.getState().savedSearches[0]!.search.topics).toEqual(['agents-reasoning']);
  });

  it('counts once the list is in, and says when word counts cover titles only', async () => {
    const list = listFixture();
    const { update } = renderReadingList('/reading-list', { library: withTwo(), list, corpus: corpusOf(list, null) });
    await section();
    await waitFor(() => expect(item('Flows')).toHaveTextContent('1 paper matches now, in titles so far (the abstracts are still loading).'));
    update({ corpus: fixtureCorpus().corpus });
    await waitFor(() => expect(within(item('Flows')).getByText(/matches now/)).toHaveTextContent(/^1 paper matches now\.$/));
  });

  it('says it is counting while the list loads', async () => {
    renderReadingList('/reading-list', { library: withTwo(), list: null });
    await section();
    expect(item('Flows')).toHaveTextContent('Counting the matching papers…');
    expect(item('RL papers')).toHaveTextContent('topic: rl');
  });

  it('renames a search, turning down a name already used', async () => {
    const library = withTwo();
    renderReadingList('/reading-list', { library });
    await section();
    await userEvent.click(screen.getByRole('button', { name: 'Rename saved search Flows' }));
    const input = screen.getByRole('textbox', { name: 'New name for saved search Flows' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue('Flows');

    await userEvent.clear(input);
    await userEvent.type(input, 'rl PAPERS');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('There is already a saved search named “RL papers”.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('There is already a saved search named “RL papers”.');
    expect(library.getState().savedSearches.map((s) => s.name)).toEqual(['Flows', 'RL papers']);

    await userEvent.clear(input);
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, '  Flow matching {Enter}');
    expect(library.getState().savedSearches.map((s) => s.name)).toEqual(['Flow matching', 'RL papers']);
    expect(screen.getByRole('link', { name: 'Flow matching' })).toHaveAttribute('href', '/?q=flow');
    expect(screen.getByRole('button', { name: 'Rename saved search Flow matching' })).toHaveFocus();
    expect(screen.getByText('Renamed “Flows” to “Flow matching”.')).toHaveAttribute('role', 'status');
  });

  it('cancels a rename with Cancel or Escape, back on the Rename button', async () => {
    const library = withTwo();
    renderReadingList('/reading-list', { library });
    await section();
    await userEvent.click(screen.getByRole('button', { name: 'Rename saved search Flows' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'New name for saved search Flows' }), ' and more');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'New name for saved search Flows' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename saved search Flows' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('x{Escape}');
    expect(screen.getByRole('button', { name: 'Rename saved search Flows' })).toHaveFocus();
    expect(library.getState().savedSearches.map((s) => s.name)).toEqual(['Flows', 'RL papers']);
  });

  it('deletes a search, and says when none are left', async () => {
    const library = withTwo();
    renderReadingList('/reading-list', { library });
    await section();
    await userEvent.click(screen.getByRole('button', { name: 'Delete saved search Flows' }));
    expect(library.getState().savedSearches.map((s) => s.name)).toEqual(['RL papers']);
    expect(screen.queryByRole('link', { name: 'Flows' })).not.toBeInTheDocument();
    expect(screen.getByText('Deleted saved search “Flows”.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 2, name: 'Saved searches' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Delete saved search RL papers' }));
    expect(await section()).toHaveTextContent('No saved searches yet.');
  });
});
