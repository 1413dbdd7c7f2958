// The header's language switch: the interface changes at once, at the same address, and is remembered;
// a shared link's ?lang= leaves the address once the reader picks a language.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitch } from '../../../../src/features/language/LanguageSwitch';
import { activateLocale, LOCALE_KEY, savedLocale, useT } from '../../../../src/i18n/i18n';
import { MESSAGE_BUNDLES } from '../../../../src/lib/i18n/bundles';
import type { MessageBundle } from '../../../../src/lib/i18n/bundles';
import { createTestRouter } from '../../testRouter';

const ALL = Object.keys(MESSAGE_BUNDLES) as MessageBundle[];

afterEach(async () => {
  localStorage.clear();
  await act(() => activateLocale('en', ALL));
});

function Label() {
  return <p>{useT()('language.label')}</p>;
}

function setup(address: string) {
  const router = createTestRouter([address]);
  render(
    <router.Router>
      <LanguageSwitch />
      <Label />
    </router.Router>,
  );
  return router;
}

describe('LanguageSwitch', () => {
  it('names each language in itself, and shows the one in force', () => {
    setup('/');
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(screen.getByRole('option', { name: '中文' })).toHaveAttribute('lang', 'zh-CN');
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it('switches the interface at once, keeps the address, sets <html lang> and remembers the choice', async () => {
    const router = setup('/?q=attention&topic=rl');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'zh');
    expect(await screen.findByRole('combobox', { name: '语言' })).toHaveValue('zh');
    expect(screen.getByText('语言', { selector: 'p' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('zh');
    expect(savedLocale()).toBe('zh');
    expect(router.state.location.search).toBe('?q=attention&topic=rl');
  });

  it('drops a shared link\'s ?lang= from the address once the reader picks a language, keeping the rest', async () => {
    const router = setup('/paper/abc?lang=zh&q=x#cite');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'zh');
    await screen.findByRole('combobox', { name: '语言' });
    expect(router.state.location.pathname).toBe('/paper/abc');
    expect(router.state.location.search).toBe('?q=x');
    expect(router.state.location.hash).toBe('#cite');
  });
});
