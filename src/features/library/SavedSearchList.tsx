// "Saved searches": each search the reader named on the search page, with what it looks for, how many
// papers it finds now, a link that runs it, and Rename and Delete. One rename form is open at a time.

import { useMemo, useRef, useState } from 'react';
import { useT, useTopicLabel } from '../../i18n/i18n';
import { nameKey } from '../../lib/library/savedSearches';
import type { AnyCorpus } from '../../lib/search/run';
import { currentTopics, topicAliases } from '../../lib/search/url';
import { publishedOptions } from '../../lib/search/publishedOptions';
import type { Topic } from '../../lib/types';
import { useLibrary } from './LibraryProvider';
import { SavedSearchItem } from './SavedSearchItem';

interface SavedSearchListProps {
  /** The catalog to count matches in; null while list.json loads. */
  corpus: AnyCorpus | null;
  /** The taxonomy, for topic labels; empty until list.json is in. */
  topics: readonly Topic[];
  /** Whether list.json failed to load. */
  listFailed: boolean;
  /** Whether text.json failed to load (word searches then cover titles only). */
  textFailed: boolean;
}

export function SavedSearchList({ corpus, topics, listFailed, textFailed }: SavedSearchListProps) {
  const savedSearches = useLibrary((s) => s.savedSearches);
  const deleteSearch = useLibrary((s) => s.deleteSearch);
  // By nameKey: the search whose rename form is open, and the one whose Rename button takes focus.
  const [editing, setEditing] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const t = useT();
  const labelOf = useTopicLabel();
  const labels = new Map(topics.map((topic) => [topic.id, labelOf(topic)]));
  const topicLabel = (id: string) => labels.get(id) ?? id;
  const authors = useMemo(() => (corpus === null ? undefined : publishedOptions(corpus.papers).authorByValue), [corpus]);
  // A search saved before a topic was split or renamed names its earlier id: shown, counted and linked
  // as the topic that took it over (the store keeps what the reader saved). Unchanged ones keep their
  // identity, so their counts are not recomputed.
  const searches = useMemo(() => {
    const aliases = topicAliases(topics);
    if (aliases.size === 0) return savedSearches;
    return savedSearches.map((entry) => {
      const renamed = currentTopics(entry.search.topics, aliases);
      const same = renamed.length === entry.search.topics.length && renamed.every((id, i) => id === entry.search.topics[i]);
      return same ? entry : { ...entry, search: { ...entry.search, topics: renamed } };
    });
  }, [savedSearches, topics]);

  return (
    <section className="library-section" aria-labelledby="saved-searches-title">
      <h2 id="saved-searches-title" ref={headingRef} tabIndex={-1}>
        {t('library.savedHeading')}
      </h2>
      {searches.length === 0 ? (
        <p className="library-empty">
          {t('library.savedEmpty')}
        </p>
      ) : (
        <ul className="saved-searches">
          {searches.map((saved) => {
            const key = nameKey(saved.name);
            return (
              <SavedSearchItem
                key={key}
                saved={saved}
                corpus={corpus}
                topicLabel={topicLabel}
                authors={authors}
                listFailed={listFailed}
                textFailed={textFailed}
                editing={editing === key}
                focusRename={focusKey === key}
                onEdit={() => {
                  setEditing(key);
                  setMessage('');
                }}
                onRenamed={(name) => {
                  setEditing(null);
                  setFocusKey(nameKey(name));
                  setMessage(name === saved.name ? '' : t('library.renamed', { from: saved.name, to: name }));
                }}
                onCancel={() => {
                  setEditing(null);
                  setFocusKey(key);
                }}
                onDelete={() => {
                  deleteSearch(saved.name);
                  setMessage(t('library.deleted', { name: saved.name }));
                  headingRef.current?.focus();
                }}
              />
            );
          })}
        </ul>
      )}
      <p className="library-status" role="status">
        {message}
      </p>
    </section>
  );
}
