import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { plainText, plainTextWithMath, tokenize } from '../../../src/lib/markup';
import { firstSentence } from '../../../src/lib/parse/sentences';
import { mathToWords } from '../../../src/lib/math';
import { extractLinks, httpUrl } from '../../../src/lib/links';
import { decodeList } from '../../../src/lib/parse/decode';
import { splitParagraphs } from '../../../src/lib/parse/paragraphs';
import { repairAbstract } from '../../../src/lib/parse/repair';
import type { Token } from '../../../src/lib/types';

const text = (value: string): Token => ({ type: 'text', text: value });
const strong = (...children: Token[]): Token => ({ type: 'strong', children });
const em = (...children: Token[]): Token => ({ type: 'emphasis', children });
const sc = (...children: Token[]): Token => ({ type: 'smallcaps', children });
const math = (tex: string): Token => ({ type: 'math', tex });
const link = (url: string, label = url): Token => ({ type: 'link', url, children: [text(label)] });

function links(tokens: readonly Token[]): Token[] {
  return tokens.flatMap((t) => (t.type === 'link' ? [t] : 'children' in t ? links(t.children) : []));
}

describe('tokenize', () => {
  it('keeps plain text as one text token', () => {
    expect(tokenize('Probabilistic circuits (PCs) enable exact inference.')).toEqual([
      text('Probabilistic circuits (PCs) enable exact inference.'),
    ]);
  });

  it('returns no tokens for an empty abstract', () => {
    expect(tokenize('')).toEqual([]);
  });

  describe('math', () => {
    it('makes a math token of inline TeX, without the dollars', () => {
      expect(tokenize('On $\\tau ^2$-Bench and FRAMES')).toEqual([text('On '), math('\\tau ^2'), text('-Bench and FRAMES')]);
    });

    it('handles math inside a word (S$H^2$RFSSM)', () => {
      expect(tokenize('model (S$H^2$RFSSM), a')).toEqual([text('model (S'), math('H^2'), text('RFSSM), a')]);
    });

    it('keeps escaped braces and commands of a long formula as TeX source', () => {
      const tex = '\\tilde{O}(\\omega^{-1/2}\\rho^{-1}n\\sqrt{T})';
      expect(tokenize(`bounds of $${tex}$ and`)).toEqual([text('bounds of '), math(tex), text(' and')]);
      const braces = 'O(\\max\\{\\omega^{-2},\\omega^{-4}\\}n\\ln{T})';
      expect(tokenize(`$${braces}$`)).toEqual([math(braces)]);
    });

    it('reads \\$ as a literal dollar, outside and inside math', () => {
      expect(tokenize('costs \\$5 and $x = \\$3$ here')).toEqual([text('costs $5 and '), math('x = \\$3'), text(' here')]);
    });

    it('leaves an unclosed $ as text instead of swallowing the rest', () => {
      expect(tokenize('an unclosed $\\frac{1}{ formula **stays** text')).toEqual([
        text('an unclosed $\\frac{1}{ formula '),
        strong(text('stays')),
        text(' text'),
      ]);
    });

    it('keeps prices as text: "$5 and $10" is not a formula', () => {
      expect(tokenize('between $5 and $10 per run')).toEqual([text('between $5 and $10 per run')]);
    });

    it('supports $$display$$ math', () => {
      expect(tokenize('so $$a+b$$ holds')).toEqual([text('so '), math('a+b'), text(' holds')]);
    });

    it('turns a formula that is only \\textbf{text} into strong text, undoing doubled braces', () => {
      expect(tokenize('we introduce $\\textbf{{Parallel-Probe}}$, a training-free controller')).toEqual([
        text('we introduce '),
        strong(text('Parallel-Probe')),
        text(', a training-free controller'),
      ]);
      expect(tokenize('by up to $\\textbf{35.8}$% and')).toEqual([text('by up to '), strong(text('35.8')), text('% and')]);
    });

    it('keeps real math that merely starts with \\textbf', () => {
      expect(tokenize('$\\textbf{x}^2$')).toEqual([math('\\textbf{x}^2')]);
    });

    it('reads 1.1$\\times$ as math next to a number', () => {
      expect(tokenize('6.9\\% in correctness, 1.1$\\times$ in performance')).toEqual([
        text('6.9% in correctness, 1.1'),
        math('\\times'),
        text(' in performance'),
      ]);
    });
  });

  describe('Markdown emphasis', () => {
    it('reads **strong** and *emphasis*', () => {
      expect(tokenize('We propose **Contrastive Flow Map Matching (CFMM)**, a principled framework')).toEqual([
        text('We propose '),
        strong(text('Contrastive Flow Map Matching (CFMM)')),
        text(', a principled framework'),
      ]);
      expect(tokenize('This work provides a *mechanistic explanation* for this phenomenon.')).toEqual([
        text('This work provides a '),
        em(text('mechanistic explanation')),
        text(' for this phenomenon.'),
      ]);
    });

    it('reads intraword strong, as in the FlowBot abstract', () => {
      expect(tokenize('our FlowBot (work**flow** induction through **b**ilevel **o**ptimization and **t**extual gradients)')).toEqual([
        text('our FlowBot (work'),
        strong(text('flow')),
        text(' induction through '),
        strong(text('b')),
        text('ilevel '),
        strong(text('o')),
        text('ptimization and '),
        strong(text('t')),
        text('extual gradients)'),
      ]);
    });

    it('reads strong numbers and units', () => {
      expect(tokenize('up to **1.91×** geometric mean speedup with **39–140%** relative improvement')).toEqual([
        text('up to '),
        strong(text('1.91×')),
        text(' geometric mean speedup with '),
        strong(text('39–140%')),
        text(' relative improvement'),
      ]);
    });

    it('leaves stray asterisks alone', () => {
      expect(tokenize('being 2.5x * 3 more efficient')).toEqual([text('being 2.5x * 3 more efficient')]);
      expect(tokenize('a*b*c and 5 * 6 * 7')).toEqual([text('a*b*c and 5 * 6 * 7')]);
      expect(tokenize('an **unclosed strong')).toEqual([text('an **unclosed strong')]);
      expect(tokenize('**')).toEqual([text('**')]);
    });

    it('nests emphasis and strong', () => {
      expect(tokenize('*a **b** c*')).toEqual([em(text('a '), strong(text('b')), text(' c'))]);
    });

    it('reads \\* as a literal asterisk', () => {
      expect(tokenize('\\*not emphasis\\*')).toEqual([text('*not emphasis*')]);
    });
  });

  describe('LaTeX text commands', () => {
    it('reads \\textit and \\emph as emphasis, \\textbf as strong', () => {
      expect(tokenize('instructions are often \\textit{underspecified}, mapping')).toEqual([
        text('instructions are often '),
        em(text('underspecified')),
        text(', mapping'),
      ]);
      expect(tokenize('that \\emph{requires no access to old-task data}, addressing')).toEqual([
        text('that '),
        em(text('requires no access to old-task data')),
        text(', addressing'),
      ]);
      expect(tokenize('\\textbf{bold} move')).toEqual([strong(text('bold')), text(' move')]);
    });

    it('reads \\textsc as smallcaps, next to \\textbf initials (the PLATE abstract)', () => {
      expect(tokenize('lead to \\textsc{PLATE} (\\textbf{Pla}sticity-\\textbf{T}unable \\textbf{E}fficient Adapters), a')).toEqual([
        text('lead to '),
        sc(text('PLATE')),
        text(' ('),
        strong(text('Pla')),
        text('sticity-'),
        strong(text('T')),
        text('unable '),
        strong(text('E')),
        text('fficient Adapters), a'),
      ]);
    });

    it('nests \\textbf inside \\textsc', () => {
      expect(tokenize('\\textsc{\\textbf{Pla}te}')).toEqual([sc(strong(text('Pla')), text('te'))]);
    });

    it('turns LaTeX quotes into typographic ones', () => {
      expect(tokenize('decoupling "what is generated\'\' (content-specific flaws) from "how it is generated\'\' (universal)')).toEqual([
        text('decoupling “what is generated” (content-specific flaws) from “how it is generated” (universal)'),
      ]);
      expect(tokenize("so-called ``textual gradients''")).toEqual([text('so-called “textual gradients”')]);
    });

    it('keeps plain straight quotes as written', () => {
      expect(tokenize('optimized with "textual gradients" where')).toEqual([text('optimized with "textual gradients" where')]);
    });

    it('unescapes \\% and friends', () => {
      expect(tokenize('by 6.9\\% in correctness \\& 25\\% less \\#1 \\_x \\{a\\}')).toEqual([
        text('by 6.9% in correctness & 25% less #1 _x {a}'),
      ]);
    });

    it('keeps unknown commands and unbalanced arguments literal', () => {
      expect(tokenize('see \\cite{smith} and \\textbf{open')).toEqual([text('see \\cite{smith} and \\textbf{open')]);
      expect(tokenize('trailing \\')).toEqual([text('trailing \\')]);
    });
  });

  describe('links', () => {
    it('reads a Markdown link', () => {
      const url = 'https://github.com/Siquan-Li/Head-wise-RMSNorm';
      expect(tokenize(`The code is available at [${url}](${url}).`)).toEqual([text('The code is available at '), link(url), text('.')]);
      expect(tokenize('see [our code](https://x.org/a "Title")')).toEqual([text('see '), link('https://x.org/a', 'our code')]);
    });

    it('reads \\url{} and \\href{}{}', () => {
      expect(tokenize('Project page is available at \\url{https://research.beingbeyond.com/being-h0}.')).toEqual([
        text('Project page is available at '),
        link('https://research.beingbeyond.com/being-h0'),
        text('.'),
      ]);
      expect(tokenize('\\href{https://a.org}{the \\emph{site}}')).toEqual([
        { type: 'link', url: 'https://a.org', children: [text('the '), em(text('site'))] },
      ]);
    });

    it('trims the sentence end off a bare URL', () => {
      expect(tokenize('Code is available at https://github.com/ExplainableML/LCS.')).toEqual([
        text('Code is available at '),
        link('https://github.com/ExplainableML/LCS'),
        text('.'),
      ]);
      expect(tokenize('(see https://a.org/x_(y)), then')).toEqual([text('(see '), link('https://a.org/x_(y)'), text('), then')]);
      expect(tokenize('HTTPS://A.ORG/b; next')).toEqual([link('HTTPS://A.ORG/b'), text('; next')]);
    });

    it('does not link inside a word, or an empty URL', () => {
      expect(tokenize('xhttps://a.org and http:// alone')).toEqual([text('xhttps://a.org and http:// alone')]);
    });
  });

  describe('hostile input', () => {
    it('keeps HTML as text', () => {
      expect(tokenize('<script>alert(1)</script>')).toEqual([text('<script>alert(1)</script>')]);
      expect(tokenize('<img src=x onerror=alert(1)>')).toEqual([text('<img src=x onerror=alert(1)>')]);
    });

    it.each([
      ['[x](javascript:alert(1))', [text('x')]],
      ['[x]( JaVaScRiPt:alert(1))', [text('x')]],
      ['[x](java\tscript:alert(1))', [text('x')]],
      ['[x](data:text/html,<script>alert(1)</script>)', [text('x')]],
      ['[x](//evil.org)', [text('x')]],
      ['[x](vbscript:msgbox)', [text('x')]],
      ['\\url{JaVaScRiPt:alert(1)}', [text('JaVaScRiPt:alert(1)')]],
      ['\\url{java\tscript:alert(1)}', [text('java\tscript:alert(1)')]],
      ['\\href{javascript:alert(1)}{click}', [text('click')]],
    ])('never links %j', (input, expected) => {
      expect(tokenize(input)).toEqual(expected);
    });

    it('stops a bare URL at a quote, so it cannot carry attributes', () => {
      expect(links(tokenize('https://evil.org/"onmouseover="alert(1)'))).toEqual([link('https://evil.org/')]);
    });

    it('copes with deep nesting and long runs of markup characters quickly', () => {
      const inputs = [
        '\\textbf{'.repeat(5000) + 'x' + '}'.repeat(5000),
        '**a '.repeat(20000),
        '*a '.repeat(20000),
        '$a '.repeat(20000),
        '['.repeat(20000) + ']'.repeat(20000),
        '{'.repeat(20000),
        '\\'.repeat(20001),
        'https://a.org/' + ')'.repeat(20000),
      ];
      const started = performance.now();
      for (const input of inputs) expect(() => tokenize(input)).not.toThrow();
      // Linear work takes well under a second; catastrophic backtracking would take minutes. The margin
      // is for a machine busy with the typecheck and the lint beside the tests (3.2 s seen there).
      expect(performance.now() - started).toBeLessThan(8000);
    });
  });

  const markupPiece = fc.constantFrom(
    '$', '$$', '*', '**', '\\', '{', '}', '[', ']', '(', ')', 'x', ' ', 'a b', '\\textbf{', '\\textsc{', '\\url{',
    '\\href{', '\\emph{', 'https://a.org/p', 'javascript:', 'data:', '](', "''", '"', '``', '\\%', '\t', '<b>', '\n',
  );
  const markupString = fc.array(markupPiece, { maxLength: 40 }).map((pieces) => pieces.join(''));

  it('never throws, for any string', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => void tokenize(s)));
    fc.assert(fc.property(markupString, (s) => void tokenize(s)));
  });

  it('only ever links http(s) URLs that pass the safety check', () => {
    fc.assert(
      fc.property(markupString, (s) => {
        for (const token of links(tokenize(s))) {
          if (token.type !== 'link') continue;
          expect(token.url).toMatch(/^https?:\/\//i);
          expect(httpUrl(token.url)).toBe(token.url);
        }
      }),
    );
  });

  it('never produces empty text tokens or two text tokens in a row', () => {
    const check = (tokens: readonly Token[]) => {
      tokens.forEach((token, i) => {
        if (token.type === 'text') {
          expect(token.text).not.toBe('');
          expect(tokens[i + 1]?.type).not.toBe('text');
        }
        if ('children' in token) check(token.children);
      });
    };
    fc.assert(fc.property(markupString, (s) => check(tokenize(s))));
  });
});

