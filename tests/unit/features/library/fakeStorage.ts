// A Storage stand-in for library store tests, shared by "tabs" the way localStorage is, with every call
// recorded; and a store factory wired to it.

import { vi } from 'vitest';
import { createLibraryStore, LIBRARY_KEY } from '../../../../src/features/library/libraryStore';
import type { StorageArea } from '../../../../src/lib/safeStorage';

export const BACKUP_KEY = `${LIBRARY_KEY}:backup`;

export function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: vi.fn((key: string): string | null => data.get(key) ?? null),
    setItem: vi.fn((key: string, value: string): void => {
      data.set(key, value);
    }),
    removeItem: vi.fn((key: string): void => {
      data.delete(key);
    }),
  };
}

export type FakeStorage = ReturnType<typeof fakeStorage>;

/** An error like the one browsers throw from setItem when the quota is used up. */
export const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** A clock that ticks one second per reading, from 2026-05-01. */
export function clock(start = Date.UTC(2026, 4, 1)) {
  let t = start;
  return () => (t += 1000);
}

/** A store ("a tab") on `storage`, with its own event target for `storage` events. */
export function tab(storage: StorageArea, now = clock()) {
  const events = new EventTarget();
  const store = createLibraryStore({ storage: () => storage, events, now });
  return { store, events, state: () => store.getState(), notify: (key: string | null = LIBRARY_KEY) => events.dispatchEvent(new StorageEvent('storage', { key })) };
}

/** What is stored under the library's key, parsed. */
export function stored(storage: FakeStorage): unknown {
  const text = storage.data.get(LIBRARY_KEY);
  return text === undefined ? undefined : JSON.parse(text);
}
