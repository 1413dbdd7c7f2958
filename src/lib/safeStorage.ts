// The browser's key-value storage (localStorage, sessionStorage), used without ever throwing. In private
// browsing, with storage blocked, or with the site's quota full, `window.localStorage` itself, getItem
// or setItem throw: each call here says so as a value instead, and the caller keeps its default.
//
// This file touches no browser global (src/lib runs in Node too): the caller passes a getter, asked
// afresh on every call, because one that throws once may not later.
//   const prefs = safeStorage(() => localStorage);
//   prefs.readText('paper-explorer:theme') => 'dark' | null (none stored, or storage unavailable)

/** The part of the Web Storage API used here: window.localStorage, window.sessionStorage, a test's fake. */
export interface StorageArea {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Why the storage refused a read or a write. */
export type StorageProblem = 'unavailable' | 'full';

export type ReadResult = { ok: true; text: string | null } | { ok: false; problem: 'unavailable' };
export type WriteResult = { ok: true } | { ok: false; problem: StorageProblem };

export interface SafeStorage {
  read: (key: string) => ReadResult;
  /** The text under `key`; null when there is none or the storage cannot be read. */
  readText: (key: string) => string | null;
  write: (key: string, text: string) => WriteResult;
  remove: (key: string) => WriteResult;
}

/** The storage `getStorage` gives, asked for on every call; no call throws. */
export function safeStorage(getStorage: () => StorageArea): SafeStorage {
  const read = (key: string): ReadResult => {
    try {
      return { ok: true, text: getStorage().getItem(key) };
    } catch {
      return { ok: false, problem: 'unavailable' };
    }
  };
  const change = (apply: (storage: StorageArea) => void): WriteResult => {
    try {
      apply(getStorage());
      return { ok: true };
    } catch (error) {
      return { ok: false, problem: isQuotaExceeded(error) ? 'full' : 'unavailable' };
    }
  };
  return {
    read,
    readText: (key) => {
      const result = read(key);
      return result.ok ? result.text : null;
    },
    write: (key, text) => change((storage) => storage.setItem(key, text)),
    remove: (key) => change((storage) => storage.removeItem(key)),
  };
}

/**
 * Whether an error is the browser saying the storage quota is used up: QuotaExceededError in most
 * browsers, NS_ERROR_DOM_QUOTA_REACHED in old Firefox (legacy codes 22 and 1014).
 */
export function isQuotaExceeded(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}
