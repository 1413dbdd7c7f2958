// The search box's suggestions: a listbox whose options the input points at (aria-activedescendant),
// so that focus stays in the input while ↑ and ↓ move through them.

interface SuggestionListProps {
  /** The listbox's id; an option's is `${id}-${index}` (see optionId). */
  id: string;
  options: readonly string[];
  /** The highlighted option, or -1. */
  active: number;
  onPick: (option: string) => void;
}

/** The id of the listbox's option `i`. */
export const optionId = (listboxId: string, i: number): string => `${listboxId}-${i}`;

export function SuggestionList({ id, options, active, onPick }: SuggestionListProps) {
  return (
    <ul id={id} className="suggestions" role="listbox" aria-label="Suggestions" hidden={options.length === 0}>
      {options.map((option, i) => (
        <li
          key={option}
          id={optionId(id, i)}
          role="option"
          aria-selected={i === active}
          className="suggestion"
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
