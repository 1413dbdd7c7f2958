// Setup for the tests that render (the jsdom project in vite.config.ts); the Node tests load none of it.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { MESSAGE_BUNDLES } from '../src/lib/i18n/bundles';
import type { MessageBundle } from '../src/lib/i18n/bundles';
import { activateLocale, i18n } from '../src/i18n/i18n';

// The files a worker runs share one jsdom window (vite.config.ts): each starts on the window a new one
// would be, whatever the file before it left there.
if (typeof window !== 'undefined') freshWindow();

// findBy/waitFor wait for something to appear, they do not time it: the default second is too short
// when two test files share two busy cores and a render that takes 50 ms alone takes a second.
configure({ asyncUtilTimeout: 3000 });

// Components render in English, every bundle loaded (the app loads each with its page). A message id
// that no catalog has fails the test that shows it, rather than showing the id.
await activateLocale('en', Object.keys(MESSAGE_BUNDLES) as MessageBundle[]);
const stopMissing = i18n.on('missing', ({ id, locale }) => {
  throw new Error(`No message "${id}" in the ${locale} catalog (src/i18n/messages/${locale})`);
});
afterAll(stopMissing); // the next file of the worker, sharing this i18n, sets its own

afterEach(() => cleanup());

// Testing Library's role queries ask for the computed style of every element they pass and of its
// ancestors (is it hidden? what is its name?), and jsdom computes each one afresh by matching its own
// stylesheet: over half of the component tests' time. The DOM cannot change during one query, and often
// does not between two, so each answer is kept until the document changes: a MutationObserver's records,
// taken synchronously at every call, say whether anything (an attribute, a style, a node, a text) has.
if (typeof window !== 'undefined') keepComputedStyles();

/** Wraps window.getComputedStyle once per window (the files a worker runs share it). */
function keepComputedStyles(): void {
  const marked = window as unknown as Record<symbol, boolean | undefined>;
  const key = Symbol.for('paper-explorer.tests.keptComputedStyles');
  if (marked[key]) return;
  marked[key] = true;
  const compute = window.getComputedStyle.bind(window);
  let kept = new WeakMap<Element, CSSStyleDeclaration>();
  const changes = new MutationObserver(() => {});
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  window.getComputedStyle = (element: Element, pseudo?: string | null) => {
    if (pseudo) return compute(element, pseudo);
    if (changes.takeRecords().length > 0) kept = new WeakMap();
    let style = kept.get(element);
    if (style === undefined) kept.set(element, (style = compute(element)));
    return style;
  };
}

/**
 * A blank page, empty storage, the address at "/", and what test files patch on the window beyond
 * vi.spyOn and vi.stubGlobal (which Vitest undoes between files) as jsdom made it. A test that patches
 * something else puts it back itself, or adds it to `patched` here.
 */
function freshWindow(): void {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  const patched: readonly (readonly [object, PropertyKey])[] = [
    [window, 'scrollY'], // useScrollMemory.test
    [navigator, 'clipboard'], // the copy buttons' tests
    [Element.prototype, 'scrollIntoView'], // useScrollMemory.test
    [HTMLDialogElement.prototype, 'showModal'], // the filters' sheet: jsdom has no modal dialogs
    [HTMLDialogElement.prototype, 'close'],
  ];
  // As the worker's first file found them, before any test ran: kept on the window the files share.
  const shared = window as unknown as Record<symbol, (PropertyDescriptor | undefined)[] | undefined>;
  const key = Symbol.for('paper-explorer.tests.originalProperties');
  const originals = (shared[key] ??= patched.map(([owner, name]) => Object.getOwnPropertyDescriptor(owner, name)));
  patched.forEach(([owner, name], i) => {
    const original = originals[i];
    if (original) Object.defineProperty(owner, name, original);
    else Reflect.deleteProperty(owner, name);
  });
}
