// A paper's abstract from its render tokens, as React elements. Nothing of the abstract is read as HTML:
// the only HTML set is KaTeX's own output for a formula (texMath).

import { Fragment, type ReactNode } from 'react';
import type { Token } from '../../lib/types';
import { httpUrl } from '../../lib/links';
import { renderTokens, type TokenRenderers } from '../../components/renderTokens';
import { useLocale } from '../../i18n/i18n';
import { texMath } from './texMath';

/** The abstract's paragraphs, as <p> elements (no wrapper: the page decides the container). */
export function Abstract({ tokens }: { tokens: Token[] }) {
  // The tokens render through plain functions: the formula's note follows a language switch through this.
  useLocale();
  return (
    <>
      {paragraphs(tokens).map((paragraph, i) => (
        <p key={i}>{renderTokens(paragraph, ABSTRACT)}</p>
      ))}
    </>
  );
}

// Formulas typeset; links opened in a new tab.
const ABSTRACT: TokenRenderers = { math: texMath, link: abstractLink };

function abstractLink(raw: string, children: ReactNode[], key: number): ReactNode {
  // The tokenizer makes http(s) links only; papers.json is checked again here, since it is data.
  const url = httpUrl(raw);
  if (url === null) return <Fragment key={key}>{children}</Fragment>;
  return (
    <a key={key} href={url} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

// A blank line, possibly holding spaces, and the spaces around it.
const BLANK_LINE = /\s*\n[^\S\n]*\n\s*/;

// The tokens split at the blank lines of their text, dropping paragraphs with nothing to read; an
// emphasis (or link…) that spans a blank line continues, as a second one, in the next paragraph.
//   paragraphs([{ type: "text", text: "a\n\nb" }]) => [[{ type: "text", text: "a" }], [{ type: "text", text: "b" }]]
function paragraphs(tokens: readonly Token[]): Token[][] {
  return split(tokens).filter((paragraph) => paragraph.some((t) => t.type !== 'text' || t.text.trim() !== ''));
}

function split(tokens: readonly Token[]): Token[][] {
  const out: Token[][] = [[]];
  for (const token of tokens) {
    const [first = [], ...rest] = splitToken(token);
    out.at(-1)!.push(...first);
    out.push(...rest);
  }
  return out;
}

function splitToken(token: Token): Token[][] {
  if (token.type === 'text') return token.text.split(BLANK_LINE).map((text) => (text === '' ? [] : [{ type: 'text', text }]));
  if (token.type === 'math') return [[token]];
  return split(token.children).map((children) => (children.length === 0 ? [] : [{ ...token, children }]));
}
