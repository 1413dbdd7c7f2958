import { describe, expect, it } from 'vitest';
import { loadBuildRules } from '../../../../scripts/build/rules';
import { readJsonFile } from '../../../../scripts/shared/files';
import { PARSE_RUNS, timeParse } from '../../../../scripts/bench/parseTime';

describe('timeParse', () => {
  it('parses the list PARSE_RUNS times and gives each time', () => {
    const list = new TextEncoder().encode('ICML 2026\n\nWe introduce KernelBand, a framework for kernel optimization. It works.\n');
    const times = timeParse(list, 'list.txt', loadBuildRules('data', readJsonFile));
    expect(times).toHaveLength(PARSE_RUNS);
    expect(times.every((t) => Number.isFinite(t) && t >= 0)).toBe(true);
  });

  it('throws what the parser throws, naming the list', () => {
    expect(() => timeParse(new TextEncoder().encode('ICML 2026\n\n'), 'empty.txt', loadBuildRules('data', readJsonFile))).toThrow(/^empty\.txt/);
  });
});