describe('plainText', () => {
  it.each([
    ['On $\\tau ^2$-Bench and FRAMES', 'On tau2-Bench and FRAMES'],
    ['state space model (S$H^2$RFSSM), a', 'state space model (SH2RFSSM), a'],
    ['from $N$ sampled solutions to $K$ latent intents', 'from N sampled solutions to K latent intents'],
    ['complexity $\\mathcal{O}(\\log K)$ under', 'complexity O(log K) under'],
    ['bounds of $\\tilde{O}(\\omega^{-1}\\rho^{-2}n\\ln{T})$ for', 'bounds of O(omega-1 rho-2n ln T) for'],
    ['where $\\omega\\in(0,1]$ is', 'where omega in(0,1] is'],
    ['1.1$\\times$ in performance', '1.1× in performance'],
    ['we introduce $\\textbf{{Parallel-Probe}}$, a', 'we introduce Parallel-Probe, a'],
    ['\\textsc{PLATE} (\\textbf{Pla}sticity-\\textbf{T}unable \\textbf{E}fficient Adapters)', 'PLATE (Plasticity-Tunable Efficient Adapters)'],
    ['(work**flow** induction through **b**ilevel **o**ptimization', '(workflow induction through bilevel optimization'],
    ['available at [https://github.com/a/b](https://github.com/a/b).', 'available at https://github.com/a/b.'],
    ['see [our code](https://x.org) or [x](javascript:alert(1))', 'see our code or x'],
    ['by 6.9\\% in correctness', 'by 6.9% in correctness'],
    ['"what is generated\'\' (content-specific flaws)', '“what is generated” (content-specific flaws)'],
    ['<script>alert(1)</script>', '<script>alert(1)</script>'],
  ])('%j => %j', (input, expected) => {
    expect(plainText(tokenize(input))).toBe(expected);
  });

  it('collapses the space a dropped piece leaves behind', () => {
    expect(plainText(tokenize('a $\\,$ b'))).toBe('a b');
  });

  it('leaves no math markers behind for well-formed abstracts', () => {
    const word = fc.stringMatching(/^[A-Za-z]{1,8}$/);
    const tex = fc.constantFrom('x', 'N', '\\tau ^2', 'H^2', '\\mathcal{O}(\\log K)', '\\sqrt{T}', '\\omega^{-1/2}', 'a_i', '\\times', '\\frac{1}{2}', '\\{a\\}');
    const piece = fc.oneof(word, tex.map((t) => `$${t}$`));
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 12 }), (pieces) => {
        const plain = plainText(tokenize(pieces.join(' ')));
        expect(plain).not.toMatch(/[$\\^_{}]/);
        expect(plain).not.toMatch(/\s\s|^\s|\s$/);
      }),
    );
  });
});

