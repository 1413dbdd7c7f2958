// Render tokens (src/lib/types.ts Token) as React elements: one walk for the abstract and for titles.
// Nothing is read as HTML; what a formula and a link become is the caller's choice (an abstract typesets
// its math with KaTeX and links its URLs; a title inside a link must not hold another link).

import { Fragment, type ReactNode } from 'react';
import type { Token } from '../lib/types';

export interface TokenRenderers {
  /** A formula's TeX source (without its dollars) as what the page shows for it. */
  math: (tex: string, key: number) => ReactNode;
  /** A link's URL and its rendered text; by default the text alone. */
  link?: (url: string, children: ReactNode[], key: number) => ReactNode;
}

/**
 * renderTokens([{ type: 'text', text: 'a ' }, { type: 'emphasis', children: [{ type: 'text', text: 'b' }] }], r)
 *   => ["a ", <em key={1}>b</em>]
 */
export function renderTokens(tokens: readonly Token[], renderers: TokenRenderers): ReactNode[] {
  return tokens.map((token, key) => renderToken(token, key, renderers));
}

function renderToken(token: Token, key: number, renderers: TokenRenderers): ReactNode {
  switch (token.type) {
    case 'text':
      return token.text;
    case 'emphasis':
      return <em key={key}>{renderTokens(token.children, renderers)}</em>;
    case 'strong':
      return <strong key={key}>{renderTokens(token.children, renderers)}</strong>;
    case 'smallcaps':
      return <span key={key} className="smallcaps">{renderTokens(token.children, renderers)}</span>;
    case 'link': {
      const children = renderTokens(token.children, renderers);
      return renderers.link ? renderers.link(token.url, children, key) : <Fragment key={key}>{children}</Fragment>;
    }
    case 'math':
      return renderers.math(token.tex, key);
  }
}
