import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { plainTitle, titleTokens } from '../../../src/lib/titleMarkup';

describe('titleTokens', () => {
  it("reads a published title's TeX and emphasis", () => {
    expect(titleTokens({ title: 'Sparse $\\ell_1$ Recovery with \\emph{Robust} Priors', titleSource: 'published' })).toEqual([
      { type: 'text', text: 'Sparse ' },
      { type: 'math', tex: '\\ell_1' },
      { type: 'text', text: ' Recovery with ' },
      { type: 'emphasis', children: [{ type: 'text', text: 'Robust' }] },
      { type: 'text', text: ' Priors' },
    ]);
  });

  it("reads a curator's title too, and leaves a derived one (plain text already) unread", () => {
    expect(titleTokens({ title: '$k$-Means', titleSource: 'override' })).toEqual([{ type: 'math', tex: 'k' }, { type: 'text', text: '-Means' }]);
    expect(titleTokens({ title: 'Costs of $5 and $10', titleSource: 'derived' })).toEqual([{ type: 'text', text: 'Costs of $5 and $10' }]);
    expect(titleTokens({ title: 'A *B* c' })).toEqual([{ type: 'text', text: 'A *B* c' }]);
  });
});

describe('plainTitle', () => {
  it('writes math as its words and drops styles, for what holds text only', () => {
    expect(plainTitle({ title: '$\\texttt{Multi}^2$: Hierarchical Multi-Agent Decision-Making', titleSource: 'published' })).toBe(
      'Multi2: Hierarchical Multi-Agent Decision-Making',
    );
    expect(plainTitle({ title: 'Sparse $\\ell_1$ Recovery with \\emph{Robust} Priors', titleSource: 'published' })).toBe('Sparse ℓ1 Recovery with Robust Priors');
  });

  it('returns a title without markup as it is, whatever its source', () => {
    fc.assert(
      fc.property(fc.string().filter((s) => !/[$\\*[]|https?:\/\//i.test(s)), fc.constantFrom('published', 'override', 'derived' as const), (title, titleSource) => {
        expect(plainTitle({ title, titleSource })).toBe(title);
      }),
    );
  });
});
