import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { TitleText } from '../../../src/components/TitleText';

describe('TitleText', () => {
  it("shows a published title's marks, and its math as words by default (no KaTeX)", () => {
    const { container } = render(
      <h2>
        <TitleText paper={{ title: 'Sparse $\\ell_1$ Recovery with \\emph{Robust} Priors', titleSource: 'published' }} />
      </h2>,
    );
    expect(container.querySelector('h2')).toHaveTextContent('Sparse ℓ1 Recovery with Robust Priors');
    expect(container.querySelector('em')).toHaveTextContent('Robust');
    expect(container.querySelector('.katex')).toBeNull();
  });

  it('renders its formulas as the caller says, and never a link (a title may sit in one)', () => {
    const { container } = render(
      <a href="/paper/x">
        <TitleText paper={{ title: '$x^2$ at https://example.org', titleSource: 'override' }} math={(tex, key) => <var key={key}>{tex}</var>} />
      </a>,
    );
    expect(container.querySelector('var')).toHaveTextContent('x^2');
    expect(container.querySelectorAll('a')).toHaveLength(1);
    expect(container.querySelector('a')).toHaveTextContent('x^2 at https://example.org');
  });

  it('shows a derived title as the text it is, and markup-looking text as text', () => {
    const { container } = render(<p><TitleText paper={{ title: '<img src=x onerror=alert(1)> costs $5 and $10', titleSource: 'derived' }} /></p>);
    expect(container.querySelector('p')).toHaveTextContent('<img src=x onerror=alert(1)> costs $5 and $10');
    expect(container.querySelector('img')).toBeNull();
  });
});
