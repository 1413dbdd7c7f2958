// Cutting a phrase quoted from an abstract down to a title: at the strongest boundary that fits, never
// inside a word or brackets, without leaving a dangling "of", "and" or "that". See names.ts for how
// titles use it.

// Where a phrase may be cut, strongest first; each pattern matches the text right after the cut.
const CUTS: readonly RegExp[] = [
  /^[,;:]\s|^\s[—–]\s/,
  /^\s(?:that|which|where|while|whereas|whose|when|thereby)\s/,
  /^\s(?:by|with|without|via|using|through|for|from|in|on|over|under|across|as|of|to|into|at|between|within|and|or)\s/,
  /^\s/,
];
const DANGLING = /(?:[\s,;:.!?—–-]+|\s+(?:a|an|the|of|and|or|with|to|for|in|on|by|via|from|as|at|into|its|their|our|is|are|that|which))$/iu;
// After a cut, "… architecture that separates" has lost the object of its verb.
const CUT_CLAUSE = /\s+(?:that|which)\s+\S+$/u;
// Words that open a subordinate clause: the main clause comes after their comma.
const SUBORDINATE = /^(?:although|though|while|whereas|despite|because|since|when|if|as|in|to|for|given|unlike|with|by|on)\b/i;

/**
 * The phrase if it fits in `budget` characters, else its longest prefix that fits and ends at the
 * strongest boundary: punctuation, then before a relative word, then before a preposition, then any
 * space. A stronger cut keeping under 40 % of the budget gives way to a weaker one. Final punctuation
 * and dangling function words are dropped either way.
 *   fitPhrase("a method for training small orchestrators.", 30) => "a method for training small"
 *   fitPhrase("a framework that casts it as a bandit problem, balancing both", 60)
 *     => "a framework that casts it as a bandit problem"
 */
export function fitPhrase(phrase: string, budget: number): string {
  const whole = tidy(phrase);
  if (whole.length <= budget) return whole;
  for (const [level, positions] of cutPoints(whole, budget + 1).entries()) {
    const anySpace = level === CUTS.length - 1;
    const [shortest, fewestWords] = anySpace ? [0, 1] : [budget * 0.4, 3];
    for (const cut of positions.reverse()) {
      const prefix = tidy(tidy(whole.slice(0, cut)).replace(CUT_CLAUSE, ''));
      if (prefix.length <= budget && prefix.length >= shortest && prefix.split(/\s+/).length >= fewestWords) return prefix;
    }
  }
  return whole.slice(0, budget).trim(); // a first word longer than the budget: nothing better to do
}

/**
 * The main clause of a sentence: before its first comma (or semicolon, colon, dash), or after it when
 * the sentence opens with a subordinate clause; the whole sentence when that clause is under 3 words.
 *   mainClause("Large models are powerful, yet costly.") => "Large models are powerful"
 *   mainClause("Despite X, Y remains elusive, sadly.") => "Y remains elusive"
 */
export function mainClause(sentence: string | undefined): string | undefined {
  if (sentence === undefined) return undefined;
  const ends = [...cutPoints(sentence, sentence.length)[0]!, sentence.length];
  const clauses = ends.map((end, i) => sentence.slice(i === 0 ? 0 : ends[i - 1]! + 1, end).replace(/^[\s—–]+/, '').trim());
  const main = SUBORDINATE.test(sentence) && clauses.length > 1 ? clauses[1]! : clauses[0]!;
  return main.split(/\s+/).length >= 3 ? main : sentence;
}

// capitalise("a method") => "A method"; "tau2-Bench", "iPhone" and "SemRep" stay as they are.
export function capitalise(phrase: string): string {
  return /^\p{Ll}[\p{Ll}-]*(?:\s|$)/u.test(phrase) ? phrase.charAt(0).toUpperCase() + phrase.slice(1) : phrase;
}

// The positions, up to `limit`, where each level of CUTS allows a cut; none inside brackets.
function cutPoints(text: string, limit: number): number[][] {
  const cuts: number[][] = CUTS.map(() => []);
  let depth = 0;
  for (let i = 0; i <= limit && i < text.length; i++) {
    const ch = text.charAt(i);
    if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch)) depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      const level = CUTS.findIndex((cut) => cut.test(text.slice(i)));
      if (level >= 0) cuts[level]!.push(i);
    }
  }
  return cuts;
}

function tidy(phrase: string): string {
  let text = phrase.trim();
  for (let before = ''; before !== text; ) [before, text] = [text, text.replace(DANGLING, '')];
  return text;
}
