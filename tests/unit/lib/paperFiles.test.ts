import { describe, expect, it } from 'vitest';
import { paperFiles } from '../../../src/lib/paperFiles';
import { papersFixture } from './fixtures/papersFixture';

describe('paperFiles', () => {
  it('gives each related paper its title and where the title comes from', () => {
    const overridden = papersFixture();
    overridden.papers[0]!.related = [{ id: 'cfmm', shared: ['flow'] }];
    overridden.papers[1]!.titleSource = 'override';
    const [first] = paperFiles(overridden);
    expect(first!.paper.titleSource).toBe('derived');
    expect(first!.related).toEqual([{ id: 'cfmm', title: overridden.papers[1]!.title, titleSource: 'override', shared: ['flow'] }]);
  });
});
