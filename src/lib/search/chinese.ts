// Chinese in a query: each term the glossary knows is searched as its English form, in place, so that
// the rest of the query language (phrases, -exclusions, title:) works around it as usual:
//   `量化` => `quantization`, `LLM 量化` => `LLM quantization`, `"扩散模型" -图像` => `"diffusion model" -image`.
// A Chinese word the glossary does not know stays as typed (it matches no English abstract) and the
// reading says so, rather than the search silently finding nothing.
import { type Glossary, keysOf } from './glossary';
import { hasHan } from './normalize';

/**
 * What a corpus carries once the glossary is loaded: the Chinese reading and suggestions, made in this
 * module, which the page loads with the glossary (not in the JavaScript before the first results).
 */
export interface ChineseReader {
  glossary: Glossary;
  read: (q: string) => ReadQuery;
  suggest: (q: string, limit: number) => string[];
}

/** chineseReader(glossary).read('量化').query => "quantization" */
export function chineseReader(glossary: Glossary): ChineseReader {
  return { glossary, read: (q) => readChinese(q, glossary), suggest: (q, limit) => suggestTerms(glossary, q, limit) };
}

/** How a query's Chinese was understood, for the page to show ("量化 → quantization"). */
export interface QueryReading {
  /** Each Chinese term found, as typed, with the English form searched; in query order, once each. */
  known: { zh: string; en: string }[];
  /** The Chinese words the glossary does not know, in query order, once each. */
  unknown: string[];
}

export interface ReadQuery {
  /** The query to search: the typed one with every known Chinese term in English. */
  query: string;
  /** null for a query without Chinese characters. */
  reading: QueryReading | null;
}

type Piece = { kind: 'text'; text: string } | { kind: 'known'; text: string; en: string } | { kind: 'unknown'; text: string };

const QUOTES = '"“”„';
const SPACE = /\s/;
const TITLE_PREFIX = 'title:';
const HAN_CHAR = /^\p{Script=Han}$/u;

/**
 * Function words that join terms ("量化的方法", "基于扩散模型"): dropped like English stop words, not
 * reported as unknown. Only where no glossary term starts (上 of 上下文 is not one).
 */
const CHINESE_STOP_WORDS: readonly string[] = ['基于', '用于', '关于', '以及', '通过', '及其', '一种', '的', '地', '得', '了', '和', '与', '及', '或', '在', '中', '对', '于', '之', '是', '等', '與', '於', '對', '關於', '基於', '用於', '通過', '一種'];
const STOP_LONGEST = Math.max(...CHINESE_STOP_WORDS.map((w) => w.length));

let segmenter: Intl.Segmenter | null = null;

/** Where Intl.Segmenter (word granularity) puts word boundaries in `text`: the start of each word. */
function wordStarts(text: string): Set<number> {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  const starts = new Set<number>();
  for (const { index } of segmenter.segment(text)) starts.add(index);
  return starts;
}

/** The longest of `keys` (by lookup) that starts at `i`, or undefined. */
function longestAt(text: string, i: number, longest: number, has: (key: string) => boolean): string | undefined {
  for (let n = Math.min(longest, text.length - i); n > 0; n--) {
    const candidate = text.slice(i, i + n);
    if (has(candidate)) return candidate;
  }
  return undefined;
}

const STOP_SET = new Set(CHINESE_STOP_WORDS);

/**
 * splitChinese("LLM量化方法", glossary) => [text "LLM", known 量化 (quantization), known 方法 (method)].
 * At each place the longest glossary term first (大语言模型 before 语言模型 before 模型); where none
 * starts, a function word is dropped, or the Chinese up to the segmenter's next word boundary (or the
 * next glossary term) is an unknown word. Anything else (Latin letters, digits, punctuation) is text.
 */
export function splitChinese(text: string, glossary: Glossary | undefined): Piece[] {
  const pieces: Piece[] = [];
  const starts = wordStarts(text);
  const termAt = (i: number) => (glossary === undefined ? undefined : longestAt(text, i, glossary.longest, (k) => glossary.byKey.has(k)));
  const isHan = (i: number) => HAN_CHAR.test(text.charAt(i));
  let plain = '';
  let i = 0;
  while (i < text.length) {
    const term = termAt(i);
    const stop = term === undefined && isHan(i) ? longestAt(text, i, STOP_LONGEST, (k) => STOP_SET.has(k)) : undefined;
    if (term === undefined && stop === undefined && !isHan(i)) {
      plain += text.charAt(i);
      i += 1;
      continue;
    }
    if (plain !== '') pieces.push({ kind: 'text', text: plain });
    plain = '';
    if (term !== undefined) {
      pieces.push({ kind: 'known', text: term, en: (glossary as Glossary).byKey.get(term)!.en });
      i += term.length;
    } else if (stop !== undefined) {
      i += stop.length;
    } else {
      let end = i + 1;
      while (end < text.length && isHan(end) && !starts.has(end) && termAt(end) === undefined) end += 1;
      pieces.push({ kind: 'unknown', text: text.slice(i, end) });
      i = end;
    }
  }
  if (plain !== '') pieces.push({ kind: 'text', text: plain });
  return pieces;
}

