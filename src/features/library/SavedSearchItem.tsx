// One saved search: its name (a link that runs it), what it looks for, how many papers it finds now,
// and Rename and Delete.

import { useEffect, useId, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import type { SavedSearch } from '../../lib/library/types';
import { runSearch } from '../../lib/search/run';
import type { AnyCorpus } from '../../lib/search/run';
import { searchPath } from '../../lib/search/url';
import { RenameSearchForm } from './RenameSearchForm';
import { describeSearch } from './searchSummary';
import { plural } from './wording';

interface SavedSearchItemProps {
  saved: SavedSearch;
  /** The catalog to count matches in; null while list.json loads (or when it failed). */
  corpus: AnyCorpus | null;
  /** A topic id's label. */
  topicLabel: (id: string) => string;
  /** Whether the abstracts failed to load, so that word counts cover titles, names, topics and benchmarks only. */
  textFailed: boolean;
  /** Whether list.json failed to load, so that nothing can be counted. */
  listFailed: boolean;
  editing: boolean;
  /** Whether the Rename button takes focus when it appears (after a rename or a Cancel). */
  focusRename: boolean;
  onEdit: () => void;
  onRenamed: (name: string) => void;
  onCancel: () => void;
  onDelete: () => void;
}

export function SavedSearchItem(props: SavedSearchItemProps) {
  const { saved, corpus, editing, focusRename } = props;
  const id = useId();
  const renameRef = useRef<HTMLButtonElement>(null);
  const count = useMemo(() => matchCount(corpus, saved), [corpus, saved]);

  useEffect(() => {
    if (focusRename && !editing) renameRef.current?.focus();
  }, [focusRename, editing]);

  return (
    <li className="saved-search" aria-labelledby={`${id}-name`}>
      <h3 className="saved-search-name" id={`${id}-name`}>
        <Link to={searchPath(saved.search)}>{saved.name}</Link>
      </h3>
      <p className="saved-search-summary">{describeSearch(saved.search, props.topicLabel)}</p>
      <p className="saved-search-count">{countText(count, saved, { fullText: corpus?.fullText ?? false, listFailed: props.listFailed, textFailed: props.textFailed })}</p>
      {editing ? (
        <RenameSearchForm name={saved.name} onRenamed={props.onRenamed} onCancel={props.onCancel} />
      ) : (
        <div className="saved-search-actions">
          <button type="button" className="button button-small" ref={renameRef} onClick={props.onEdit}>
            Rename <span className="visually-hidden">saved search {saved.name}</span>
          </button>
          <button type="button" className="button button-small" onClick={props.onDelete}>
            Delete <span className="visually-hidden">saved search {saved.name}</span>
          </button>
        </div>
      )}
    </li>
  );
}

// How many papers the search finds now; null when it cannot be counted yet: no list, or words to look
// up before any index is built.
function matchCount(corpus: AnyCorpus | null, saved: SavedSearch): number | null {
  if (corpus === null) return null;
  if (saved.search.q.trim() !== '' && corpus.index === null) return null;
  return runSearch(corpus, saved.search).results.length;
}

// "3 papers match now.", and what the count covers while words are matched in titles only.
function countText(count: number | null, saved: SavedSearch, loaded: { fullText: boolean; listFailed: boolean; textFailed: boolean }): string {
  if (count === null) return loaded.listFailed ? 'Can’t count the matching papers: the paper list didn’t load.' : 'Counting the matching papers…';
  const found = count === 0 ? 'No papers match now' : `${plural(count, 'paper')} ${count === 1 ? 'matches' : 'match'} now`;
  if (saved.search.q.trim() === '' || loaded.fullText) return `${found}.`;
  return loaded.textFailed
    ? `${found}, in titles, names, topics and benchmarks (the abstracts couldn’t be loaded).`
    : `${found}, in titles so far (the abstracts are still loading).`;
}
