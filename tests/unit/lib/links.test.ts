import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bareUrlAt, extractLinks, httpUrl, linkKind, trimBareUrl } from '../../../src/lib/links';
import { tokenize } from '../../../src/lib/markup';

describe('httpUrl', () => {
  it('accepts absolute http and https URLs, in any case', () => {
    expect(httpUrl('https://github.com/TongmingLAIC/KernelBand')).toBe('https://github.com/TongmingLAIC/KernelBand');
    expect(httpUrl('HTTP://Example.org/a?b=c#d')).toBe('HTTP://Example.org/a?b=c#d');
    expect(httpUrl('  https://a.org/x \n')).toBe('https://a.org/x');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    '//evil.org/x',
    'https:evil.org',
    'https:/\\evil.org',
    'http://',
    'https://a.org/with space',
    'https://a.org/\u0085',
    'ftp://a.org',
  ])('rejects %j', (raw) => {
    expect(httpUrl(raw)).toBeNull();
  });

  it('returns only strings that start with http(s)://', () => {
    fc.assert(
      fc.property(fc.tuple(fc.constantFrom('', 'http://', 'HTTPS://', ' https:'), fc.string({ unit: 'binary', maxLength: 40 })), ([scheme, rest]) => {
        const raw = scheme + rest;
        const url = httpUrl(raw);
        if (url !== null) expect(url).toMatch(/^https?:\/\/[^\s]+$/i);
      }),
    );
  });
});

describe('trimBareUrl', () => {
  it.each([
    ['https://github.com/ExplainableML/LCS.', 'https://github.com/ExplainableML/LCS'],
    ['https://a.org/x,', 'https://a.org/x'],
    ['https://a.org/x;', 'https://a.org/x'],
    ['https://a.org/x).', 'https://a.org/x'],
    ['https://en.wikipedia.org/wiki/Fold_(function)),', 'https://en.wikipedia.org/wiki/Fold_(function)'],
    ['https://a.org/[x]]', 'https://a.org/[x]'],
    ['https://a.org/x?', 'https://a.org/x'],
    ['https://a.org/v1.2/', 'https://a.org/v1.2/'],
  ])('%j => %j', (raw, trimmed) => {
    expect(trimBareUrl(raw)).toBe(trimmed);
  });
});

describe('bareUrlAt', () => {
  it('reads the URL that starts at an index, trimmed', () => {
    expect(bareUrlAt('Code: https://github.com/a/b.', 6)).toBe('https://github.com/a/b');
    expect(bareUrlAt('Code: https://github.com/a/b.', 0)).toBeNull();
  });

  it('stops at the end of the scope it is given', () => {
    expect(bareUrlAt('**https://a.org/x**', 2, 17)).toBe('https://a.org/x');
    expect(bareUrlAt('[https://a.org/xyz](u)', 1, 18)).toBe('https://a.org/xyz');
  });

  it('returns null for a scheme with no host', () => {
    expect(bareUrlAt('http:// alone', 0)).toBeNull();
  });
});

describe('linkKind', () => {
  it.each([
    ['https://github.com/Siquan-Li/Head-wise-RMSNorm', 'code'],
    ['https://gist.github.com/a/1', 'code'],
    ['https://GitLab.com/a/b', 'code'],
    ['https://bitbucket.org/a/b', 'code'],
    ['https://codeberg.org/a/b', 'code'],
    ['https://anonymous.4open.science/r/x', 'code'],
    ['https://research.beingbeyond.com/being-h0', 'project'],
    ['https://someone.github.io/project', 'project'],
    ['https://huggingface.co/spaces/a/b', 'project'],
    ['https://notgithub.com/a', 'project'],
    ['https://github.com.evil.org/a', 'project'],
  ])('%s is %s', (url, kind) => {
    expect(linkKind(url)).toBe(kind);
  });
});

describe('extractLinks', () => {
  it('lists the links of the bundled abstracts with their kind', () => {
    const tokens = tokenize(
      'The code is available at [https://github.com/Siquan-Li/Head-wise-RMSNorm](https://github.com/Siquan-Li/Head-wise-RMSNorm). ' +
        'Project page is available at \\url{https://research.beingbeyond.com/being-h0}.',
    );
    expect(extractLinks(tokens)).toEqual([
      { url: 'https://github.com/Siquan-Li/Head-wise-RMSNorm', kind: 'code' },
      { url: 'https://research.beingbeyond.com/being-h0', kind: 'project' },
    ]);
  });

  it('keeps the first spelling of a URL repeated with another case of host, or a trailing slash', () => {
    const tokens = tokenize('See https://GitHub.com/a/b and HTTPS://github.com/a/b/ and https://github.com/a/B.');
    expect(extractLinks(tokens)).toEqual([
      { url: 'https://GitHub.com/a/b', kind: 'code' },
      { url: 'https://github.com/a/B', kind: 'code' },
    ]);
  });

  it('finds links nested in emphasis and ignores unsafe targets', () => {
    expect(extractLinks(tokenize('**see [x](https://a.org)** and [y](javascript:alert(1))'))).toEqual([
      { url: 'https://a.org', kind: 'project' },
    ]);
  });

  it('returns no links for an abstract without any', () => {
    expect(extractLinks(tokenize('No links here.'))).toEqual([]);
  });
});
