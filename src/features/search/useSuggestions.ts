// The search box's suggestions and the highlighted one (the listbox's active option, moved by ↑ and ↓).
// The highlight belongs to one list of suggestions: when the list changes, nothing is highlighted.

import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { IndexReader } from '../../lib/search/indexReader';
import type { suggestions as Suggest } from '../../lib/search/suggest';
import type { ChineseReader } from '../../lib/search/chinese';

// The completer comes with the index, not with the first screen's code: there is nothing to complete
// from before an index exists (and it kept the first load within its 120 KB).
let loaded: typeof Suggest | null = null;
const loadSuggest = () => import('../../lib/search/suggest').then((module) => (loaded = module.suggestions));

const SUGGESTION_LIMIT = 6;

export interface Suggestions {
  options: string[];
  /** The highlighted option's index, or -1. */
  active: number;
  /** Moves the highlight by `step`, wrapping through "none" at either end. */
  move: (step: number) => void;
}

/**
 * Suggestions for `draft` from `index` (none while it is null, or while `open` is false); for Chinese
 * being typed, the glossary's terms from `chinese`.
 */
export function useSuggestions(index: IndexReader | null, draft: string, open: boolean, chinese?: ChineseReader): Suggestions {
  // Deferred: a keystroke's results commit first, its suggestions in a render right after (they cost
  // 1–2 ms of the keystroke's budget at 5,000 papers, measured in npm run bench).
  const wanted = open ? draft : null;
  const suggestFor = useDeferredValue(wanted);
  const [suggest, setSuggest] = useState(() => loaded);
  useEffect(() => {
    if (index !== null && suggest === null) void loadSuggest().then((found) => setSuggest(() => found));
  }, [index, suggest]);
  const options = useMemo(() => suggestionsOf(suggestFor, index, chinese, suggest), [index, suggestFor, chinese, suggest]);
  const [highlight, setHighlight] = useState({ options, index: -1 });
  // The same suggestions again (the deferred draft catching up with keys typed fast) keep the highlight.
  const active = sameOptions(highlight.options, options) ? highlight.index : -1;
  // ↑ ↓ move through the suggestions of what is in the box now. Those on screen may still be an earlier
  // draft's (the deferred render not yet in, on a busy phone): "kern" typed fast then ↓ Enter picked
  // "key", a suggestion for "ke". The highlight then shows once the list on screen is the new one, and
  // Enter before that settles the text as typed.
  const move = (step: number) => {
    const current = suggestFor === wanted ? options : suggestionsOf(wanted, index, chinese, suggest);
    const from = sameOptions(highlight.options, current) ? highlight.index : -1;
    const next = from + step;
    setHighlight({ options: current, index: next < -1 ? current.length - 1 : next >= current.length ? -1 : next });
  };
  return { options, active, move };
}

function suggestionsOf(text: string | null, index: IndexReader | null, chinese: ChineseReader | undefined, suggest: typeof Suggest | null): string[] {
  if (text === null || index === null) return [];
  const terms = chinese?.suggest(text, SUGGESTION_LIMIT) ?? [];
  return terms.length > 0 || suggest === null ? terms : suggest(index, text, SUGGESTION_LIMIT);
}

const sameOptions = (a: readonly string[], b: readonly string[]): boolean => a === b || (a.length === b.length && a.every((option, i) => option === b[i]));
