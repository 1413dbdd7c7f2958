import { describe, expect, it } from 'vitest';
import { absoluteUrl, appPath, dataUrl, paperAddress, routerBasename } from '../../../src/config/base';
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

describe('appPath', () => {
  it('takes the basename off an address under the site', () => {
    expect(appPath('/icml2026/paper/x', '/icml2026')).toBe('/paper/x');
    expect(appPath('/icml2026', '/icml2026')).toBe('/');
    expect(appPath('/icml2026/', '/icml2026')).toBe('/');
    expect(appPath('/paper/x', '/')).toBe('/paper/x');
  });

  it('says null for an address outside the site, even one sharing its prefix', () => {
    expect(appPath('/elsewhere', '/icml2026')).toBeNull();
    expect(appPath('/icml2026x/paper/a', '/icml2026')).toBeNull();
  });
});

describe('absoluteUrl', () => {
  it('puts an address of the app under the site, on the origin', () => {
    expect(absoluteUrl('/', '/paper/x', 'https://a.org')).toBe('https://a.org/paper/x');
    expect(absoluteUrl('/icml2026/', '/paper/x', 'https://a.org')).toBe('https://a.org/icml2026/paper/x');
    expect(absoluteUrl('/icml2026/', '/reading-list?ids=a,b', 'http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173/icml2026/reading-list?ids=a,b');
  });
});

describe('paperAddress', () => {
  it('is a paper page\'s address without a trailing slash, under the site, on the origin', () => {
    expect(paperAddress('/', 'cfmm', 'https://a.org')).toBe('https://a.org/paper/cfmm');
    expect(paperAddress('/icml2026/', 'cfmm', 'https://a.org')).toBe('https://a.org/icml2026/paper/cfmm');
  });
});
