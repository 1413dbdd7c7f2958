// The search box's suggestions: a listbox whose options the input points at (aria-activedescendant),
// so that focus stays in the input while ↑ and ↓ move through them.

import { useT } from '../../i18n/i18n';

interface SuggestionListProps {
  /** The listbox's id; an option's is `${id}-${index}` (see optionId). */
  id: string;
  options: readonly string[];
  /** The highlighted option, or -1. */
  active: number;
  onPick: (option: string) => void;
}

// A suggestion is a word of the papers (English), unless it is a Chinese term the reader is typing.
const HAN = /\p{Script=Han}/u;

/** The id of the listbox's option `i`. */
export const optionId = (listboxId: string, i: number): string => `${listboxId}-${i}`;

export function SuggestionList({ id, options, active, onPick }: SuggestionListProps) {
  const t = useT();
  return (
    <ul id={id} className="suggestions" role="listbox" aria-label={t('search.suggestions')} hidden={options.length === 0}>
      {options.map((option, i) => (
        <li
          key={option}
          id={optionId(id, i)}
          role="option"
          aria-selected={i === active}
          className="suggestion"
          lang={HAN.test(option) ? undefined : 'en'}
          // mousedown would blur the input (closing the list) before the click lands.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(option)}
        >
          {option}
        </li>
      ))}
    </ul>
  );
}
