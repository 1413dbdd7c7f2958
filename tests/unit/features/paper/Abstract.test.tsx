import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { Abstract } from '../../../../src/features/paper/Abstract';
import { tokenize } from '../../../../src/lib/markup';
import type { Token } from '../../../../src/lib/types';

const renderAbstract = (abstract: string) => render(<Abstract tokens={tokenize(abstract)} />);

// Nothing that runs, loads or navigates: no active element, no event handler, no link but http(s).
function expectInert(container: HTMLElement) {
  expect(container.querySelectorAll('script, iframe, img, object, embed, frame, style, link, meta, base, form')).toHaveLength(0);
  for (const element of container.querySelectorAll('*')) {
    const names = element.getAttributeNames();
    expect(names.filter((name) => /^on|^(src|srcdoc|srcset|formaction|xlink:href)$|^data-/i.test(name))).toEqual([]);
    const href = element.getAttribute('href');
    if (href !== null) expect(href).toMatch(/^https?:\/\//i);
  }
  for (const link of container.querySelectorAll('a')) {
    expect(link).toHaveAttribute('href');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  }
}

// The formulas of a rendered abstract, in order: KaTeX output or the source KaTeX refused.
const formulas = (container: HTMLElement) => [...container.querySelectorAll('.math, .math-source')];

describe('Abstract', () => {
  it('renders emphasis, strong, small caps, links and math', () => {
    const { container } = renderAbstract(
      'We *really* mean **it**: \\textsc{Plate} (see [the code](https://github.com/a/b)) has $O(\\sqrt{T})$ regret.',
    );
    const paragraph = screen.getByRole('paragraph');
    expect(within(paragraph).getByRole('emphasis')).toHaveTextContent('really');
    expect(within(paragraph).getByRole('strong')).toHaveTextContent('it');
    expect(within(paragraph).getByText('Plate')).toHaveClass('smallcaps');
    const link = within(paragraph).getByRole('link', { name: 'the code' });
    expect(link).toHaveAttribute('href', 'https://github.com/a/b');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    // hidden: jsdom gives MathML elements no style, so the visibility check would throw on <math>.
    const math = within(paragraph).getByRole('math', { hidden: true });
    expect(math.closest('.math')).not.toBeNull();
    expect(math.querySelector('annotation')).toHaveTextContent('O(\\sqrt{T})');
    expect(container.querySelector('.math .katex-html')).toHaveAttribute('aria-hidden', 'true');
    expect(paragraph).toHaveTextContent(/^We really mean it: Plate \(see the code\) has .* regret\.$/);
  });

  it('makes a paragraph of each blank-line-separated part, continuing a style across the break', () => {
    renderAbstract('First *part\n\nstill* emphasised.\n \n\nThird.\n\n');
    const paragraphs = screen.getAllByRole('paragraph');
    expect(paragraphs.map((p) => p.textContent)).toEqual(['First part', 'still emphasised.', 'Third.']);
    expect(paragraphs.map((p) => p.querySelector('em')?.textContent)).toEqual(['part', 'still', undefined]);
  });

  it('renders a link that is not http(s) as its text only', () => {
    const tokens: Token[] = [
      { type: 'text', text: 'Run ' },
      { type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'this' }] },
      { type: 'text', text: ' now.' },
    ];
    const { container } = render(<Abstract tokens={tokens} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('paragraph')).toHaveTextContent('Run this now.');
    expectInert(container);
  });

  it('shows the source of a formula KaTeX cannot render, as text', () => {
    const { container } = render(<Abstract tokens={[{ type: 'text', text: 'Bad ' }, { type: 'math', tex: '\\frac{1}{' }]} />);
    const source = container.querySelector('code.math-source');
    expect(source).toHaveTextContent('$\\frac{1}{$');
    expect(source).toHaveAttribute('title', 'This formula could not be rendered');
    expect(container.querySelector('.math')).toBeNull();
  });

  // Each fixture sits between two sentences, which must still render; `visible` is text the reader sees.
  it.each([
    ['<script>alert(1)</script>', '<script>alert(1)</script>'],
    ['<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
    ['<iframe src="https://evil">', '<iframe src="'],
    ['[x](javascript:alert(1))', 'x'],
    ['\\url{JaVaScRiPt:alert(1)}', 'JaVaScRiPt:alert(1)'],
    ['[d](data:text/html,<script>alert(1)</script>)', 'd'],
    ['$\\href{javascript:alert(1)}{x}$', '\\href'],
    ['$\\htmlData{a=b}{x}$', '\\htmlData'],
    ['$\\includegraphics{x.png}$', '\\includegraphics'],
    ['$\\def\\a{\\a\\a}\\a$', '$\\def\\a{\\a\\a}\\a$'],
    ['$\\rule{9999em}{9999em}$', ''],
    ['$\\frac{1}{', '$\\frac{1}{'],
  ])('renders %s as inert, readable text', (fixture, visible) => {
    const { container } = renderAbstract(`Before it. ${fixture} After it.`);
    expectInert(container);
    const paragraph = screen.getByRole('paragraph');
    expect(paragraph.textContent!.startsWith('Before it. ')).toBe(true);
    expect(paragraph.textContent!.endsWith(' After it.')).toBe(true);
    expect(paragraph.textContent).toContain(visible);
  });

  it('keeps formula sizes within maxSize', () => {
    const { container } = renderAbstract('A $\\rule{9999em}{9999em}$ rule.');
    expect(container.querySelector('.math')).not.toBeNull();
    for (const element of container.querySelectorAll('[style]')) expect(element.getAttribute('style')).not.toContain('9999');
  });

  it('does not let a \\gdef in one formula define a command for the next', () => {
    const { container } = renderAbstract('Define $\\gdef\\foo{bar}$ then use $\\foo$ here.');
    const [definition, use] = formulas(container);
    expect(definition).toHaveClass('math');
    expect(use).toHaveClass('math-source');
    expect(use).toHaveTextContent('$\\foo$');
    expect(use).not.toHaveTextContent('bar');
  });

  it('renders nothing active for any mix of dangerous pieces', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        '<', '>', '<script>', '</script>', '<img src=x onerror=alert(1)>', '<iframe ', '<a href="', 'javascript:', 'JaVaScRiPt:',
        'data:', 'data:text/html,', 'vbscript:', 'https://', 'http://x.org', '$', '$$', '\\$', '\\href{', '\\url{', '\\htmlData{',
        '\\includegraphics{', '\\def\\a{\\a\\a}\\a', '\\gdef', '\\textbf{', '[', ']', '](', '(', ')', '{', '}', '*', '**', 'onerror=',
        'onclick=', '"', "'", '`', ' ', '\n\n', 'x', 'alert(1)', '&lt;', '&#x3C;',
      ),
      fc.string({ maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join('')), (abstract) => {
        const { container, unmount } = renderAbstract(abstract);
        try {
          expectInert(container);
        } finally {
          unmount();
        }
      }),
    );
  });
});
