// Setup for the tests that render (the jsdom project in vite.config.ts); the Node tests load none of it.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { MESSAGE_BUNDLES } from '../src/lib/i18n/bundles';
import type { MessageBundle } from '../src/lib/i18n/bundles';
import { activateLocale, i18n } from '../src/i18n/i18n';

// findBy/waitFor wait for something to appear, they do not time it: the default second is too short
// when two test files share two busy cores and a render that takes 50 ms alone takes a second.
configure({ asyncUtilTimeout: 3000 });

// Components render in English, every bundle loaded (the app loads each with its page). A message id
// that no catalog has fails the test that shows it, rather than showing the id.
await activateLocale('en', Object.keys(MESSAGE_BUNDLES) as MessageBundle[]);
i18n.on('missing', ({ id, locale }) => {
  throw new Error(`No message "${id}" in the ${locale} catalog (src/i18n/messages/${locale})`);
});

afterEach(() => cleanup());
