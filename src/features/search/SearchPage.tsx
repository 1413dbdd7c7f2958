// The home page: search box, filters, and the results, all derived from the address (useSearchState)
// and the loaded catalog. Results are computed, never stored: useMemo(runSearch(corpus, state)).

import { Suspense, use, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { Collection, ListPaper, Topic } from '../../lib/types';
import type { AnyCorpus } from '../../lib/search/run';
import { runSearchKept, waitsForIndex } from '../../lib/search/run';
import { warmUp } from '../../lib/search/warm';
import { sameFilters, withoutFilters } from '../../lib/search/state';
import type { SearchState } from '../../lib/search/state';
import { knownValues } from '../../lib/search/url';
import { offeredTopics } from '../../lib/search/facetOptions';
import { useSearchState } from './useSearchState';
import { SearchBox } from './SearchBox';
import { SearchHelp } from './SearchHelp';
import { QueryReading } from './QueryReading';
import { Facets } from './Facets';
import { usePublishedParts } from './publishedParts';
import { SortSelect } from './SortSelect';
import { ResultList } from './ResultList';
import type { ResultListHandle } from './ResultList';
import { whenIdle } from '../../components/whenIdle';
import { DensityToggle } from './DensityToggle';
import { storeDensity, storedDensity } from './density';
import type { Density } from './density';
import { FirstScreenContext } from './firstScreen';
import { useT } from '../../i18n/i18n';
import { lazyWithMessages, withMessages } from '../../i18n/withMessages';
import './search.css';

// What the page says when it has no results: rare, so a chunk of its own, fetched once the page is idle.
// Its code comes with the messages it shows on demand (the `later` bundle, src/lib/i18n/bundles.ts).
const loadNoResults = () => import('./NoResults');
const NoResults = lazyWithMessages('later', loadNoResults, 'NoResults');
const NothingToSearch = lazyWithMessages('later', loadNoResults, 'NothingToSearch');
const Respelled = lazyWithMessages('later', loadNoResults, 'Respelled');

interface SearchPageProps {
  collection: Collection;
  topics: readonly Topic[];
  corpus: AnyCorpus;
  /** Shown above the results, e.g. that the abstracts are still loading; `query`: the query typed, trimmed. */
  notice?: (query: string) => ReactNode;
  /** What the route adds to each result row (keep it stable: rows are memoised). */
  rowAction?: (paper: ListPaper) => ReactNode;
  /**
   * What the route adds beside the result count (saving, exporting), rendered once: it reads the search
   * and its results when it acts, through `current`, so a keystroke does not re-render it.
   */
  resultsActions?: (current: () => SearchView) => ReactNode;
}

/** A value kept up to date by an effect and read when needed (by a click), never to render with. */
class Latest<T> {
  #value: T;
  constructor(value: T) {
    this.#value = value;
  }
  get = (): T => this.#value;
  set = (value: T): void => {
    this.#value = value;
  };
}

/** The search on screen and its results: null while they are pending (runSearch's `status`). */
export interface SearchView {
  state: SearchState;
  results: readonly ListPaper[] | null;
}


export function SearchPage({ collection, topics, corpus, notice, rowAction, resultsActions }: SearchPageProps) {
  const t = useT();
  const { papers } = corpus;
  const firstScreen = use(FirstScreenContext);
  const [density, setDensity] = useState<Density>(storedDensity);
  const chooseDensity = useCallback((next: Density) => {
    setDensity(next);
    storeDensity(next);
  }, []);
  const known = useMemo(() => knownValues({ topics, papers }), [topics, papers]);
  const benchmarks = useMemo(() => byFrequency(papers.flatMap((p) => p.benchmarks)), [papers]);
  const filterTopics = useMemo(() => offeredTopics(topics, papers), [topics, papers]);
  const posterBoards = useMemo(() => corpus.conference?.hasPosterBoards(papers) ?? false, [corpus.conference, papers]);
  const { state, type, commit, change } = useSearchState(known);
  // A conference's own data (authors, sessions…): the page's parts for it, loaded for such a list only.
  const people = corpus.conference !== undefined;
  const published = usePublishedParts(people);
  // Not searched again when only the abstracts' text came in and this search did not read it.
  const outcome = useMemo(() => runSearchKept(corpus, state), [corpus, state]);
  // Pending results (a query before its index, or titles only while the abstracts load) are not the
  // query's own: nothing on the page counts them, nor says that nothing matched.
  const pending = outcome.status === 'pending';
  const results = pending ? null : outcome.results;
  // The results follow a keystroke in the same commit; the facet counts follow in a deferred render
  // right after it, so that the list never waits for the filters to re-render.
  const currentCounts = pending ? null : outcome.facets;
  const facetCounts = useDeferredValue(currentCounts);
  const facetResultCount = useDeferredValue(results?.length ?? null);
  const [shown] = useState(() => new Latest<SearchView>({ state, results }));
  useLayoutEffect(() => shown.set({ state, results }), [shown, state, results]);
  const actions = useMemo(() => resultsActions?.(shown.get), [resultsActions, shown]);

  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<ResultListHandle>(null);
  const clearQuery = useCallback(() => change((s) => ({ ...s, q: '' })), [change]);
  const clearFilters = useCallback(() => change(withoutFilters), [change]);
  const focusSearch = useCallback(() => inputRef.current?.focus(), []);
  const focusResults = useCallback(() => resultsRef.current?.focusResult(0), []);

  // The benchmark and the tests wait for this: 'list' while the first index is built (the list shows, a
  // query waits), 'titles' once titles answer, 'index' once the full index does (the abstracts' text,
  // for snippets and quoted phrases, still on its way, or failed), 'full' with that text too.
  const indexed = corpus.index !== null;
  const withoutTexts = corpus.textsMissing !== undefined;
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.searchReady = !indexed ? 'list' : !corpus.fullText ? 'titles' : withoutTexts ? 'index' : 'full';
    return () => void delete root.dataset.searchReady;
  }, [indexed, corpus.fullText, withoutTexts]);

  // Once the full index is in, the first search is paid while the page is idle (see warm.ts).
  useEffect(() => {
    if (corpus.index === null || !corpus.fullText) return;
    return whenIdle(() => void warmUp(corpus));
  }, [corpus]);
  useEffect(() => whenIdle(() => void withMessages('later', loadNoResults)), []);

  const { wordless } = outcome;
  // No index yet: not even titles can be searched, so no rows either.
  const waiting = waitsForIndex(corpus, state) && wordless === null;
  const count = outcome.results.length;
  return (
    // data-first-screen: rendered without a window, into the prerendered HTML (see search.css).
    <div className="search-page" data-first-screen={firstScreen === null ? undefined : ''}>
      <header className="page-header search-header">
        <h1 lang="en">{collection.title}</h1>
        <div className="search-bar" role="search">
          <SearchBox
            ref={inputRef}
            query={state.q}
            index={corpus.index}
            chinese={corpus.chinese}
            onType={type}
            onCommit={commit}
            onClear={clearQuery}
            onLeaveDown={focusResults}
          />
          <SearchHelp people={people} />
        </div>
      </header>
      {/* data-counts-final: the filters' counts are those of the results shown (they follow them a render
          later, deferred, so that Facets does not render on the keystroke itself); the tests wait for it. */}
      <div className="search-layout" data-counts-final={facetCounts === currentCounts ? '' : undefined}>
        <Facets
          topics={filterTopics}
          benchmarks={benchmarks}
          papers={papers}
          more={published?.PublishedFacets}
          counts={facetCounts}
          resultCount={facetResultCount}
          state={sameFilters(state)}
          change={change}
        />
        {/* data-search-query: the query these results answer (npm run bench times its commits); data-search-final: they are its own, not pending. */}
        <section
          className="search-results"
          aria-label={t('search.results.region')}
          data-search-query={waiting ? undefined : state.q}
          data-search-final={waiting || pending ? undefined : ''}
        >
          {/* One author's papers (the link an author's name makes): their name heads them. Its place is
              kept while its code loads (a page opened from a paper's), so that the results do not move. */}
          {state.authors.length === 1 &&
            (published ? <published.AuthorHeading papers={papers} state={state} count={waiting ? null : results?.length ?? null} /> : <div className="author-heading" />)}
          <div className="results-bar">
            <p className="result-count" role="status" aria-live="polite">
              {waiting
                ? t('search.results.preparing')
                : pending
                  ? t('search.results.searching')
                  : wordless !== null
                  ? t('search.results.nothingSearchable', { query: state.q.trim() })
                  : t('search.results.count', { count })}
            </p>
            <div className="results-view">
              <DensityToggle density={density} onChange={chooseDensity} />
              <SortSelect state={state} change={change} posters={posterBoards} />
            </div>
          </div>
          {/* Offered while the results are pending too: saving a search needs none of them. */}
          {actions && <div className="results-actions">{actions}</div>}
          {notice?.(state.q.trim())}
          {!waiting && <QueryReading reading={outcome.reading} />}
          <Suspense fallback={null}>
            {!pending && outcome.respelled.length > 0 && <Respelled respelled={outcome.respelled} />}
            {wordless !== null && <NothingToSearch state={state} filtered={wordless.filtered} />}
            {!pending && count === 0 && wordless === null && (
              <NoResults state={state} corpus={corpus} topics={topics} onClearFilters={clearFilters} />
            )}
          </Suspense>
          {/* Mounted even when empty (then hidden): a query typed through "no results" ("ke" on the way
              to "kernel") would otherwise rebuild the list and its virtualizer twice. */}
          {!waiting && (
            <ResultList
              ref={resultsRef}
              results={outcome.results}
              terms={outcome.highlightTerms}
              labelTerms={outcome.labelTerms}
              nameTerms={outcome.nameTerms}
              authorLine={published?.AuthorLine}
              textOf={corpus.textOf}
              mathOf={corpus.mathOf}
              topics={topics}
              onLeaveTop={focusSearch}
              rowAction={rowAction}
              compact={density === 'compact'}
            />
          )}
        </section>
      </div>
    </div>
  );
}

// byFrequency(['a', 'b', 'b']) => ['b', 'a']: most frequent first, then alphabetical.
function byFrequency(values: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || a.localeCompare(b));
}
