import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ELLIPSIS, type Segment, highlight, snippet } from '../../../../src/lib/search/highlight';

const hits = (segments: Segment[]) => segments.filter((s) => s.hit).map((s) => s.text);
const join = (segments: Segment[]) => segments.map((s) => s.text).join('');
/** The snippet's text without the ellipsis segments at its ends. */
const body = (segments: Segment[]) => {
  const inner = [...segments];
  if (inner[0]?.text === ELLIPSIS && !inner[0].hit) inner.shift();
  if (inner.at(-1)?.text === ELLIPSIS && !inner.at(-1)?.hit) inner.pop();
  return join(inner);
};

const ABSTRACT =
  'High-performance GPU kernels are critical for efficient LLM serving, yet their optimization remains a bottleneck ' +
  'requiring deep system expertise. While code LLMs show promise in generating functionally correct code, kernel ' +
  'optimization is intrinsically a search problem over a vast optimization space.';

describe('highlight', () => {
  it('marks whole words, case aside, and gives back the text', () => {
    const segments = highlight('Kernel methods for kernels, not Kernelband', ['kernel']);
    expect(segments).toEqual([
      { text: 'Kernel', hit: true },
      { text: ' methods for ', hit: false },
      { text: 'kernels', hit: true },
      { text: ', not ', hit: false },
      { text: 'Kernelband', hit: true },
    ]);
  });

  it('marks the words of a stem', () => {
    expect(hits(highlight('Post-Training Quantization of quantized models', ['quantiz']))).toEqual(['Quantization', 'quantized']);
    expect(hits(highlight('Quantization', ['quantize']))).toEqual(['Quantization']);
  });

  it('does not mark words that merely contain the term, or short prefixes', () => {
    expect(hits(highlight('cart art artist', ['art']))).toEqual(['art', 'artist']);
    expect(hits(highlight('kernel key', ['ke']))).toEqual([]);
  });

  it('folds accents on both sides', () => {
    expect(hits(highlight('A naïve Bayes and a naive one', ['naive']))).toEqual(['naïve', 'naive']);
    expect(hits(highlight('A naive Bayes', ['Naïve']))).toEqual(['naive']);
  });

  it('marks a phrase as one run, its last word possibly longer', () => {
    expect(highlight('the attention sinks in heads', ['attention sink'])).toEqual([
      { text: 'the ', hit: false },
      { text: 'attention sinks', hit: true },
      { text: ' in heads', hit: false },
    ]);
    expect(hits(highlight('attention heads sink', ['attention sink']))).toEqual([]);
  });

  it('matches hyphenated terms across hyphens or spaces', () => {
    expect(hits(highlight('Pre-training and pre training', ['pre-training']))).toEqual(['Pre-training', 'pre training']);
  });

  it('prefers the longest phrase', () => {
    expect(hits(highlight('flow map matching', ['flow', 'flow map matching']))).toEqual(['flow map matching']);
  });

  it('marks nothing without terms', () => {
    expect(highlight('Some text', [])).toEqual([{ text: 'Some text', hit: false }]);
    expect(highlight('', ['x'])).toEqual([]);
  });

  it('marks the same words in a plain-ASCII text as in the same text with a non-ASCII character after it', () => {
    // Plain ASCII takes a faster path; it must not mark anything differently.
    const word = fc.constantFrom('Kernel', 'kernels', 'KernelBand', 'optimization', 'Quantized', 'LLM', 'the', 'x2', 'attention', 'sink');
    const text = fc.array(fc.tuple(word, fc.constantFrom(' ', '-', ', ', '(', ') ', '\n')), { maxLength: 30 }).map((ws) => ws.flat().join(''));
    const terms = fc.array(fc.constantFrom('kernel', 'quantiz', 'llm', 'attention sink', 'opt', 'kernelband', 'x2'), { maxLength: 4 });
    fc.assert(
      fc.property(text, terms, (t, ts) => {
        expect(highlight(`${t} é`, ts).slice(0, -1)).toEqual(highlight(`${t} `, ts).slice(0, -1));
      }),
    );
  });

  it('always gives back the text', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.oneof(fc.string(), fc.constantFrom('kernel', 'attention sink', 'ke'))), (text, terms) => {
        expect(join(highlight(text, terms))).toBe(text);
      }),
    );
  });
});

