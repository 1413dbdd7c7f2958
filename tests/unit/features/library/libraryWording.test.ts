import { afterEach, describe, expect, it } from 'vitest';
import { describeSearch } from '../../../../src/features/library/searchSummary';
import { importSummary } from '../../../../src/features/library/importSummary';
import { nameProblemText } from '../../../../src/features/library/nameProblem';
import { filterLabel, statusCounts } from '../../../../src/features/library/readingStatus';
import { EMPTY_SEARCH } from '../../../../src/lib/search/state';
import type { ReadingEntry, ReadingStatus } from '../../../../src/lib/library/types';
import type { UpdatedEntry } from '../../../../src/lib/library/merge';
import { activateLocale } from '../../../../src/i18n/i18n';

// The words of these sentences come from the catalogs: English here (a Node test has no tests/setup.ts).
await activateLocale('en', ['base', 'later']);

const labels: Record<string, string> = { generative: 'Generative models', rl: 'Reinforcement learning' };
const label = (id: string) => labels[id] ?? id;

describe('describeSearch', () => {
  it('says what a search looks for, in the order of the search page', () => {
    expect(describeSearch({ ...EMPTY_SEARCH, q: 'flow ', topics: ['generative'], code: true, bench: ['MMLU'], sort: 'title' }, label)).toBe(
      '“flow” · topic: Generative models · benchmark: MMLU · with code · sorted by title',
    );
  });

  it('uses plurals, and ids for topics it has no label for', () => {
    expect(describeSearch({ ...EMPTY_SEARCH, topics: ['rl', 'theory'], bench: ['MMLU', 'GSM8K'] }, label)).toBe(
      'topics: Reinforcement learning, theory · benchmarks: MMLU, GSM8K',
    );
  });

  it("names a conference's filters as the filters column does: types and days in words, a namesake's key as the person", () => {
    const authors = new Map([['feed:70148', { value: 'feed:70148', name: 'Min Zhang', coauthor: 'Kun Zhang' }]]);
    const search = {
      ...EMPTY_SEARCH,
      types: ['oral', 'spotlight'],
      days: ['2026-07-14'],
      sessions: ['Oral 1A'],
      authors: ['feed:70148', 'Ling Yang'],
      institutions: ['ETH Zürich'],
    };
    expect(describeSearch(search, label, authors)).toBe(
      'presented as Oral, Spotlight · day: Tue, Jul 14 · session: Oral 1A · authors: Min Zhang (with Kun Zhang), Ling Yang · institution: ETH Zürich',
    );
    // Without the list (not loaded yet), the address's own words.
    expect(describeSearch({ ...EMPTY_SEARCH, authors: ['feed:70148'] })).toBe('author: feed:70148');
  });

  it('calls a search with no query or filter "All papers"', () => {
    expect(describeSearch(EMPTY_SEARCH)).toBe('All papers');
    expect(describeSearch({ ...EMPTY_SEARCH, sort: 'list' })).toBe('All papers · sorted in list order');
  });
});

describe('importSummary', () => {
  const none = { added: { readingList: 0, savedSearches: 0 }, updated: [], skipped: [], renamed: [] };
  const cfmm: UpdatedEntry = { id: 'cfmm', title: 'CFMM', status: { outcome: 'kept', value: 'read' }, note: 'took' };

  it('says what came in', () => {
    expect(importSummary({ ...none, added: { readingList: 2, savedSearches: 1 }, updated: [cfmm] }, 'mine.json').took).toBe(
      'Imported “mine.json”: 2 papers added, 1 paper updated, 1 saved search added.',
    );
  });

  it('says, for each paper already listed, what it kept, took and merged', () => {
    const updated: UpdatedEntry[] = [
      cfmm,
      { id: 'mash', title: 'MASH', status: { outcome: 'took', value: 'reading' }, note: 'merged' },
      { id: 'kb', title: 'KernelBand', status: { outcome: 'same', value: 'to-read' }, note: 'took' },
    ];
    expect(importSummary({ ...none, updated }, 'mine.json').updated).toEqual([
      '“CFMM”: kept your status “Read” and took the imported note.',
      '“MASH”: took the imported status “Reading” and merged the two notes (the older one below the newer, marked).',
      '“KernelBand”: took the imported note.',
    ]);
  });

  it('says when nothing came in, with what was skipped and renamed', () => {
    const summary = importSummary(
      {
        ...none,
        skipped: [{ what: { kind: 'paper', id: 'cfmm', title: 'CFMM' }, reason: { code: 'alreadyListed' } }],
        renamed: [{ from: 'GANs', to: 'GANs (2)' }],
      },
      'mine.json',
    );
    expect(summary).toEqual({
      took: 'Nothing was imported from “mine.json”.',
      updated: [],
      renamed: ['Saved search “GANs” was added as “GANs (2)”: the name was taken.'],
      skipped: ['“CFMM” (cfmm): it is already in your reading list'],
    });
  });
});

describe('statusCounts', () => {
  const entry = (id: string, status: ReadingStatus): ReadingEntry => ({ id, title: id, addedAt: 0, status, note: '', statusChangedAt: 0, noteChangedAt: 0 });

  it('counts every entry, and each status', () => {
    expect(statusCounts([entry('a', 'to-read'), entry('b', 'read'), entry('c', 'to-read')])).toEqual({ all: 3, 'to-read': 2, reading: 0, read: 1 });
  });

  it('names each filter with its count', () => {
    expect(filterLabel('all', 5)).toBe('All (5)');
    expect(filterLabel('to-read', 3)).toBe('To read (3)');
  });
});

describe('the library’s sentences in Chinese', () => {
  afterEach(async () => {
    await activateLocale('en', ['base', 'later']);
  });

  it('says an import, a search and a refused name in Chinese, with Chinese list punctuation', async () => {
    await activateLocale('zh', ['base', 'later']);
    const none = { added: { readingList: 0, savedSearches: 0 }, updated: [], skipped: [], renamed: [] };
    expect(importSummary({ ...none, added: { readingList: 2, savedSearches: 1 } }, 'mine.json').took).toBe('已导入“mine.json”：添加了 2 篇论文、添加了 1 个保存的搜索。');
    expect(describeSearch({ ...EMPTY_SEARCH, topics: ['rl', 'theory'], code: true })).toBe('主题：rl、theory · 有代码');
    expect(filterLabel('to-read', 3)).toBe('待读（3）');
    expect(nameProblemText({ code: 'tooLong', max: 80, length: 95 })).toBe('名称最多 80 个字符；当前为 95 个。');
  });
});
