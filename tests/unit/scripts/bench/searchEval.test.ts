import { describe, expect, it } from 'vitest';
import { abbreviationTable } from '../../../../src/lib/search/abbreviations';
import { answers, judgedPaper, scoreQuery, sectionOf, withSection, SECTION_END, SECTION_START } from '../../../../scripts/bench/searchEval';

const table = abbreviationTable([{ short: 'RL', long: ['reinforcement learning'], exactCase: false }]);
const paper = judgedPaper('Optimal transport for agents', 'We train agents with reinforcement learning and quantized weights.');

describe('answers: the judge of the search evaluation', () => {
  it('takes a word by its stem, the last one also as the start of a word', () => {
    expect(answers(paper, 'quantization', table)).toBe(true);
    expect(answers(paper, 'agent', table)).toBe(true);
    expect(answers(paper, 'transp', table)).toBe(true);
    expect(answers(paper, 'transp agents', table)).toBe(false);
    expect(answers(paper, 'transformer', table)).toBe(false);
  });

  it('takes an abbreviation by its long form, and a long form by its abbreviation', () => {
    expect(answers(paper, 'RL', table)).toBe(true);
    const short = judgedPaper('Agents', 'Trained with RL.');
    expect(answers(short, 'reinforcement learning', table)).toBe(true);
  });

  it('needs a quoted phrase as written, a hyphen or a space alike', () => {
    expect(answers(paper, '"optimal transport"', table)).toBe(true);
    expect(answers(paper, '"transport optimal"', table)).toBe(false);
    expect(answers(judgedPaper('A dynamic-optimal-transport-like loss', ''), '"optimal transport"', table)).toBe(true);
  });
});

describe('scoreQuery', () => {
  it('counts the share of the first 10 that answer, and 1 for nothing shown when nothing answers', () => {
    const papers = new Map([
      ['a', paper],
      ['b', judgedPaper('Graphs', 'Graph coloring.')],
    ]);
    expect(scoreQuery({ q: 'agents', kind: 'word' }, ['a', 'b'], papers, table, '').precision).toBe(0.5);
    expect(scoreQuery({ q: 'zebrafish', kind: 'absent' }, [], papers, table, '').precision).toBe(1);
    expect(scoreQuery({ q: 'zebrafish', kind: 'absent' }, ['b'], papers, table, '').precision).toBe(0);
    expect(scoreQuery({ q: 'halucination', kind: 'typo', means: 'agents' }, ['a'], papers, table, '').contain).toBe(1);
  });
});

describe('the search-quality section of docs/benchmarks.md', () => {
  const section = `${SECTION_START}\nnew\n${SECTION_END}`;
  it('replaces the section, or adds it at the end', () => {
    expect(withSection(`# B\n${SECTION_START}\nold\n${SECTION_END}\n## Method`, section)).toBe(`# B\n${section}\n## Method`);
    expect(withSection('# B\n', section)).toBe(`# B\n\n${section}\n`);
    expect(sectionOf(`x ${section} y`)).toBe(section);
    expect(sectionOf('no section')).toBe('');
  });
});
