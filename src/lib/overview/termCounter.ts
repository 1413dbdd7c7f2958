// Counting papers' words for characteristicTerms: which terms (stems of similarityWords) each paper
// uses, how many papers use each, and each term's commonest word.

import { similarityWords } from '../similar';
import { stem } from '../search/normalize';

export interface CountedDoc {
  topics: readonly string[];
  /** Its terms (stem ids), each once. */
  terms: Int32Array;
}

/**
 * A counter to add papers to one at a time (so that the work can be sliced). Like similar.ts's
 * termVectors, each distinct word is stemmed once and gets an id, and the counting runs on arrays (a
 * Map and a Set per paper were three times slower on 5,000 papers); unlike it, every term a paper uses
 * is kept, title aside, and only whether a paper uses a term counts.
 *   const counter = termCounter(); counter.add(['rl'], 'Reward shaping for rewards'); counter.df => [1, 1]
 */
export function termCounter() {
  const wordIds = new Map<string, number>();
  const wordTerm: number[] = [];
  const wordCount: number[] = [];
  const termIds = new Map<string, number>();
  const stems: string[] = [];
  const df: number[] = [];
  const lastDoc: number[] = []; // by term: the last paper counted that uses it
  const docs: CountedDoc[] = [];
  const formOf = (word: string): number => {
    let w = wordIds.get(word);
    if (w !== undefined) return w;
    w = wordTerm.length;
    wordIds.set(word, w);
    const s = stem(word);
    let term = termIds.get(s);
    if (term === undefined) {
      term = stems.length;
      termIds.set(s, term);
      stems.push(s);
      df.push(0);
      lastDoc.push(-1);
    }
    wordTerm.push(term);
    wordCount.push(0);
    return w;
  };

  return {
    docs,
    df,
    stems,
    /** Adds a paper; one without words (no text) is not counted at all. */
    add(topics: readonly string[], text: string): void {
      const d = docs.length;
      const terms: number[] = [];
      // Links are not words of a topic ("https", "github", "com").
      for (const word of similarityWords(text.replace(URL, ' '))) {
        const w = formOf(word);
        wordCount[w]!++;
        const term = wordTerm[w]!;
        if (lastDoc[term] !== d) {
          lastDoc[term] = d;
          terms.push(term);
          df[term]!++;
        }
      }
      if (terms.length > 0) docs.push({ topics: [...new Set(topics)], terms: Int32Array.from(terms) });
    },
    /** Each term's commonest word ("quantization" × 9 over "quantized" × 3), worked out when asked. */
    get words(): string[] {
      const words = new Array<string>(stems.length).fill('');
      const counts = new Array<number>(stems.length).fill(0);
      for (const [word, w] of wordIds) {
        const term = wordTerm[w]!;
        if (isCommonerForm(word, wordCount[w]!, words[term]!, counts[term]!)) {
          words[term] = word;
          counts[term] = wordCount[w]!;
        }
      }
      return words;
    },
  };
}

const URL = /\b(?:https?:\/\/|www\.)\S+/gi;

// Ties go to the shorter word, then the first in code point order, so that input order never decides.
function isCommonerForm(word: string, count: number, best: string, bestCount: number): boolean {
  if (count !== bestCount) return count > bestCount;
  return word.length !== best.length ? word.length < best.length : word < best;
}
