// The theme control in Chinese: its words and its name (what a press does) from the Chinese catalog.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeToggle } from '../../../../src/features/theme/ThemeToggle';
import { activateLocale } from '../../../../src/i18n/i18n';
import { MESSAGE_BUNDLES } from '../../../../src/lib/i18n/bundles';
import type { MessageBundle } from '../../../../src/lib/i18n/bundles';

beforeEach(async () => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  // A light system.
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} }));
  await activateLocale('zh', ['base', 'later']);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLocale('en', Object.keys(MESSAGE_BUNDLES) as MessageBundle[]);
});

describe('ThemeToggle in Chinese', () => {
  it('says the theme in force and what a press does, following the system or the choice', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: '浅色（系统）：切换到深色' });
    expect(toggle).toHaveTextContent('☀ 浅色（系统）');
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('深色：切换到浅色（系统）');
    expect(toggle).toHaveTextContent('☾ 深色');
    expect(toggle.textContent).not.toMatch(/[A-Za-z]/);
  });
});
