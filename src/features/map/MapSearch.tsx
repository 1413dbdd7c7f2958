// The map's own search box: the same query as the search page (the q of the address), applied when the
// reader presses Enter or Search, so that each search is one history entry and Back returns to the last.

import { useId, type FormEvent } from 'react';
import { useT } from '../../i18n/i18n';

interface MapSearchProps {
  /** The query in the address. */
  q: string;
  onSearch: (q: string) => void;
}

export function MapSearch({ q, onSearch }: MapSearchProps) {
  const t = useT();
  const id = useId();
  const label = t('map.searchLabel');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onSearch(typeof value === 'string' ? value.trim() : '');
  };
  return (
    // key: a query the address changes (Back, the search page) replaces what the box holds.
    <form key={q} className="map-search-form" role="search" aria-label={label} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} name="q" type="search" className="text-input map-search-input" defaultValue={q} placeholder={label} autoComplete="off" />
      <button type="submit" className="button map-action">
        {t('map.searchButton')}
      </button>
    </form>
  );
}
