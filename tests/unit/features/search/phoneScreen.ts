// The search page on a phone in jsdom, for the filters' sheet: jsdom has no modal dialogs and no screen.
import { vi } from 'vitest';

/**
 * Opens and closes a <dialog> as the browser's showModal and close do, minus the top layer and the focus
 * trap (e2e/filters.spec.ts checks those in Chromium). For the whole file: call it in beforeAll.
 */
export function standInModalDialogs(): void {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/** Every media query answers no: a phone-sized window (vi.unstubAllGlobals undoes it). */
export function narrowScreen(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
