// The map page: every paper as a dot placed by the words it uses (map.json), coloured by topic, the
// search in the address highlighting its matches. The route gives it the search state and its results;
// this draws them, with a legend that filters, and the same papers as a list for those who cannot see it.

import { useCallback, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { legibleOn, topicColour } from '../../lib/map/colours';
import { regionLabels } from '../../lib/map/labels';
import { drawGroups, matchMask, papersByTopic, type MapPoints } from '../../lib/map/points';
import type { SearchState } from '../../lib/search/state';
import { toggled } from '../../lib/search/state';
import type { ListPaper, Topic } from '../../lib/types';
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
  /** The papers the search finds (runSearch); the map highlights those it has. */
  results: readonly ListPaper[];
  /** Whether the query waits for the search index: until then the filters alone highlight. */
  waiting: boolean;
  /** The search page showing the same search. */
  listHref: string;
}

/** statusText(3, 19, false) => "3 of 19 papers match" */
const statusText = (count: number, total: number, waiting: boolean) =>
  `${count} of ${total} papers match${waiting ? ' the filters (preparing the search…)' : ''}`;

export function PaperMap({ points, topics, state, change, results, waiting, listHref }: PaperMapProps) {
  const navigate = useNavigate();
  const theme = useThemeColours();
  const total = points.papers.length;
  const { mask, count } = useMemo(() => matchMask(points, results), [points, results]);
  const dimming = count < total;
  const groups = useMemo(() => drawGroups(points.topic, mask), [points, mask]);
  const navigable = useMemo(() => Int32Array.from(mask.keys()).filter((i) => mask[i] === 1), [mask]);
  const byTopic = useMemo(() => papersByTopic(points, mask), [points, mask]);
  const labels = useMemo(() => regionLabels(points.x, points.y, points.topic, topics.map((t) => t.label)), [points, topics]);
  const colours = useMemo(() => topics.map((_, i) => legibleOn(topicColour(i), theme.background, theme.text)), [topics, theme]);
  const noTopic = legibleOn(topicColour(-1), theme.background, theme.text);
  const colourOf = useCallback((c: number) => (c >= 0 ? (colours[c] ?? noTopic) : noTopic), [colours, noTopic]);
  const topicOf = useCallback((i: number) => topics[points.topic[i] ?? -1]?.label ?? 'No topic', [topics, points]);
  const onOpen = useCallback((i: number) => void navigate(paths.paper.href(points.papers[i]!.id)), [navigate, points]);
  const onToggle = useCallback((id: string, on: boolean) => change((s) => ({ ...s, topics: toggled(s.topics, id, on) })), [change]);

  const searched = [
    state.q.trim() !== '' ? `“${state.q.trim()}”` : '',
    state.code ? 'with code' : '',
    ...state.bench,
  ].filter((part) => part !== '');
  const active = searched.length > 0 || state.topics.length > 0;

  return (
    <div className="map-page">
      {/* One compact header, so that the map itself is in the first screen. */}
      <header className="page-header map-header">
        <div className="map-title-row">
          <h1>Map of the papers</h1>
          <MapSearch q={state.q} onSearch={(q) => change((s) => ({ ...s, q }))} />
        </div>
        <div className="map-bar">
          <p className="map-count" role="status">
            {statusText(count, total, waiting)}
          </p>
          <Link className="button map-action" to={listHref}>
            Show as list
          </Link>
          {active && (
            <button type="button" className="button map-action" onClick={() => change((s) => ({ ...s, q: '', topics: [], code: false, bench: [] }))}>
              Clear search and filters
            </button>
          )}
        </div>
        {searched.length > 0 && <p className="map-search">Search: {searched.join(' · ')}</p>}
      </header>
      {points.missing > 0 && (
        <p className="notice notice-quiet map-missing">
          {points.missing === 1 ? '1 paper is' : `${points.missing} papers are`} not on the map: the map was built from an older list.
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
          label={`Map of ${total} papers, coloured by topic`}
          topicOf={topicOf}
          onOpen={onOpen}
        />
        <MapLegend topics={topics} colours={colours} selected={state.topics} onToggle={onToggle} />
      </div>
      <p className="map-intro">Each dot is a paper. Papers that use the same telling words sit close together, and each region is named by its topic.</p>
      <PapersByTopic groups={byTopic} topics={topics} filtered={dimming} />
    </div>
  );
}
