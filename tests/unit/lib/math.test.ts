import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findMathSpans, mathAsText, mathToWords } from '../../../src/lib/math';

const texOf = (text: string) => findMathSpans(text).map((span) => span.tex);

describe('findMathSpans', () => {
  it('finds inline formulas with their positions', () => {
    expect(findMathSpans('On $\\tau ^2$-Bench')).toEqual([{ start: 3, end: 12, tex: '\\tau ^2' }]);
  });

  it('finds every formula of a seed abstract', () => {
    expect(texOf('where $\\omega\\in(0,1]$ is the factor and $\\rho<1$ is the gap; dependence on $\\omega^{-1}$.')).toEqual([
      '\\omega\\in(0,1]',
      '\\rho<1',
      '\\omega^{-1}',
    ]);
  });

  it('follows pandoc: no space inside the dollars, no digit after the closing one', () => {
    expect(texOf('between $5 and $10')).toEqual([]);
    expect(texOf('a $ b$ c')).toEqual([]);
    expect(texOf('a $b $ c')).toEqual([]);
    expect(texOf('$x$1 and $y$')).toEqual(['y']);
    expect(texOf('$5 and $x^2$ for $')).toEqual(['x^2']);
    expect(texOf('by up to $\\textbf{35.8}$% and')).toEqual(['\\textbf{35.8}']);
  });

  it('skips escaped dollars and escaped backslashes', () => {
    expect(texOf('\\$5 and $a$')).toEqual(['a']);
    expect(texOf('$a\\$b$')).toEqual(['a\\$b']);
    expect(texOf('$a\\\\$ b')).toEqual(['a\\\\']);
  });

  it('treats an unclosed dollar as text', () => {
    expect(texOf('an unclosed $\\frac{1}{ formula')).toEqual([]);
    expect(texOf('$')).toEqual([]);
  });

  it('reads $$display$$ formulas', () => {
    expect(texOf('so $$a + b$$ and $c$')).toEqual(['a + b', 'c']);
    expect(texOf('empty $$ $$ is not math')).toEqual([]);
  });

  it('returns ordered, non-overlapping spans that start and end with a dollar', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('$', '\\', ' ', 'a', '1', '{', '}') }), (text) => {
        let last = 0;
        for (const span of findMathSpans(text)) {
          expect(span.start).toBeGreaterThanOrEqual(last);
          expect(text[span.start]).toBe('$');
          expect(text[span.end - 1]).toBe('$');
          last = span.end;
        }
      }),
    );
  });

  it('stays linear on many unclosed dollars', () => {
    const text = '$a '.repeat(100000);
    const started = performance.now();
    expect(findMathSpans(text)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('mathToWords', () => {
  it.each([
    ['\\tau ^2', 'tau2'],
    ['H^2', 'H2'],
    ['N', 'N'],
    ['\\mathcal{O}(\\log K)', 'O(log K)'],
    ['\\tilde{O}(\\omega^{-1/2}\\rho^{-1}n\\sqrt{T})', 'O(omega-1/2 rho-1n sqrt T)'],
    ['O(\\max\\{\\omega^{-2},\\omega^{-4}\\}n\\ln{T})', 'O(max omega-2,omega-4n ln T)'],
    ['\\omega\\in(0,1]', 'omega in(0,1]'],
    ['\\rho<1', 'rho<1'],
    ['\\times', '×'],
    ['\\Delta W = B A Q^\\top', 'Delta W = B A Q⊤'],
    ['\\frac{1}{2}', '1/2'],
    ['a_{i} \\leq b', 'ai ≤ b'],
    ['\\alpha\\beta', 'alpha beta'],
    ['\\textbf{35.8}', '35.8'],
    ['x \\, y', 'x y'],
    ['\\constructor', 'constructor'],
  ])('%j => %j', (tex, words) => {
    expect(mathToWords(tex)).toBe(words);
  });

  it('never leaves a backslash, brace, caret or underscore', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('\\', '{', '}', '^', '_', 'a', ' ', '1', '\\tau', '\\{') }), (tex) => {
        expect(mathToWords(tex)).not.toMatch(/[\\{}^_]/);
      }),
    );
  });
});

describe('mathAsText', () => {
  it('reads a formula that is only styled text as that text', () => {
    expect(mathAsText('\\textbf{{Parallel-Probe}}')).toEqual({ type: 'strong', children: [{ type: 'text', text: 'Parallel-Probe' }] });
    expect(mathAsText('\\textit{word}')).toEqual({ type: 'emphasis', children: [{ type: 'text', text: 'word' }] });
    expect(mathAsText('\\text{plain}')).toEqual({ type: 'text', text: 'plain' });
  });

  it('returns null for real math', () => {
    expect(mathAsText('x^2')).toBeNull();
    expect(mathAsText('\\textbf{x}^2')).toBeNull();
    expect(mathAsText('\\textbf{a}+\\textbf{b}')).toBeNull();
    expect(mathAsText('\\mathbf{v}')).toBeNull();
    expect(mathAsText('\\textbf{}')).toBeNull();
    expect(mathAsText('\\constructor{x}')).toBeNull();
  });
});
