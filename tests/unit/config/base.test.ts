import { describe, expect, it } from 'vitest';
import { dataUrl, routerBasename } from '../../../src/config/base';
import { paths } from '../../../src/config/paths';

describe('routerBasename', () => {
  it('drops the trailing slash of a sub-path', () => {
    expect(routerBasename('/icml2026/')).toBe('/icml2026');
    expect(routerBasename('/a/b/')).toBe('/a/b');
  });

  it('keeps the root as "/"', () => {
    expect(routerBasename('/')).toBe('/');
    expect(routerBasename('./')).toBe('/');
  });
});

describe('dataUrl', () => {
  it('puts the data under the base', () => {
    expect(dataUrl('/', 'list.json')).toBe('/data/list.json');
    expect(dataUrl('/icml2026/', 'list.json')).toBe('/icml2026/data/list.json');
    expect(dataUrl('/icml2026', 'text.json')).toBe('/icml2026/data/text.json');
  });
});

describe('paths', () => {
  it('builds paper links that survive any id', () => {
    expect(paths.home.href()).toBe('/');
    expect(paths.paper.href('cfmm')).toBe('/paper/cfmm');
    expect(paths.paper.href('a/b?c')).toBe('/paper/a%2Fb%3Fc');
  });
});
