// A conference's own data in the search box: authors' names and institutions typed, author:, an
// OpenReview id or forum address pasted.
import { describe, expect, it } from 'vitest';
import { highlight } from '../../../../src/lib/search/highlight';
import { forumPosition } from '../../../../src/lib/search/openReview';
import { runSearch } from '../../../../src/lib/search/run';
import { EMPTY_SEARCH, type SearchState } from '../../../../src/lib/search/state';
import { bundledCorpus, corpusOf, paper, publishedCorpus } from './corpusFixture';

const published = publishedCorpus();
const ids = (q: string, state: Partial<SearchState> = {}, corpus = published) => runSearch(corpus, { ...EMPTY_SEARCH, q, ...state }).results.map((p) => p.id);
const LING_YANG = ['mean-flow-distillation', 'path-multimodal-historical-reasoning-histbench'];

// Papers whose abstracts say the words of a name, and the papers of the people who have it.
const people = corpusOf(
  [
    paper('cites-yang', { title: 'Sparse coding', authors: ['Ada Lovelace'], institutions: ['MIT'] }),
    paper('by-ling-yang', { title: 'Mean flows', authors: ['Shengyuan Zhang', 'Ling Yang'], institutions: ['ETH Zürich'] }),
    paper('by-min-ling', { title: 'Forgetting', authors: ['Min-Ling Zhang', 'Van Yang'], institutions: ['Tsinghua University'] }),
    paper('by-muller', { title: 'Kernels', authors: ['Klaus-Robert Müller'], institutions: ['TU Berlin'] }),
    paper('language-institute', { title: 'Speech', authors: ['Ada Byron'], institutions: ['Language Technologies Institute'] }),
    paper('bare', { title: 'A bare paper' }),
  ],
  new Map([
    ['cites-yang', 'Following Yang we study ling and yang codes, as Ling Yang did in language models.'],
    ['by-ling-yang', 'Distilling flows.'],
    ['by-min-ling', 'Low-rank models forget.'],
    ['by-muller', 'Kernel methods.'],
    ['language-institute', 'Speech models.'],
    ['bare', 'Nothing else.'],
  ]),
);

describe('runSearch: names in the search box', () => {
  it("finds an author's papers by their name, first, ahead of papers that only mention its words", () => {
    expect(ids('ling yang', {}, people)[0]).toBe('by-ling-yang');
    expect(ids('ling yang', {}, people)).toContain('cites-yang');
    expect(ids('ling yang').slice(0, 2).sort()).toEqual(LING_YANG);
  });

  it('ranks a name whose words are side by side before people who have the words apart', () => {
    // Min-Ling Zhang and Van Yang have "ling" and "yang" too, in two names.
    expect(ids('ling yang', {}, people).indexOf('by-ling-yang')).toBeLessThan(ids('ling yang', {}, people).indexOf('by-min-ling'));
    expect(ids('ling yang', {}, people)).toContain('by-min-ling');
    // The other order still finds the author, if not before the rest.
    expect(ids('yang ling', {}, people)).toContain('by-ling-yang');
  });

  it('folds accents and case in names and institutions', () => {
    expect(ids('muller', {}, people)).toEqual(['by-muller']);
    expect(ids('MÜLLER', {}, people)).toEqual(['by-muller']);
    expect(ids('Zurich', {}, people)).toEqual(['by-ling-yang']);
    expect(ids('eth zurich', {}, people)).toEqual(['by-ling-yang']);
  });

  it("never lets a word of a name or an institution stand in for a word of the paper", () => {
    // "language" is in an institution's name, "models" in the abstract: no match; both in the abstract: a match.
    expect(ids('language models', {}, people)).toEqual(['cites-yang']);
    expect(ids('speech models', {}, people)).toEqual(['language-institute']);
  });

  it('says no word is missing when the people have it', () => {
    expect(runSearch(people, { ...EMPTY_SEARCH, q: 'lovelace' }).missing).toEqual([]);
    expect(runSearch(people, { ...EMPTY_SEARCH, q: 'lovelace zebrafish' }).missing).toEqual(['zebrafish']);
  });

  it('highlights the name typed among the authors', () => {
    const { nameTerms } = runSearch(people, { ...EMPTY_SEARCH, q: 'ling yang' });
    expect(highlight('Ling Yang', nameTerms).filter((s) => s.hit).map((s) => s.text)).toEqual(['Ling', 'Yang']);
  });
});

