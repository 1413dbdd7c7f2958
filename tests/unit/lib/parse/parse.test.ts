// Integration tests of the whole data build (decode → paragraphs → repairs → markup → names → ids →
// topics → benchmarks) on the bundled list, with the real rules from data/. Each module's own details
// are in its own test file; here only what the pipeline as a whole promises. That its time grows in
// step with the list's length is a measurement, not a test: `npm run bench` (scripts/bench/parseTime.ts).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadBenchmarks } from '../../../../src/lib/parse/benchmarks';
import { ListError, type ListWarning } from '../../../../src/lib/errors';
import { hashHex } from '../../../../src/lib/hash';
import { loadTitleOverrides, type TitleOverrides } from '../../../../src/lib/parse/overrides';
import { parseAbstractList, type ParseResult } from '../../../../src/lib/parse/parse';
import { generateList } from '../../../../scripts/bench/synthetic';
import { wordsNotFrom } from '../fixtures/titleWords';
import { loadTopicRules } from '../../../../src/lib/parse/topics';
import type { Paper, PapersFile } from '../../../../src/lib/types';
import { listErrorOf } from '../fixtures/listErrorOf';

const dataFile = (name: string) => fileURLToPath(new URL(`../../../../data/${name}`, import.meta.url));
const readJson = (name: string): unknown => JSON.parse(readFileSync(dataFile(name), 'utf8'));
const overridesFile = dataFile('title-overrides.json');

const RULES = {
  topicRules: loadTopicRules(readJson('topics.json'), 'data/topics.json'),
  benchmarks: loadBenchmarks(readJson('benchmarks.json'), 'data/benchmarks.json'),
  titleOverrides: loadTitleOverrides(existsSync(overridesFile) ? readJson('title-overrides.json') : {}, 'data/title-overrides.json'),
};
const SOURCE = 'data/icml-2026.txt';
const BYTES: Uint8Array = readFileSync(dataFile('icml-2026.txt'));
const RAW = new TextDecoder().decode(BYTES);
const HEADER = 'ICML 2026 论文列表';
/** The abstracts of the bundled list as written, damage included. */
const RAW_ABSTRACTS = RAW.trim().split('\n\n').slice(1);

const utf8 = (text: string) => new TextEncoder().encode(text);
const parse = (input: string | Uint8Array, overrides: TitleOverrides = RULES.titleOverrides, source = SOURCE): ParseResult =>
  parseAbstractList(input, { source, ...RULES, titleOverrides: overrides });
const listOf = (abstracts: readonly string[], header: string | null = HEADER) =>
  [...(header === null ? [] : [header]), ...abstracts].join('\n\n') + '\n';
const where = (warnings: readonly ListWarning[]) => warnings.map((w) => `${w.line} ${w.code}`);
const withoutLine = (papers: readonly Paper[]) => papers.map((p) => ({ ...p, line: undefined }));
const idsByAbstract = (result: ParseResult) => new Map(result.data.papers.map((p) => [p.abstract, p.id]));

const errorOf = listErrorOf;

// Parsed once: most tests compare against it.
const BUNDLED = parse(BYTES);
const paper = (id: string): Paper => {
  const found = BUNDLED.data.papers.find((p) => p.id === id);
  if (found === undefined) throw new Error(`no paper "${id}"`);
  return found;
};

/**
 * The list as it reads after repair: the header and each repaired abstract on one line, so every
 * paragraph keeps its line number. Parsing it must give the bundled papers, with only the one
 * near-repeat notice (kept, not repaired) at line 3.
 */
const CLEAN_ABSTRACTS = BUNDLED.data.papers.map((p) => p.abstract);
const CLEAN = listOf(CLEAN_ABSTRACTS);
const CLEAN_WARNINGS = ['3 near-repeated-sentence'];
/** The clean list with one abstract (found by a phrase in it) changed; the change must take. */
const editClean = (phrase: string, edit: (abstract: string) => string) => {
  const index = CLEAN_ABSTRACTS.findIndex((a) => a.includes(phrase));
  expect(index).toBeGreaterThanOrEqual(0);
  const edited = edit(CLEAN_ABSTRACTS[index]!);
  expect(edited).not.toBe(CLEAN_ABSTRACTS[index]);
  return listOf(CLEAN_ABSTRACTS.map((a, i) => (i === index ? edited : a)));
};

