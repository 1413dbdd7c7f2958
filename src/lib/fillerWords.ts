// Academic filler (data/filler-words.json): words any abstract may use whatever it is about ("show",
// "problem", "promising"), kept out of every list of words shown as a reason, the words related papers
// share and a topic's characteristic terms. The list is data, edited beside the topic rules; the data
// build checks it and carries it in list.json for the overview, which works out its terms in the page.

import { checkRuleFile } from './json';
import { stem } from './search/normalize';

/**
 * Validates the words of data/filler-words.json (also carried by list.json), calling `fail` with what
 * is wrong: a list of lowercase words without spaces.
 */
export function checkFillerWords(words: unknown, fail: (detail: string) => never): string[] {
  if (!Array.isArray(words)) return fail('"words" must be a list');
  words.forEach((word, i) => {
    if (typeof word !== 'string' || !/^[\p{Ll}\d'-]+$/u.test(word)) fail(`words[${i}] must be one lowercase word (got ${JSON.stringify(word)})`);
  });
  return words as string[];
}

/**
 * Validates the parsed contents of a filler-words file; `source` names it in errors.
 *   loadFillerWords({ words: ['show', 'problem'] }, 'filler-words.json') => ["show", "problem"]
 */
export function loadFillerWords(json: unknown, source: string): string[] {
  return checkRuleFile(json, source, { list: 'words', check: checkFillerWords });
}

/**
 * Whether a folded word is filler, compared by stem so that one entry covers its forms.
 *   fillerTest(['show'])('showing') => true
 */
export function fillerTest(words: readonly string[] = []): (word: string) => boolean {
  const stems = new Set(words.map(stem));
  return (word) => stems.has(stem(word));
}
