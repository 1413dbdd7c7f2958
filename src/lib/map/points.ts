// The papers as the map draws them: list.json's papers joined with their places in map.json.
import type { ListFile, ListPaper, MapFile } from '../types';
import { placePoints } from './extent';

export interface MapPoints {
  /** The papers on the map, in list.json's order (those map.json has no place for are left out). */
  papers: readonly ListPaper[];
  /**
   * Where each paper is drawn, in map.json's units ([0, 1], y downward): its place in map.json, or for
   * the few far out, that place pulled in to the edge of the map's robust extent (placePoints).
   */
  x: Float64Array;
  y: Float64Array;
  /** 1 for a paper pulled in to the edge: it lies farther out than the map shows (drawn hollow). */
  clamped: Uint8Array;
  /** Each paper's colour: the index in list.json's topics of its first topic, -1 without one. */
  topic: Int32Array;
  /** How many papers of the list have no place on the map (a map.json older than list.json). */
  missing: number;
}

/**
 * mapPoints(list, map) => the papers that have a place, with where they are drawn and their colour index.
 *   mapPoints({ topics: [{ id: 'rl' }], papers: [{ id: 'a', topics: ['rl'] }, { id: 'b', … }] },
 *             { ids: ['a'], x: [0.2], y: [0.7] })
 *     => { papers: [a], x: [0.2], y: [0.7], clamped: [0], topic: [0], missing: 1 }
 */
export function mapPoints(list: Pick<ListFile, 'topics' | 'papers'>, map: Pick<MapFile, 'ids' | 'x' | 'y'>): MapPoints {
  const place = new Map(map.ids.map((id, i) => [id, i]));
  const topicIndex = new Map(list.topics.map((t, i) => [t.id, i]));
  const papers = list.papers.filter((p) => place.has(p.id));
  const x = new Float64Array(papers.length);
  const y = new Float64Array(papers.length);
  const topic = new Int32Array(papers.length);
  papers.forEach((paper, i) => {
    const at = place.get(paper.id)!;
    x[i] = map.x[at]!;
    y[i] = map.y[at]!;
    topic[i] = topicIndex.get(paper.topics[0] ?? '') ?? -1;
  });
  return { papers, ...placePoints(x, y), topic, missing: list.papers.length - papers.length };
}

/** A set of points drawn alike (one colour, matching or not), drawn in one pass. */
export interface DrawGroup {
  /** The colour index (a topic's index; -1: no topic). */
  colour: number;
  /** Whether these points match the search (drawn on top, in full colour) or not (dimmed, beneath). */
  matched: boolean;
  indices: Int32Array;
}

/**
 * The points grouped for drawing: the dimmed ones first, then the matching ones, each by colour, so
 * that a frame sets each colour twice at most and matches are never hidden under dimmed points.
 *   drawGroups(Int32Array.of(0, 1, 0), Uint8Array.of(1, 0, 1))
 *     => [{ colour: 1, matched: false, indices: [1] }, { colour: 0, matched: true, indices: [0, 2] }]
 */
export function drawGroups(topic: Int32Array, matched: Uint8Array): DrawGroup[] {
  const groups = new Map<string, number[]>();
  topic.forEach((colour, i) => {
    const key = `${matched[i] ? 1 : 0}:${colour}`;
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  return [...groups]
    .map(([key, indices]) => ({ colour: Number(key.slice(2)), matched: key.startsWith('1'), indices: Int32Array.from(indices) }))
    .sort((a, b) => Number(a.matched) - Number(b.matched) || a.colour - b.colour);
}

/**
 * Which points match: a mask over the points (1: matches) and how many do, from the search's results.
 *   matchMask(points, runSearch(corpus, state).results) => { mask: Uint8Array [1, 0, 1], count: 2 }
 */
export function matchMask(points: Pick<MapPoints, 'papers'>, results: readonly Pick<ListPaper, 'id'>[]): { mask: Uint8Array; count: number } {
  const found = new Set(results.map((p) => p.id));
  const mask = Uint8Array.from(points.papers, (p) => (found.has(p.id) ? 1 : 0));
  return { mask, count: mask.reduce((sum, m) => sum + m, 0) };
}

export interface TopicGroup {
  /** The topic's index in list.json's topics; -1 for papers without one. */
  topic: number;
  papers: ListPaper[];
}

/**
 * The matching points' papers grouped by their colour (first topic), in the taxonomy's order, papers
 * without a topic last; each group in list order, empty groups left out.
 *   papersByTopic(points, Uint8Array.of(1, 1, 0)) => [{ topic: 0, papers: [a] }, { topic: 3, papers: [b] }]
 */
export function papersByTopic(points: Pick<MapPoints, 'papers' | 'topic'>, mask: Uint8Array): TopicGroup[] {
  const groups = new Map<number, ListPaper[]>();
  points.papers.forEach((paper, i) => {
    if (!mask[i]) return;
    const topic = points.topic[i]!;
    const group = groups.get(topic);
    if (group) group.push(paper);
    else groups.set(topic, [paper]);
  });
  return [...groups]
    .map(([topic, papers]) => ({ topic, papers }))
    .sort((a, b) => (a.topic < 0 ? Infinity : a.topic) - (b.topic < 0 ? Infinity : b.topic));
}
