import { describe, expect, it } from 'vitest';
import { drawGroups, mapPoints, matchMask, papersByTopic } from '../../../../src/lib/map/points';
import type { ListPaper } from '../../../../src/lib/types';

const paper = (id: string, topics: string[]): ListPaper => ({ id, title: id.toUpperCase(), titleSource: 'derived', name: null, summary: '', topics, benchmarks: [], code: false });
const TOPICS = [
  { id: 'rl', label: 'Reinforcement learning' },
  { id: 'vision', label: 'Vision' },
];
const LIST = { topics: TOPICS, papers: [paper('a', ['vision', 'rl']), paper('b', ['rl']), paper('c', []), paper('d', ['rl'])] };

describe('mapPoints', () => {
  it('joins the list with its places by id, in list order, colour from the first topic', () => {
    const points = mapPoints(LIST, { ids: ['d', 'c', 'a', 'b'], x: [0.4, 0.3, 0.1, 0.2], y: [0.9, 0.8, 0.6, 0.7] });
    expect(points.papers.map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
    expect([...points.x]).toEqual([0.1, 0.2, 0.3, 0.4]);
    expect([...points.y]).toEqual([0.6, 0.7, 0.8, 0.9]);
    expect([...points.topic]).toEqual([1, 0, -1, 0]);
    expect(points.missing).toBe(0);
  });

  it('leaves out papers the map has no place for, and counts them; ignores places of papers not listed', () => {
    const points = mapPoints(LIST, { ids: ['a', 'gone'], x: [0.1, 0.5], y: [0.2, 0.5] });
    expect(points.papers.map((p) => p.id)).toEqual(['a']);
    expect(points.missing).toBe(3);
  });

  it('draws a paper far from the rest at the edge of the others, marked as pulled in', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `p${i}`);
    const list = { topics: TOPICS, papers: ids.map((id) => paper(id, [])) };
    // 199 papers over [0.45, 0.55] and one at 1 on both axes (map.json's full range).
    const near = ids.map((_, i) => (i === 199 ? 1 : 0.45 + (0.1 * i) / 198));
    const points = mapPoints(list, { ids, x: near, y: near });
    expect(points.clamped[199]).toBe(1);
    expect(points.x[199]).toBeLessThan(0.56);
    expect(points.y[199]).toBeLessThan(0.56);
    expect(points.x[199]).toBe(Math.max(...points.x));
    expect([...points.clamped].filter((c) => c === 1)).toHaveLength(1);
    expect([...points.x.subarray(0, 199)]).toEqual(near.slice(0, 199));
  });
});

describe('matchMask', () => {
  it('marks the points among the results, whatever their order', () => {
    const points = mapPoints(LIST, { ids: ['a', 'b', 'c', 'd'], x: [0, 0, 0, 0], y: [0, 0, 0, 0] });
    const { mask, count } = matchMask(points, [LIST.papers[3]!, LIST.papers[0]!, paper('elsewhere', [])]);
    expect([...mask]).toEqual([1, 0, 0, 1]);
    expect(count).toBe(2);
  });
});

describe('drawGroups', () => {
  it('groups the points by colour, dimmed ones first, so that matches are drawn on top', () => {
    expect(drawGroups(Int32Array.of(0, 1, 0, -1), Uint8Array.of(1, 0, 1, 0))).toEqual([
      { colour: -1, matched: false, indices: Int32Array.of(3) },
      { colour: 1, matched: false, indices: Int32Array.of(1) },
      { colour: 0, matched: true, indices: Int32Array.of(0, 2) },
    ]);
    expect(drawGroups(new Int32Array(0), new Uint8Array(0))).toEqual([]);
  });
});

describe('papersByTopic', () => {
  it('lists the matching papers under their first topic, in the taxonomy\'s order, topicless last', () => {
    const points = mapPoints(LIST, { ids: ['a', 'b', 'c', 'd'], x: [0, 0, 0, 0], y: [0, 0, 0, 0] });
    const groups = papersByTopic(points, Uint8Array.of(1, 1, 1, 0));
    expect(groups.map((g) => [g.topic, g.papers.map((p) => p.id)])).toEqual([
      [0, ['b']],
      [1, ['a']],
      [-1, ['c']],
    ]);
    expect(papersByTopic(points, new Uint8Array(4))).toEqual([]);
  });
});
