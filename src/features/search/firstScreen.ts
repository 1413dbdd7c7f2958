// The search page rendered without a window: the prerender writes the first screen of / into the HTML
// (src/app/firstScreen.tsx), with the same components the app then renders, so nothing moves when it
// takes over. There is nothing to virtualise against there, so the results are a plain list, drawn by a
// component the prerender hands over here: the browser never loads its code.

import { createContext } from 'react';
import type { ComponentType } from 'react';
import type { ResultListProps } from './ResultList';

export interface FirstScreen {
  /** Draws the results in place of the virtualised list (FirstResults.tsx). */
  List: ComponentType<ResultListProps>;
}

/** Set by the prerender; null in the browser, where ResultList virtualises against the page's scroll. */
export const FirstScreenContext = createContext<FirstScreen | null>(null);
