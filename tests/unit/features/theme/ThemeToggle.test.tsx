import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { ThemeToggle } from '../../../../src/features/theme/ThemeToggle';
import { THEME_KEY } from '../../../../src/features/theme/theme';

// A system colour setting the test controls, as matchMedia reports it.
function systemSetting(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    change(next: boolean) {
      dark = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const toggle = () => screen.getByRole('button', { name: /: switch to / });
const html = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  delete html.dataset.theme;
});
afterEach(() => vi.unstubAllGlobals());

describe('ThemeToggle', () => {
  it('shows the state, names what a press does, follows the system until the reader chooses, and remembers the choice', async () => {
    const user = userEvent.setup();
    systemSetting(false);
    render(<ThemeToggle />);
    expect(toggle()).toHaveAccessibleName('Light (system): switch to dark');
    expect(toggle()).toHaveTextContent('☀ Light (system)');

    await user.click(toggle());
    expect(toggle()).toHaveAccessibleName('Dark: switch to light (system)');
    expect(toggle()).toHaveTextContent('☾ Dark');
    expect(html.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');

    // Back to what the system says: the choice is forgotten, the system followed again.
    await user.click(toggle());
    expect(toggle()).toHaveAccessibleName('Light (system): switch to dark');
    expect(html.dataset.theme).toBeUndefined();
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
  });

  it('starts dark on a dark system, and follows the system changing', () => {
    const system = systemSetting(true);
    render(<ThemeToggle />);
    expect(toggle()).toHaveAccessibleName('Dark (system): switch to light');
    system.change(false);
    expect(toggle()).toHaveAccessibleName('Light (system): switch to dark');
  });

  it('says a choice stays when the system changes to it', () => {
    const system = systemSetting(false);
    html.dataset.theme = 'dark';
    render(<ThemeToggle />);
    system.change(true);
    expect(toggle()).toHaveAccessibleName('Dark: switch to light');
  });

  it('takes a choice made in another tab', () => {
    systemSetting(false);
    render(<ThemeToggle />);
    localStorage.setItem(THEME_KEY, 'dark');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY })));
    expect(html.dataset.theme).toBe('dark');
    expect(toggle()).toHaveAccessibleName('Dark: switch to light (system)');
  });

  it('keeps working when storage throws', async () => {
    const user = userEvent.setup();
    systemSetting(false);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(<ThemeToggle />);
    await user.click(toggle());
    expect(html.dataset.theme).toBe('dark');
    vi.restoreAllMocks();
  });
});

describe('public/theme.js', () => {
  const run = () => new Function(readFileSync('public/theme.js', 'utf8'))();

  it('applies a remembered choice before the app starts, and nothing else', () => {
    localStorage.setItem(THEME_KEY, 'dark');
    run();
    expect(html.dataset.theme).toBe('dark');
    delete html.dataset.theme;
    localStorage.setItem(THEME_KEY, '<script>');
    run();
    expect(html.dataset.theme).toBeUndefined();
  });

  it('marks remembered compact rows before the app starts (the prerendered results are drawn compact)', () => {
    localStorage.setItem('paper-explorer:density', 'compact');
    run();
    expect(html.dataset.density).toBe('compact');
    delete html.dataset.density;
    localStorage.setItem('paper-explorer:density', 'tiny');
    run();
    expect(html.dataset.density).toBeUndefined();
    localStorage.removeItem('paper-explorer:density');
  });
});
