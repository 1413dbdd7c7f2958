// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compileTerm, findTerms } from '../../../src/lib/terms';

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
  const terms = [
    { pattern: compileTerm('language model*'), key: 'lm' },
    { pattern: compileTerm('large language model*'), key: 'llm' },
    { pattern: compileTerm('MATH', true), key: 'MATH' },
    { pattern: compileTerm('MATH-500', true), key: 'MATH-500' },
  ];

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
