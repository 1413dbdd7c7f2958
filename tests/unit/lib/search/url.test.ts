import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { MAX_QUERY_LENGTH, RESULT_PARAMS, knownValues, normalizeQuery, readSearchParams, wellFormedSearch, writeSearchParams, searchPath } from '../../../../src/lib/search/url';
import { EMPTY_SEARCH, type SearchState } from '../../../../src/lib/search/state';

const TOPICS = ['agents', 'rl', 'theory', 'vision'];
const BENCHES = ['ImageNet', 'CIFAR-10', 'MMLU', 'SWE-bench', 'τ²-Bench', 'HumanEval+'];
const AUTHORS = ['Ling Yang', 'Zoë Müller', '~Min_Zhang7'];
const INSTITUTIONS = ['ETH Zürich', 'Texas A&M University'];
const known = {
  topics: new Set(TOPICS),
  benchmarks: new Set(BENCHES),
  authors: new Set(AUTHORS),
  institutions: new Set(INSTITUTIONS),
  types: new Set(['oral', 'poster']),
  sessions: new Set(['Poster Session 1', 'Oral 2A']),
  days: new Set(['2026-07-14', '2026-07-15']),
};

const read = (query: string) => readSearchParams(new URLSearchParams(query), known);
const stateOf = (query: string) => read(query).state;
const qOf = (query: string) => stateOf(query).q;
const withQ = (q: string) => new URLSearchParams([['q', q]]);

