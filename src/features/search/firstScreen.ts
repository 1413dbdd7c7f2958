// The search page rendered without a window: the prerender writes the first screen of / into the HTML
// (src/app/firstScreen.tsx), with the same components the app then renders, so nothing moves when it
// takes over. There is nothing to virtualise against there, so the first results are a plain list.

import { createContext } from 'react';

/**
 * How many results a render without a window writes, as a plain list in document order; null in the
 * browser, where ResultList virtualises against the page's scroll.
 */
export const FirstScreenContext = createContext<number | null>(null);
