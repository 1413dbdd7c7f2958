// A paper's title as written: a published title's TeX and emphasis shown as such ("$\ell_1$", "\emph{}"),
// a derived title as the plain text it is (src/lib/titleMarkup.ts). For an element that holds text only
// (<title>, a share sheet, an aria-label), plainTitle is the same title as a string.

import type { ReactNode } from 'react';
import type { TitleSource } from '../lib/types';
import { titleTokens } from '../lib/titleMarkup';
import { mathToWords } from '../lib/math';
import { renderTokens } from './renderTokens';

interface TitleTextProps {
  paper: { title: string; titleSource?: TitleSource };
  /**
   * What a formula becomes. By default its words, as plainTitle writes them ("$\ell_1$" => "ℓ1"): no
   * KaTeX, whose code and fonts only the paper page loads; the paper page passes its typesetter.
   */
  math?: (tex: string, key: number) => ReactNode;
}

const mathAsWords = (tex: string) => mathToWords(tex);

/** The title's text and marks (no wrapper element, and never a link: it may sit inside one). */
export function TitleText({ paper, math = mathAsWords }: TitleTextProps) {
  return <>{renderTokens(titleTokens(paper), { math })}</>;
}
