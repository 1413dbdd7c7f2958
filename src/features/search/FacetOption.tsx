import { memo } from 'react';
import { useT } from '../../i18n/i18n';

interface FacetOptionProps {
  value: string;
  label: string;
  /** The label's language where it is paper text (a benchmark's name: 'en'); by default the page's. */
  lang?: string;
  /**
   * How many results there would be with this option added (for a chosen one: the current count); null
   * while the results are pending: the option is offered, its count not said.
   */
  count: number | null;
  checked: boolean;
  onToggle: (value: string, checked: boolean) => void;
}

/**
 * One filter checkbox, "Theory (12)", or "Theory (…)" while the count is not known (its dots not read out:
 * the option's name is then "Theory"). An option that would leave no results stays visible but disabled;
 * a chosen one can always be unchosen. Memoised: a keystroke re-renders only the options whose count moved.
 */
export const FacetOption = memo(function FacetOption({ value, label, lang, count, checked, onToggle }: FacetOptionProps) {
  const t = useT();
  const disabled = !checked && count === 0;
  return (
    <li className="facet-option">
      <label className={disabled ? 'is-disabled' : undefined}>
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onToggle(value, event.target.checked)}
        />
        <span className="facet-label" lang={lang}>
          {label}
        </span>{' '}
        {count === null ? (
          <span className="facet-count" aria-hidden="true">
            (…)
          </span>
        ) : (
          <span className="facet-count">{t('search.filters.count', { count })}</span>
        )}
      </label>
    </li>
  );
});
