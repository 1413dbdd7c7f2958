import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadBuildRules } from '../../../scripts/build/rules';
import { bibtex, bibtexAuthors, bibtexTitle, citationKey, citationKeys, escapeBibtex, openReviewForum, plainCitation } from '../../../src/lib/cite';
import { latexAscii } from '../../../src/lib/latexAscii';
import { balanced } from './balanced';
import { parseAbstractList } from '../../../src/lib/parse/parse';
import type { Collection } from '../../../src/lib/types';

const DATA = fileURLToPath(new URL('../../../data', import.meta.url));
const readJson = (path: string, fallback?: unknown): unknown => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : fallback);
const BUNDLED = parseAbstractList(readFileSync(join(DATA, 'icml-2026.txt')), { source: 'data/icml-2026.txt', ...loadBuildRules(DATA, readJson) }).data;

const ICML: Collection = { title: 'ICML 2026 论文列表', venue: 'ICML', year: 2026 };
const MINE: Collection = { title: 'My reading', venue: null, year: null };
const paper = (name: string | null, title: string, id = 'p') => ({ id, name, title });
const URL_ = 'https://example.org/paper/kernelband';


// Undoes bibtexTitle: commands back to characters, protective braces dropped.
function unescape(field: string): string {
  const commands: Record<string, string> = {
    '{\\textbackslash}': '\\',
    '{\\textbraceleft}': '{',
    '{\\textbraceright}': '}',
    '{\\textasciitilde}': '~',
    '{\\textasciicircum}': '^',
  };
  const placeholders = Object.keys(commands);
  let text = field;
  placeholders.forEach((command, i) => (text = text.split(command).join(String.fromCharCode(0xe000 + i))));
  text = text.replace(/[{}]/g, '').replace(/\\([&%$#_])/g, '$1');
  placeholders.forEach((command, i) => (text = text.split(String.fromCharCode(0xe000 + i)).join(commands[command]!)));
  return text;
}

describe('citationKey', () => {
  it('joins venue, year and the name', () => {
    expect(citationKey(paper('KernelBand', 'KernelBand: A framework'), ICML)).toBe('icml2026kernelband');
    expect(citationKey(paper('SH2RFSSM', 'SH2RFSSM: …'), ICML)).toBe('icml2026sh2rfssm');
    expect(citationKey(paper('Parallel-Probe', 'Parallel-Probe: …'), ICML)).toBe('icml2026parallelprobe');
  });

  it('prefers a bracketed acronym, and takes the first word of a longer name', () => {
    expect(citationKey(paper('Contrastive Flow Map Matching (CFMM)', '…'), ICML)).toBe('icml2026cfmm');
    expect(citationKey(paper('MASH (Modeling Abstention via Selective Help-seeking)', '…'), ICML)).toBe('icml2026mash');
    expect(citationKey(paper('head-wise RMSNorm', '…'), ICML)).toBe('icml2026headwise');
  });

  it('uses the first distinctive title word when there is no name', () => {
    expect(citationKey(paper(null, 'Decentralized online convex optimization with compressed communication'), ICML)).toBe('icml2026decentralized');
    expect(citationKey(paper(null, 'A prototype-anchored fusion module'), ICML)).toBe('icml2026prototype');
    expect(citationKey(paper('论文', 'A novel Voronoi method'), ICML)).toBe('icml2026voronoi');
  });

  it('spells accents and Greek letters in ASCII, and falls back to "paper"', () => {
    expect(citationKey(paper('τ²-Bench', '…'), ICML)).toBe('icml2026tau2bench');
    expect(citationKey(paper(null, 'Naïve Bayes'), ICML)).toBe('icml2026naive');
    expect(citationKey(paper(null, '论文'), ICML)).toBe('icml2026paper');
  });

  it('leaves out a missing venue or year', () => {
    expect(citationKey(paper('KernelBand', '…'), MINE)).toBe('kernelband');
    expect(citationKey(paper('KernelBand', '…'), { title: 'x', venue: null, year: 2025 })).toBe('2025kernelband');
    expect(citationKey(paper('KernelBand', '…'), { title: 'x', venue: 'NeurIPS', year: null })).toBe('neuripskernelband');
  });

  it('gives every bundled paper a lowercase ASCII key', () => {
    for (const p of BUNDLED.papers) expect(citationKey(p, BUNDLED.collection)).toMatch(/^icml2026[a-z0-9]+$/);
    const kernelband = BUNDLED.papers.find((p) => p.id === 'kernelband')!;
    expect(citationKey(kernelband, BUNDLED.collection)).toBe('icml2026kernelband');
  });
});

describe('citationKeys', () => {
  it('suffixes shared keys a, b, c in list order', () => {
    const keys = citationKeys([paper('MASH', '…', 'mash'), paper('KernelBand', '…', 'kernelband'), paper('MASH', '…', 'mash-2'), paper('MASH', '…', 'mash-3')], ICML);
    expect(keys).toEqual(
      new Map([
        ['mash', 'icml2026masha'],
        ['kernelband', 'icml2026kernelband'],
        ['mash-2', 'icml2026mashb'],
        ['mash-3', 'icml2026mashc'],
      ]),
    );
  });

  it('never gives a suffixed key that another paper has plainly', () => {
    const keys = citationKeys([paper('Band', '…', 'b1'), paper('Banda', '…', 'banda'), paper('Band', '…', 'b2')], ICML);
    expect(keys).toEqual(
      new Map([
        ['b1', 'icml2026bandb'],
        ['banda', 'icml2026banda'],
        ['b2', 'icml2026bandc'],
      ]),
    );
  });

  it('goes on past z', () => {
    const keys = citationKeys(Array.from({ length: 28 }, (_, i) => paper('Same', '…', `s${i}`)), ICML);
    expect([keys.get('s0'), keys.get('s25'), keys.get('s26'), keys.get('s27')]).toEqual(['icml2026samea', 'icml2026samez', 'icml2026sameaa', 'icml2026sameab']);
  });

  it('is unique for any list', () => {
    const name = fc.constantFrom('MASH', 'Masha', 'Mash', 'KernelBand', null);
    fc.assert(
      fc.property(fc.array(name, { maxLength: 40 }), (names) => {
        const keys = citationKeys(names.map((n, i) => paper(n, 'mash kernels', `p${i}`)), ICML);
        expect(new Set(keys.values()).size).toBe(names.length);
      }),
    );
  });

  it('gives the bundled list unique keys that do not depend on list order', () => {
    const keys = citationKeys(BUNDLED.papers, BUNDLED.collection);
    expect(new Set(keys.values()).size).toBe(BUNDLED.papers.length);
    expect(citationKeys([...BUNDLED.papers].reverse(), BUNDLED.collection)).toEqual(new Map([...keys].reverse()));
    expect(citationKeys(BUNDLED.papers.slice(3), BUNDLED.collection)).toEqual(new Map([...keys].slice(3)));
    expect(citationKeys(BUNDLED.papers, BUNDLED.collection)).toEqual(keys);
  });
});

describe('escapeBibtex', () => {
  it('escapes what LaTeX and BibTeX would read as markup', () => {
    expect(escapeBibtex('50% & $5 #1 a_b')).toBe('50\\% \\& \\$5 \\#1 a\\_b');
    expect(escapeBibtex('{x} \\ ~ ^')).toBe('{\\textbraceleft}x{\\textbraceright} {\\textbackslash} {\\textasciitilde} {\\textasciicircum}');
  });
});

describe('bibtexTitle', () => {
  it('braces words with capitals, but not a plain capitalised first word', () => {
    expect(bibtexTitle('KernelBand: A framework for (LLM) kernels')).toBe('{KernelBand}: A framework for ({LLM}) kernels');
    expect(bibtexTitle('Decentralized online convex optimization')).toBe('Decentralized online convex optimization');
    expect(bibtexTitle('Voronoi tessellations (VT) on Riemannian manifolds')).toBe('Voronoi tessellations ({VT}) on {Riemannian} manifolds');
  });

  it('escapes nasty titles', () => {
    expect(bibtexTitle('100% & {Braces} \\backslash $x_1$')).toBe('100\\% \\& {\\textbraceleft}{Braces}{\\textbraceright} {\\textbackslash}backslash \\$x\\_1\\$');
    expect(bibtexTitle('}{ unbalanced {')).toBe('{\\textbraceright}{\\textbraceleft} unbalanced {\\textbraceleft}');
  });

  it("writes accented letters and Greek as classic BibTeX's commands, keeping what has none (CJK, ²) as written", () => {
    expect(bibtexTitle('Naïve τ²-Bench for 论文')).toBe("Na{\\\"{\\i}}ve {{$\\tau$}²-Bench} for 论文");
    expect(bibtexTitle('Über Ästhetik')).toBe('{\\"{U}}ber {{\\"{A}}sthetik}');
  });

  it('round-trips any title, with balanced braces', () => {
    fc.assert(
      // (What latexAscii writes as commands is checked in latexAscii.test.ts.)
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }).filter((s) => !/[\ue000-\ue004]/u.test(s) && latexAscii(s) === s), (title) => {
        const field = bibtexTitle(title);
        expect(balanced(field)).toBe(true);
        expect(unescape(field)).toBe(title.trim().split(/\s+/).filter(Boolean).join(' '));
      }),
    );
  });
});

