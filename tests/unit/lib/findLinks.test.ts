import { describe, expect, it } from 'vitest';
import { findLinks, findQuery } from '../../../src/lib/findLinks';

const KERNELBAND = {
  name: 'KernelBand',
  title: 'KernelBand: A framework that formulates kernel optimization as a Multi-Armed Bandit (MAB) problem',
};
const UNNAMED = { name: null, title: 'Decentralized online convex optimization with compressed communication' };

describe('findQuery', () => {
  it('is the name and the first distinctive words of the phrase after it', () => {
    // "framework" is filler (ids.ts): the query keeps the words that tell the paper apart.
    expect(findQuery(KERNELBAND)).toBe('KernelBand formulates kernel optimization Multi-Armed');
  });

  it('is the title’s distinctive words for a paper without a name', () => {
    expect(findQuery(UNNAMED)).toBe('Decentralized online convex optimization compressed communication');
  });

  it('drops brackets from a name and punctuation around words', () => {
    const cfmm = { name: 'Contrastive Flow Map Matching (CFMM)', title: 'Contrastive Flow Map Matching (CFMM): Fast, few-step samplers' };
    expect(findQuery(cfmm)).toBe('Contrastive Flow Map Matching CFMM Fast few-step samplers');
  });

  it('keeps the whole title when it does not start with the name (an override)', () => {
    expect(findQuery({ name: 'KernelBand', title: 'Kernel Optimization as a Bandit' })).toBe('KernelBand Kernel Optimization Bandit');
  });
});

describe('findLinks', () => {
  it('searches OpenReview, arXiv, Semantic Scholar and Google Scholar, over https only', () => {
    const links = findLinks(KERNELBAND);
    expect(links.map((link) => link.site)).toEqual(['OpenReview', 'arXiv', 'Semantic Scholar', 'Google Scholar']);
    expect(links.map((link) => link.url)).toEqual([
      'https://openreview.net/search?term=KernelBand+formulates+kernel+optimization+Multi-Armed&group=all&content=all&source=all',
      'https://arxiv.org/search/?query=KernelBand+formulates+kernel+optimization+Multi-Armed&searchtype=all',
      'https://www.semanticscholar.org/search?q=KernelBand+formulates+kernel+optimization+Multi-Armed',
      'https://scholar.google.com/scholar?q=KernelBand+formulates+kernel+optimization+Multi-Armed',
    ]);
  });

  it('builds the same searches for a paper without a name', () => {
    expect(findLinks(UNNAMED)[3]!.url).toBe(
      'https://scholar.google.com/scholar?q=Decentralized+online+convex+optimization+compressed+communication',
    );
  });

  it('URL-encodes whatever the title holds, so it stays one query parameter', () => {
    const [openreview, arxiv] = findLinks({ name: 'τ²-Bench', title: 'τ²-Bench: Agents & tools #1 at 50%+ = win?' });
    const url = new URL(arxiv!.url);
    expect(url.protocol).toBe('https:');
    expect(url.searchParams.get('query')).toBe('τ²-Bench Agents tools 1 50');
    expect([...url.searchParams.keys()]).toEqual(['query', 'searchtype']);
    expect(arxiv!.url).toContain('query=%CF%84%C2%B2-Bench+Agents+tools+1+50&');
    expect(new URL(openreview!.url).searchParams.get('term')).toBe('τ²-Bench Agents tools 1 50');
  });
});