/** "diffusion model" => `"diffusion model"`: a multi-word English form is searched as a phrase. */
const asItem = (en: string) => (SPACE.test(en) ? `"${en}"` : en);

/**
 * readChinese('"扩散模型" -图像', glossary) => { query: '"diffusion model" -image',
 *   reading: { known: [{ zh: "扩散模型", en: "diffusion model" }, { zh: "图像", en: "image" }], unknown: [] } }
 * Scans the query as parseQuery does (spaces, '-', 'title:', quotes); an item without Chinese is kept
 * as typed. Without a glossary (not loaded), every Chinese word is unknown.
 */
export function readChinese(q: string, glossary: Glossary | undefined): ReadQuery {
  if (!hasHan(q)) return { query: q, reading: null };
  const known = new Map<string, string>();
  const unknown = new Set<string>();
  const note = (pieces: Piece[]) => {
    for (const piece of pieces) {
      if (piece.kind === 'known' && !known.has(piece.text)) known.set(piece.text, piece.en);
      if (piece.kind === 'unknown') unknown.add(piece.text);
    }
    return pieces;
  };
  const out: string[] = [];
  let i = 0;
  while (i < q.length) {
    if (SPACE.test(q.charAt(i))) {
      i += 1;
      continue;
    }
    const start = i;
    if (q.charAt(i) === '-') i += 1;
    if (q.slice(i, i + TITLE_PREFIX.length).toLowerCase() === TITLE_PREFIX) i += TITLE_PREFIX.length;
    const prefix = q.slice(start, i);
    if (QUOTES.includes(q.charAt(i))) {
      let end = i + 1;
      while (end < q.length && !QUOTES.includes(q.charAt(end))) end += 1;
      const inside = q.slice(i + 1, end);
      const item = q.slice(start, Math.min(end + 1, q.length));
      i = end + 1;
      if (!hasHan(inside)) {
        out.push(item);
        continue;
      }
      // One phrase: its Chinese terms in English, in order.
      const words = note(splitChinese(inside, glossary)).map((p) => (p.kind === 'known' ? p.en : p.text.trim()));
      out.push(`${prefix}"${words.filter((w) => w !== '').join(' ')}"`);
    } else {
      let end = i;
      while (end < q.length && !SPACE.test(q.charAt(end)) && !QUOTES.includes(q.charAt(end))) end += 1;
      const word = q.slice(i, end);
      i = end;
      if (!hasHan(word)) {
        out.push(q.slice(start, end));
        continue;
      }
      // Each piece its own item, with the item's '-' or 'title:': `-扩散模型图像` => `-"diffusion model" -image`.
      for (const piece of note(splitChinese(word, glossary))) out.push(prefix + (piece.kind === 'known' ? asItem(piece.en) : piece.text));
    }
  }
  return {
    query: out.join(' '),
    reading: { known: [...known].map(([zh, en]) => ({ zh, en })), unknown: [...unknown] },
  };
}

/**
 * suggestTerms(glossary, "LLM 扩散", 6) => ["LLM 扩散模型", "LLM 扩散变换器", …]: the glossary terms the
 * Chinese being typed at the end of the query starts, shortest first, each term once (in the first of
 * its forms that fits: simplified, variants, traditional). The longest typed tail that starts a term is
 * completed ("模型量" completes 量 to 量化). [] when the query does not end in Chinese.
 */
export function suggestTerms(glossary: Glossary, q: string, limit: number): string[] {
  const tail = /\p{Script=Han}+$/u.exec(q)?.[0];
  if (tail === undefined || limit <= 0) return [];
  for (let n = tail.length; n > 0; n--) {
    const typed = tail.slice(tail.length - n);
    const found: string[] = [];
    for (const term of glossary.terms) {
      const key = keysOf(term).find((k) => k.length > typed.length && k.startsWith(typed));
      if (key !== undefined) found.push(key);
    }
    if (found.length === 0) continue;
    const head = q.slice(0, q.length - n);
    // A stable sort: terms of one length stay in the glossary's order.
    return found
      .sort((a, b) => a.length - b.length)
      .slice(0, limit)
      .map((key) => head + key);
  }
  return [];
}
