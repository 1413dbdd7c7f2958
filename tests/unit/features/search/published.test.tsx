// The search page over a conference's own data (the published fixture: real titles and authors, invented
// sessions, days and institutions): authors on the rows, the filters it adds, one author's view.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderSearch } from './renderSearch';
import { publishedCorpus, publishedSplit } from '../../lib/search/corpusFixture';
import { SearchHelp } from '../../../../src/features/search/SearchHelp';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPublishedParts } from '../../../../src/features/search/publishedParts';

// One corpus for the file: its index is built once (nothing here changes it).
const data = { list: publishedSplit().list, corpus: publishedCorpus() };
const conference = () => data;
const filters = () => screen.getByRole('complementary', { name: 'Filters' });
const group = (name: string) => within(filters()).getByRole('group', { name });
const labels = (name: string) =>
  within(group(name))
    .getAllByRole('checkbox')
    .map((c) => c.closest('label')?.textContent);
const status = () => screen.getByRole('status');
const rows = () => within(screen.getByRole('list', { name: 'Results' })).getAllByRole('article');

describe('the search page of a conference', () => {
  // The conference's own parts, loaded before the first render as the app loads them (main.tsx): left to
  // the first test, their first import (compiled by Vite, cold) took over waitFor's 3 s on busy cores.
  beforeAll(() => loadPublishedParts());

  it('shows the first authors on each row, and counts the others', async () => {
    renderSearch('/', conference());
    // The first paper has 6 authors (drawn by the conference's own parts).
    await waitFor(() => expect(rows()[0]!.querySelector('.result-authors')).not.toBeNull());
    const row = rows()[0]!;
    expect(row.querySelector('.result-authors')!.textContent).toBe('Guinan Su, Yanwu Yang, Li Shen +3and 3 more authors');
    expect(within(row).getByText('and 3 more authors')).toHaveClass('visually-hidden');
  });

  it('shows no line of authors for a bare list, and exactly the filters it had', () => {
    renderSearch('/');
    expect(document.querySelector('.result-authors')).toBeNull();
    expect(within(filters()).getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'Topics',
      'Code',
      'Benchmarks & datasets',
    ]);
  });

  it('offers presentation types, days in order, sessions in time order, authors and institutions', async () => {
    renderSearch('/', conference());
    expect(await within(filters()).findByRole('group', { name: 'Presentation' })).toBeInTheDocument();
    expect(labels('Presentation')).toEqual(['Oral (8)', 'Spotlight (5)', 'Poster (51)']);
    expect(labels('Day')).toEqual(['Tue, Jul 14 (14)', 'Wed, Jul 15 (14)', 'Thu, Jul 16 (14)', 'Fri, Jul 17 (14)']);
    expect(labels('Session').map((label) => label?.replace(/ \(\d+\)$/, ''))).toEqual([
      'Oral 1A',
      'Poster Session 1',
      'Oral 2A',
      'Poster Session 2',
      'Poster Session 3',
      'Poster Session 4',
    ]);
    // The most frequent first, and a box to find the others, never all 375 authors at once.
    expect(labels('Authors')[0]).toBe('Ling Yang (2)');
    expect(labels('Authors')).toHaveLength(15);
    expect(within(group('Authors')).getByRole('searchbox', { name: 'Filter authors' })).toBeInTheDocument();
    expect(labels('Institutions')).toContain('ETH Zürich (47)');
  });

  it('tells two people of one name apart by a co-author', async () => {
    const { user } = renderSearch('/', conference());
    const box = await within(filters()).findByRole('searchbox', { name: 'Filter authors' });
    await user.type(box, 'min zhang');
    const options = labels('Authors');
    expect(options).toHaveLength(2);
    expect(options.every((label) => /^Min Zhang \(with [^)]+\) \(1\)$/.test(label ?? ''))).toBe(true);
    expect(new Set(options).size).toBe(2);
  });

  it('filters by type with live counts: several types mean any of them', async () => {
    const { user, router } = renderSearch('/', conference());
    await user.click(await within(group('Presentation')).findByRole('checkbox', { name: 'Oral (8)' }));
    expect(router.state.location.search).toBe('?type=oral');
    expect(status()).toHaveTextContent(/^8 papers$/);
    // Choosing Spotlight too would bring its 5 in.
    expect(within(group('Presentation')).getByRole('checkbox', { name: 'Spotlight (13)' })).toBeEnabled();
    await user.click(within(group('Presentation')).getByRole('checkbox', { name: 'Spotlight (13)' }));
    expect(router.state.location.search).toBe('?type=oral&type=spotlight');
    expect(status()).toHaveTextContent(/^13 papers$/);
    await user.click(within(filters()).getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it("sorts a session's posters by board in natural order, offered for a conference's data only, with the query and session in one link", async () => {
    const inSession = (paper: (typeof data.list.papers)[number]) => paper.presentations?.find((p) => p.session === 'Poster Session 3' && p.posterPosition !== undefined);
    const byBoard = data.list.papers
      .filter((paper) => inSession(paper) !== undefined)
      .sort((a, b) => Number(inSession(a)!.posterPosition) - Number(inSession(b)!.posterPosition))
      .map((paper) => paper.title);
    expect(byBoard.length).toBeGreaterThan(3);
    const { user, router } = renderSearch('/?session=Poster+Session+3', conference());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Poster board');
    expect(router.state.location.search).toBe('?session=Poster+Session+3&sort=poster');
    expect(status()).toHaveTextContent(`${byBoard.length} papers`);
    // The rows drawn (the list draws those in view, from the one it keeps in place): a run of the boards, in order.
    const drawn = () => rows().map((row) => within(row).getByRole('heading', { level: 2 }).textContent);
    await waitFor(() => {
      const from = byBoard.indexOf(drawn()[0]!);
      expect(drawn()).toEqual(byBoard.slice(from, from + drawn().length));
    });
    expect(drawn().length).toBeGreaterThan(3);
    // A word of the query as well: the same session's matches, still by board.
    await user.type(screen.getByRole('combobox', { name: 'Search papers' }), 'learning{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=learning&session=Poster+Session+3&sort=poster'));
    const shown = rows().map((row) => within(row).getByRole('heading', { level: 2 }).textContent);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).toEqual(byBoard.filter((title) => shown.includes(title)));
  });

  it('offers no poster order for a bare list', () => {
    renderSearch('/');
    expect(within(screen.getByRole('combobox', { name: 'Sort' })).queryByRole('option', { name: 'Poster board' })).toBeNull();
  });

  it("heads one author's papers with their name and number, and a link removes the author filter", async () => {
    const { user, router } = renderSearch('/?author=Ling+Yang', conference());
    expect(await screen.findByRole('heading', { level: 2, name: 'Papers by Ling Yang · 2' })).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    await user.click(screen.getByRole('link', { name: 'Remove the author filter' }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('heading', { level: 2, name: /Papers by/ })).toBeNull();
  });

  it('names a namesake by the person, with a co-author', async () => {
    renderSearch('/?author=feed%3A70148', conference());
    expect(await screen.findByRole('heading', { level: 2, name: /^Papers by Min Zhang \(with [^)]+\) · 1$/ })).toBeInTheDocument();
  });

  it('marks the name author: asks for on the rows, shown even when it is not among the first', async () => {
    renderSearch('/?q=author%3A%22Ling+Yang%22', conference());
    expect(rows()).toHaveLength(2);
    for (const row of rows()) expect(row.querySelector('.result-authors mark')?.textContent).toBe('Ling Yang');
    // HistAgent's 19th of 25 authors: after the first three, the others counted.
    const histAgent = rows().find((row) => row.textContent?.includes('HistBench'))!;
    expect(histAgent.querySelector('.result-authors')!.textContent).toBe('Jiahao Qiu, Fulian Xiao, Yimin Wang, …, Ling Yang +21and 21 more authors');
  });

  it('names the filters to remove when nothing matches: a type and a day in words', async () => {
    const ways = async () => within(await screen.findByRole('list', { name: 'Filters to remove' })).getAllByRole('link').map((link) => link.textContent);
    const { unmount } = renderSearch('/?author=Ling+Yang&type=oral', conference());
    expect(await ways()).toEqual(['Remove filter ‘Ling Yang’ → 8 papers', 'Remove filter ‘Oral’ → 2 papers']);
    unmount();
    renderSearch('/?author=Ling+Yang&day=2026-07-14', conference());
    expect(await ways()).toEqual(['Remove filter ‘Ling Yang’ → 14 papers', 'Remove filter ‘Tue, Jul 14’ → 2 papers']);
  });
});

describe('the search help', () => {
  it('shows author: for a list with authors, not for a bare list', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<SearchHelp people />);
    await user.click(screen.getByRole('button', { name: 'Search help' }));
    expect(await screen.findByText('author:"Ling Yang"')).toBeInTheDocument();
    unmount();
    render(<SearchHelp />);
    await user.click(screen.getByRole('button', { name: 'Search help' }));
    expect(await screen.findByText('title:regret')).toBeInTheDocument();
    expect(screen.queryByText('author:"Ling Yang"')).toBeNull();
  });
});

