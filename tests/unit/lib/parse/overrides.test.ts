import { describe, expect, it } from 'vitest';
import { loadTitleOverrides } from '../../../../src/lib/parse/overrides';
import { listErrorOf } from '../fixtures/listErrorOf';

const SOURCE = 'data/title-overrides.json';

const errorOf = (json: unknown) => listErrorOf(() => loadTitleOverrides(json, SOURCE));

describe('loadTitleOverrides', () => {
  it('maps paper ids to titles, in the order of the file', () => {
    const overrides = loadTitleOverrides(
      { kernelband: 'KernelBand: Kernel Optimization as a Bandit', 'parallel-probe': 'Parallel-Probe', sh2rfssm: 'SH²RFSSM' },
      SOURCE,
    );
    expect([...overrides]).toEqual([
      ['kernelband', 'KernelBand: Kernel Optimization as a Bandit'],
      ['parallel-probe', 'Parallel-Probe'],
      ['sh2rfssm', 'SH²RFSSM'],
    ]);
  });

  it('accepts an empty object: no overrides', () => {
    expect(loadTitleOverrides({}, SOURCE).size).toBe(0);
  });

  it('trims titles and collapses runs of whitespace to one space', () => {
    const overrides = loadTitleOverrides({ mash: '  MASH:\tAbstention via\n\n Selective   Help-seeking \u00a0' }, SOURCE);
    expect(overrides.get('mash')).toBe('MASH: Abstention via Selective Help-seeking');
  });

  it('rejects anything but an object', () => {
    for (const json of [null, [], 'kernelband', 42, undefined]) {
      expect(errorOf(json).message).toBe('data/title-overrides.json: expected an object of { "paper-id": "Title" }');
    }
  });

  it('rejects a key that is not a paper id', () => {
    expect(errorOf({ KernelBand: 'x' }).message).toBe('data/title-overrides.json: "KernelBand" is not a paper id ([a-z0-9-])');
    expect(errorOf({ 'kernel band': 'x' }).message).toBe('data/title-overrides.json: "kernel band" is not a paper id ([a-z0-9-])');
    expect(errorOf({ '-cfmm': 'x' }).message).toBe('data/title-overrides.json: "-cfmm" is not a paper id ([a-z0-9-])');
    expect(errorOf({ '': 'x' }).message).toBe('data/title-overrides.json: "" is not a paper id ([a-z0-9-])');
  });

  it('rejects a title that is not a string', () => {
    for (const value of [42, null, ['KernelBand'], { title: 'KernelBand' }]) {
      expect(errorOf({ kernelband: value }).message).toBe('data/title-overrides.json: the title for "kernelband" must be a string');
    }
  });

  it('rejects an empty or blank title', () => {
    expect(errorOf({ kernelband: '' }).message).toBe('data/title-overrides.json: the title for "kernelband" is empty');
    expect(errorOf({ kernelband: ' \n\t ' }).message).toBe('data/title-overrides.json: the title for "kernelband" is empty');
  });

  it('rejects a title longer than 120 characters, counted after whitespace is collapsed', () => {
    expect(errorOf({ kernelband: 'x'.repeat(121) }).message).toBe(
      'data/title-overrides.json: the title for "kernelband" has 121 characters (at most 120)',
    );
    expect(loadTitleOverrides({ kernelband: 'x'.repeat(120) }, SOURCE).get('kernelband')).toHaveLength(120);
    expect(loadTitleOverrides({ kernelband: `${'x'.repeat(60)}     ${'y'.repeat(59)}` }, SOURCE).get('kernelband')).toHaveLength(120);
  });

  it('names the file in its errors', () => {
    const error = errorOf({ kernelband: 7 });
    expect([error.source, error.line, error.column]).toEqual([SOURCE, null, null]);
  });
});
