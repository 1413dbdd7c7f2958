// The map's own search box: the same query as the search page (the q of the address), applied when the
// reader presses Enter or Search, so that each search is one history entry and Back returns to the last.

import { useId, type FormEvent } from 'react';

interface MapSearchProps {
  /** The query in the address. */
  q: string;
  onSearch: (q: string) => void;
}

export function MapSearch({ q, onSearch }: MapSearchProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onSearch(typeof value === 'string' ? value.trim() : '');
  };
  return (
    // key: a query the address changes (Back, the search page) replaces what the box holds.
    <form key={q} className="map-search-form" role="search" aria-label="Search the map" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Search the map
      </label>
      <input id={id} name="q" type="search" className="map-search-input" defaultValue={q} placeholder="Search the map" autoComplete="off" />
      <button type="submit" className="button map-action">
        Search
      </button>
    </form>
  );
}
