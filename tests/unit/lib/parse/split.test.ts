import { describe, expect, it } from 'vitest';
import { splitForSearch } from '../../../../src/lib/parse/split';
import { papersFixture } from '../fixtures/papersFixture';

const data = papersFixture();

describe('splitForSearch', () => {
  it('keeps every paper, in order, without abstract text or tokens in the list', () => {
    const { list } = splitForSearch(data);
    expect(list.papers.map((p) => p.id)).toEqual(data.papers.map((p) => p.id));
    expect(list.collection).toEqual(data.collection);
    expect(list.topics).toEqual(data.topics);
    for (const paper of list.papers) {
      expect(Object.keys(paper).sort()).toEqual(['benchmarks', 'code', 'id', 'name', 'summary', 'title', 'titleSource', 'topics']);
    }
  });

  it('says where each title comes from', () => {
    const overridden = papersFixture();
    overridden.papers[1]!.titleSource = 'override';
    expect(splitForSearch(overridden).list.papers.map((p) => p.titleSource)).toEqual(['derived', 'override', 'derived']);
  });

  it('marks the papers that link to code', () => {
    const { list } = splitForSearch(data);
    const expected = data.papers.map((p) => p.links.some((l) => l.kind === 'code'));
    expect(list.papers.map((p) => p.code)).toEqual(expected);
    expect(expected).toContain(true);
    expect(expected).toContain(false);
  });

  it('puts each plain text beside its id, in list order', () => {
    const { text } = splitForSearch(data);
    expect(text.ids).toEqual(data.papers.map((p) => p.id));
    expect(text.texts).toEqual(data.papers.map((p) => p.text));
  });

  it('says where each formula stands in a text, with its TeX, for the papers that have any', () => {
    const withMath = papersFixture();
    const paper = withMath.papers[0]!;
    paper.tokens = [{ type: 'text', text: 'A bound of ' }, { type: 'math', tex: '\\sqrt{T}' }, { type: 'text', text: ' regret.' }];
    paper.text = 'A bound of sqrt T regret.';
    withMath.papers[1]!.tokens = [{ type: 'math', tex: 'x' }]; // its text is not these tokens' plain text: no ranges
    withMath.papers[2]!.tokens = [{ type: 'text', text: 'S' }, { type: 'math', tex: 'H^2' }, { type: 'text', text: 'RF' }];
    withMath.papers[2]!.text = 'SH2RF'; // a formula inside a name: its words
    const { text } = splitForSearch(withMath);
    expect(text.math?.[paper.id]).toEqual([[11, 17, '\\sqrt{T}']]);
    expect(text.texts[0]!.slice(11, 17)).toBe('sqrt T');
    expect(text.math?.[withMath.papers[1]!.id]).toBeUndefined();
    expect(text.math?.[withMath.papers[2]!.id]).toBeUndefined();
  });
});
