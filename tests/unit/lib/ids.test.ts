import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assignIds, paperSlug, slugify } from '../../../src/lib/ids';
import { ID_PATTERN, MAX_ID_LENGTH, isPaperId } from '../../../src/lib/paperId';
import { hashHex } from '../../../src/lib/hash';

describe('slugify', () => {
  it('lowercases names and joins words with hyphens', () => {
    expect(slugify('ToolOrchestra')).toBe('toolorchestra');
    expect(slugify('Parallel-Probe')).toBe('parallel-probe');
    expect(slugify('head-wise RMSNorm')).toBe('head-wise-rmsnorm');
  });

  it('prefers a bracketed acronym at the end of a name', () => {
    expect(slugify('Contrastive Flow Map Matching (CFMM)')).toBe('cfmm');
    expect(slugify('Latent Color Subspace (LCS)')).toBe('lcs');
    // an expansion in brackets is not an acronym
    expect(slugify('MASH (Modeling Abstention via Selective Help-seeking)')).toBe('mash-modeling-abstention-via-selective-help');
  });

  it('transliterates accents, ligatures, superscripts and Greek letters', () => {
    expect(slugify('naïvely')).toBe('naively');
    expect(slugify('Straße Œuvre Ærø')).toBe('strasse-oeuvre-aero');
    expect(slugify('τ²-Bench')).toBe('tau2-bench');
  });

  it('cuts long slugs at a hyphen, within 48 characters', () => {
    const slug = slugify('decentralized online convex optimization with compressed communication');
    expect(slug).toBe('decentralized-online-convex-optimization-with');
    expect(slugify('a'.repeat(60))).toBe('a'.repeat(48));
  });

  it('returns an empty slug when nothing can be spelled in ASCII', () => {
    expect(slugify('论文 !!')).toBe('');
  });

  it('always gives [a-z0-9-] within 48 characters, and is idempotent', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (s) => {
      const slug = slugify(s);
      expect(slug === '' || ID_PATTERN.test(slug)).toBe(true);
      expect(slug.length).toBeLessThanOrEqual(MAX_ID_LENGTH);
      expect(slugify(slug)).toBe(slug);
    }));
  });
});

describe('paperSlug', () => {
  it('slugs the name when there is one', () => {
    expect(paperSlug('ToolOrchestra', 'ToolOrchestra: A method for training small orchestrators')).toBe('toolorchestra');
    expect(paperSlug('Contrastive Flow Map Matching (CFMM)', 'anything')).toBe('cfmm');
  });

  it('otherwise takes up to five distinctive words of the title', () => {
    expect(paperSlug(null, 'Decentralized online convex optimization with compressed communication')).toBe(
      'decentralized-online-convex-optimization',
    );
    expect(paperSlug(null, 'A formal analysis showing that latent thought admits efficient parallel computation')).toBe(
      'formal-analysis-showing-latent-thought',
    );
    expect(paperSlug(null, 'Leveraging human hands as a manipulator template')).toBe('leveraging-human-hands-manipulator-template');
  });

  it('leaves out filler that says nothing of the paper', () => {
    expect(paperSlug(null, 'A structural pruning framework also tailored for sparse experts')).toBe('structural-pruning-tailored-sparse-experts');
    expect(paperSlug(null, 'An effective yet cheap method for graph coarsening')).toBe('cheap-graph-coarsening');
    expect(paperSlug(null, 'A convex relaxation which has been shown to be tight')).toBe('convex-relaxation');
    expect(paperSlug(null, 'Stochastic dominance serves as a lens on risk')).toBe('stochastic-dominance');
    expect(paperSlug(null, 'How such inconsistencies in annotation arise')).toBe('how-inconsistencies-annotation-arise');
  });

  it('skips bracketed asides in the title', () => {
    expect(paperSlug(null, 'A fusion module based on unbalanced optimal transport (UOT) barycenters')).toBe(
      'fusion-module-unbalanced-optimal-transport',
    );
  });

  it('falls back to the title when the name has nothing to slug, and never returns empty', () => {
    expect(paperSlug('论文', 'Sparse attention')).toBe('sparse-attention');
    expect(paperSlug(null, '论文列表')).toBe('paper');
  });
});

// Items with unique texts whose slugs come from a small pool, so that collisions happen.
const items = fc.uniqueArray(
  fc.record({ slug: fc.constantFrom('cfmm', 'mash', 'plate', 'a-very-long-slug-that-fills-nearly-all-of-the-48'), text: fc.string({ maxLength: 12 }) }),
  { selector: (item) => item.text, maxLength: 12 },
);
const idsByText = (list: { slug: string; text: string }[]) => {
  const ids = assignIds(list);
  return new Map(list.map((item, i) => [item.text, ids[i]]));
};

