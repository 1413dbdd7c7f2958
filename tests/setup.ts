// Setup for the tests that render (the jsdom project in vite.config.ts); the Node tests load none of it.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait for something to appear, they do not time it: the default second is too short
// when two test files share two busy cores and a render that takes 50 ms alone takes a second.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => cleanup());
