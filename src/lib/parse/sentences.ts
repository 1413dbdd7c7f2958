// Sentence splitting for plain abstract text (after markup and math are reduced to words).

// Abbreviations whose period does not end a sentence, even before a capital ("e.g. GPU kernels").
const ABBREVIATION = /\b(?:e\.g|i\.e|et al|vs|cf|etc|Fig|Figs|Eq|Eqs|Sec|Tab|resp|approx|No)\.$/i;

// A sentence ends at . ! or ? followed by space and a capital, digit, quote or bracket; or directly
// by a capitalised word, because copy-paste often eats the space ("corrupted.We propose").
const BOUNDARY = /[.!?]["”’)]?(?:\s+(?=[\p{Lu}\p{N}"“‘([])|(?=\p{Lu}\p{Ll}))/gu;

/**
 * Splits plain text into trimmed sentences, keeping their final punctuation.
 *   splitSentences("We propose X. It works.") => ["We propose X.", "It works."]
 *   splitSentences("fragile.We propose X") => ["fragile.", "We propose X"]
 * Decimals ("2.5x"), versions ("FLUX.1") and URLs ("github.com/A") are not split: no space follows
 * their period, and the next character is a digit or lowercase letter.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(BOUNDARY)) {
    const end = match.index + match[0].trimEnd().length;
    const candidate = text.slice(start, end);
    // Only the candidate's last word decides the two exceptions; testing the whole candidate would
    // make long abstracts quadratic.
    const lastWord = candidate.slice(candidate.lastIndexOf(' ') + 1);
    // "…in Sec. 3" or "e.g. GPU": the period belongs to an abbreviation, keep going.
    if (ABBREVIATION.test(candidate.slice(-12))) continue;
    // A period inside a URL ("https://x.org/A") is not a boundary either.
    if (lastWord.includes('://') && !/\s/.test(text.charAt(end))) continue;
    pushTrimmed(sentences, candidate);
    start = match.index + match[0].length;
  }
  pushTrimmed(sentences, text.slice(start));
  return sentences;
}

function pushTrimmed(into: string[], sentence: string): void {
  const trimmed = sentence.trim();
  if (trimmed) into.push(trimmed);
}

/**
 * The first sentence of plain text, for list rows and meta descriptions ("e.g.", "et al.", "1.91",
 * "FLUX.1" and "vs." do not end a sentence).
 *   firstSentence("It works, e.g. on GPUs. Then more.") => "It works, e.g. on GPUs."
 */
export function firstSentence(text: string): string {
  return splitSentences(text)[0] ?? text.trim();
}