describe('the bundled list, through decode, paragraphs, repair and markup', () => {
  const { text } = decodeList(readFileSync(resolve('data/icml-2026.txt')), 'icml-2026.txt');
  const abstracts = splitParagraphs(text).paragraphs.slice(1).map((p) => repairAbstract(p.text, p.line).abstract);

  it('has 19 abstracts whose plain text keeps no markup', () => {
    expect(abstracts).toHaveLength(19);
    for (const abstract of abstracts) {
      const plain = plainText(tokenize(abstract));
      expect(plain).not.toMatch(/[$\\*{}]|``|''|\]\(/);
      expect(firstSentence(plain).length).toBeGreaterThan(40);
    }
  });

  it('finds the six links of the list, code on GitHub and one project page', () => {
    expect(abstracts.flatMap((abstract) => extractLinks(tokenize(abstract)))).toEqual([
      { url: 'https://github.com/Siquan-Li/Head-wise-RMSNorm', kind: 'code' },
      { url: 'https://github.com/ExplainableML/LCS', kind: 'code' },
      { url: 'https://github.com/TongmingLAIC/KernelBand', kind: 'code' },
      { url: 'https://github.com/SalesforceAIResearch/PLATE', kind: 'code' },
      { url: 'https://github.com/AI2C-Lab/STLA', kind: 'code' },
      { url: 'https://research.beingbeyond.com/being-h0', kind: 'project' },
    ]);
  });
});