describe('snippet', () => {
  it('shows a formula as one segment with its TeX, marked when a term is in it, and never cuts through it', () => {
    const text = 'We prove a rate of O(max omega-2 rho-4 n1/2) for kernels in general.';
    const start = text.indexOf('O(');
    const end = text.indexOf(')') + 1;
    const math: [number, number, string][] = [[start, end, 'O(\\max\\{\\omega^{-2} \\rho^{-4}\\} n^{1/2})']];
    const segments = snippet(text, ['omega'], 220, math);
    expect(segments.find((s) => s.math !== undefined)).toEqual({ text: 'O(max omega-2 rho-4 n1/2)', hit: true, math: math[0]![2] });
    expect(segments.map((s) => s.text).join('')).toBe(text);
    // A snippet too short for the whole text: the cut falls outside the formula.
    for (const length of [20, 30, 40, 50]) {
      const cut = snippet(text, ['kernels'], length, math);
      const words = cut.filter((s) => s.text !== ELLIPSIS).map((s) => s.text).join('');
      expect(words.includes('omega') === words.includes('O(max omega-2 rho-4 n1/2)'), `${length}: ${words}`).toBe(true);
    }
  });

  it('shows a short text whole', () => {
    expect(snippet('Kernel bandits.', ['kernel'])).toEqual([
      { text: 'Kernel', hit: true },
      { text: ' bandits.', hit: false },
    ]);
  });

  it('cuts around the first match at word boundaries, with an ellipsis at each cut', () => {
    expect(snippet(ABSTRACT, ['kernel'], 60)).toEqual([
      { text: ELLIPSIS, hit: false },
      { text: 'GPU ', hit: false },
      { text: 'kernels', hit: true },
      { text: ' are critical for efficient LLM serving, yet', hit: false },
      { text: ELLIPSIS, hit: false },
    ]);
  });

  it('goes where the matches are densest', () => {
    const segments = snippet(ABSTRACT, ['optimization'], 80);
    expect(hits(segments)).toEqual(['optimization', 'optimization']);
    expect(segments.at(-1)).toEqual({ text: ' space.', hit: false });
  });

  it('starts at the beginning when nothing matches', () => {
    expect(body(snippet(ABSTRACT, ['zebra'], 80))).toBe('High-performance GPU kernels are critical for efficient LLM serving, yet their');
    expect(snippet(ABSTRACT, [], 80)).toEqual(snippet(ABSTRACT, ['zebra'], 80));
  });

  it('never cuts a bracketed run that fits', () => {
    const text = 'We prove a regret bound of O(omega^-1/2 rho^-1 n sqrt T) for the decentralized setting with compressed communication.';
    for (let max = 35; max < text.length; max += 7) {
      const shown = body(snippet(text, ['regret'], max));
      expect(shown.includes('(')).toBe(shown.includes('sqrt T)'));
    }
  });

  it('ends at the last hit when the next break would be past the length asked', () => {
    // fast-check found it: the phrase ends a character before the text does, at no break.
    expect(body(snippet('kernel search  space.', ['search space', 'kernel'], 20))).toBe('kernel search  space');
  });

  it('is a part of the text, and no longer than asked when there are no brackets', () => {
    const words = fc.constantFrom('kernel', 'optimization', 'a', 'of', 'the', 'search', 'LLM', 'serving,', 'space.');
    const text = fc.array(fc.tuple(words, fc.constantFrom(' ', '  ', '\n')), { maxLength: 80 }).map((ws) => ws.flat().join('').trim());
    fc.assert(
      fc.property(text, fc.array(fc.constantFrom('kernel', 'search space', 'zebra')), fc.integer({ min: 20, max: 200 }), (t, terms, max) => {
        const segments = snippet(t, terms, max);
        const shown = body(segments);
        expect(t.includes(shown)).toBe(true);
        expect(shown.length).toBeLessThanOrEqual(max);
        expect(shown).toBe(shown.trim());
      }),
    );
  });

  it('is a part of the text, whatever the text and terms', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }).filter((t) => !t.includes(ELLIPSIS)), fc.array(fc.string()), fc.integer({ min: 1, max: 300 }), (t, terms, max) => {
        expect(t.includes(body(snippet(t, terms, max)))).toBe(true);
      }),
    );
  });
});
