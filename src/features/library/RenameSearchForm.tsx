// Renaming a saved search in place: a labelled text field with Save and Cancel. A name the store turns
// down (empty, too long, taken) is said next to the field, announced, and tied to it.

import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { T } from '../../i18n/T';
import type { NameProblem } from '../../lib/library/savedSearches';
import { MAX_SEARCH_NAME_LENGTH } from '../../lib/library/types';
import { useLibrary } from './LibraryProvider';
import { nameProblemText } from './nameProblem';

interface RenameSearchFormProps {
  /** The search's name now. */
  name: string;
  /** Called with the new name once the store has taken it. */
  onRenamed: (name: string) => void;
  onCancel: () => void;
}

export function RenameSearchForm({ name, onRenamed, onCancel }: RenameSearchFormProps) {
  const id = useId();
  const renameSearch = useLibrary((s) => s.renameSearch);
  const [value, setValue] = useState(name);
  const [error, setError] = useState<NameProblem | null>(null);
  const t = useT();
  return (
    <form
      className="rename-search"
      onSubmit={(event) => {
        event.preventDefault();
        const outcome = renameSearch(name, value);
        if (outcome.ok) onRenamed(outcome.name);
        else setError(outcome.error);
      }}
    >
      <label htmlFor={`${id}-name`}>
        <T id="library.newName" values={{ name }} components={{ 0: <span className="visually-hidden" /> }} />
      </label>
      <input
        id={`${id}-name`}
        className="field"
        type="text"
        value={value}
        // A little over the limit, so that a pasted name that is too long is said so rather than cut.
        maxLength={MAX_SEARCH_NAME_LENGTH * 2}
        autoComplete="off"
        // Opened by the reader's own click on Rename: the field is where they mean to go.
        autoFocus
        aria-invalid={error !== null ? true : undefined}
        aria-describedby={error !== null ? `${id}-error` : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <button type="submit" className="button button-small">
        {t('library.save')}
      </button>
      <button type="button" className="button button-small" onClick={onCancel}>
        {t('library.cancel')}
      </button>
      {error !== null && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {nameProblemText(error)}
        </p>
      )}
    </form>
  );
}
