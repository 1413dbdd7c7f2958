import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { closestIds, editDistance } from '../../../src/lib/closest';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('kernelbnd', 'kernelband')).toBe(1);
    expect(editDistance('cfmm', 'cfnn')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('gives up past the limit with max + 1', () => {
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(editDistance('a', 'abcdefgh', 3)).toBe(4);
  });

  it('is symmetric and zero only for equal strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, b) === 0).toBe(a === b);
      }),
    );
  });
});

describe('closestIds', () => {
  const ids = ['cfmm', 'kernelband', 'kernel-bandits', 'toolorchestra', 'stla'];

  it('suggests the ids nearest a mistyped one, closest first', () => {
    expect(closestIds('kernelbnd', ids)).toEqual(['kernelband', 'kernel-bandits']);
    expect(closestIds('ToolOrchestra', ids)[0]).toBe('toolorchestra');
  });

  it('suggests ids that contain a cut one, or that an extended one contains', () => {
    expect(closestIds('kernel', ids).slice(0, 2)).toEqual(['kernelband', 'kernel-bandits']);
    expect(closestIds('cfmm-few-step', ids)).toContain('cfmm');
  });

  it('suggests nothing for an empty or unrelated id, and at most `count`', () => {
    expect(closestIds('', ids)).toEqual([]);
    expect(closestIds('zzzzzzzzzzzz', ids)).toEqual([]);
    expect(closestIds('k', ['ka', 'kb', 'kc'], 2)).toHaveLength(2);
  });
});