/** The invariants every parse result keeps, whatever the input. */
function expectValidPapers(data: PapersFile): void {
  const topicIds = new Set(data.topics.map((t) => t.id));
  const ids = data.papers.map((p) => p.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const p of data.papers) {
    expect(p.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(p.id.length).toBeLessThanOrEqual(48);
    expect(p.title.length).toBeLessThanOrEqual(120);
    expect(p.title.trim()).not.toBe('');
    expect(p.topics.length).toBeGreaterThanOrEqual(1);
    expect(p.topics.length).toBeLessThanOrEqual(3);
    for (const topic of p.topics) expect(topicIds.has(topic)).toBe(true);
    for (const link of p.links) expect(link.url).toMatch(/^https?:\/\//i);
  }
}

// Greedy word wrap at `width` columns; a word longer than that gets a line of its own.
function wrap(paragraph: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  return [...lines, line];
}

// Paragraphs laid out line by line, with the 1-based line where each one starts.
function layout(paragraphs: readonly string[][], separator: readonly string[]): { text: string; starts: number[] } {
  const lines: string[] = [];
  const starts: number[] = [];
  paragraphs.forEach((paragraph, i) => {
    if (i > 0) lines.push(...separator);
    starts.push(lines.length + 1);
    lines.push(...paragraph);
  });
  return { text: lines.join('\n') + '\n', starts };
}

describe('parseAbstractList', () => {
  describe('the bundled ICML 2026 list', () => {
    it('reads 19 papers and the collection from the header', () => {
      expect(BUNDLED.data.version).toBe(1);
      expect(BUNDLED.data.collection).toEqual({ title: 'ICML 2026 论文列表', venue: 'ICML', year: 2026 });
      expect(BUNDLED.data.papers).toHaveLength(19);
      expect(BUNDLED.data.topics.map((t) => t.id)).toEqual(RULES.topicRules.topics.map((t) => t.id));
      expect(BUNDLED.data.papers.map((p) => p.line)).toEqual(Array.from({ length: 19 }, (_, i) => 3 + 2 * i));
    });

    it('gives every paper a unique, URL-safe id of at most 48 characters', () => {
      const ids = BUNDLED.data.papers.map((p) => p.id);
      for (const id of ids) {
        expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(id.length).toBeLessThanOrEqual(48);
      }
      expect(new Set(ids).size).toBe(19);
    });

    it('names each paper after what it introduces, else after the first words of its title', () => {
      expect(BUNDLED.data.papers.map((p) => p.id)).toEqual([
        'toolorchestra',
        'sh2rfssm',
        'head-wise-rmsnorm',
        'prototype-anchored-fusion-module-entropically',
        'voronoi-tessellations-natural-way-incorporate',
        'decentralized-online-convex-optimization',
        'cfmm',
        'lcs',
        'tai',
        'kernelband',
        'semrep',
        'parallel-probe',
        'formal-analysis-showing-latent-thought',
        'omniaid',
        'mash',
        'plate',
        'stla',
        'flowbot',
        'leveraging-human-hands-manipulator-template',
      ]);
      expect(paper('cfmm').name).toBe('Contrastive Flow Map Matching (CFMM)');
      expect(paper('head-wise-rmsnorm').name).toBe('head-wise RMSNorm');
      expect(paper('decentralized-online-convex-optimization').name).toBeNull();
    });

    it('derives titles of at most 120 characters whose words are whole words of the abstract', () => {
      expect(paper('kernelband').title).toBe('KernelBand: Formulating kernel optimization as a Multi-Armed Bandit (MAB) problem');
      expect(paper('flowbot').title).toBe('FlowBot: Workflow induction through bilevel optimization and textual gradients');
      expect(paper('decentralized-online-convex-optimization').title).toBe('Decentralized online convex optimization with compressed communication');
      for (const p of BUNDLED.data.papers) {
        expect(p.titleSource, p.id).toBe('derived');
        expect(p.title.length).toBeLessThanOrEqual(120);
        // Every word is a whole word of the text (or the -ing form of one): nothing invented, nothing cut.
        expect(wordsNotFrom(p.text, p.title), p.id).toEqual([]);
      }
    });

    it('gives every paper one to three topics of the taxonomy', () => {
      const topicIds = new Set(BUNDLED.data.topics.map((t) => t.id));
      for (const p of BUNDLED.data.papers) {
        expect(p.topics.length).toBeGreaterThanOrEqual(1);
        expect(p.topics.length).toBeLessThanOrEqual(3);
        for (const topic of p.topics) expect(topicIds.has(topic)).toBe(true);
      }
      expect(paper('plate').topics).toEqual(['continual']);
      expect(paper('toolorchestra').topics[0]).toBe('agents');
    });

    it('collects each paper’s links once, of the right kind, without the sentence’s full stop', () => {
      expect(paper('kernelband').links).toEqual([{ url: 'https://github.com/TongmingLAIC/KernelBand', kind: 'code' }]);
      expect(paper('leveraging-human-hands-manipulator-template').links).toEqual([
        { url: 'https://research.beingbeyond.com/being-h0', kind: 'project' },
      ]);
      expect(paper('lcs').abstract).toContain('https://github.com/ExplainableML/LCS.');
      expect(paper('lcs').links).toEqual([{ url: 'https://github.com/ExplainableML/LCS', kind: 'code' }]);
      // "[https://…](https://…)": the same URL as text and as target is one link.
      expect(paper('head-wise-rmsnorm').links).toEqual([{ url: 'https://github.com/Siquan-Li/Head-wise-RMSNorm', kind: 'code' }]);
      expect(BUNDLED.data.papers.filter((p) => p.links.length > 0).map((p) => p.id)).toEqual([
        'head-wise-rmsnorm',
        'lcs',
        'kernelband',
        'plate',
        'stla',
        'leveraging-human-hands-manipulator-template',
      ]);
    });

    it('names the benchmarks each abstract uses, in canonical spelling', () => {
      expect(paper('toolorchestra').benchmarks).toEqual(['HLE', 'τ²-Bench', 'FRAMES']);
      expect(paper('cfmm').benchmarks).toEqual(['CIFAR-10', 'ImageNet', 'LSUN']);
      expect(paper('omniaid').benchmarks).toEqual(['Mirage']);
    });

    it('keeps the markup in `abstract` and the tokens, and none of it in `text` and `summary`', () => {
      for (const p of BUNDLED.data.papers) {
        expect(p.text, p.id).not.toContain('$');
        expect(p.text, p.id).not.toMatch(/\\[a-z]+\{|\*\*|\]\(/);
        expect(p.text.startsWith(p.summary), p.id).toBe(true);
      }
      const cfmm = paper('cfmm');
      expect(cfmm.abstract).toContain('**Contrastive Flow Map Matching (CFMM)**');
      expect(cfmm.tokens).toContainEqual({ type: 'strong', children: [{ type: 'text', text: 'Contrastive Flow Map Matching (CFMM)' }] });
      const plate = paper('plate');
      expect(plate.abstract).toContain('\\textsc{PLATE}');
      expect(plate.abstract).toContain('$\\Delta W = B A Q^\\top$');
      expect(plate.tokens).toContainEqual({ type: 'smallcaps', children: [{ type: 'text', text: 'PLATE' }] });
      expect(plate.tokens).toContainEqual({ type: 'math', tex: '\\Delta W = B A Q^\\top' });
      expect(paper('sh2rfssm').abstract).toContain('S$H^2$RFSSM');
      expect(paper('sh2rfssm').text).toContain('SH2RFSSM');
      expect(paper('semrep').abstract).toContain('6.9\\% in correctness');
      expect(paper('semrep').text).toContain('6.9% in correctness');
      expect(paper('toolorchestra').summary).toBe(
        'Large language models are powerful generalists, yet solving deep and complex problems such as those of the ' +
          'Humanity’s Last Exam (HLE) remains both conceptually challenging and computationally expensive.',
      );
    });

    it('reports the copy-paste damage of the bundled list, each at its line', () => {
      expect(where(BUNDLED.warnings)).toEqual([
        '3 near-repeated-sentence',
        ...Array<string>(5).fill('9 run-together'),
        '13 doubled-escape',
      ]);
      expect(BUNDLED.warnings[1]!.message).toBe('run-together sentences repaired: "corrupted.We" → "corrupted. We"');
      expect(BUNDLED.warnings[6]!.message).toBe('doubled LaTeX escapes repaired in math: "\\\\{" → "\\{" (4 times)');
    });

    it('leaves every undamaged abstract exactly as written ("e.g.", "1.91", "FLUX.1", URLs)', () => {
      BUNDLED.data.papers.forEach((p, i) => {
        if (p.line !== 9 && p.line !== 13) expect(p.abstract, p.id).toBe(RAW_ABSTRACTS[i]);
      });
      expect(paper('semrep').abstract).toContain('(e.g., GPU kernel optimization)');
      expect(paper('kernelband').abstract).toContain('**1.91×**');
      expect(paper('lcs').abstract).toContain('FLUX.1 [Dev]');
      expect(paper('mash').abstract).toContain('i.e. search tool use');
    });

    it('reads the repaired list as it reads the damaged one', () => {
      const clean = parse(CLEAN);
      expect(clean.data).toEqual(BUNDLED.data);
      expect(where(clean.warnings)).toEqual(CLEAN_WARNINGS);
    });
  });

  describe('damaged input', () => {
    // Each case: the clean list, damaged one way, must give the same papers and say where it was damaged.
    const expectSamePapers = (result: ParseResult) => expect(result.data).toEqual(BUNDLED.data);

    it('removes a UTF-8 byte order mark', () => {
      const result = parse(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(CLEAN)]));
      expectSamePapers(result);
      expect(result.warnings[0]).toEqual({ line: 1, code: 'bom', message: 'UTF-8 byte order mark removed' });
      expect(where(result.warnings)).toEqual(['1 bom', ...CLEAN_WARNINGS]);
    });

    it('reads CRLF line endings, and names the first line that has one', () => {
      const lines = CLEAN.split('\n');
      const mixed = lines.slice(0, 20).join('\n') + '\n' + lines.slice(20).join('\r\n');
      const result = parse(utf8(mixed));
      expectSamePapers(result);
      expect(result.warnings).toContainEqual({ line: 21, code: 'crlf', message: 'Windows (CRLF) line endings read as LF' });
      expect(where(parse(utf8(CLEAN.replace(/\n/g, '\r\n'))).warnings)).toEqual(['1 crlf', ...CLEAN_WARNINGS]);
    });

    it('reads lone CR line endings, and names the first line that has one', () => {
      const result = parse(utf8(CLEAN.replace(/\n/g, '\r')));
      expectSamePapers(result);
      expect(result.warnings).toContainEqual({ line: 1, code: 'cr', message: 'old Mac (CR) line endings read as LF' });
      expect(where(result.warnings)).toEqual(['1 cr', ...CLEAN_WARNINGS]);
    });

    it('joins hard-wrapped paragraphs, inside math too, into the same papers', () => {
      // The bundled list as written (damage and all), every paragraph wrapped at 72 columns.
      const { text, starts } = layout([HEADER, ...RAW_ABSTRACTS].map((p) => wrap(p, 72)), ['']);
      const oddDollars = text.split('\n').filter((line) => (line.match(/(?<!\\)\$/g) ?? []).length % 2 === 1);
      expect(oddDollars.length).toBeGreaterThan(0); // some line ends inside a formula
      const result = parse(utf8(text));
      expect(withoutLine(result.data.papers)).toEqual(withoutLine(BUNDLED.data.papers));
      expect(result.data.papers.map((p) => p.line)).toEqual(starts.slice(1));
      // The repairs are reported at the line where their paragraph starts.
      expect(result.warnings.map((w) => w.message)).toEqual(BUNDLED.warnings.map((w) => w.message));
      const lineOf = new Map(BUNDLED.data.papers.map((p, i) => [p.line, starts[i + 1]!]));
      expect(result.warnings.map((w) => w.line)).toEqual(BUNDLED.warnings.map((w) => lineOf.get(w.line)));
    });

    it('takes runs of blank and whitespace-only lines as one paragraph break', () => {
      const separator = ['', '   ', '', '\u00a0', ''];
      const { text, starts } = layout([[HEADER], ...CLEAN_ABSTRACTS.map((a) => [a])], separator);
      const result = parse(utf8(`\n \n${text}\n   \n\n`));
      expect(withoutLine(result.data.papers)).toEqual(withoutLine(BUNDLED.data.papers));
      expect(result.data.papers.map((p) => p.line)).toEqual(starts.slice(1).map((line) => line + 2));
      expect(result.data.collection.title).toBe(HEADER);
      expect(result.warnings).toEqual([{ ...BUNDLED.warnings[0], line: starts[1]! + 2 }]);
    });

    it('replaces tabs with spaces, and names the first line that has one', () => {
      const tabbed = editClean('KernelBand, a framework', (a) => a.replace('we present KernelBand', 'we\tpresent\t\tKernelBand'))
        .replace('Large language models are', '\tLarge language models\tare');
      const result = parse(utf8(tabbed));
      expectSamePapers(result);
      expect(result.warnings).toContainEqual({ line: 3, code: 'tab', message: 'tab characters replaced by spaces (on 2 lines)' });
    });

    it('removes stray NUL bytes, on every line that has them', () => {
      const damaged = editClean('KernelBand, a framework', (a) => a.replace('KernelBand, a framework', 'Kernel\u0000Band, a\u0000 framework'));
      const result = parse(utf8(damaged));
      expectSamePapers(result);
      expect(result.warnings).toContainEqual({ line: 21, code: 'control-char', message: '2 control characters removed (U+0000)' });
      expect(where(result.warnings)).toEqual([...CLEAN_WARNINGS, '21 control-char']);
    });

    it('puts back the space lost between run-together sentences, and nowhere else', () => {
      const damaged = editClean('KernelBand, a framework', (a) => a.replace('system expertise. While', 'system expertise.While'));
      const result = parse(utf8(damaged));
      expectSamePapers(result);
      expect(result.warnings).toContainEqual({
        line: 21,
        code: 'run-together',
        message: 'run-together sentences repaired: "expertise.While" → "expertise. While"',
      });
      expect(where(result.warnings)).toEqual([...CLEAN_WARNINGS, '21 run-together']);
      // "missing.We propose", in a list of its own
      const own = parse(listOf(['Views go missing.We propose a fusion module that copes. It works.']));
      expect(own.data.papers[0]!.abstract).toBe('Views go missing. We propose a fusion module that copes. It works.');
      expect(where(own.warnings)).toEqual(['3 run-together']);
    });

    it('undoes doubled LaTeX escapes in math', () => {
      const damaged = editClean('decentralized online convex', (a) => a.replace('$O(\\max\\{', '$O(\\max\\\\{').replace('\\}n\\sqrt{T})$', '\\\\}n\\sqrt{T})$'));
      const result = parse(utf8(damaged));
      expectSamePapers(result);
      expect(result.warnings).toContainEqual({
        line: 13,
        code: 'doubled-escape',
        message: 'doubled LaTeX escapes repaired in math: "\\\\{" → "\\{" (2 times)',
      });
    });

    it('drops a sentence repeated right after itself', () => {
      const sentence = 'This fundamental mismatch prevents existing LLM agents from efficiently exploring the optimization space for diverse hardware and compute patterns.';
      const damaged = editClean(sentence, (a) => a.replace(sentence, `${sentence} ${sentence}`));
      const result = parse(utf8(damaged));
      expectSamePapers(result);
      expect(result.warnings).toContainEqual({
        line: 21,
        code: 'repeated-sentence',
        message: 'repeated sentence removed: "This fundamental mismatch prevents existing LLM agents from…"',
      });
    });

    it('keeps one of two identical abstracts, and names both lines', () => {
      const mash = CLEAN_ABSTRACTS.find((a) => a.includes('we introduce MASH'))!;
      const result = parse(utf8(listOf([...CLEAN_ABSTRACTS, mash])));
      expectSamePapers(result);
      expect(result.warnings).toContainEqual({ line: 41, code: 'duplicate-abstract', message: 'duplicate of the abstract at line 31; kept one' });
      expect(where(result.warnings)).toEqual([...CLEAN_WARNINGS, '41 duplicate-abstract']);
    });

    it('lists warnings in input order, however they were found', () => {
      const damaged = CLEAN.replace('\n\n', '\n\t\n').replace('we present KernelBand', 'we present Kernel\u0000Band');
      const result = parse(utf8(damaged));
      expectSamePapers(result);
      expect(where(result.warnings)).toEqual(['2 tab', '3 near-repeated-sentence', '21 control-char']);
    });
  });

  describe('a list without a header', () => {
    it('is valid, and its collection is named after the file', () => {
      const result = parse(listOf(RAW_ABSTRACTS, null), RULES.titleOverrides, 'lists/neurips-2025.txt');
      expect(result.data.collection).toEqual({ title: 'neurips-2025', venue: null, year: 2025 });
      expect(withoutLine(result.data.papers)).toEqual(withoutLine(BUNDLED.data.papers));
      expect(result.data.papers[0]!.line).toBe(1);
    });
  });

  describe('input that holds no abstracts', () => {
    const messageOf = (input: string | Uint8Array, source = 'x.txt') => errorOf(() => parse(input, RULES.titleOverrides, source)).message;

    it('rejects an empty file', () => {
      expect(messageOf('')).toBe('x.txt: the file is empty');
      expect(messageOf(new Uint8Array())).toBe('x.txt: the file is empty');
    });

    it('rejects a file of whitespace only', () => {
      expect(messageOf(' \n\t\n\r\n')).toBe('x.txt: the file contains only whitespace');
      expect(messageOf(utf8('\n\n   \n'))).toBe('x.txt: the file contains only whitespace');
    });

    it('rejects a header with no abstracts, at the header’s line', () => {
      expect(messageOf('ICML 2026\n')).toBe('x.txt:1: has a header but no abstracts (abstracts are paragraphs separated by blank lines)');
      const error = errorOf(() => parse('\n\nICML 2026\n  \n', RULES.titleOverrides, 'x.txt'));
      expect(error.message).toBe('x.txt:3: has a header but no abstracts (abstracts are paragraphs separated by blank lines)');
      expect([error.source, error.line, error.column]).toEqual(['x.txt', 3, null]);
    });

    it('rejects bytes that are not UTF-8, naming line and column', () => {
      const bad = Uint8Array.from([...utf8('ICML 2026\n\n论文 ab'), 0xff, ...utf8('c.\n')]);
      const error = errorOf(() => parse(bad, RULES.titleOverrides, 'x.txt'));
      expect(error.message).toBe('x.txt:3:6: invalid UTF-8 byte 0xff');
      expect([error.line, error.column]).toEqual([3, 6]);
    });

    it('rejects a binary file', () => {
      const png = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52);
      expect(messageOf(png)).toBe('x.txt: looks like a binary file, not a text list of abstracts');
    });

    it('rejects UTF-16 text', () => {
      const utf16le = Uint8Array.from([0xff, 0xfe, ...[...'ICML 2026\n\nWe propose X.'].flatMap((c) => [c.charCodeAt(0), 0])]);
      expect(messageOf(utf16le)).toBe('x.txt: looks like UTF-16 text; save the list as UTF-8');
      expect(messageOf(Uint8Array.of(0xfe, 0xff, 0, 0x57))).toBe('x.txt: looks like UTF-16 text; save the list as UTF-8');
    });
  });

  describe('ids', () => {
    const BASE_IDS = idsByAbstract(BUNDLED);
    const expectIdsKept = (result: ParseResult) => {
      for (const p of result.data.papers) {
        const before = BASE_IDS.get(p.abstract);
        if (before !== undefined) expect(p.id).toBe(before);
      }
    };

    it('keeps ids stable when abstracts are reordered', () => {
      const order = fc.shuffledSubarray([...RAW_ABSTRACTS.keys()], { minLength: RAW_ABSTRACTS.length, maxLength: RAW_ABSTRACTS.length });
      fc.assert(
        fc.property(order, (indices) => {
          const result = parse(listOf(indices.map((i) => RAW_ABSTRACTS[i]!)));
          expect(result.data.papers).toHaveLength(19);
          expectIdsKept(result);
        }),
        // Fewer than the budget (tests/properties.ts): each case parses the whole bundled list.
        { numRuns: 20 },
      );
    });

    it('keeps the other ids when an abstract is removed', () => {
      RAW_ABSTRACTS.forEach((_, dropped) => {
        const result = parse(listOf(RAW_ABSTRACTS.filter((_a, i) => i !== dropped)));
        expect(result.data.papers).toHaveLength(18);
        expectIdsKept(result);
      });
    });

    it('keeps the other ids when an abstract is added, wherever it goes', () => {
      const synthetic = generateList(1, 7).trim().split('\n\n')[1]!;
      const written = 'We present GraphMender, a method for repairing broken molecular graphs. It fixes most of them.';
      for (const [newcomer, id] of [
        [synthetic, 'roroka0'],
        [written, 'graphmender'],
      ] as const) {
        for (const at of [0, 10, 19]) {
          const abstracts = [...RAW_ABSTRACTS.slice(0, at), newcomer, ...RAW_ABSTRACTS.slice(at)];
          const result = parse(listOf(abstracts));
          expect(result.data.papers).toHaveLength(20);
          expectIdsKept(result);
          expect(result.data.papers[at]!.id).toBe(id);
        }
      }
    });

    it('moves an existing id only when a newcomer introduces the same name and its text hashes lower', () => {
      const kernelband = paper('kernelband');
      const newcomer = (what: string) => `We introduce KernelBand, ${what} on many devices. It is fast.`;
      const ids = (what: string) => {
        const result = parse(listOf([...RAW_ABSTRACTS, newcomer(what)]));
        expect(new Set(result.data.papers.map((p) => p.id)).size).toBe(20);
        const [old, added] = [result.data.papers[9]!, result.data.papers[19]!];
        return { old: old.id, added: added.id, lower: hashHex(added.text) < hashHex(old.text) };
      };
      // The newcomer's text hashes higher: it takes a suffix of its own hash.
      const higher = ids('a library for profiling GPU kernels');
      expect(higher).toEqual({ old: 'kernelband', added: 'kernelband-f5b961', lower: false });
      // It hashes lower: it takes the plain id, and the existing paper moves to a suffix of its hash.
      const lower = ids('a toolkit for profiling GPU kernels');
      expect(lower).toEqual({ old: `kernelband-${hashHex(kernelband.text).slice(0, 6)}`, added: 'kernelband', lower: true });
    });

    it('changes the title but never the id when a title is overridden', () => {
      const overrides = loadTitleOverrides(
        {
          kernelband: 'KernelBand: Kernel Optimization as a Multi-Armed Bandit',
          'decentralized-online-convex-optimization': 'Faster Decentralized Online Learning with Compressed Messages',
        },
        'title-overrides.json',
      );
      const result = parse(BYTES, overrides);
      expect(result.data.papers.map((p) => p.id)).toEqual(BUNDLED.data.papers.map((p) => p.id));
      expect(result.data.papers.find((p) => p.id === 'kernelband')!.title).toBe('KernelBand: Kernel Optimization as a Multi-Armed Bandit');
      expect(result.data.papers.find((p) => p.line === 13)!.title).toBe('Faster Decentralized Online Learning with Compressed Messages');
      expect(result.data.papers.filter((p) => p.titleSource === 'override').map((p) => p.line).sort()).toEqual([13, 21]);
      const untouched = (r: ParseResult) => r.data.papers.filter((p) => p.line !== 13 && p.line !== 21);
      expect(untouched(result)).toEqual(untouched(BUNDLED));
      expect(result.warnings).toEqual(BUNDLED.warnings);
    });

    // Invented abstracts: one the build can only guess a title for, one it can title, one named and bare.
    const GUESSED = 'Graph coarsening is widely used to shrink large networks. Coarse graphs lose spectral detail.';
    const TITLED = 'Sparse probes are costly. We propose a sparse probing method for auditing vision encoders.';
    const BARE = 'Tabular models are brittle. We present TabZap. TabZap wins on 12 benchmarks.';

    it('warns, with the line and the id to override, about each title it could only guess', () => {
      const result = parse(listOf([GUESSED, TITLED, BARE]));
      const guessed = result.data.papers[0]!;
      expect(guessed.title).toBe('Graph coarsening is widely used to shrink large networks');
      expect(result.warnings.filter((w) => w.code === 'uncertain-title')).toEqual([
        {
          line: 3,
          code: 'uncertain-title',
          message: `derived title "Graph coarsening is widely used to shrink large networks" is a guess: the abstract has no name and no contribution phrase ("we propose …", "we show that …"), so it comes from the first sentence; to fix it, give "${guessed.id}" a title in title-overrides.json`,
        },
        {
          line: 7,
          code: 'uncertain-title',
          message: 'derived title "TabZap" is a guess: the abstract introduces TabZap but says nothing else of it; to fix it, give "tabzap" a title in title-overrides.json',
        },
      ]);
      // An override answers the warning.
      const overridden = parse(listOf([GUESSED, TITLED, BARE]), loadTitleOverrides({ tabzap: 'TabZap: Robust Tabular Models' }, 'title-overrides.json'));
      expect(where(overridden.warnings.filter((w) => w.code === 'uncertain-title'))).toEqual(['3 uncertain-title']);
    });

    it('warns, at no line, about an override for a paper the list does not have', () => {
      const result = parse(BYTES, loadTitleOverrides({ 'no-such-paper': 'A Title' }, 'title-overrides.json'));
      expect(result.data).toEqual(BUNDLED.data);
      expect(result.warnings.at(-1)).toEqual({
        line: 0,
        code: 'unknown-override',
        message: 'a title override names "no-such-paper", which is not a paper of this list',
      });
    });
  });

  describe('any input', () => {
    // Either papers that keep every invariant, or a ListError: never another kind of failure.
    const outcome = (input: string | Uint8Array): PapersFile | null => {
      try {
        return parse(input, RULES.titleOverrides, 'any.txt').data;
      } catch (error) {
        if (error instanceof ListError) return null;
        throw error;
      }
    };
    const holds = (input: string | Uint8Array) => {
      const data = outcome(input);
      if (data !== null) expectValidPapers(data);
    };
    // Pieces of abstracts that exercise the markup, math, link and repair paths.
    const piece = fc.constantFrom(
      ' ', '\n', '\n\n', '\r\n', '\t', '.', '. ', ',', '$', '$$', '\\', '{', '}', '\\\\{', '*', '**', '[', ']', '(', ')', '](',
      'https://github.com/a/b', 'http://x.y/(z)', 'javascript:alert(1)', '\\url{', '\\href{', '\\textbf{', '\\textsc{', '\\emph{',
      'We introduce ', 'We propose ', 'KernelBand', 'X2', 'MoE', ', a method for ', ' (CFMM)', 'missing.We propose', 'e.g. ',
      'ICML 2026', 'τ²-Bench', '论文', 'naïve', '\u0000', '\ufeff', '\ud800', 'agents ', 'reasoning ', 'diffusion ',
    );
    const abstractLike = fc.array(fc.oneof(piece, fc.string({ maxLength: 8 })), { maxLength: 60 }).map((parts) => parts.join(''));
    // Raw input mostly stops at "no abstracts"; framed as sentences in paragraphs, after an optional
    // header, it reaches every stage of the pipeline.
    const framed = (text: fc.Arbitrary<string>) =>
      fc
        .tuple(fc.boolean(), fc.array(text, { minLength: 1, maxLength: 4 }))
        .map(([header, paragraphs]) => `${header ? 'ICML 2026\n\n' : ''}${paragraphs.map((p) => `${p}. It works.`).join('\n\n')}\n`);
    const anyText = (unit: 'grapheme' | 'binary') => {
      const text = fc.string({ unit, maxLength: 200 });
      return fc.oneof(text, framed(text));
    };

    it('titles an abstract that yields no phrase "Untitled", never ""', () => {
      const { papers } = parse('ICML 2026\n\n?\n\n!!\n').data;
      expect(papers.map((p) => [p.id, p.title])).toEqual([
        ['untitled', 'Untitled'],
        [expect.stringMatching(/^untitled-[0-9a-f]{6}$/), 'Untitled'],
      ]);
    });

    it('returns valid papers or throws a ListError for any text', () => {
      fc.assert(fc.property(anyText('grapheme'), holds));
      fc.assert(fc.property(anyText('binary'), holds));
      fc.assert(fc.property(fc.oneof(abstractLike, framed(abstractLike)), holds));
    });

    it('returns valid papers or throws a ListError for any bytes', () => {
      fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), holds));
      const framedBytes = fc.tuple(fc.uint8Array({ maxLength: 200 }), fc.boolean()).map(([bytes, header]) =>
        Uint8Array.from([...utf8(header ? 'ICML 2026\n\nWe propose ' : 'We propose '), ...bytes, ...utf8('. It works.\n')]),
      );
      fc.assert(fc.property(framedBytes, holds));
      fc.assert(fc.property(framed(abstractLike).map(utf8), holds));
    });
  });
});