describe('bibtex', () => {
  const TITLE = 'KernelBand: A framework that formulates kernel optimization as a Multi-Armed Bandit (MAB) problem';
  // A curator's title: the one kind that is cited as a title.
  const kernelband = { title: TITLE, titleSource: 'override' as const };
  const derived = { title: TITLE, titleSource: 'derived' as const };

  it('puts a derived title in the note, saying so, and never in a title field', () => {
    expect(bibtex(derived, ICML, { key: 'icml2026kernelband', url: URL_ })).toBe(
      [
        '@misc{icml2026kernelband,',
        '  howpublished = {ICML 2026},',
        '  year = {2026},',
        `  note = {Title derived from the abstract: ${TITLE}; accepted paper at ICML 2026},`,
        `  url = {${URL_}}`,
        '}',
      ].join('\n'),
    );
    expect(bibtex(derived, MINE, { key: 'k', url: URL_ })).toBe(
      `@misc{k,\n  howpublished = {My reading},\n  note = {Title derived from the abstract: ${TITLE}},\n  url = {${URL_}}\n}`,
    );
    expect(bibtex({ title: '50% & $x_1$', titleSource: 'derived' }, MINE, { key: 'k', url: URL_ })).toContain(
      'note = {Title derived from the abstract: 50\\% \\& \\$x\\_1\\$}',
    );
  });

  it('writes an @misc entry without authors, with a curator\'s title as the title', () => {
    expect(bibtex(kernelband, ICML, { key: 'icml2026kernelband', url: URL_ })).toBe(
      [
        '@misc{icml2026kernelband,',
        '  title = {{KernelBand}: A framework that formulates kernel optimization as a {Multi-Armed} {Bandit} ({MAB}) problem},',
        '  howpublished = {ICML 2026},',
        '  year = {2026},',
        '  note = {Accepted paper, ICML 2026},',
        `  url = {${URL_}}`,
        '}',
      ].join('\n'),
    );
  });

  it('claims acceptance only for a named venue, and a year only when known', () => {
    expect(bibtex(kernelband, MINE, { key: 'kernelband', url: URL_ })).toBe(
      `@misc{kernelband,\n  title = {{KernelBand}: A framework that formulates kernel optimization as a {Multi-Armed} {Bandit} ({MAB}) problem},\n  howpublished = {My reading},\n  url = {${URL_}}\n}`,
    );
  });

  it('escapes the collection title and percent-encodes what would break the URL field', () => {
    const entry = bibtex({ title: 'x', titleSource: 'override' }, { title: 'R&D {50%}', venue: 'A_B', year: 2026 }, { key: 'k', url: 'https://h/a b{c}\\' });
    expect(entry).toContain('howpublished = {A\\_B 2026}');
    const unnamed = bibtex({ title: 'x', titleSource: 'override' }, { title: 'R&D {50%}', venue: null, year: 2026 }, { key: 'k', url: 'https://h' });
    expect(unnamed).toContain('howpublished = {R\\&D {\\textbraceleft}50\\%{\\textbraceright}}');
    expect(entry).toContain('note = {Accepted paper, A\\_B 2026}');
    expect(entry).toContain('url = {https://h/a%20b%7Bc%7D%5C}');
  });

  it('rejects a key BibTeX could not read', () => {
    for (const key of ['', 'a b', 'a,b', 'a{b', 'a}b', 'a%b']) {
      expect(() => bibtex(kernelband, ICML, { key, url: URL_ })).toThrow(`bibtex: invalid citation key ${JSON.stringify(key)}`);
    }
  });

  it('is valid BibTeX whatever the texts contain', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 60 });
    const collection = fc.record({ title: text, venue: fc.option(text), year: fc.option(fc.integer({ min: 1900, max: 2100 })) });
    fc.assert(
      fc.property(text, fc.constantFrom('derived', 'override' as const), collection, text, (title, titleSource, coll, url) => {
        const entry = bibtex({ title, titleSource }, coll, { key: citationKey({ name: null, title }, coll), url });
        expect(balanced(entry)).toBe(true);
        expect(entry.startsWith('@misc{')).toBe(true);
        expect(entry.endsWith('\n}')).toBe(true);
        // Each field on its own line, its value balanced on its own.
        for (const line of entry.split('\n').slice(1, -1)) {
          const value = /^ {2}[a-z]+ = \{(.*)\},?$/su.exec(line)?.[1];
          expect(value).toBeDefined();
          expect(balanced(value!)).toBe(true);
        }
      }),
    );
  });

  it('writes a bundled paper', () => {
    const keys = citationKeys(BUNDLED.papers, BUNDLED.collection);
    for (const p of BUNDLED.papers) {
      const entry = bibtex(p, BUNDLED.collection, { key: keys.get(p.id)!, url: `https://example.org/paper/${p.id}` });
      expect(balanced(entry)).toBe(true);
      expect(entry).not.toMatch(/author/i);
      // The bundled list has no overrides: no entry has a title field, and each names its derived title.
      expect(entry).not.toMatch(/^ {2}title = /m);
      expect(entry).toContain('note = {Title derived from the abstract: ');
    }
  });
});