describe('runSearch: author:', () => {
  it('finds exactly the papers with an author of that name, case and accents aside', () => {
    expect(ids('author:"Ling Yang"', {}, people)).toEqual(['by-ling-yang']);
    expect(ids('author:"ling yang"').sort()).toEqual(LING_YANG);
    expect(ids('author:"klaus robert muller"', {}, people)).toEqual(['by-muller']);
    expect(ids('author:"Yang Ling"', {}, people)).toEqual([]);
  });

  it('finds, for one word, the authors with that word in their name', () => {
    expect(ids('author:yang', {}, people)).toEqual(['by-ling-yang', 'by-min-ling']);
    expect(ids('author:ling', {}, people)).toEqual(['by-ling-yang', 'by-min-ling']);
    // A whole word: "Zhang" is not "Zhan".
    expect(ids('author:zhan', {}, people)).toEqual([]);
  });

  it('means everyone who has the name: both people named Min Zhang', () => {
    const both = ids('author:"Min Zhang"');
    expect(both).toHaveLength(2);
    const papers = both.map((id) => published.byId.get(id)!);
    expect(new Set(papers.flatMap((p) => p.authors!.filter((a) => typeof a !== 'string').map((a) => (a as { key: string }).key))).size).toBe(2);
  });

  it('combines with words and filters', () => {
    expect(ids('author:yang forget', {}, people)).toEqual(['by-min-ling']);
    expect(ids('author:yang', { code: true }, people)).toEqual([]);
    const flows = ids('author:"Ling Yang" flow');
    expect(flows).toEqual(['mean-flow-distillation']);
  });

  it('marks the name in the rows, not in the abstracts', () => {
    const outcome = runSearch(people, { ...EMPTY_SEARCH, q: 'author:"Ling Yang"' });
    expect(highlight('Ling Yang', outcome.nameTerms).filter((s) => s.hit).map((s) => s.text)).toEqual(['Ling Yang']);
    expect(outcome.highlightTerms).toEqual([]);
  });

  it('finds nothing in a list without authors', () => {
    expect(ids('author:yang', {}, bundledCorpus())).toEqual([]);
  });
});

describe('author: names', () => {
  it('compares whole names, or whole words of names, a hyphen or a space alike', () => {
    expect(ids('author:"Min Ling Zhang"', {}, people)).toEqual(['by-min-ling']);
    expect(ids('author:"min-ling zhang"', {}, people)).toEqual(['by-min-ling']);
    expect(ids('author:"Ling Zhang"', {}, people)).toEqual([]);
    expect(ids('author:"Ling Yang" author:zhang', {}, people)).toEqual(['by-ling-yang']);
  });
});

describe('an OpenReview id or forum address', () => {
  const causal = published.papers.findIndex((p) => p.openreviewId === 'F2zHYjBAEv');

  it('finds the paper with that id, typed or pasted, alone', () => {
    expect(causal).toBeGreaterThanOrEqual(0);
    for (const q of ['F2zHYjBAEv', ' f2zhyjbaev ', 'https://openreview.net/forum?id=F2zHYjBAEv', 'openreview.net/pdf?id=F2zHYjBAEv', 'https://openreview.net/forum?id=F2zHYjBAEv&noteId=abc']) {
      expect(ids(q), q).toEqual([published.papers[causal]!.id]);
    }
  });

  it('finds nothing of the sort for an id no paper has, nor for another address', () => {
    expect(forumPosition(published.papers, 'https://openreview.net/forum?id=NOPE000000')).toBe(-1);
    expect(forumPosition(published.papers, 'https://example.org/forum?id=F2zHYjBAEv')).toBe(-1);
    expect(forumPosition(published.papers, 'F2zHYjBAEv causal')).toBe(-1);
    expect(forumPosition(bundledCorpus().papers, 'F2zHYjBAEv')).toBe(-1);
  });

  it('keeps the filters: the paper is left out by one it does not pass', () => {
    expect(ids('F2zHYjBAEv', { types: ['oral'] })).toEqual(published.papers[causal]!.presentations!.some((p) => p.type === 'oral') ? [published.papers[causal]!.id] : []);
  });
});
