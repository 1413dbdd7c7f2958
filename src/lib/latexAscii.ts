// Non-ASCII letters as the LaTeX commands classic BibTeX understands: BibTeX 0.99 reads bytes, so a
// UTF-8 "é" sorts and abbreviates wrongly ("Poincar{\'e}" does not) and some styles drop it. Letters with
// accents are found by their Unicode decomposition (any base letter with any accents in the table below),
// a few letters that have none are named, and Greek letters become math. Anything else (CJK, symbols)
// stays as written: a modern LaTeX reads it as UTF-8, and no command would say it better.
//   latexAscii('Poincaré–Schrödinger, Łódź, α-entmax') => "Poincar{\\'{e}}--Schr{\\\"{o}}dinger, {\\L}{\\'{o}}d{\\'{z}}, {$\\alpha$}-entmax"

/** Combining accent => the LaTeX accent command that puts it on a letter. */
export const LATEX_ACCENTS: Readonly<Record<string, string>> = {
  '\u0300': '`', // grave
  '\u0301': "'", // acute
  '\u0302': '^', // circumflex
  '\u0303': '~', // tilde
  '\u0304': '=', // macron
  '\u0306': 'u', // breve
  '\u0307': '.', // dot above
  '\u0308': '"', // diaeresis
  '\u030a': 'r', // ring
  '\u030b': 'H', // double acute
  '\u030c': 'v', // caron
  '\u0323': 'd', // dot below
  '\u0327': 'c', // cedilla
  '\u0328': 'k', // ogonek
};

/** Letters without a decomposition, and punctuation that has an ASCII spelling in TeX. */
export const LATEX_LETTERS: Readonly<Record<string, string>> = {
  ß: '{\\ss}',
  æ: '{\\ae}',
  Æ: '{\\AE}',
  œ: '{\\oe}',
  Œ: '{\\OE}',
  ø: '{\\o}',
  Ø: '{\\O}',
  ł: '{\\l}',
  Ł: '{\\L}',
  ı: '{\\i}',
  đ: '{\\dj}',
  Đ: '{\\DJ}',
  þ: '{\\th}',
  Þ: '{\\TH}',
  ð: '{\\dh}',
  Ð: '{\\DH}',
  '–': '--',
  '—': '---',
  '‘': '`',
  '’': "'",
  '“': '``',
  '”': "''",
  '…': '{\\ldots}',
  '\u00a0': '~',
};

const GREEK = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi o pi rho sigma tau upsilon phi chi psi omega'.split(' ');
// greekLetter(0, 0x3b1) => "α": the Greek block skips one code point after rho (ς, final sigma, in lowercase).
const greekLetter = (i: number, alpha: number) => String.fromCodePoint(alpha + i + (i > 16 ? 1 : 0));
// Lowercase α…ω; the capitals that are no Latin letter (Γ Δ Θ Λ Ξ Π Σ Υ Φ Ψ Ω); omicron is a Latin o.
const CAPITALS = new Set(['gamma', 'delta', 'theta', 'lambda', 'xi', 'pi', 'sigma', 'upsilon', 'phi', 'psi', 'omega']);
const GREEK_LETTERS: Readonly<Record<string, string>> = Object.fromEntries([
  ...GREEK.map((name, i) => [greekLetter(i, 0x3b1), name === 'o' ? 'o' : `{$\\${name}$}`]),
  ...GREEK.flatMap((name, i) => (CAPITALS.has(name) ? [[greekLetter(i, 0x391), `{$\\${name[0]!.toUpperCase()}${name.slice(1)}$}`]] : [])),
  ['ς', '{$\\varsigma$}'],
]);

// The letter an accent goes on: dotless i and j for i and j, whose dot the accent replaces.
const base = (letter: string) => (letter === 'i' ? '\\i' : letter === 'j' ? '\\j' : letter);

/** Text with its non-ASCII letters as LaTeX commands (see above); ASCII is left untouched. */
export function latexAscii(text: string): string {
  // eslint-disable-next-line no-control-regex -- only what is not ASCII is looked at
  if (!/[^\u0000-\u007f]/.test(text)) return text;
  return text.replace(/\P{M}\p{M}*/gu, (grapheme) => {
    const known = LATEX_LETTERS[grapheme] ?? GREEK_LETTERS[grapheme];
    if (known !== undefined) return known;
    const [letter, ...marks] = [...grapheme.normalize('NFD')];
    if (letter === undefined || !/^[A-Za-z]$/.test(letter) || marks.length === 0 || !marks.every((mark) => mark in LATEX_ACCENTS)) return grapheme;
    // One group for the whole letter, BibTeX's "special character", the accent nearest the letter innermost:
    // é => {\'{e}}, ǘ => {\'{\"{u}}}, ı́ => {\'{\i}}.
    return `{${marks.reduce((inner, mark) => `\\${LATEX_ACCENTS[mark]}{${inner}}`, base(letter))}}`;
  });
}
