import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LATEX_ACCENTS, latexAscii } from '../../../src/lib/latexAscii';
import { balanced } from './balanced';

describe('latexAscii', () => {
  it('leaves ASCII as it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii' }), (text) => {
        expect(latexAscii(text)).toBe(text);
      }),
    );
  });

  it('writes accented letters as one braced accent command, precomposed or not', () => {
    expect(latexAscii('Poincaré')).toBe("Poincar{\\'{e}}");
    expect(latexAscii('Poincare\u0301')).toBe("Poincar{\\'{e}}");
    expect(latexAscii('Schrödinger, Zürich, Čech, Erdős, façade')).toBe('Schr{\\"{o}}dinger, Z{\\"{u}}rich, {\\v{C}}ech, Erd{\\H{o}}s, fa{\\c{c}}ade');
    // On i, the accent replaces the dot; two accents nest, the one nearest the letter inside.
    expect(latexAscii('naïve')).toBe('na{\\"{\\i}}ve');
    expect(latexAscii('ǘ')).toBe('{\\\'{\\"{u}}}');
  });

  it('names the letters that have no accent to take off, and writes typographic punctuation in ASCII', () => {
    expect(latexAscii('Łódź, Straße, Ørsted, Æsir')).toBe("{\\L}{\\'{o}}d{\\'{z}}, Stra{\\ss}e, {\\O}rsted, {\\AE}sir");
    expect(latexAscii('2019–2021 — “quoted” ‘it’s’…')).toBe("2019--2021 --- ``quoted'' `it's'{\\ldots}");
  });

  it('writes Greek letters as math, the capitals that are Latin letters as those', () => {
    expect(latexAscii('α-entmax, σ, ς, ω, Ω, Σ, Α')).toBe('{$\\alpha$}-entmax, {$\\sigma$}, {$\\varsigma$}, {$\\omega$}, {$\\Omega$}, {$\\Sigma$}, Α');
  });

  it('keeps as written what has no command: CJK, superscripts, symbols, a letter with an unknown accent', () => {
    expect(latexAscii('论文 x² ≤ 1 🙂 q\u0331')).toBe('论文 x² ≤ 1 🙂 q\u0331');
  });

  it('makes any Latin letter with accents from its table ASCII, in balanced braces', () => {
    const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const marks = fc.array(fc.constantFrom(...Object.keys(LATEX_ACCENTS)), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(fc.array(fc.tuple(letter, marks), { maxLength: 6 }), (letters) => {
        const out = latexAscii(letters.map(([l, m]) => (l + m.join('')).normalize('NFC')).join(' '));
        expect(out).toMatch(/^[\x20-\x7e]*$/);
        expect(balanced(out)).toBe(true);
      }),
    );
  });

  it('keeps braces balanced, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        expect(balanced(latexAscii(text.replace(/[{}]/g, '')))).toBe(true);
      }),
    );
  });
});