describe('assignIds', () => {
  it('keeps slugs that do not collide', () => {
    expect(assignIds([{ slug: 'mash', text: 'A' }, { slug: 'kernelband', text: 'B' }])).toEqual(['mash', 'kernelband']);
  });

  it('gives colliding slugs a suffix from their own text, the lowest hash keeping the plain slug', () => {
    const [a, b] = ['first abstract', 'second abstract'].sort((x, y) => (hashHex(x) < hashHex(y) ? -1 : 1));
    expect(assignIds([{ slug: 'cfmm', text: b! }, { slug: 'cfmm', text: a! }])).toEqual([`cfmm-${hashHex(b!).slice(0, 6)}`, 'cfmm']);
  });

  it('tells identical abstracts apart', () => {
    const ids = assignIds([{ slug: 'x', text: 'same' }, { slug: 'x', text: 'same' }, { slug: 'x', text: 'same' }]);
    expect(new Set(ids).size).toBe(3);
  });

  it('never lets a suffixed id take another paper’s plain slug', () => {
    const text = 'b';
    const suffixed = `x-${hashHex(text).slice(0, 6)}`;
    const [lower, higher] = hashHex('a') < hashHex(text) ? ['a', text] : [text, 'a'];
    const ids = assignIds([{ slug: 'x', text: lower }, { slug: 'x', text: higher }, { slug: suffixed, text: 'c' }]);
    expect(new Set(ids).size).toBe(3);
    expect(ids[2]).toBe(suffixed);
  });

  it('gives valid unique ids of at most 48 characters', () => {
    fc.assert(fc.property(items, (list) => {
      const ids = assignIds(list);
      expect(new Set(ids).size).toBe(list.length);
      for (const id of ids) {
        expect(id).toMatch(ID_PATTERN);
        expect(id.length).toBeLessThanOrEqual(MAX_ID_LENGTH);
      }
    }));
  });

  it('keeps ids stable when abstracts are reordered', () => {
    fc.assert(fc.property(items.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length }))),
      ([list, shuffled]) => {
        expect(idsByText(shuffled)).toEqual(idsByText(list));
      }));
  });

  it('keeps other ids when an abstract is removed, unless it shared their slug', () => {
    fc.assert(fc.property(items, fc.nat(), (list, n) => {
      fc.pre(list.length > 0);
      const removed = list[n % list.length]!;
      const rest = list.filter((item) => item !== removed);
      const [before, after] = [idsByText(list), idsByText(rest)];
      for (const item of rest) if (item.slug !== removed.slug) expect(after.get(item.text)).toBe(before.get(item.text));
    }));
  });

  it('keeps other ids when an abstract is inserted anywhere, unless it shares their slug', () => {
    const added = fc.record({ slug: fc.constantFrom('new-paper', 'cfmm'), text: fc.string({ minLength: 13 }) });
    fc.assert(fc.property(items, added, fc.nat(), (list, newcomer, n) => {
      const at = n % (list.length + 1);
      const [before, after] = [idsByText(list), idsByText([...list.slice(0, at), newcomer, ...list.slice(at)])];
      for (const item of list) if (item.slug !== newcomer.slug) expect(after.get(item.text)).toBe(before.get(item.text));
    }));
  });

  it('changes an existing id only when a newcomer with the same slug hashes lower (the documented case)', () => {
    const existing = { slug: 'cfmm', text: 'an abstract' };
    const newcomer = { slug: 'cfmm', text: ['x', 'y', 'z', 'w'].find((t) => hashHex(t) < hashHex(existing.text))! };
    expect(assignIds([existing])).toEqual(['cfmm']);
    expect(assignIds([existing, newcomer])).toEqual([`cfmm-${hashHex(existing.text).slice(0, 6)}`, 'cfmm']);
  });
});

describe('isPaperId', () => {
  it('accepts slugs and refuses anything else', () => {
    expect(isPaperId('cfmm-3fa4c1')).toBe(true);
    expect(isPaperId('a'.repeat(48))).toBe(true);
    expect(isPaperId('a'.repeat(49))).toBe(false);
    for (const bad of ['', 'CFMM', '../x', 'a--b', '-a', 'a b', 'é']) expect(isPaperId(bad)).toBe(false);
  });
});
