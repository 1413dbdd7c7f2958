import { describe, expect, it } from 'vitest';
import { hasPosterBoards, posterOrder } from '../../../../src/lib/search/posterOrder';
import type { ListPaper } from '../../../../src/lib/types';

const paper = (id: string, presentations: ListPaper['presentations']): ListPaper => ({
  id, title: id, titleSource: 'published', name: null, summary: '', topics: [], benchmarks: [], code: false, ...(presentations ? { presentations } : {}),
});
const TUE = '2026-07-14T11:00:00-07:00';
const WED = '2026-07-15T11:00:00-07:00';
const PAPERS = [
  paper('ten', [{ type: 'poster', session: 'Poster Session 1', start: TUE, posterPosition: '10' }]),
  paper('bare', undefined),
  paper('wed-one', [{ type: 'poster', session: 'Poster Session 2', start: WED, posterPosition: '1' }]),
  paper('two', [{ type: 'poster', session: 'Poster Session 1', start: TUE, posterPosition: '2' }]),
  paper('oral-then-wed', [{ type: 'oral', session: 'Oral 1A', start: TUE }, { type: 'poster', session: 'Poster Session 2', start: WED, posterPosition: 'B-3' }]),
];
const ids = (order: Int32Array) => [...order].map((i) => PAPERS[i]!.id);

describe('posterOrder', () => {
  it('walks the sessions in time order and each one by board, #2 before #10; papers without a board last, in list order', () => {
    expect(ids(posterOrder(PAPERS, [], []))).toEqual(['two', 'ten', 'wed-one', 'oral-then-wed', 'bare']);
  });

  it("takes a paper's poster in the chosen sessions or days", () => {
    expect(ids(posterOrder(PAPERS, ['Poster Session 2'], []))).toEqual(['wed-one', 'oral-then-wed', 'ten', 'bare', 'two']);
    expect(ids(posterOrder(PAPERS, [], ['2026-07-14']))).toEqual(['two', 'ten', 'bare', 'wed-one', 'oral-then-wed']);
  });

  it('is worked out once per list and choice', () => {
    expect(posterOrder(PAPERS, [], [])).toBe(posterOrder(PAPERS, [], []));
  });
});

describe('hasPosterBoards', () => {
  it('says whether any paper has a board', () => {
    expect(hasPosterBoards(PAPERS)).toBe(true);
    expect(hasPosterBoards([paper('a', [{ type: 'oral' }]), paper('b', undefined)])).toBe(false);
  });
});
