import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SHARED_IDS, readShareParams, shareQuery } from '../../../../src/lib/library/shareLink';
import { inEnglish } from '../../features/library/inEnglish';

const read = (query: string) => readShareParams(new URLSearchParams(query));

describe('shareQuery', () => {
  it('joins valid ids with commas, each once, in order', () => {
    expect(shareQuery(['cfmm', 'kernelband', 'cfmm', 'Bad Id'])).toBe('ids=cfmm,kernelband');
  });

  it('carries at most MAX_SHARED_IDS', () => {
    const ids = Array.from({ length: 600 }, (_, i) => `p${i}`);
    expect(shareQuery(ids).split(',')).toHaveLength(MAX_SHARED_IDS);
  });
});

describe('readShareParams', () => {
  it('reads what shareQuery writes', () => {
    const ids = fc.array(fc.stringMatching(/^[a-z0-9]{1,10}(-[a-z0-9]{1,10})?$/), { maxLength: 30 });
    fc.assert(
      fc.property(ids, (list) => {
        expect(read(shareQuery(list))).toEqual({ ids: [...new Set(list)], dropped: [] });
      }),
    );
  });

  it('drops what is not an id, with a reason, and repeats silently', () => {
    const { ids, dropped } = read('ids=cfmm,,KernelBand,../x,cfmm,a_b');
    expect(ids).toEqual(['cfmm', 'kernelband']);
    expect(inEnglish(dropped)).toEqual([
      { what: '"../x"', reason: 'it is not a paper id' },
      { what: '"a_b"', reason: 'it is not a paper id' },
    ]);
  });

  it('accepts spaces and repeated parameters', () => {
    expect(read('ids=cfmm+mash&ids=kb').ids).toEqual(['cfmm', 'mash', 'kb']);
  });

  it('keeps the first MAX_SHARED_IDS and says how many more there were', () => {
    const ids = Array.from({ length: MAX_SHARED_IDS + 3 }, (_, i) => `p${i}`);
    const result = read(`ids=${ids.join(',')}`);
    expect(result.ids).toHaveLength(MAX_SHARED_IDS);
    expect(inEnglish(result.dropped)).toEqual([{ what: '3 more papers', reason: 'a link carries at most 500' }]);
  });

  it('shortens a long bad value in the report', () => {
    expect(inEnglish(read(`ids=${'X_'.repeat(50)}`).dropped)[0]!.what).toBe(JSON.stringify(`${'X_'.repeat(50).slice(0, 57)}…`));
  });

  it('reads a link without ids as none', () => {
    expect(read('')).toEqual({ ids: [], dropped: [] });
  });
});