describe('plainCitation', () => {
  it('quotes a curator\'s title and names the collection', () => {
    expect(plainCitation({ title: 'KernelBand: A framework', titleSource: 'override' }, ICML, URL_)).toBe(`“KernelBand: A framework.” ICML 2026. ${URL_}`);
    expect(plainCitation({ title: 'My notes', titleSource: 'override' }, MINE, URL_)).toBe(`“My notes.” My reading. ${URL_}`);
  });

  it('never quotes a derived title as if published: it says what it is', () => {
    const line = plainCitation({ title: 'KernelBand: A framework', titleSource: 'derived' }, ICML, URL_);
    expect(line).toBe(`Title derived from the abstract: KernelBand: A framework. ICML 2026. ${URL_}`);
    expect(line).not.toMatch(/[“”"]/);
  });

  it('keeps a title’s own closing mark', () => {
    expect(plainCitation({ title: 'Do LLMs know?', titleSource: 'override' }, ICML, URL_)).toBe(`“Do LLMs know?” ICML 2026. ${URL_}`);
    expect(plainCitation({ title: 'Do LLMs know?', titleSource: 'derived' }, ICML, URL_)).toBe(`Title derived from the abstract: Do LLMs know? ICML 2026. ${URL_}`);
  });
});

describe('bibtexAuthors', () => {
  it('writes each name family name first, escaped, joined by "and"', () => {
    expect(bibtexAuthors(['Ludwig van Beethoven', 'Kurt Gödel', 'JAGDIP SINGH', 'Plato'])).toBe(
      'van Beethoven, Ludwig and G{\\"{o}}del, Kurt and JAGDIP SINGH and Plato',
    );
    expect(bibtexAuthors(['Anna O_Neil & Co', ' ', ''])).toBe('Co, Anna O\\_Neil \\&');
  });

  it('never lets a name part in two or read as "et al."', () => {
    expect(bibtexAuthors(['Tom and Jerry', 'others'])).toBe('Jerry, Tom {and} and {others}');
    expect(bibtexAuthors(['a, b, c, d'])).toBe('{a, b, c, d}');
  });

  it('is balanced and keeps the authors apart, whatever the names', () => {
    // Words chosen to break it, and any text.
    const word = fc.oneof(fc.constantFrom('and', 'AND', 'others', 'van', 'Jr.', ',', '{', '}', '\\', 'Ann', 'Ö'), fc.string({ unit: 'grapheme', maxLength: 8 }));
    const name = fc.array(word, { maxLength: 5 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(fc.array(name, { maxLength: 6 }), (names) => {
        const field = bibtexAuthors(names);
        expect(balanced(field)).toBe(true);
        // " and " outside braces only between authors.
        let depth = 0;
        let separators = 0;
        for (let i = 0; i < field.length; i++) {
          if (field[i] === '{') depth++;
          if (field[i] === '}') depth--;
          if (depth === 0 && /^ and /i.test(field.slice(i, i + 5))) separators++;
        }
        expect(separators).toBe(Math.max(names.filter((name) => name.trim() !== '').length - 1, 0));
      }),
    );
  });
});

describe('published data', () => {
  const CAUSAL = {
    title: 'CausalRAG2: Hierarchical Causal Knowledge Graph Design for RAG',
    titleSource: 'published' as const,
    authors: [{ name: 'Nengbo Wang', institution: 'Tsinghua University', key: 'feed:70000' }, { name: 'Ludwig van Beethoven' }, { name: 'JAGDIP SINGH' }],
    openreviewId: 'F2zHYjBAEv',
    venueLinks: [{ kind: 'openreview' as const, url: 'https://openreview.net/forum?id=F2zHYjBAEv' }],
  };

  it('is cited as @inproceedings with its title, authors, the conference and its OpenReview forum', () => {
    expect(bibtex(CAUSAL, ICML, { key: 'icml2026causalrag2', url: URL_ })).toBe(
      [
        '@inproceedings{icml2026causalrag2,',
        '  title = {{CausalRAG2}: Hierarchical {Causal} {Knowledge} {Graph} {Design} for {RAG}},',
        '  author = {Wang, Nengbo and van Beethoven, Ludwig and JAGDIP SINGH},',
        '  booktitle = {ICML 2026},',
        '  year = {2026},',
        '  url = {https://openreview.net/forum?id=F2zHYjBAEv}',
        '}',
      ].join('\n'),
    );
  });

  it('reads list.json\'s authors (names, or name and key) as the paper file\'s', () => {
    const listed = { ...CAUSAL, authors: [{ name: 'Nengbo Wang', key: 'feed:70000' }, 'Ludwig van Beethoven', 'JAGDIP SINGH'], venueLinks: undefined };
    expect(bibtex(listed, ICML, { key: 'k', url: URL_ })).toBe(bibtex(CAUSAL, ICML, { key: 'k', url: URL_ }));
  });

  it('writes no author field for an empty list, and its page here without an OpenReview forum', () => {
    const entry = bibtex({ title: 'Alone', titleSource: 'published', authors: [] }, ICML, { key: 'k', url: URL_ });
    expect(entry).toBe(`@inproceedings{k,\n  title = {Alone},\n  booktitle = {ICML 2026},\n  year = {2026},\n  url = {${URL_}}\n}`);
    const linked = bibtex({ title: 'Alone', titleSource: 'published', venueLinks: [{ kind: 'openreview', url: 'https://openreview.net/forum?id=abc' }] }, ICML, { key: 'k', url: URL_ });
    expect(linked).toContain('url = {https://openreview.net/forum?id=abc}');
  });

  it('is an @misc entry where the data names no venue (a MiniConf CSV named after its file)', () => {
    const entry = bibtex(CAUSAL, { title: 'papers', venue: null, year: null }, { key: 'k', url: URL_ });
    expect(entry).toMatch(/^@misc\{k,\n {2}title = \{[^\n]*\},\n {2}author = \{Wang, Nengbo and [^\n]*\},\n {2}howpublished = \{papers\},\n {2}url = /);
  });

  it('is valid BibTeX whatever the names and title contain', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 40 });
    fc.assert(
      fc.property(text, fc.array(text, { maxLength: 5 }), (title, names) => {
        const entry = bibtex({ title, titleSource: 'published', authors: names }, ICML, { key: 'k', url: URL_ });
        expect(balanced(entry)).toBe(true);
        for (const line of entry.split('\n').slice(1, -1)) expect(line).toMatch(/^ {2}[a-z]+ = \{.*\},?$/su);
      }),
    );
  });

  it('starts its plain citation with the authors, quotes its title and links its forum', () => {
    expect(plainCitation(CAUSAL, ICML, URL_)).toBe(
      'Nengbo Wang, Ludwig van Beethoven, JAGDIP SINGH. “CausalRAG2: Hierarchical Causal Knowledge Graph Design for RAG.” ICML 2026. https://openreview.net/forum?id=F2zHYjBAEv',
    );
    expect(plainCitation({ title: 'Alone', titleSource: 'published', authors: ['Martin Luther King Jr.'] }, ICML, URL_)).toBe(`Martin Luther King Jr. “Alone.” ICML 2026. ${URL_}`);
    expect(plainCitation({ title: 'Alone', titleSource: 'published', authors: [] }, ICML, URL_)).toBe(`“Alone.” ICML 2026. ${URL_}`);
  });
});

describe('openReviewForum', () => {
  it('prefers the forum id, else an http(s) OpenReview link, else none', () => {
    expect(openReviewForum({ openreviewId: 'F2zHYjBAEv' })).toBe('https://openreview.net/forum?id=F2zHYjBAEv');
    expect(openReviewForum({ venueLinks: [{ kind: 'pdf', url: 'https://x/p.pdf' }, { kind: 'openreview', url: 'https://openreview.net/forum?id=a' }] })).toBe('https://openreview.net/forum?id=a');
    expect(openReviewForum({ venueLinks: [{ kind: 'openreview', url: 'javascript:alert(1)' }] })).toBeNull();
    expect(openReviewForum({})).toBeNull();
  });
});
