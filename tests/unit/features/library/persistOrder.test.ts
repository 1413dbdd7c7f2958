// What src/features/library/storage.ts relies on in zustand's persist (see the note above
// libraryPersistence): if an upgrade of zustand changes one of these, this fails before the library does.
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import type { PersistStorage, StorageValue } from 'zustand/middleware';

interface Count {
  n: number;
}

/** A store persisted in `stored`, read synchronously, with every persist callback logged in order. */
function logged(stored: { value: StorageValue<unknown> | null }, version = 2) {
  const log: string[] = [];
  const storage: PersistStorage<unknown> = {
    getItem: () => {
      log.push('getItem');
      return stored.value;
    },
    setItem: (_name, value) => {
      log.push(`setItem ${JSON.stringify(value.state)}`);
    },
    removeItem: () => undefined,
  };
  const store = createStore<Count>()(
    persist(() => ({ n: 0 }), {
      name: 'count',
      version,
      storage,
      migrate: (state, from) => {
        log.push(`migrate ${JSON.stringify(state)} from ${from}`);
        return { migrated: state };
      },
      merge: (persisted, current) => {
        log.push(`merge ${JSON.stringify(persisted)}`);
        const n = persisted as { n?: number; migrated?: { n: number } } | undefined;
        return { ...current, n: n?.n ?? n?.migrated?.n ?? -1 };
      },
    }),
  );
  return { store, log };
}

describe("zustand persist, as the library's storage uses it", () => {
  it('has hydrated from a synchronous storage by the time createStore returns', () => {
    const { store, log } = logged({ value: { state: { n: 5 }, version: 2 } });
    expect(store.getState().n).toBe(5);
    expect(log).toEqual(['getItem', 'merge {"n":5}']);
  });

  it('passes what getItem gave to migrate when the version differs, and what migrate gave to merge, in that order', () => {
    const { log } = logged({ value: { state: { n: 3 }, version: 1 } });
    // The write after a migration comes last, after the merged state is set.
    expect(log).toEqual(['getItem', 'migrate {"n":3} from 1', 'merge {"migrated":{"n":3}}', 'setItem {"n":3}']);
  });

  it('calls merge with undefined when getItem finds nothing, and writes nothing', () => {
    const { store, log } = logged({ value: null });
    expect(log).toEqual(['getItem', 'merge undefined']);
    expect(store.getState().n).toBe(-1);
  });

  it('has merged the stored state when rehydrate returns, before its promise settles', () => {
    const stored: { value: StorageValue<unknown> | null } = { value: { state: { n: 1 }, version: 2 } };
    const { store, log } = logged(stored);
    stored.value = { state: { n: 7 }, version: 2 };
    log.length = 0;
    void store.persist.rehydrate();
    expect(store.getState().n).toBe(7);
    // Setting the merged state is not a write: only the store's own setState writes.
    expect(log).toEqual(['getItem', 'merge {"n":7}']);
    store.setState({ n: 8 });
    expect(log).toEqual(['getItem', 'merge {"n":7}', 'setItem {"n":8}']);
  });
});
