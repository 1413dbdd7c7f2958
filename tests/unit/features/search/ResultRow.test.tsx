import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ResultRow } from '../../../../src/features/search/ResultRow';
import type { ListPaper } from '../../../../src/lib/types';

const paper = (id: string, fields: Partial<ListPaper>): ListPaper =>
  ({ id, title: id, titleSource: 'derived', name: null, summary: '', topics: [], benchmarks: [], code: false, ...fields });

const renderRow = (listed: ListPaper) =>
  render(<ResultRow paper={listed} terms={[]} labelTerms={[]} text={undefined} topics={[]} href={`/paper/${listed.id}`} />);

describe('ResultRow', () => {
  it('says in the title link’s tooltip and description that a derived title is derived', () => {
    renderRow(paper('kernelband', { title: 'KernelBand: A framework', titleSource: 'derived' }));
    const link = screen.getByRole('link', { name: 'KernelBand: A framework' });
    expect(link).toHaveAttribute('title', 'Title derived from the abstract');
    expect(link).toHaveAccessibleDescription('Title derived from the abstract');
  });

  it('gives a curator’s title no such tooltip', () => {
    renderRow(paper('kernelband', { title: 'KernelBand: Kernel Optimization as a Bandit', titleSource: 'override' }));
    expect(screen.getByRole('link', { name: 'KernelBand: Kernel Optimization as a Bandit' })).not.toHaveAttribute('title');
  });
});
