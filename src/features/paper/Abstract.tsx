// A paper's abstract from its render tokens, as React elements. Nothing of the abstract is read as HTML:
// the only HTML set is KaTeX's own output for a formula (see src/lib/tex.ts for why it is inert).

import { Fragment, type ReactNode } from 'react';
import type { Token } from '../../lib/types';
import { httpUrl } from '../../lib/links';
import { renderTex } from '../../lib/tex';
import { t, useLocale } from '../../i18n/i18n';
// Imported by the paper feature only, so KaTeX's styles and fonts go where the paper page goes (into its
// own chunk once the paper route is loaded lazily), never with the search page.
import 'katex/dist/katex.min.css';
import './abstract.css';

/** The abstract's paragraphs, as <p> elements (no wrapper: the page decides the container). */
export function Abstract({ tokens }: { tokens: Token[] }) {
  // The tokens render through plain functions: the formula's note follows a language switch through this.
  useLocale();
  return (
    <>
      {paragraphs(tokens).map((paragraph, i) => (
        <p key={i}>{paragraph.map(renderToken)}</p>
      ))}
    </>
  );
}

function renderToken(token: Token, key: number): ReactNode {
  switch (token.type) {
    case 'text':
      return token.text;
    case 'emphasis':
      return <em key={key}>{token.children.map(renderToken)}</em>;
    case 'strong':
      return <strong key={key}>{token.children.map(renderToken)}</strong>;
    case 'smallcaps':
      return <span key={key} className="smallcaps">{token.children.map(renderToken)}</span>;
    case 'link': {
      // The tokenizer makes http(s) links only; papers.json is checked again here, since it is data.
      const url = httpUrl(token.url);
      const children = token.children.map(renderToken);
      if (url === null) return <Fragment key={key}>{children}</Fragment>;
      return (
        <a key={key} href={url} target="_blank" rel="noopener noreferrer nofollow">
          {children}
        </a>
      );
    }
    case 'math': {
      const result = renderTex(token.tex);
      if ('error' in result) {
        return (
          <code key={key} className="math-source" title={t('paper.formulaError')}>
            {`$${result.source}$`}
          </code>
        );
      }
      // eslint-disable-next-line no-restricted-syntax -- KaTeX's output, with trust off: see src/lib/tex.ts
      return <span key={key} className="math" dangerouslySetInnerHTML={{ __html: result.html }} />;
    }
  }
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
