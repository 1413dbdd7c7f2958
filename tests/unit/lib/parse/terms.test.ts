import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileTerm, compileTerms, findTerms, type TermSpec } from '../../../../src/lib/parse/terms';

const matches = (term: string, text: string, exactCase = false) => [...text.matchAll(compileTerm(term, exactCase))].map((m) => m[0]);

describe('compileTerm', () => {
  it('matches whole words only, in any case', () => {
    expect(matches('agent', 'An Agent, agents and reagent')).toEqual(['Agent']);
  });

  it('matches any word ending after a trailing *', () => {
    expect(matches('agent*', 'agent, agentic tasks, LLM-agents, reagents')).toEqual(['agent', 'agentic', 'agents']);
  });

  it('lets a space or hyphen in the term match either', () => {
    expect(matches('state space model', 'a state-space model and a state space  model')).toEqual(['state-space model', 'state space  model']);
  });

  it("lets an apostrophe match ' or ’", () => {
    expect(matches("Humanity's Last Exam", 'Humanity’s Last Exam')).toEqual(['Humanity’s Last Exam']);
  });

  it('does not read CIFAR-10 inside CIFAR-100', () => {
    expect(matches('CIFAR-10', 'CIFAR-100 and CIFAR-10.')).toEqual(['CIFAR-10']);
  });

  it('keeps case when asked', () => {
    expect(matches('MATH', 'math, Math and MATH', true)).toEqual(['MATH']);
  });

  it('escapes regular-expression characters in the term', () => {
    expect(matches('HumanEval+', 'HumanEval+ and HumanEvalX')).toEqual(['HumanEval+']);
    expect(matches('tau^2-Bench', 'tau^2-Bench')).toEqual(['tau^2-Bench']);
  });
});

describe('findTerms', () => {
  const terms = compileTerms([
    { term: 'language model*', key: 'lm' },
    { term: 'large language model*', key: 'llm' },
    { term: 'MATH', key: 'MATH', caseSensitive: true },
    { term: 'MATH-500', key: 'MATH-500', caseSensitive: true },
  ]);

  it('prefers the longer of overlapping matches and returns text order', () => {
    expect(findTerms('On MATH-500, large language models and language models', terms).map((m) => m.key)).toEqual([
      'MATH-500',
      'llm',
      'lm',
    ]);
  });

  it('reports where each match is', () => {
    expect(findTerms('On MATH.', terms)).toEqual([{ key: 'MATH', index: 3, length: 4 }]);
  });
});

describe('findTerms agrees with the reference patterns of compileTerm', () => {
  // The reference: every regex match, then the same overlap rule (longest, then earliest).
  function reference(text: string, specs: TermSpec<number>[]) {
    const all = specs.flatMap(({ term, key, caseSensitive }) =>
      [...text.matchAll(compileTerm(term, caseSensitive))].map((m) => ({ key, index: m.index, length: m[0].length })),
    );
    all.sort((a, b) => b.length - a.length || a.index - b.index);
    const kept: typeof all = [];
    for (const m of all) if (!kept.some((k) => m.index < k.index + k.length && k.index < m.index + m.length)) kept.push(m);
    return kept.sort((a, b) => a.index - b.index);
  }

  const words = ['agent', 'agents', 'Agentic', 'state', 'space', 'model', 'models', 'MATH', 'math', 'Last', 'Exam', 'Humanity', 'CIFAR', '10', '100', 'x'];
  const gaps = [' ', '-', '  ', ', ', "'", '’', '.', ' - ', '^'];
  const textArb = fc.array(fc.tuple(fc.constantFrom(...words), fc.constantFrom(...gaps)), { maxLength: 25 }).map((pairs) => pairs.map(([w, g]) => w + g).join(''));
  const specs: TermSpec<number>[] = [
    { term: 'agent*', key: 0 },
    { term: 'state space model*', key: 1 },
    { term: 'space model', key: 2 },
    { term: 'MATH', key: 3, caseSensitive: true },
    { term: "Humanity's Last Exam", key: 4 },
    { term: 'CIFAR-10', key: 5 },
    { term: 'CIFAR-100', key: 6 },
    { term: 'tau^2-Bench', key: 7 },
    { term: 'model', key: 8 },
  ];
  const compiled = compileTerms(specs);

  it('finds the same matches on any text made of these words', () => {
    fc.assert(fc.property(textArb, (text) => {
      expect(findTerms(text, compiled)).toEqual(reference(text, specs));
    }));
  });
});