describe('readSearchParams', () => {
  it('reads the canonical form as it is', () => {
    const result = read('q=kernel+bandit&topic=theory&topic=rl&bench=MMLU&code=1&sort=title');
    expect(result.state).toEqual({ ...EMPTY_SEARCH, q: 'kernel bandit', topics: ['theory', 'rl'], code: true, bench: ['MMLU'], sort: 'title' });
    expect(result.changed).toBe(false);
  });

  it("reads the published data's filters: known authors (by name or a homonym's key), institutions, types, sessions, days", () => {
    const result = read('author=ling+yang&author=~Min_Zhang7&author=Nobody&institution=ETH+Z%C3%BCrich&type=Oral&type=talk&session=Oral+2A&day=2026-07-15&day=2026-13-01');
    expect(result.state).toEqual({
      ...EMPTY_SEARCH, authors: ['Ling Yang', '~Min_Zhang7'], institutions: ['ETH Zürich'], types: ['oral'], sessions: ['Oral 2A'], days: ['2026-07-15'],
    });
    expect(result.canonical.toString()).toBe('author=Ling+Yang&author=%7EMin_Zhang7&institution=ETH+Z%C3%BCrich&type=oral&session=Oral+2A&day=2026-07-15');
  });

  it('reads an empty query string as the empty search, unchanged', () => {
    expect(read('')).toEqual({ state: EMPTY_SEARCH, canonical: new URLSearchParams(), changed: false });
  });

  it('puts the parameters in canonical order', () => {
    const result = read('sort=list&code=1&bench=MMLU&topic=rl&q=gan&topic=theory');
    expect(result.canonical.toString()).toBe('q=gan&topic=rl&topic=theory&bench=MMLU&code=1&sort=list');
    expect(result.changed).toBe(true);
  });

  it('omits defaults', () => {
    const result = read('q=&code=0');
    expect(result.state).toEqual(EMPTY_SEARCH);
    expect(result.canonical.toString()).toBe('');
    expect(result.changed).toBe(true);
  });

  it('does not count a different but equivalent encoding as a change', () => {
    expect(read('q=a%20b&bench=%CF%84%C2%B2-Bench').changed).toBe(false);
  });

  it('drops unknown parameters, topics and benchmarks', () => {
    const result = read('q=gan&utm_source=x&topic=nope&topic=rl&bench=NoSuchBench&page=2');
    expect(result.state).toEqual({ ...EMPTY_SEARCH, q: 'gan', topics: ['rl'] });
    expect(result.canonical.toString()).toBe('q=gan&topic=rl');
    expect(result.changed).toBe(true);
  });

  it('keeps topics in the order chosen and writes a repeated one once', () => {
    expect(stateOf('topic=vision&topic=rl&topic=vision&topic=').topics).toEqual(['vision', 'rl']);
    expect(stateOf('bench=MMLU&bench=ImageNet&bench=MMLU').bench).toEqual(['MMLU', 'ImageNet']);
  });

  it('reads a topic or benchmark typed in another case as the known one', () => {
    expect(stateOf('topic=RL&bench=imagenet&bench=swe-BENCH').bench).toEqual(['ImageNet', 'SWE-bench']);
    expect(stateOf('topic=RL').topics).toEqual(['rl']);
    expect(read('bench=imagenet').canonical.toString()).toBe('bench=ImageNet');
  });

  it('drops a benchmark whose case matches two known ones', () => {
    const twoMaths = { topics: new Set<string>(), benchmarks: new Set(['MATH', 'Math']) };
    expect(readSearchParams(new URLSearchParams('bench=math&bench=Math'), twoMaths).state.bench).toEqual(['Math']);
  });

  it('reads code=1 or code=true as on, and drops anything else', () => {
    expect(stateOf('code=1').code).toBe(true);
    expect(stateOf('code=true').code).toBe(true);
    expect(read('code=true').canonical.toString()).toBe('code=1');
    for (const value of ['0', 'false', 'yes', '', 'on']) {
      const result = read(`code=${value}`);
      expect(result.state.code).toBe(false);
      expect(result.canonical.toString()).toBe('');
    }
  });

  it('takes the first known sort and drops unknown ones', () => {
    expect(stateOf('sort=date&sort=title&sort=list').sort).toBe('title');
    expect(stateOf('sort=random').sort).toBeNull();
    expect(stateOf('sort=TITLE').sort).toBeNull();
  });

  it('keeps an explicit relevance sort even without a query', () => {
    expect(read('sort=relevance')).toMatchObject({ state: { sort: 'relevance' }, changed: false });
  });

  describe('q', () => {
    it('takes the first non-empty of repeated q', () => {
      expect(qOf('q=&q=%20%20&q=diffusion&q=gan')).toBe('diffusion');
    });

    it('reads q= repeated 50 times as no query, and asks for a rewrite', () => {
      const result = read(Array.from({ length: 50 }, () => 'q=').join('&'));
      expect(result.state.q).toBe('');
      expect(result.canonical.toString()).toBe('');
      expect(result.changed).toBe(true);
    });

    it('keeps the space the user has just typed, and the spacing within', () => {
      const result = read('q=kernel+');
      expect(result.state.q).toBe('kernel ');
      expect(result.changed).toBe(false);
      expect(qOf('q=+kernel++bandit+')).toBe(' kernel  bandit ');
    });

    it('reads an all-whitespace q as no query', () => {
      expect(read('q=+++')).toMatchObject({ state: { q: '' }, changed: true });
      expect(qOf('q=%09%0A%C2%A0')).toBe('');
    });

    it('removes NUL and control characters, and turns a tab into a space', () => {
      expect(qOf('q=a%00b%01c%1Fd%7Fe')).toBe('abcde');
      expect(qOf('q=line%0Aone%0D%0Atwo')).toBe('lineonetwo');
      expect(qOf('q=kernel%09bandit')).toBe('kernel bandit');
      expect(read('q=a%00b').canonical.toString()).toBe('q=ab');
    });

    it(`cuts a 10 KB q to ${MAX_QUERY_LENGTH} characters`, () => {
      const result = read(`q=${'x'.repeat(10_240)}`);
      expect(result.state.q).toBe('x'.repeat(MAX_QUERY_LENGTH));
      expect(result.changed).toBe(true);
    });

    it('never splits a surrogate pair when cutting', () => {
      const emoji = '😀'; // two UTF-16 code units
      const odd = readSearchParams(withQ(`a${emoji.repeat(MAX_QUERY_LENGTH)}`), known).state.q;
      expect(odd).toBe(`a${emoji.repeat((MAX_QUERY_LENGTH - 2) / 2)}`);
      expect(odd.length).toBe(MAX_QUERY_LENGTH - 1);
      const even = readSearchParams(withQ(emoji.repeat(MAX_QUERY_LENGTH)), known).state.q;
      expect(even).toBe(emoji.repeat(MAX_QUERY_LENGTH / 2));
    });

    it('replaces a lone surrogate, which no URL can carry, with U+FFFD', () => {
      expect(readSearchParams(withQ('a\uD800b\uDC00'), known).state.q).toBe('a\uFFFDb\uFFFD');
    });

    it('reads malformed percent-encoding leniently, without throwing', () => {
      expect(qOf('?q=%E0%A4%A')).toBe('\uFFFD%A');
      expect(qOf('q=%')).toBe('%');
      expect(qOf('q=%ZZ%2')).toBe('%ZZ%2');
      expect(stateOf('topic=%FF&bench=%E0%A4').topics).toEqual([]);
      // Compared as serialised by URLSearchParams (q=%25), so this is not a change worth a rewrite.
      expect(read('q=%').changed).toBe(false);
    });
  });

  describe('legacy links from the conference sites', () => {
    it('reads a keyword search as q', () => {
      expect(read('filter=keywords&search=diffusion+models')).toMatchObject({
        state: { q: 'diffusion models' },
        changed: true,
      });
      expect(read('filter=keywords&search=diffusion').canonical.toString()).toBe('q=diffusion');
    });

    it('reads a title search as one title: term per word', () => {
      expect(qOf('filter=titles&search=transformer')).toBe('title:transformer');
      expect(qOf('filter=titles&search=+kernel++bandits+')).toBe('title:kernel title:bandits');
      expect(qOf('filter=titles&search=%22flow+matching%22')).toBe('title:flow title:matching');
      expect(qOf('filter=titles&search=„flow“+matching”')).toBe('title:flow title:matching');
    });

    it('reads authors, topics and anything else as a plain query', () => {
      expect(qOf('filter=authors&search=Yoshua+Bengio')).toBe('Yoshua Bengio');
      expect(qOf('filter=topic&search=Reinforcement+Learning')).toBe('Reinforcement Learning');
      expect(qOf('search=gan')).toBe('gan');
    });

    it('prefers our own q, and ignores an empty search', () => {
      expect(qOf('q=ours&filter=titles&search=theirs')).toBe('ours');
      expect(read('filter=titles&search=')).toMatchObject({ state: EMPTY_SEARCH, changed: true });
    });

    it('caps the rewritten title search too', () => {
      expect(qOf(`filter=titles&search=${'ab+'.repeat(2000)}`).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    });
  });
});

describe('writeSearchParams', () => {
  it('writes the canonical form', () => {
    const state: SearchState = {
      ...EMPTY_SEARCH, q: 'gan', topics: ['rl', 'theory'], code: true, bench: ['MMLU'], authors: ['Ling Yang'], days: ['2026-07-14'], types: ['oral'], sort: 'title',
    };
    expect(writeSearchParams(state).toString()).toBe('q=gan&topic=rl&topic=theory&bench=MMLU&code=1&author=Ling+Yang&type=oral&day=2026-07-14&sort=title');
  });

  it('writes nothing for the empty search', () => {
    expect(writeSearchParams(EMPTY_SEARCH).toString()).toBe('');
  });

  it('normalises q and writes a repeated topic once', () => {
    const state: SearchState = { ...EMPTY_SEARCH, q: 'a\tb\u0000 ', topics: ['rl', 'rl', ''] };
    expect(writeSearchParams(state).toString()).toBe('q=a+b+&topic=rl');
    expect(writeSearchParams({ ...EMPTY_SEARCH, q: '   ' }).toString()).toBe('');
  });
});

describe('searchPath', () => {
  it('links to the search page with only the given parts of a state', () => {
    expect(searchPath({ topics: ['theory'] })).toBe('/?topic=theory');
    expect(searchPath({ bench: ['τ²-Bench'] })).toBe(`/?bench=${encodeURIComponent('τ²-Bench')}`);
    expect(searchPath({})).toBe('/');
  });
});

describe('normalizeQuery', () => {
  it('leaves a typed query alone', () => {
    expect(normalizeQuery('title:"flow matching" -gan ')).toBe('title:"flow matching" -gan ');
  });
});

// A query as the codec keeps it: no control characters, capped, not all whitespace.
const validQuery = fc
  .string({ unit: 'binary', maxLength: MAX_QUERY_LENGTH / 2 })
  // eslint-disable-next-line no-control-regex -- the characters a valid query must not hold
  .filter((q) => q === '' || (q.trim() !== '' && !/[\u0000-\u001f\u007f]/.test(q)));

const validState: fc.Arbitrary<SearchState> = fc.record({
  q: validQuery,
  topics: fc.uniqueArray(fc.constantFrom(...TOPICS)),
  code: fc.boolean(),
  bench: fc.uniqueArray(fc.constantFrom(...BENCHES)),
  authors: fc.uniqueArray(fc.constantFrom(...AUTHORS)),
  institutions: fc.uniqueArray(fc.constantFrom(...INSTITUTIONS)),
  types: fc.uniqueArray(fc.constantFrom('oral', 'poster')),
  sessions: fc.uniqueArray(fc.constantFrom('Poster Session 1', 'Oral 2A')),
  days: fc.uniqueArray(fc.constantFrom('2026-07-14', '2026-07-15')),
  sort: fc.constantFrom('relevance' as const, 'title' as const, 'list' as const, null),
});

describe('the codec as a whole', () => {
  it('reads back every valid state it writes, unchanged', () => {
    fc.assert(
      fc.property(validState, (state) => {
        const result = readSearchParams(writeSearchParams(state), known);
        expect(result.state).toEqual(state);
        expect(result.changed).toBe(false);
      }),
    );
  });

  it('survives the raw string: write, serialise, parse, read', () => {
    fc.assert(
      fc.property(validState, (state) => {
        const raw = `?${writeSearchParams(state).toString()}`;
        expect(readSearchParams(new URLSearchParams(raw), known).state).toEqual(state);
      }),
    );
  });

  it('never throws, and its canonical form reads back as itself', () => {
    const name = fc.constantFrom('q', 'topic', 'bench', 'code', 'sort', 'filter', 'search', 'x');
    const value = fc.oneof(fc.string({ unit: 'binary' }), fc.constantFrom(...TOPICS, ...BENCHES, '1', 'true', 'title', 'titles'));
    const rawQuery = fc.oneof(
      fc.string({ unit: 'binary-ascii', maxLength: 200 }),
      fc.array(fc.tuple(name, value), { maxLength: 12 }).map((pairs) => new URLSearchParams(pairs).toString()),
    );
    fc.assert(
      fc.property(rawQuery, (raw) => {
        const first = readSearchParams(new URLSearchParams(raw), known);
        const second = readSearchParams(first.canonical, known);
        expect(second.state).toEqual(first.state);
        expect(second.changed).toBe(false);
        expect(first.state.q.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
      }),
    );
  });
});

describe('RESULT_PARAMS', () => {
  it('are the parameters that change the results, and public/theme.js hides the first screen for the same ones', () => {
    const theme = readFileSync('public/theme.js', 'utf8');
    const copy = /\(\?:([a-z|]+)\)/.exec(theme)?.[1];
    expect(copy?.split('|')).toEqual([...RESULT_PARAMS]);
    const values: Record<string, string> = { q: 'gan', topic: 'theory', code: '1', bench: 'MMLU', sort: 'title', search: 'gan' };
    for (const [name, value] of Object.entries(values)) {
      expect(readSearchParams(new URLSearchParams({ [name]: value }), known).state, name).not.toEqual(EMPTY_SEARCH);
    }
    // filter only qualifies search (?filter=titles&search=X).
    expect(readSearchParams(new URLSearchParams('search=gan&filter=titles'), known).state.q).toBe('title:gan');
    expect(readSearchParams(new URLSearchParams('utm_source=chat&fbclid=x'), known).state).toEqual(EMPTY_SEARCH);
  });
});

describe('knownValues', () => {
  it("gives the list's topic ids and every benchmark its papers name, once each", () => {
    const list = {
      topics: [{ id: 'theory' }, { id: 'vision' }],
      papers: [{ benchmarks: ['MMLU', 'ImageNet'] }, { benchmarks: [] }, { benchmarks: ['MMLU'] }],
    };
    const values = knownValues(list);
    expect([...values.topics]).toEqual(['theory', 'vision']);
    expect([...values.benchmarks]).toEqual(['MMLU', 'ImageNet']);
  });

  it('reads a topic\'s earlier id as the topic that took it over, and rewrites the address', () => {
    const values = knownValues({
      topics: [{ id: 'agents', aliases: ['agents-reasoning'] }, { id: 'reasoning' }, { id: 'theory' }],
      papers: [],
    });
    // a link shared before agents-reasoning was split into agents and reasoning
    const old = readSearchParams(new URLSearchParams('q=model&topic=theory&topic=agents-reasoning'), values);
    expect(old.state.topics).toEqual(['theory', 'agents']);
    expect(old.canonical.toString()).toBe('q=model&topic=theory&topic=agents');
    expect(old.changed).toBe(true);
    // hand-typed in capitals, or named twice (as the old id and the new): one topic
    expect(readSearchParams(new URLSearchParams('topic=Agents-Reasoning&topic=agents'), values).state.topics).toEqual(['agents']);
    // without the list's aliases the old id is unknown, as any other
    expect(readSearchParams(new URLSearchParams('topic=agents-reasoning'), known).state.topics).toEqual([]);
  });

  it('keeps in the address only the filters the list has', () => {
    const values = knownValues({ topics: [{ id: 'theory' }], papers: [{ benchmarks: ['MMLU'] }] });
    const { state } = readSearchParams(new URLSearchParams('topic=theory&topic=rl&bench=MMLU&bench=GSM8K'), values);
    expect(state.topics).toEqual(['theory']);
    expect(state.bench).toEqual(['MMLU']);
  });
});

describe('wellFormedSearch', () => {
  it('drops malformed percent-escapes, and leaves well-formed ones, "+" and the rest as they are', () => {
    expect(wellFormedSearch('?q=%E0%A4%A')).toBe('?q=');
    expect(wellFormedSearch('?q=100%&topic=rl')).toBe('?q=100&topic=rl');
    expect(wellFormedSearch('?q=caf%C3%A9+au+lait&code=1')).toBe('?q=caf%C3%A9+au+lait&code=1');
    expect(wellFormedSearch('?q=%25')).toBe('?q=%25');
    expect(wellFormedSearch('')).toBe('');
  });

  it('always leaves a string URLSearchParams reads without a replacement character', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const clean = wellFormedSearch(`?q=${raw.replace(/[#&]/g, '')}`);
        expect(new URLSearchParams(clean).get('q') ?? '').not.toContain('\uFFFD');
      }),
    );
  });
});

