// Inline TeX of an abstract as KaTeX HTML, with settings for TeX nobody vetted. KaTeX's output is the
// one piece of HTML the app ever injects, so every setting below errs on the side of inert output.

import katex, { type KatexOptions } from 'katex';
import { messageOf } from './errors';

/** Rendered HTML, or why the formula could not be rendered and its source, to show as plain text. */
export type TexResult = { html: string } | { error: string; source: string };

/**
 * The KaTeX options of every formula (a fresh `macros` object is added per call, see renderTex).
 * Frozen, so no caller can turn `trust` on for everyone.
 */
export const TEX_OPTIONS = Object.freeze({
  /** HTML to look at, plus MathML for screen readers (KaTeX marks its HTML aria-hidden). */
  output: 'htmlAndMathml',
  /**
   * Throw, and let renderTex catch: the caller then shows the source as text. With `false`, KaTeX would
   * return its own error markup instead, which is not what a reader should see.
   */
  throwOnError: true,
  /**
   * No \href, \url, \includegraphics, \htmlClass, \htmlId, \htmlStyle or \htmlData: they would make
   * links, load images or set attributes from the abstract. Untrusted, they render as inert red text.
   */
  trust: false,
  /**
   * Render the LaTeX-isms authors write (Unicode letters in math, "%" at the end) instead of warning in
   * the console or failing: the goal is the formula the author meant, not a LaTeX faithfulness check.
   */
  strict: 'ignore',
  /** Sizes in ems are capped, so \rule{9999em}{9999em} or \kern9999em cannot cover or stretch the page. */
  maxSize: 10,
  /**
   * Macro expansions per formula. An abstract's inline formulas need a handful; a \def bomb such as
   * "\def\a{\a\a}\a" stops here with an error. KaTeX's default of 1000 lets a crafted formula run for
   * seconds, 100 keeps it well under one.
   */
  maxExpand: 100,
  /** \def stays inside its formula (only \gdef would escape, and the fresh macros object stops that). */
  globalGroup: false,
} as const satisfies KatexOptions);

/**
 * Longer sources are not rendered: the work a hostile formula can cause grows with maxExpand times its
 * length, and no inline formula of an abstract comes near this.
 */
export const MAX_TEX_LENGTH = 1000;

// Rendered formulas, most recently used last. Abstracts repeat their formulas ("$n$", "$H^2$"), and a
// paper page renders again on every visit.
const CACHE_SIZE = 500;
const cache = new Map<string, TexResult>();

/**
 * A formula (without its dollars) as KaTeX HTML, or the error and the source. Never throws.
 *   renderTex("x^2") => { html: '<span class="katex">…<math …>…</math>…</span>' }
 *   renderTex("\\frac{1}{") => { error: "KaTeX parse error: Unexpected end of input…", source: "\\frac{1}{" }
 * Each call starts from no macros, so "\gdef\foo{bar}" in one formula means nothing to the next.
 */
export function renderTex(tex: string, options: { displayMode?: boolean } = {}): TexResult {
  const displayMode = options.displayMode ?? false;
  const key = (displayMode ? 'D' : 'I') + tex;
  const cached = cache.get(key);
  if (cached !== undefined) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const result = Object.freeze(render(tex, displayMode));
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, result);
  return result;
}

function render(tex: string, displayMode: boolean): TexResult {
  if (tex.length > MAX_TEX_LENGTH) return { error: `Formula longer than ${MAX_TEX_LENGTH} characters`, source: tex };
  try {
    return { html: katex.renderToString(tex, { ...TEX_OPTIONS, displayMode, macros: {} }) };
  } catch (error) {
    return { error: messageOf(error), source: tex };
  }
}
