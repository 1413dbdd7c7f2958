// The reading list's key pressed before anything listens for it: kept with what had focus, on its own page only.
import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyPresses, watchEarlyPresses } from '../../../../src/features/library/earlyKeys';

const press = (target: EventTarget, init: KeyboardEventInit = {}) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', bubbles: true, cancelable: true, ...init }));

describe('early presses of b', () => {
  afterEach(() => {
    takeEarlyPresses('');
    document.body.replaceChildren();
    window.history.replaceState(null, '', '/');
  });

  it('keeps each press with what had focus, and hands them over once', () => {
    const row = document.body.appendChild(document.createElement('a'));
    row.href = '/paper/cfmm';
    watchEarlyPresses(document);
    press(document.body);
    row.focus();
    press(row);
    expect(takeEarlyPresses('/')).toEqual([
      { focused: document.body, path: '/' },
      { focused: row, path: '/' },
    ]);
    expect(takeEarlyPresses('/')).toEqual([]);
    press(document.body); // no longer watched
    expect(takeEarlyPresses('/')).toEqual([]);
  });

  it('keeps no b typed into a field, with a modifier, or taken by something else, nor another key', () => {
    const box = document.body.appendChild(document.createElement('input'));
    watchEarlyPresses(document);
    press(box);
    press(document.body, { ctrlKey: true });
    press(document.body, { key: 'n' });
    const taken = (event: Event) => event.preventDefault();
    document.body.addEventListener('keydown', taken);
    press(document.body);
    document.body.removeEventListener('keydown', taken);
    expect(takeEarlyPresses('/')).toEqual([]);
  });

  it('drops a press made on another page', () => {
    watchEarlyPresses(document);
    press(document.body);
    window.history.replaceState(null, '', '/paper/other');
    press(document.body);
    expect(takeEarlyPresses('/paper/other')).toEqual([{ focused: document.body, path: '/paper/other' }]);
  });
});
