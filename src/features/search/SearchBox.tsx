// The search box: a combobox with a listbox of suggestions (the WAI-ARIA combobox pattern: role combobox,
// aria-expanded, aria-controls, aria-autocomplete="list" and aria-activedescendant on the input, focus
// staying in it). The suggestions float over the results, so they get out of the way: they close on
// Esc, on leaving the box, on a press anywhere outside it, on a pick, and after a pause in typing, so
// that a reader reaching for a result finds the result there, not a suggestion.
// It shows a draft of its own rather than the address's query (see useSearchDraft for why).

import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import type { IndexReader } from '../../lib/search/indexReader';
import type { ChineseReader } from '../../lib/search/chinese';
import { MAX_QUERY_LENGTH } from '../../lib/search/url';
import { PHONE, useMediaQuery } from '../../components/useMediaQuery';
import { usePressOutside } from '../../components/usePressOutside';
import { useSearchDraft } from '../../components/useSearchDraft';
import { optionId, SuggestionList } from './SuggestionList';
import { useSlashShortcut } from './useSlashShortcut';
import { useSuggestions } from './useSuggestions';
import { takeTypedEarly } from './typedEarly';
import { useT } from '../../i18n/i18n';
import type { MessageId } from '../../i18n/i18n';

/** The suggestions close this long after the last keystroke, unless ↑ ↓ are moving through them. */
export const SUGGESTION_PAUSE_MS = 1500;

/** What the box searches (message ids), said in full where it fits, and as much as fits a 360 px phone otherwise. */
const PLACEHOLDER = { full: 'search.box.placeholder', short: 'search.box.placeholderShort' } as const satisfies Record<string, MessageId>;

interface SearchBoxProps {
  /** The query in the address. */
  query: string;
  /** What suggestions come from; null while it is being built (no suggestions yet). */
  index: IndexReader | null;
  /** Where Chinese being typed is completed from (the glossary); absent until a query with Chinese loads it. */
  chinese?: ChineseReader;
  /** Every change of the text. */
  onType: (q: string) => void;
  /** Enter, a picked suggestion, leaving the box: the query is settled. */
  onCommit: () => void;
  /** Esc in a box with text and no suggestions open. */
  onClear: () => void;
  /** ↓ with the suggestions closed: go to the results. */
  onLeaveDown: () => void;
  ref?: Ref<HTMLInputElement>;
}

export function SearchBox({ query, index, chinese, onType, onCommit, onClear, onLeaveDown, ref }: SearchBoxProps) {
  const t = useT();
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const draft = useSearchDraft(query);
  const { options, active, move } = useSuggestions(index, draft.text, draft.open, chinese);
  const expanded = options.length > 0;
  const root = useRef<HTMLDivElement>(null);
  const { close } = draft;
  usePressOutside(expanded, close, root);
  // After a pause in typing, out of the way of the results (not while ↑ ↓ pick one).
  useEffect(() => {
    if (!expanded || active >= 0) return;
    const timer = setTimeout(close, SUGGESTION_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [expanded, active, draft.text, close]);
  useSlashShortcut(id);
  // The letters and the focus the reader gave the prerendered page's box, before the app replaced it: in
  // the box before the first paint, and in the address once the router can navigate (its layout effects,
  // the page's, run after the box's).
  const typedEarly = useRef<string | null>(null);
  const takeUp = useEffectEvent(() => {
    const early = takeTypedEarly();
    const input = document.getElementById(id);
    if (early === null || !(input instanceof HTMLInputElement)) return;
    if (early.text !== null && early.text !== draft.text) {
      draft.edit(early.text);
      typedEarly.current = early.text;
    }
    if (early.focused) input.focus();
  });
  const searchEarly = useEffectEvent(() => {
    if (typedEarly.current !== null) onType(typedEarly.current);
    typedEarly.current = null;
  });
  useLayoutEffect(() => takeUp(), []);
  useEffect(() => searchEarly(), []);
  // Without a window (the prerender) the short one, which fits at any width, until the app takes over.
  const phone = useMediaQuery(PHONE, false);

  const pick = (suggestion: string) => {
    draft.settle(suggestion);
    onType(suggestion);
    onCommit();
  };

  // The combobox's keys: ↑ ↓ through the suggestions (↓ with none: on to the results), Enter picks or
  // settles, Esc closes the suggestions and then clears the text.
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0 && expanded) {
      event.preventDefault();
      move(step);
    } else if (event.key === 'ArrowDown' && !event.altKey) {
      event.preventDefault();
      onLeaveDown();
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(options[active]!);
    } else if (event.key === 'Enter') {
      draft.close();
      onCommit();
    } else if (event.key === 'Escape') {
      // Also keeps the browser's own clearing of type="search" out of the way.
      event.preventDefault();
      if (expanded) draft.close();
      else if (draft.text !== '') {
        draft.clear();
        onClear();
      }
    }
  };

  return (
    <div className="searchbox" ref={root}>
      <input
        id={id}
        ref={ref}
        className="searchbox-input"
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-label={t('search.box.label')}
        placeholder={t(phone === false ? PLACEHOLDER.full : PLACEHOLDER.short)}
        value={draft.text}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-controls={listboxId}
        aria-activedescendant={active >= 0 ? optionId(listboxId, active) : undefined}
        aria-keyshortcuts="/"
        onChange={(event) => {
          draft.edit(event.target.value);
          onType(event.target.value);
        }}
        onKeyDown={keyDown}
        onBlur={() => {
          draft.close();
          onCommit();
        }}
      />
      <kbd className="searchbox-shortcut" aria-hidden="true">
        /
      </kbd>
      <SuggestionList id={listboxId} options={options} active={active} onPick={pick} />
    </div>
  );
}