describe('plainTextWithMath', () => {
  // What plainText was before it kept the formulas' places: the words joined, whitespace runs collapsed.
  const joinedWords = (tokens: readonly Token[]): string => {
    const flat = (token: Token): string =>
      token.type === 'text' ? token.text : token.type === 'math' ? mathToWords(token.tex) : token.children.map(flat).join('');
    return tokens.map(flat).join('').replace(/\s+/g, ' ').trim();
  };

  it('gives the plain text and where each formula stands in it, with its TeX', () => {
    const { text, math } = plainTextWithMath(tokenize('A rate of $O(\\max\\{\\omega^{-2}, n^{1/2}\\})$ for  all $n$.'));
    expect(text).toBe(joinedWords(tokenize('A rate of $O(\\max\\{\\omega^{-2}, n^{1/2}\\})$ for  all $n$.')));
    expect(math.map(([start, end]) => text.slice(start, end))).toEqual(['O(max omega-2, n1/2)', 'n']);
    expect(math.map(([, , tex]) => tex)).toEqual(['O(\\max\\{\\omega^{-2}, n^{1/2}\\})', 'n']);
  });

  it('is the same plain text as the words joined, for any abstract, and each range holds its formula’s words', () => {
    const piece = fc.constantFrom('We ', ' show ', '$x^2$', '$\\alpha$', '  ', '\n', '**bold** ', '$$\\sum_i a_i$$', 'a\\%', '[link](https://x.org)', ' $ ', 'S$H^2$RF');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }).map((p) => p.join('')), (abstract) => {
        const tokens = tokenize(abstract);
        const { text, math } = plainTextWithMath(tokens);
        expect(text).toBe(joinedWords(tokens));
        for (const [start, end, tex] of math) expect(text.slice(start, end)).toBe(mathToWords(tex).slice(0, end - start));
      }),
    );
  });
});
