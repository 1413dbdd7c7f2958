// The reader's saved language: storage that is missing, blocked or holds anything else gives no choice,
// and a choice that cannot be kept still shows.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, chooseLocale, LOCALE_KEY, localeStore, savedLocale } from '../../../src/i18n/i18n';

afterEach(async () => {
  vi.restoreAllMocks();
  localStorage.clear();
  await activateLocale('en', ['base']);
});

describe('savedLocale', () => {
  it('reads the saved choice, and nothing else', () => {
    expect(savedLocale()).toBeNull();
    localStorage.setItem(LOCALE_KEY, 'zh');
    expect(savedLocale()).toBe('zh');
    localStorage.setItem(LOCALE_KEY, '{"zh"');
    expect(savedLocale()).toBeNull();
  });

  it('gives no choice when storage is blocked', () => {
    localStorage.setItem(LOCALE_KEY, 'zh');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(savedLocale()).toBeNull();
  });
});

describe('chooseLocale', () => {
  it('shows the language even when storage refuses to keep it', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(chooseLocale('zh')).resolves.toBeUndefined();
    expect(localeStore.getState().locale).toBe('zh');
    expect(localStorage.getItem(LOCALE_KEY)).toBeNull();
  });
});
