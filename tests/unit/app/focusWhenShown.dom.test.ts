import { afterEach, describe, expect, it } from 'vitest';
import { focusWhenShown } from '../../../src/app/useNavigationFocus';

// A link as the results draw it, and a change of the page that fires the MutationObserver.
function addLink(name: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = `#${name}`;
  link.textContent = name;
  document.body.append(link);
  return link;
}
const byName = (name: string) => () => [...document.querySelectorAll('a')].find((a) => a.textContent === name) ?? null;
const frame = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => document.body.replaceChildren());

describe('focusWhenShown', () => {
  it('focuses the element once it is drawn', async () => {
    const stop = focusWhenShown(byName('opened'));
    await frame();
    expect(document.activeElement).toBe(document.body);
    const link = addLink('opened');
    await frame();
    expect(link).toHaveFocus();
    stop();
  });

  it('does not take the focus back from where the reader put it since', async () => {
    const link = addLink('opened');
    const other = addLink('other');
    focusWhenShown(byName('opened'));
    await frame();
    expect(link).toHaveFocus();
    other.focus(); // a screen reader's move: no key, no pointer
    addLink('late row'); // the list draws more rows
    await frame();
    expect(other).toHaveFocus();
  });

  it('gives up when the reader acts first', async () => {
    focusWhenShown(byName('opened'));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    const link = addLink('opened');
    await frame();
    expect(link).not.toHaveFocus();
  });
});