describe('knownValues', () => {
  it("knows a published list's authors by name and homonyms by key, and its types, sessions and days", () => {
    const known = knownValues({
      topics: [],
      papers: [
        { benchmarks: [], authors: ['Ling Yang', { name: 'Min Zhang', key: '~Min_Zhang7' }], institutions: ['ETH Zürich'], presentations: [{ type: 'oral', session: 'Oral 2A', start: '2026-07-14T23:30:00-07:00' }, {}] },
        { benchmarks: [] },
      ],
    });
    expect([...(known.authors ?? [])]).toEqual(['Ling Yang', 'Min Zhang', '~Min_Zhang7']);
    expect([...(known.institutions ?? [])]).toEqual(['ETH Zürich']);
    expect([...(known.types ?? [])]).toEqual(['oral']);
    expect([...(known.sessions ?? [])]).toEqual(['Oral 2A']);
    // The conference's own date, not UTC's (the 15th).
    expect([...(known.days ?? [])]).toEqual(['2026-07-14']);
  });

  it('gathers the papers\' values only for an address that names one, once per list', () => {
    let reads = 0;
    // Papers that count how often their authors and benchmarks are read.
    const papers = Array.from({ length: 3 }, (_, i) => ({
      get authors() {
        reads++;
        return [`Author ${i}`];
      },
      get benchmarks() {
        reads++;
        return ['MMLU'];
      },
    }));
    const list = { topics: [{ id: 'theory' }], papers };
    expect(readSearchParams(new URLSearchParams('q=kernels&topic=theory&sort=title'), knownValues(list)).state.topics).toEqual(['theory']);
    expect(reads, 'an address without a benchmark or a conference filter').toBe(0);
    expect(readSearchParams(new URLSearchParams('author=Author 1&author=Nobody'), knownValues(list)).state.authors).toEqual(['Author 1']);
    expect(reads, 'each paper\'s authors and benchmarks, once').toBe(6);
    // Another reading of the same list (another page, or the next keystroke) gathers nothing again.
    const again = knownValues(list);
    expect(readSearchParams(new URLSearchParams('author=author 2&bench=mmlu'), again).state).toMatchObject({ authors: ['Author 2'], bench: ['MMLU'] });
    expect([...again.benchmarks]).toEqual(['MMLU']);
    expect(reads).toBe(6);
  });
});
