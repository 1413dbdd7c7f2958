import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lineAt, splitParagraphs } from '../../../../src/lib/parse/paragraphs';
import { generateList } from '../../../../scripts/bench/synthetic';

const texts = (input: string) => splitParagraphs(input).paragraphs.map((p) => p.text);
const codes = (input: string) => splitParagraphs(input).warnings.map((w) => `${w.line}:${w.code}`);

describe('splitParagraphs', () => {
  it('splits at blank lines and remembers where each paragraph starts', () => {
    expect(splitParagraphs('ICML 2026 论文列表\n\nFirst abstract.\n\nSecond abstract.\n')).toEqual({
      paragraphs: [
        { text: 'ICML 2026 论文列表', line: 1 },
        { text: 'First abstract.', line: 3 },
        { text: 'Second abstract.', line: 5 },
      ],
      warnings: [],
    });
  });

  it('treats runs of blank and whitespace-only lines as one separator', () => {
    expect(splitParagraphs('\n\n  \nA.\n \t \n\n\u00a0\nB.\n\n\n')).toEqual({
      paragraphs: [
        { text: 'A.', line: 4 },
        { text: 'B.', line: 8 },
      ],
      warnings: [{ line: 5, code: 'tab', message: 'tab characters replaced by spaces (on 1 line)' }],
    });
  });

  it('joins hard-wrapped lines with one space, inside math too', () => {
    expect(texts('We propose a\n  method with   bounds $O(\\max\\{a,\n b\\})$ that\nhold.')).toEqual([
      'We propose a method with bounds $O(\\max\\{a, b\\})$ that hold.',
    ]);
  });

  it('trims and collapses whitespace of every kind', () => {
    expect(texts('   Leading and trailing   \u3000\n\n a\u00a0\u00a0b  c ')).toEqual(['Leading and trailing', 'a b c']);
  });

  it('reads CRLF line endings and warns once, at the first one', () => {
    expect(splitParagraphs('Title\r\n\r\nA first\r\nabstract.\r\n')).toEqual({
      paragraphs: [
        { text: 'Title', line: 1 },
        { text: 'A first abstract.', line: 3 },
      ],
      warnings: [{ line: 1, code: 'crlf', message: 'Windows (CRLF) line endings read as LF' }],
    });
  });

  it('reads lone CR line endings and warns once, at the first one', () => {
    expect(splitParagraphs('Title\n\nA\rB\r\rC')).toEqual({
      paragraphs: [
        { text: 'Title', line: 1 },
        { text: 'A B', line: 3 },
        { text: 'C', line: 6 },
      ],
      warnings: [{ line: 3, code: 'cr', message: 'old Mac (CR) line endings read as LF' }],
    });
  });

  it('reports mixed line endings, each kind once', () => {
    expect(codes('a\r\nb\rc\r\nd\re')).toEqual(['1:crlf', '2:cr']);
    expect(texts('a\r\nb\rc\r\n\r\nd')).toEqual(['a b c', 'd']);
  });

  it('replaces tabs with spaces and reports the first line and how many lines had them', () => {
    const { paragraphs, warnings } = splitParagraphs('A\tb.\n\n\tC\td.\nE\t.');
    expect(paragraphs.map((p) => p.text)).toEqual(['A b.', 'C d. E .']);
    expect(warnings).toEqual([{ line: 1, code: 'tab', message: 'tab characters replaced by spaces (on 3 lines)' }]);
  });

  it('removes stray NUL bytes and other controls, one warning per line', () => {
    const { paragraphs, warnings } = splitParagraphs('Title\n\nWe pro\0pose a\u0007 method.\nIt wo\0rks.\u001b[0m');
    expect(paragraphs.map((p) => p.text)).toEqual(['Title', 'We propose a method. It works.[0m']);
    expect(warnings).toEqual([
      { line: 3, code: 'control-char', message: '2 control characters removed (U+0000, U+0007)' },
      { line: 4, code: 'control-char', message: '2 control characters removed (U+0000, U+001B)' },
    ]);
  });

  it('turns form feeds and vertical tabs into spaces rather than gluing words', () => {
    expect(texts('page\fbreak and vertical\vtab')).toEqual(['page break and vertical tab']);
  });

  it('removes C1 controls left by a wrong decoding', () => {
    expect(texts('smart\u0093quotes\u0094')).toEqual(['smartquotes']);
  });

  it('does not make a paragraph of a line that held only control characters', () => {
    expect(splitParagraphs('A.\n\0\0\nB.').paragraphs).toEqual([
      { text: 'A.', line: 1 },
      { text: 'B.', line: 3 },
    ]);
  });

  it('reports replacement characters left by an earlier wrong decoding, but keeps them', () => {
    const { paragraphs, warnings } = splitParagraphs('na\uFFFDvely');
    expect(paragraphs).toEqual([{ text: 'na\uFFFDvely', line: 1 }]);
    expect(warnings.map((w) => w.code)).toEqual(['replacement-char']);
  });

  it('returns nothing for empty or blank text', () => {
    expect(splitParagraphs('')).toEqual({ paragraphs: [], warnings: [] });
    expect(splitParagraphs('\n \n\n').paragraphs).toEqual([]);
  });

  it('never returns an empty paragraph, a line break or a double space', () => {
    const messy = fc.string({ unit: fc.constantFrom('a', 'B', ' ', '\n', '\r', '\r\n', '\t', '\0', '\f', '\u00a0', '\u0085', '$') });
    fc.assert(
      fc.property(messy, (input) => {
        for (const { text, line } of splitParagraphs(input).paragraphs) {
          expect(text).not.toBe('');
          expect(text).toBe(text.trim());
          expect(text).not.toMatch(/[\n\r\t]|\s\s/);
          expect(line).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });

  it('gives each paragraph the line its first word is on', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,5}( [a-z]{1,5}){0,2}$/), { minLength: 1, maxLength: 8 }), fc.array(fc.constantFrom('\n', '\r\n', '\r')), (words, breaks) => {
        let input = '';
        const expected: number[] = [];
        words.forEach((word, i) => {
          const gap = breaks[i % Math.max(1, breaks.length)] ?? '\n';
          input += i === 0 ? '' : gap + gap;
          expected.push(lineAt(input, input.length));
          input += word;
        });
        expect(splitParagraphs(input).paragraphs.map((p) => p.line)).toEqual(expected);
      }),
    );
  });

  it('splits 20,000 abstracts (about 30 MB) in well under two seconds', () => {
    // 20 synthetic abstracts 1,000 times over: the splitter sees only lines, and generating 20,000
    // different abstracts took longer than the split itself.
    const [header, ...abstracts] = generateList(20).trim().split('\n\n');
    const list = `${header}\n\n${`${abstracts.join('\n\n')}\n\n`.repeat(1000)}`;
    const started = performance.now();
    const { paragraphs } = splitParagraphs(list);
    const elapsed = performance.now() - started;
    expect(paragraphs).toHaveLength(20001);
    expect(elapsed).toBeLessThan(2000);
  });
});

describe('lineAt', () => {
  it('counts LF, CRLF and lone CR as one line break each', () => {
    expect(lineAt('a\r\nb\rc', 5)).toBe(3);
    expect(lineAt('a\nb', 0)).toBe(1);
    expect(lineAt('a\nb', 2)).toBe(2);
  });
});
