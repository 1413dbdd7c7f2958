// What a search box shows (the search page's and the map's): a local draft, not the address's query,
// which is the normalised copy (normalizeQuery: an all-whitespace query is '' there, control characters
// are dropped); an input controlled by it would swallow a first typed space. And a keystroke's
// navigation is a transition (useSearchState), which the box must not wait for: the draft shows each
// letter at once, and the address catches up with the results. The draft follows the address
// whenever the address changes for any reason other than this box's own typing (Back/Forward, a link,
// Esc, a pick), and it says whether the suggestions are open.

import { useCallback, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { isTypedLocation } from '../config/locationState';

export interface SearchDraft {
  text: string;
  /** Whether the suggestions may show (the reader is typing in the box). */
  open: boolean;
  /** A keystroke: the new text, with suggestions. */
  edit: (text: string) => void;
  /** A settled text (a picked suggestion): no suggestions. */
  settle: (text: string) => void;
  /** Esc: no text (and so no suggestions). */
  clear: () => void;
  /** Closes the suggestions, text kept. */
  close: () => void;
}

export function useSearchDraft(query: string): SearchDraft {
  const [text, setText] = useState(query);
  const [open, setOpen] = useState(false);
  // Stable: effects that close the suggestions (a timer, a press outside) need not restart every render.
  const close = useCallback(() => setOpen(false), []);

  // Follow the address when something else changed it (adjusting state while rendering, as React's
  // "You Might Not Need an Effect" does, so the box never shows the old text for a frame).
  const location = useLocation();
  const navigationType = useNavigationType();
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType === 'POP' || !isTypedLocation(location.state)) {
      setText(query);
      setOpen(false);
    }
  }

  return {
    text,
    open,
    edit: (next) => {
      setText(next);
      setOpen(true);
    },
    settle: (next) => {
      setText(next);
      setOpen(false);
    },
    clear: () => setText(''),
    close,
  };
}
