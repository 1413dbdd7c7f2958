import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
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
  it('shows the title, topics and the abstract as plain paragraphs', () => {
    renderPaper();
    expect(
      screen.getByRole('heading', { level: 1, name: 'ToolOrchestra: Training Small Orchestrators to Coordinate Intelligent Tools' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Topics' })).getByText('Agents & tool use')).toBeInTheDocument();

    const abstract = screen.getByRole('region', { name: 'Abstract' });
    const paragraphs = within(abstract).getAllByText(/./, { selector: 'p' });
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      'We introduce ToolOrchestra, a method for training small orchestrators. On tau squared-Bench, Orchestrator surpasses GPT-5.',
      'Code is at https://github.com/example/toolorchestra.',
    ]);
  });

  it('renders markup-looking text as text, never as HTML', () => {
    renderPaper((paper) => {
      paper.text = '<img src=x onerror=alert(1)> is text';
    });
    expect(screen.getByText('<img src=x onerror=alert(1)> is text')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
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
