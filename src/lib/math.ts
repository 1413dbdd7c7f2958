// Inline TeX in abstracts: where the formulas are, and how they read as plain words for search.

import type { Token } from './types';

/** A formula in a text: [start, end) covers the dollars, `tex` is what lies between them. */
export interface MathSpan {
  start: number;
  end: number;
  tex: string;
}

/**
 * The `$…$` and `$$…$$` formulas of a text, by pandoc's rules, so that prices and stray dollars stay text:
 * an opening `$` has a non-space right after it, a closing `$` has a non-space right before it and no
 * digit right after it; `\$` is a literal dollar, inside math too. An unclosed `$` is just a character.
 *   findMathSpans("$5 and $x^2$ for $") => [{ start: 7, end: 12, tex: "x^2" }]
 * Linear time: an inline formula ends at the next dollar, and display math stops looking for a "$$"
 * once one search has failed (no later search could succeed).
 */
export function findMathSpans(text: string): MathSpan[] {
  const spans: MathSpan[] = [];
  let noDisplayCloser = false;
  const next = /[\\$]/g;
  let i = 0;
  while (i < text.length) {
    next.lastIndex = i;
    const found = next.exec(text);
    if (found === null) break;
    i = found.index;
    if (text[i] === '\\') {
      i += 2;
    } else if (text[i + 1] === '$') {
      const close = noDisplayCloser ? -1 : displayCloser(text, i + 2);
      if (close === -1) {
        noDisplayCloser = true;
        i += 2;
      } else {
        spans.push({ start: i, end: close + 2, tex: text.slice(i + 2, close) });
        i = close + 2;
      }
    } else {
      const opens = i + 1 < text.length && !isSpace(text[i + 1]!);
      const close = opens ? inlineCloser(text, i + 1) : -1;
      if (close === -1) {
        i++;
      } else {
        spans.push({ start: i, end: close + 1, tex: text.slice(i + 1, close) });
        i = close + 1;
      }
    }
  }
  return spans;
}

// The next unescaped dollar closes the formula if it can (TeX reads no "$" inside inline math);
// if it cannot ("$5 and $10"), the opening dollar was just a character.
function inlineCloser(text: string, from: number): number {
  for (let j = from; j < text.length; j++) {
    const c = text[j];
    if (c === '\\') j++;
    else if (c === '$') return j > from && !isSpace(text[j - 1]!) && !/[0-9]/.test(text[j + 1] ?? '') ? j : -1;
  }
  return -1;
}

function displayCloser(text: string, from: number): number {
  let blank = true;
  for (let j = from; j < text.length; j++) {
    const c = text[j]!;
    if (c === '$' && text[j + 1] === '$' && !blank) return j;
    if (c === '\\') j++;
    blank &&= isSpace(c);
  }
  return -1;
}

function isSpace(c: string): boolean {
  return /\s/.test(c);
}

// Commands that only style or decorate their argument: the argument is what reads ("\mathcal{O}" => "O").
const SILENT = new Set(
  ('mathcal mathbb mathbf mathrm mathit mathsf mathtt mathfrak mathscr boldsymbol bm text textbf textit ' +
    'textrm textsf texttt textsc emph operatorname tilde widetilde hat widehat bar overline underline vec ' +
    'dot ddot check breve left right big Big bigg Bigg bigl bigr Bigl Bigr displaystyle textstyle limits ' +
    'nolimits mathop').split(' '),
);

// Commands that are a symbol, read as that symbol.
const SYMBOLS = new Map<string, string>(Object.entries({
  times: '×', cdot: '·', pm: '±', mp: '∓', leq: '≤', le: '≤', geq: '≥', ge: '≥', neq: '≠', ne: '≠',
  approx: '≈', sim: '~', propto: '∝', infty: '∞', to: '→', rightarrow: '→', leftarrow: '←', mapsto: '↦',
  Rightarrow: '⇒', ldots: '…', cdots: '…', dots: '…', top: '⊤', prime: '′', partial: '∂', nabla: '∇',
  circ: '∘', ell: 'ℓ', quad: ' ', qquad: ' ',
}));

// Marks where a command's name sits, so words can be spaced once braces and scripts are gone.
const MARK = '\uE000';

/**
 * A formula as readable words for search: commands become their names or symbols, styling commands,
 * braces and the `^`/`_` markers disappear, a simple \frac becomes a slash.
 *   mathToWords("\\tau ^2") => "tau2"
 *   mathToWords("\\mathcal{O}(\\log K)") => "O(log K)"
 *   mathToWords("n\\sqrt{T}") => "n sqrt T"
 *   mathToWords("\\times") => "×"; mathToWords("\\frac{1}{2}") => "1/2"
 */
export function mathToWords(tex: string): string {
  const words = tex
    .replace(/\\frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, '$1/$2')
    .replace(/\\([A-Za-z]+)\s*|\\([\s\S])/g, (_match, name: string | undefined, escaped: string | undefined) => {
      if (name === undefined) return /[{}]/.test(escaped!) ? '' : /[a-zA-Z0-9%$&#]/.test(escaped!) ? escaped! : ' ';
      if (SILENT.has(name)) return MARK;
      const symbol = SYMBOLS.get(name);
      return symbol === undefined ? `${MARK}${name}${MARK}` : ` ${symbol} `;
    })
    .replace(/\s*[\^_]\s*/g, '')
    .replace(/[{}\\]/g, ''); // braces, and a backslash left alone at the end
  // A command's name is a word of its own next to a letter ("\omega\in" => "omega in"), not next to a
  // digit or bracket ("\tau^2" => "tau2", "\log(n)" => "log(n)").
  const spaced = words.replace(/\uE000+/g, (marks, offset: number, all: string) => {
    const before = all[offset - 1] ?? '';
    const after = all[offset + marks.length] ?? '';
    return /[\p{L}\p{N}]/u.test(before) && /\p{L}/u.test(after) ? ' ' : '';
  });
  return spaced.replace(/\s+/g, ' ').trim();
}

// Text-styling commands sometimes wrapped in dollars, and the token their text becomes.
const TEXT_IN_MATH = new Map<string, 'strong' | 'emphasis' | 'smallcaps' | null>(Object.entries({
  textbf: 'strong', textit: 'emphasis', emph: 'emphasis', textsc: 'smallcaps', text: null, textrm: null,
} as const));

/**
 * A formula that is only styled text, as that text: authors put bold words in math, and copy-paste
 * doubles their braces. Null for real math.
 *   mathAsText("\\textbf{{Parallel-Probe}}") => { type: "strong", children: [{ type: "text", text: "Parallel-Probe" }] }
 *   mathAsText("\\textbf{x}^2") => null
 */
export function mathAsText(tex: string): Token | null {
  const m = /^\s*\\([a-z]+)\s*(\{.*\})\s*$/s.exec(tex);
  const kind = m === null ? undefined : TEXT_IN_MATH.get(m[1]!);
  if (kind === undefined) return null;
  let inner = m![2]!;
  while (inner.startsWith('{') && inner.endsWith('}') && balanced(inner.slice(1, -1))) inner = inner.slice(1, -1);
  if (inner.trim() === '' || /[\\{}$^_]/.test(inner)) return null;
  const text: Token = { type: 'text', text: inner };
  return kind === null ? text : { type: kind, children: [text] };
}

function balanced(text: string): boolean {
  let depth = 0;
  for (const c of text) {
    depth += c === '{' ? 1 : c === '}' ? -1 : 0;
    if (depth < 0) return false;
  }
  return depth === 0;
}
