// The map's own search box: the same query as the search page (the q of the address), searched as it
// is typed, as the search page's box does: each keystroke changes the address the map's highlights are
// derived from (useSearchState's `type`: one history entry per typing session, the browser's address
// bar written once typing pauses), and the box keeps its own draft (useSearchDraft) that follows the
// address whenever something else changes it (Back, the search page, Clear).

import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { MAX_QUERY_LENGTH } from '../../lib/search/url';
import { useSearchDraft } from '../../components/useSearchDraft';
import { useT } from '../../i18n/i18n';

interface MapSearchProps {
  /** The query in the address. */
  q: string;
  /** Every change of the text. */
  onType: (q: string) => void;
  /** Enter, leaving the box: the query is settled (the next keystroke starts a new history entry). */
  onCommit: () => void;
  /** Esc in a box with text. */
  onClear: () => void;
}

export function MapSearch({ q, onType, onCommit, onClear }: MapSearchProps) {
  const t = useT();
  const id = useId();
  const label = t('map.searchLabel');
  const draft = useSearchDraft(q);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onCommit();
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Also keeps the browser's own clearing of type="search" out of the way, as the search page's box does.
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (draft.text === '') return;
    draft.clear();
    onClear();
  };
  return (
    <form className="map-search-form" role="search" aria-label={label} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="text-input map-search-input"
        value={draft.text}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={label}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        onChange={(event) => {
          draft.edit(event.target.value);
          onType(event.target.value);
        }}
        onKeyDown={keyDown}
        onBlur={onCommit}
      />
    </form>
  );
}
