// <T>: a message with elements inside it. What the reader typed goes in as text, never as tags.
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../src/i18n/i18n';
import { T } from '../../../src/i18n/T';
import { MESSAGE_BUNDLES, type MessageBundle } from '../../../src/lib/i18n/bundles';

beforeEach(async () => {
  await activateLocale('en', Object.keys(MESSAGE_BUNDLES) as MessageBundle[]);
});
afterEach(() => vi.restoreAllMocks());

describe('T', () => {
  it('shows a value with angle brackets as the text it is, with no error from the formatter', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const typed of ['<script>alert(1)</script>', '<b>bold</b>', '<0>x</0>']) {
      const { container, unmount } = render(
        <T id="search.noResults.didYouMean" values={{ suggestion: typed }} components={{ 0: <a href="/x" /> }} />,
      );
      expect(container.querySelector('a')?.textContent).toBe(typed);
      expect(container.textContent).toBe(`Did you mean ${typed}?`);
      expect(container.querySelector('script, b')).toBeNull();
      unmount();
    }
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps numbers for plurals', () => {
    const { container } = render(<T id="search.noResults.removeFilter" values={{ count: 1, name: 'Has code' }} components={{ 0: <span /> }} />);
    expect(container.textContent).toBe('Remove filter ‘Has code’ → 1 paper');
  });
});
