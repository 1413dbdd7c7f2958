// One saved search: its name (a link that runs it), what it looks for, how many papers it finds now,
// and Rename and Delete.

import { useEffect, useId, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { t, useT } from '../../i18n/i18n';
import { T } from '../../i18n/T';
import type { MessageId } from '../../i18n/i18n';
import type { SavedSearch } from '../../lib/library/types';
import { runSearch, waitsForIndex } from '../../lib/search/run';
import type { AnyCorpus } from '../../lib/search/run';
import { searchPath } from '../../lib/search/url';
import { RenameSearchForm } from './RenameSearchForm';
import { describeSearch } from './searchSummary';
import type { AuthorOption } from '../../lib/search/publishedOptions';

interface SavedSearchItemProps {
  saved: SavedSearch;
  /** The catalog to count matches in; null while list.json loads (or when it failed). */
  corpus: AnyCorpus | null;
  /** A topic id's label. */
  topicLabel: (id: string) => string;
  /** A conference's authors by address value (publishedOptions' authorByValue), to name them. */
  authors?: ReadonlyMap<string, AuthorOption>;
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
  // Re-rendered on a change of language: the summary and the count are said in it.
  useT();

  useEffect(() => {
    if (focusRename && !editing) renameRef.current?.focus();
  }, [focusRename, editing]);

  return (
    <li className="saved-search" aria-labelledby={`${id}-name`}>
      <h3 className="saved-search-name" id={`${id}-name`}>
        <Link to={searchPath(saved.search)}>{saved.name}</Link>
      </h3>
      <p className="saved-search-summary">{describeSearch(saved.search, props.topicLabel, props.authors)}</p>
      <p className="saved-search-count">{countText(count, saved, { fullText: corpus?.fullText ?? false, listFailed: props.listFailed, textFailed: props.textFailed })}</p>
      {editing ? (
        <RenameSearchForm name={saved.name} onRenamed={props.onRenamed} onCancel={props.onCancel} />
      ) : (
        <div className="saved-search-actions">
          <button type="button" className="button button-small" ref={renameRef} onClick={props.onEdit}>
            <T id="library.rename" values={{ name: saved.name }} components={{ 0: <span className="visually-hidden" /> }} />
          </button>
          <button type="button" className="button button-small" onClick={props.onDelete}>
            <T id="library.delete" values={{ name: saved.name }} components={{ 0: <span className="visually-hidden" /> }} />
          </button>
        </div>
      )}
    </li>
  );
}

// How many papers the search finds now; null when it cannot be counted yet: no list, words to look up
// before any index is built, or, with the full index in, a search that reads the abstracts' text (a
// quoted phrase, an exclusion…) while that text is on its way.
function matchCount(corpus: AnyCorpus | null, saved: SavedSearch): number | null {
  if (corpus === null) return null;
  if (waitsForIndex(corpus, saved.search)) return null;
  const outcome = runSearch(corpus, saved.search);
  return outcome.readText ? null : outcome.results.length;
}

// "3 papers match now.", and what the count covers while words are matched in titles only.
function countText(count: number | null, saved: SavedSearch, loaded: { fullText: boolean; listFailed: boolean; textFailed: boolean }): string {
  if (count === null) return t(loaded.listFailed ? 'library.countFailed' : 'library.counting');
  const id: MessageId =
    saved.search.q.trim() === '' || loaded.fullText ? 'library.matchNow' : loaded.textFailed ? 'library.matchTextFailed' : 'library.matchTitlesSoFar';
  return t(id, { count });
}
