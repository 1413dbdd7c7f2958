import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadBenchmarks } from '../../../src/lib/parse/benchmarks';
import { parseAbstractList } from '../../../src/lib/parse/parse';
import { MAX_TEX_LENGTH, TEX_OPTIONS, renderTex, type TexResult } from '../../../src/lib/tex';
import { loadTopicRules } from '../../../src/lib/parse/topics';
import type { Token } from '../../../src/lib/types';

const json = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../../data/${name}`, import.meta.url), 'utf8'));

function htmlOf(result: TexResult): string {
  if ('error' in result) throw new Error(`expected HTML, got ${result.error}`);
  return result.html;
}

// KaTeX keeps the source in a MathML <annotation>, as escaped text; what matters is the markup around it.
const withoutAnnotation = (html: string) => html.replace(/<annotation\b[^>]*>[^<]*<\/annotation>/g, '');

// Every tag of the markup, as its name and attribute names ("<a href=x>" => { name: "a", attributes: ["href"] }).
function tagsOf(html: string): { name: string; attributes: string[] }[] {
  return [...html.matchAll(/<([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g)].map(([, name, rest]) => ({
    name: name!.toLowerCase(),
    attributes: [...rest!.matchAll(/\s([^\s=/>]+)(?:=(?:"[^"]*"|'[^']*'|[^\s>]*))?/g)].map((m) => m[1]!.toLowerCase()),
  }));
}

describe('TEX_OPTIONS', () => {
  it('renders untrusted TeX: no trust, errors thrown, sizes and expansions bounded, no global definitions', () => {
    expect(TEX_OPTIONS).toMatchObject({
      output: 'htmlAndMathml',
      throwOnError: true,
      trust: false,
      strict: 'ignore',
      globalGroup: false,
    });
    expect(TEX_OPTIONS.maxSize).toBeLessThanOrEqual(10);
    expect(TEX_OPTIONS.maxExpand).toBeLessThanOrEqual(100);
    expect(TEX_OPTIONS).not.toHaveProperty('macros');
  });

  it('is frozen, so nobody turns trust on for everyone', () => {
    expect(Object.isFrozen(TEX_OPTIONS)).toBe(true);
  });
});

describe('renderTex', () => {
  it('renders a formula as HTML with MathML for screen readers', () => {
    const html = htmlOf(renderTex('x^2'));
    expect(html).toContain('class="katex"');
    expect(html).toContain('<math');
    expect(html).toContain('<msup><mi>x</mi><mn>2</mn></msup>');
    expect(html).toContain('aria-hidden="true"');
  });

  it('renders display math when asked', () => {
    expect(htmlOf(renderTex('x^2', { displayMode: true }))).toContain('katex-display');
    expect(htmlOf(renderTex('x^2'))).not.toContain('katex-display');
  });

  it('returns the same result for the same formula, from its cache', () => {
    expect(renderTex('\\alpha + \\beta')).toBe(renderTex('\\alpha + \\beta'));
  });

  it('gives the error and the source of a formula KaTeX cannot read', () => {
    expect(renderTex('\\frac{1}{')).toEqual({
      error: "KaTeX parse error: Unexpected end of input in a macro argument, expected '}' at end of input: \\frac{1}{",
      source: '\\frac{1}{',
    });
    expect(renderTex('\\notacommand')).toMatchObject({ error: expect.stringContaining('Undefined control sequence'), source: '\\notacommand' });
  });

  it('keeps a \\gdef inside its formula', () => {
    expect(htmlOf(renderTex('\\gdef\\leaky{bar}\\leaky'))).toContain('<mi>b</mi><mi>a</mi><mi>r</mi>');
    expect(renderTex('\\leaky')).toMatchObject({ error: expect.stringContaining('Undefined control sequence'), source: '\\leaky' });
    expect(renderTex('\\def\\alsoLeaky{bar}')).toHaveProperty('html');
    expect(renderTex('\\alsoLeaky')).toHaveProperty('error');
  });

  it.each([
    ['a macro that calls itself twice', '\\def\\a{\\a\\a}\\a'],
    ['nested doubling', '\\def\\a{xx}\\def\\b{\\a\\a}\\def\\c{\\b\\b}\\def\\d{\\c\\c}\\def\\e{\\d\\d}\\def\\f{\\e\\e}\\def\\g{\\f\\f}\\g\\g\\g\\g'],
    ['arguments copied ten times', '\\def\\b#1{#1#1#1#1#1#1#1#1#1#1}\\b{\\b{\\b{\\b{\\b{\\b{\\b{x}}}}}}}'],
  ])('stops a \\def bomb (%s) quickly, with an error', (_name, tex) => {
    const start = performance.now();
    const result = renderTex(tex);
    expect(performance.now() - start).toBeLessThan(500);
    expect(result).toEqual({ error: expect.stringContaining('Too many expansions'), source: tex });
  });

  it('does not render a formula longer than MAX_TEX_LENGTH', () => {
    const tex = 'x+'.repeat(MAX_TEX_LENGTH / 2) + 'x';
    expect(renderTex(tex)).toEqual({ error: `Formula longer than ${MAX_TEX_LENGTH} characters`, source: tex });
    expect(renderTex(tex.slice(0, MAX_TEX_LENGTH - 1))).toHaveProperty('html');
  });

  it.each(['\\rule{10000em}{10000em}', '\\kern10000em x', '\\hspace{10000em}', '\\rule{10000em}{1em}\\rule{1em}{10000em}'])(
    'caps the sizes of %s at maxSize',
    (tex) => {
      const markup = withoutAnnotation(htmlOf(renderTex(tex)));
      expect(markup).not.toContain('10000em');
      const sizes = [...markup.matchAll(/(-?\d+(?:\.\d+)?)em/g)].map((m) => Math.abs(Number(m[1])));
      expect(Math.max(...sizes)).toBeLessThanOrEqual(2 * TEX_OPTIONS.maxSize);
    },
  );

  it.each([
    '\\href{javascript:alert(1)}{x}',
    '\\url{JaVaScRiPt:alert(1)}',
    '\\href{https://example.org}{x}',
    '\\htmlData{foo=bar}{x}',
    '\\htmlId{target}{x}',
    '\\htmlClass{evil}{x}',
    '\\htmlStyle{background:url(https://evil)}{x}',
    '\\includegraphics{x.png}',
    '\\includegraphics[height=1em]{https://evil/x.png}',
  ])('renders %s inert: no link, image, id, data or event attribute', (tex) => {
    const result = renderTex(tex);
    if ('error' in result) {
      expect(result.source).toBe(tex);
      return;
    }
    const tags = tagsOf(result.html);
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.map((t) => t.name)).not.toEqual(expect.arrayContaining(['a', 'img', 'script', 'iframe', 'object', 'embed']));
    const attributes = tags.flatMap((t) => t.attributes);
    expect(attributes.filter((a) => /^(on|data-)|^(href|src|id|srcset|xlink:href)$/.test(a))).toEqual([]);
    expect(withoutAnnotation(result.html)).not.toMatch(/javascript:|url\(|evil/i);
  });
});

describe('every formula of the bundled list', () => {
  const { data } = parseAbstractList(readFileSync(new URL('../../../data/icml-2026.txt', import.meta.url)), {
    source: 'data/icml-2026.txt',
    topicRules: loadTopicRules(json('topics.json'), 'data/topics.json'),
    benchmarks: loadBenchmarks(json('benchmarks.json'), 'data/benchmarks.json'),
    titleOverrides: new Map<string, string>(),
  });
  const formulas: { paper: string; tex: string }[] = [];
  const collect = (paper: string) => (token: Token) => {
    if (token.type === 'math') formulas.push({ paper, tex: token.tex });
    if ('children' in token) token.children.forEach(collect(paper));
  };
  for (const paper of data.papers) paper.tokens.forEach(collect(paper.id));

  it('renders without a KaTeX error', () => {
    expect(formulas.length).toBeGreaterThan(20);
    const failures = formulas.flatMap(({ paper, tex }) => {
      const result = renderTex(tex);
      return 'error' in result ? [`${paper}: $${tex}$ => ${result.error}`] : [];
    });
    expect(failures).toEqual([]);
  });
});
