import { describe, expect, it } from 'vitest';
import { readListView, sortEntries, writeListView } from '../../../../src/lib/library/listView';
import type { ReadingEntry, ReadingStatus } from '../../../../src/lib/library/types';

const entry = (id: string, title: string, status: ReadingStatus, addedAt: number): ReadingEntry => ({
  id,
  title,
  addedAt,
  status,
  statusChangedAt: 0,
  note: '',
  noteChangedAt: 0,
});

describe('readListView', () => {
  it('reads the sort and the status filter', () => {
    expect(readListView(new URLSearchParams('sort=title&status=read'))).toEqual({ sort: 'title', status: 'read' });
    expect(readListView(new URLSearchParams('sort=status&status=to-read'))).toEqual({ sort: 'status', status: 'to-read' });
  });

  it('defaults to the order added and every status', () => {
    expect(readListView(new URLSearchParams(''))).toEqual({ sort: 'added', status: 'all' });
  });

  it('ignores a malformed value, part by part, and forgives case and spaces', () => {
    expect(readListView(new URLSearchParams('sort=<script>&status=Read'))).toEqual({ sort: 'added', status: 'read' });
    expect(readListView(new URLSearchParams('sort=%20TITLE%20&status=done'))).toEqual({ sort: 'title', status: 'all' });
    expect(readListView(new URLSearchParams('status=toString&sort=constructor'))).toEqual({ sort: 'added', status: 'all' });
  });
});

describe('writeListView', () => {
  it('writes what differs from the default and keeps other parameters', () => {
    expect(writeListView(new URLSearchParams('x=1&sort=title'), { sort: 'added', status: 'read' }).toString()).toBe('x=1&status=read');
    expect(writeListView(new URLSearchParams(''), { sort: 'status', status: 'all' }).toString()).toBe('sort=status');
  });

  it('round-trips through readListView', () => {
    const view = { sort: 'title', status: 'reading' } as const;
    expect(readListView(writeListView(new URLSearchParams(), view))).toEqual(view);
  });
});

describe('sortEntries', () => {
  const list = [entry('b', 'beta', 'read', 1), entry('a', 'Alpha', 'reading', 2), entry('c', 'gamma', 'to-read', 3), entry('d', 'delta', 'read', 4)];
  const ids = (entries: readonly ReadingEntry[]) => entries.map((e) => e.id);

  it('keeps the order added by default', () => {
    expect(ids(sortEntries(list, 'added', (e) => e.title))).toEqual(['b', 'a', 'c', 'd']);
  });

  it('sorts by the title shown, ignoring case', () => {
    expect(ids(sortEntries(list, 'title', (e) => e.title))).toEqual(['a', 'b', 'd', 'c']);
    expect(ids(sortEntries(list, 'title', (e) => (e.id === 'c' ? 'Aardvark' : e.title)))).toEqual(['c', 'a', 'b', 'd']);
  });

  it('sorts by status in reading order, ties in the order added', () => {
    expect(ids(sortEntries(list, 'status', (e) => e.title))).toEqual(['c', 'a', 'b', 'd']);
  });
});
