// A title as its markup reads. A conference's published title (and a curator's) is as written, TeX and
// all: "$\ell_1$-Regularised …", "\emph{Not} All …". A title derived from the abstract is plain text
// already (names.ts makes it from the abstract's plain text), so a "$" in it is a dollar, never math.
import type { Paper, Token } from './types';
import { plainText, tokenize } from './markup';
import { isDerivedTitle } from './titleSource';

type Titled = Pick<Paper, 'title'> & Partial<Pick<Paper, 'titleSource'>>;

// Where markup may start (markup.ts reads from these): a title with none is one text token, unread.
const MARKUP = /[$\\*[]|https?:\/\//i;

/**
 * The render tokens of a title: markup read for a published or curator's title, none for a derived one.
 *   titleTokens({ title: 'Sparse $\\ell_1$ Recovery', titleSource: 'published' })
 *     => [{ type: "text", text: "Sparse " }, { type: "math", tex: "\\ell_1" }, { type: "text", text: " Recovery" }]
 *   titleTokens({ title: 'Costs of $5', titleSource: 'derived' }) => [{ type: "text", text: "Costs of $5" }]
 */
export function titleTokens(paper: Titled): Token[] {
  if (isDerivedTitle(paper) || !MARKUP.test(paper.title)) return [{ type: 'text', text: paper.title }];
  return tokenize(paper.title);
}

/**
 * The title as plain text, for what cannot hold markup (the document's title, a share sheet, a search
 * query): math as its words, styles dropped.
 *   plainTitle({ title: '$\\texttt{Multi}^2$: Hierarchical …', titleSource: 'published' }) => "Multi2: Hierarchical …"
 *   plainTitle({ title: 'Sparse $\\ell_1$ Recovery with \\emph{Robust} Priors', titleSource: 'published' })
 *     => "Sparse ℓ1 Recovery with Robust Priors"
 */
export function plainTitle(paper: Titled): string {
  const tokens = titleTokens(paper);
  const [only] = tokens;
  return tokens.length === 1 && only?.type === 'text' ? only.text : plainText(tokens);
}
