import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenize } from '../../../../src/lib/markup';
import { MemoryRouter } from 'react-router';
import { PaperPage } from '../../../../src/features/paper/PaperPage';
import type { Paper } from '../../../../src/lib/types';
import { papersFixture } from '../../lib/fixtures/papersFixture';

function renderPaper(change: (paper: Paper) => void = () => {}) {
  const data = papersFixture();
  const paper = data.papers[0]!;
  change(paper);
  return render(
    <MemoryRouter>
      <PaperPage paper={paper} topics={data.topics} />
    </MemoryRouter>,
  );
}

describe('PaperPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the title, its length, and the abstract with its math', () => {
    const { container } = renderPaper();
    expect(
      screen.getByRole('heading', { level: 1, name: 'ToolOrchestra: Training Small Orchestrators to Coordinate Intelligent Tools' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^\d+ words · 1 min read$/)).toBeInTheDocument();
    const abstract = screen.getByRole('region', { name: 'Abstract' });
    expect(within(abstract).getAllByText(/./, { selector: 'p' }).length).toBeGreaterThan(0);
    expect(abstract).toHaveTextContent(/We introduce ToolOrchestra/);
    // $\tau^2$ is typeset by KaTeX, with MathML for screen readers.
    expect(container.querySelector('.abstract .katex math')).not.toBeNull();
  });

  it('marks a derived title with visible text that describes the heading', () => {
    renderPaper();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveAccessibleDescription('Title derived from the abstract');
    expect(screen.getByText('Title derived from the abstract')).toBeVisible();
  });

  it('leaves a curator\'s title unmarked', () => {
    renderPaper((paper) => {
      paper.titleSource = 'override';
    });
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/derived/i)).toBeNull();
  });

  it('finds the paper on OpenReview, arXiv, Semantic Scholar and Google Scholar, each in a new tab', () => {
    renderPaper();
    const group = screen.getByRole('group', { name: 'Find this paper' });
    const links = within(group).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(/ \(search, opens in a new tab\)$/, ''))).toEqual(['OpenReview', 'arXiv', 'Semantic Scholar', 'Google Scholar']);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const arxiv = within(group).getByRole('link', { name: /^arXiv\b/ });
    expect(arxiv).toHaveAccessibleName(/opens in a new tab/);
    expect(new URL(arxiv.getAttribute('href')!).searchParams.get('query')).toMatch(/^ToolOrchestra /);
  });

  it('shows topics as chips, each a link to the search filtered by it, and labels the benchmarks', () => {
    renderPaper();
    const topics = screen.getByRole('list', { name: 'Topics' });
    expect(topics).toHaveClass('topics');
    const link = within(topics).getByRole('link', { name: 'Agents & tool use' });
    expect(link.closest('li')).toHaveClass('topic');
    expect(link.getAttribute('href')).toMatch(/^\/\?topic=/);
    expect(screen.getByText('Benchmarks:')).toBeVisible();
    const benchmarks = screen.getByRole('list', { name: 'Benchmarks:' });
    expect(within(benchmarks).getAllByRole('link').length).toBeGreaterThan(0);
    for (const link of within(benchmarks).getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^\/\?bench=/);
  });

  it('renders markup-looking text as text, never as HTML', () => {
    renderPaper((paper) => {
      paper.tokens = tokenize('<img src=x onerror=alert(1)> is text');
    });
    expect(screen.getByText('<img src=x onerror=alert(1)> is text')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('copies the link to the paper, and says so', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPaper();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/paper/toolorchestra`);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });

  it('shows the link to select by hand when the browser refuses to copy', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) }, configurable: true });
    renderPaper();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByRole('status')).toHaveTextContent(`Couldn’t copy: the link is ${window.location.origin}/paper/toolorchestra`);
  });

  it('links to code and project pages, opening safely', () => {
    renderPaper();
    const code = screen.getByRole('link', { name: /^Code/ });
    expect(code).toHaveAttribute('href', 'https://github.com/example/toolorchestra');
    expect(code).toHaveAttribute('rel', 'noopener noreferrer');
    expect(code).toHaveTextContent('github.com');
    expect(screen.getByRole('link', { name: /^Project page/ })).toHaveAttribute('href', 'https://example.org/toolorchestra');
  });

  it('drops a link that is not http(s)', () => {
    renderPaper((paper) => {
      paper.links = [{ url: 'javascript:alert(1)', kind: 'code' }];
    });
    expect(screen.queryByRole('region', { name: 'Links' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Code/ })).not.toBeInTheDocument();
  });

  it('links back to all papers', () => {
    renderPaper();
    expect(screen.getByRole('link', { name: '← All papers' })).toHaveAttribute('href', '/');
  });
});
