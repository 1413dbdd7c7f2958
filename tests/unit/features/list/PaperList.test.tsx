import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PaperList } from '../../../../src/features/list/PaperList';
import type { PapersFile } from '../../../../src/lib/types';
import { papersFixture } from '../../lib/fixtures/papersFixture';

function renderList(data: PapersFile = papersFixture()) {
  return render(
    <MemoryRouter>
      <PaperList collection={data.collection} papers={data.papers} topics={data.topics} />
    </MemoryRouter>,
  );
}

describe('PaperList', () => {
  it('heads the page with the collection title as written, and the count', () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'ICML 2026 论文列表' })).toBeInTheDocument();
    expect(screen.getByText('3 papers')).toBeInTheDocument();
  });

  it('lists every paper in order, each title a link to its page', () => {
    renderList();
    const list = screen.getByRole('list', { name: 'Papers' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);

    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'ToolOrchestra: Training Small Orchestrators to Coordinate Intelligent Tools',
      'Contrastive Flow Map Matching (CFMM) for Few-Step Generation',
      'Tight Regret Bounds for Adversarial Bandits with Delays',
    ]);
    expect(screen.getByRole('link', { name: 'Contrastive Flow Map Matching (CFMM) for Few-Step Generation' })).toHaveAttribute(
      'href',
      '/paper/cfmm',
    );
  });

  it('shows each summary and topic labels, not ids', () => {
    renderList();
    const row = screen.getByRole('article', { name: /^ToolOrchestra/ });
    expect(within(row).getByText('We introduce ToolOrchestra, a method for training small orchestrators.')).toBeInTheDocument();
    const topics = within(row).getByRole('list', { name: 'Topics' });
    expect(within(topics).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Agents & tool use',
      'Reinforcement learning',
    ]);
    expect(screen.queryByText('agents')).not.toBeInTheDocument();
  });

  it('says "1 paper" and copes with an empty collection', () => {
    const one = papersFixture();
    one.papers = one.papers.slice(0, 1);
    renderList(one).unmount();
    const none = papersFixture();
    none.papers = [];
    renderList(none);
    expect(screen.getByText('0 papers')).toBeInTheDocument();
    expect(screen.getByText('This collection has no papers yet.')).toBeInTheDocument();
  });
});
