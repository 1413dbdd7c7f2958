// The map page: every paper as a dot placed by the words it uses (map.json), coloured by topic, the
// search in the address highlighting its matches. The route gives it the search state and its results;
// this draws them, with a legend that filters, and the same papers as a list for those who cannot see it.

import { useCallback, useMemo, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { legibleOn, topicColour } from '../../lib/map/colours';
import { offeredTopics } from '../../lib/search/facetOptions';
import { regionLabels } from '../../lib/map/labels';
import { drawGroups, matchMask, papersByTopic, type MapPoints } from '../../lib/map/points';
import type { SearchState } from '../../lib/search/state';
import { toggled } from '../../lib/search/state';
import type { ListPaper, Topic } from '../../lib/types';
import { topicLabel, useLocale, useT } from '../../i18n/i18n';
import { T } from '../../i18n/T';
import { MapCanvas } from './MapCanvas';
import { MapLegend } from './MapLegend';
import { MapSearch } from './MapSearch';
import { PapersByTopic } from './PapersByTopic';
import { useThemeColours } from './useThemeColours';
import './map.css';

interface PaperMapProps {
  points: MapPoints;
  topics: readonly Topic[];
  /** The search in the address (q, topics, code, bench), as the search page reads it. */
  state: SearchState;
  /** Changes the search as the search page does: a new history entry. */
  change: (update: (state: SearchState) => SearchState) => void;
  /** A keystroke in the map's search box, as the search page's box types (useSearchState's `type`). */
  type: (q: string) => void;
  /** Ends a typing session (useSearchState's `commit`). */
  commit: () => void;
  /** The papers the search finds (runSearch); the map highlights those it has. */
  results: readonly ListPaper[];
  /** Whether the query waits for the search index: until then the filters alone highlight. */
  waiting: boolean;
  /** The search page showing the same search. */
  listHref: string;
}

export function PaperMap({ points, topics, state, change, type, commit, results, waiting, listHref }: PaperMapProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const theme = useThemeColours();
  const total = points.papers.length;
  const { mask, count } = useMemo(() => matchMask(points, results), [points, results]);
  const dimming = count < total;
  const groups = useMemo(() => drawGroups(points.topic, mask), [points, mask]);
  const navigable = useMemo(() => Int32Array.from(mask.keys()).filter((i) => mask[i] === 1), [mask]);
  const byTopic = useMemo(() => papersByTopic(points, mask), [points, mask]);
  const labels = useMemo(
    () => regionLabels(points.x, points.y, points.topic, topics.map((topic) => topicLabel(topic, locale))),
    [points, topics, locale],
  );
  const colours = useMemo(() => topics.map((_, i) => legibleOn(topicColour(i), theme.background, theme.text)), [topics, theme]);
  const noTopic = legibleOn(topicColour(-1), theme.background, theme.text);
  // The key names the topics of the papers on the map: one no paper has would filter to nothing.
  const legend = useMemo(() => {
    const used = new Set(offeredTopics(topics, points.papers).map((topic) => topic.id));
    const shown = topics.flatMap((topic, i) => (used.has(topic.id) ? [{ topic, colour: colours[i] as string }] : []));
    return { topics: shown.map((s) => s.topic), colours: shown.map((s) => s.colour) };
  }, [points, topics, colours]);
  const colourOf = useCallback((c: number) => (c >= 0 ? (colours[c] ?? noTopic) : noTopic), [colours, noTopic]);
  const topicOf = useCallback(
    (i: number) => {
      const topic = topics[points.topic[i] ?? -1];
      return topic ? topicLabel(topic, locale) : t('map.noTopic');
    },
    [topics, points, locale, t],
  );
  const onOpen = useCallback((i: number) => void navigate(paths.paper.href(points.papers[i]!.id)), [navigate, points]);
  const onToggle = useCallback((id: string, on: boolean) => change((s) => ({ ...s, topics: toggled(s.topics, id, on) })), [change]);

  // What the search holds besides topics (the legend shows those): benchmark names are paper text.
  const searched: ReactNode[] = [
    ...(state.q.trim() !== '' ? [t('map.searchedQuery', { query: state.q.trim() })] : []),
    ...(state.code ? [t('map.withCode')] : []),
    ...state.bench.map((name) => (
      <span key={`bench:${name}`} lang="en">
        {name}
      </span>
    )),
  ];
  const active = searched.length > 0 || state.topics.length > 0;

  return (
    <div className="map-page">
      {/* One compact header, so that the map itself is in the first screen. */}
      <header className="page-header map-header">
        <div className="map-title-row">
          <h1>{t('map.heading')}</h1>
          <MapSearch q={state.q} onType={type} onCommit={commit} onClear={() => change((s) => ({ ...s, q: '' }))} />
        </div>
        <div className="map-bar">
          <p className="map-count" role="status">
            {t(waiting ? 'map.statusWaiting' : 'map.status', { count, total })}
          </p>
          <Link className="button map-action" to={listHref}>
            {t('map.showAsList')}
          </Link>
          {active && (
            <button type="button" className="button map-action" onClick={() => change((s) => ({ ...s, q: '', topics: [], code: false, bench: [] }))}>
              {t('map.clear')}
            </button>
          )}
        </div>
        {searched.length > 0 && (
          <p className="map-search">
            <T id="map.searched" values={{ parts: <>{searched.flatMap((part, i) => (i === 0 ? [part] : [' · ', part]))}</> }} />
          </p>
        )}
      </header>
      {points.missing > 0 && (
        <p className="notice notice-quiet map-missing">
          {t('map.missing', { count: points.missing })}
        </p>
      )}
      <div className="map-layout">
        <MapCanvas
          points={points}
          groups={groups}
          colourOf={colourOf}
          theme={theme}
          dimming={dimming}
          labels={labels}
          navigable={navigable}
          label={t('map.canvasLabel', { total })}
          topicOf={topicOf}
          onOpen={onOpen}
        />
        <MapLegend topics={legend.topics} colours={legend.colours} selected={state.topics} onToggle={onToggle} />
      </div>
      <p className="map-intro">{t('map.intro')}</p>
      <PapersByTopic groups={byTopic} topics={topics} filtered={dimming} />
    </div>
  );
}
