import { describe, expect, it } from 'vitest';
import { isQuotaExceeded, safeStorage } from '../../../src/lib/safeStorage';
import { fakeStorage } from '../features/library/fakeStorage';

describe('isQuotaExceeded', () => {
  it('knows the quota errors of current and older browsers', () => {
    expect(isQuotaExceeded({ name: 'QuotaExceededError' })).toBe(true);
    expect(isQuotaExceeded({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(isQuotaExceeded({ name: 'Error', code: 22 })).toBe(true);
    expect(isQuotaExceeded({ name: 'Error', code: 1014 })).toBe(true);
  });

  it('does not take other errors for one', () => {
    expect(isQuotaExceeded(new Error('nope'))).toBe(false);
    expect(isQuotaExceeded(new DOMException('insecure', 'SecurityError'))).toBe(false);
    expect(isQuotaExceeded('QuotaExceededError')).toBe(false);
    expect(isQuotaExceeded(null)).toBe(false);
  });
});

describe('safeStorage', () => {
  it('reads and writes', () => {
    const storage = safeStorage(() => fakeStorage({ a: '1' }));
    expect(storage.read('a')).toEqual({ ok: true, text: '1' });
    expect(storage.read('b')).toEqual({ ok: true, text: null });
    expect(storage.write('b', '2')).toEqual({ ok: true });
  });

  it('reads text, and removes', () => {
    const fake = fakeStorage({ a: '1' });
    const storage = safeStorage(() => fake);
    expect(storage.readText('a')).toBe('1');
    expect(storage.remove('a')).toEqual({ ok: true });
    expect(storage.readText('a')).toBeNull();
  });

  it('says storage is unavailable when the getter or getItem throws', () => {
    const blocked = safeStorage(() => {
      throw new DOMException('insecure', 'SecurityError');
    });
    expect(blocked.read('a')).toEqual({ ok: false, problem: 'unavailable' });
    expect(blocked.write('a', '1')).toEqual({ ok: false, problem: 'unavailable' });
    expect(blocked.remove('a')).toEqual({ ok: false, problem: 'unavailable' });
    expect(blocked.readText('a')).toBeNull();
    const broken = fakeStorage();
    broken.getItem.mockImplementation(() => {
      throw new Error('disabled');
    });
    expect(safeStorage(() => broken).read('a')).toEqual({ ok: false, problem: 'unavailable' });
  });

  it('says storage is full when setItem throws a quota error', () => {
    const full = fakeStorage();
    full.setItem.mockImplementation(() => {
      throw Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    });
    expect(safeStorage(() => full).write('a', '1')).toEqual({ ok: false, problem: 'full' });
  });

  it('asks the getter afresh each time', () => {
    let calls = 0;
    const storage = safeStorage(() => {
      calls++;
      if (calls === 1) throw new Error('not yet');
      return fakeStorage();
    });
    expect(storage.read('a').ok).toBe(false);
    expect(storage.read('a').ok).toBe(true);
  });
});
