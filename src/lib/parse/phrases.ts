// Making a phrase quoted from an abstract read as a title: its opening stripped of praise and empty
// heads, and cut down to the length at the strongest boundary that fits, never inside a word or
// brackets, ending on a complete phrase. See titles.ts for how titles use it.
import nlp from 'compromise';

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
// An aside inside a sentence: "such as …", "e.g. …", "including …".
const ASIDE = /^(?:such as|e\.g\.|i\.e\.|including|like|especially|notably|namely)\b/iu;
// Words that open a subordinate clause: the main clause comes after their comma.
const SUBORDINATE = /^(?:although|though|while|whereas|despite|because|since|when|if|as|in|to|for|given|unlike|with|by|on)\b/i;

/**
 * The phrase if it fits in `budget` characters, else its longest prefix that fits and ends at the
 * strongest boundary: punctuation, then before a relative word, then before a preposition, then any
 * space. A cut at punctuation keeping under 25 % of the budget, or one before a relative word or a
 * preposition keeping under 40 %, gives way to a weaker one. Final punctuation
 * and dangling function words are dropped either way.
 *   fitPhrase("a method for training small orchestrators.", 30) => "a method for training small"
 *   fitPhrase("a framework that casts it as a bandit problem, balancing both", 60)
 *     => "a framework that casts it as a bandit problem"
 */
export function fitPhrase(phrase: string, budget: number): string {
  const whole = tidy(phrase);
  if (whole.length <= budget) return whole;
  const levels = cutPoints(whole, budget + 1);
  // First a cut that ends on a complete phrase; only when there is none, any cut that fits.
  for (const complete of [true, false]) {
    for (const [level, positions] of levels.entries()) {
      const anySpace = level === CUTS.length - 1;
      // A cut at punctuation may keep a quarter of the budget; one before a relative word or a
      // preposition must keep 40 % (what follows is often the point), or it gives way to a weaker cut.
      const [shortest, fewestWords] = anySpace ? [0, 1] : [budget * (level === 0 ? 0.25 : 0.4), 3];
      for (const cut of [...positions].reverse()) {
        // Where the prefix really ends: a cut after the comma (", and …") keeps half the list as well.
        if (complete && inList(whole, tidy(whole.slice(0, cut)).length)) continue;
        const prefix = tidy(tidy(whole.slice(0, cut)).replace(CUT_CLAUSE, ''));
        if (prefix.length > budget || prefix.length < shortest || prefix.split(/\s+/).length < fewestWords) continue;
        if (!complete || (endsComplete(prefix) && !(anySpace && midItem(prefix, whole.slice(cut))))) return prefix;
      }
    }
  }
  return whole.slice(0, budget).trim(); // a first word longer than the budget: nothing better to do
}

// A comma inside a list ("maps observations, instructions, and actions"): cutting there keeps half a list.
// ", and …" ends a list only after an earlier item's comma: "embeds agents across time, and proposes
// tests" joins two clauses, and cutting there keeps the first whole.
function inList(text: string, cut: number): boolean {
  const after = text.slice(cut);
  // An item may hold brackets: "machine learning (ML), deep learning (DL), and …".
  const lastItem = /^,\s+(?:and|or)\s/u.test(after) && /,[^,;:]{1,60}$/u.test(text.slice(0, cut));
  return text.charAt(cut) === ',' && (lastItem || /^,\s+(?!(?:and|or)\s)[^,;:]{1,60}?(?:,|\s(?:and|or)\s)/u.test(after)) &&
    !/^,\s+(?:\p{Ll}+ly\s+)?(?:which|where|while|whereas|thereby|an?|the|\p{Ll}+ing)\s/u.test(after);
}

// A cut between two words inside a list: "… Machine Learning, Deep" (more items follow), "…, and
// large language" (the last item goes on).
// A cut before a preposition or relative word ends the item: "…, and hybrid models | specifically for …".
function midItem(prefix: string, rest: string): boolean {
  const inItem = (/,\s[^,;:]{1,60}$/u.test(prefix) && /^[^.;:]{0,80}?,?\s(?:and|or)\s/u.test(rest)) || /,\s+(?:and|or)\s[^,;:]{0,60}$/u.test(prefix);
  return inItem && !/^\s+(?:\p{Ll}+ly\s+)?(?:for|in|on|with|without|that|which|to|from|by|of|via|using|across|under|over|through)\s/u.test(rest);
}

// Word classes a title cannot end on, as compromise's lexicon tags a word on its own.
const NOT_AN_END = ['Adjective', 'Adverb', 'Determiner', 'Preposition', 'Conjunction', 'PastTense', 'Pronoun', 'TextValue', 'Modal'];
const endings = new Map<string, boolean>();
// Adjectives of this field that compromise's lexicon takes for nouns.
const MISTAGGED_ADJECTIVES = new Set(['linear', 'nonlinear', 'bilinear', 'causal', 'convex', 'nonconvex', 'differentiable']);

/**
 * Whether a phrase ends on a word that can end one: not an adjective, adverb, participle, number word or
 * function word ("… questions stratified by difficulty" yes; "… that leverages instance-dependent",
 * "… designed to generate" no). A capitalised word (a name, an acronym) or a closing bracket can.
 *   endsComplete("a benchmark of 414 questions") => true; endsComplete("a task designed") => false
 */
export function endsComplete(phrase: string): boolean {
  const words = phrase.trim().split(/\s+/);
  const last = (words.at(-1) ?? '').replace(/[.,;:!?]+$/u, '');
  if (last === '' || /-$/u.test(last)) return false;
  // "Transformer-based", "LLM-driven": a capitalised compound is still an adjective by its last part.
  const compound = last.match(/-(\p{Ll}+)$/u)?.[1];
  if (/[)\]]$/u.test(last) || (/^[\p{Lu}\p{N}]/u.test(last) && (compound === undefined || endsComplete(compound)))) return true;
  if (words.at(-2)?.toLowerCase() === 'to') return false; // "designed to generate": the verb's object is gone
  // "pretrains a value model and freezes": the second verb's object is gone.
  if (/^(?:and|or)$/iu.test(words.at(-2) ?? '') && /^\p{Ll}+s$/u.test(last) && nlp(last).has('#Verb')) return false;
  const parts = [last.toLowerCase(), ...(last.includes('-') ? [last.toLowerCase().split('-').at(-1)!] : [])];
  return parts.every((word) => {
    let ok = endings.get(word);
    if (ok === undefined) {
      const tags: string[] = nlp(word).terms().json()[0]?.terms?.[0]?.tags ?? [];
      ok = !tags.some((tag) => NOT_AN_END.includes(tag)) && !MISTAGGED_ADJECTIVES.has(word);
      endings.set(word, ok);
    }
    return ok;
  });
}

/**
 * A phrase without its tail that points back to earlier sentences: a title is read alone, so "… that
 * align with these constraints" goes, cut at the boundary before it, when at least 3 words remain.
 *   standalone("key properties of KANs that align with these constraints") => "key properties of KANs"
 */
export function standalone(phrase: string): string {
  const back = phrase.search(/\b(?:these|those|such|this|aforementioned|above)\b/iu);
  if (back <= 0) return phrase;
  // Before the relative clause that holds it, else at punctuation, else before a preposition.
  const [punctuation, relative, preposition] = cutPoints(phrase, back);
  for (const cuts of [relative!, punctuation!, preposition!]) {
    for (const cut of cuts.filter((at) => at < back).reverse()) {
      const prefix = tidy(tidy(phrase.slice(0, cut)).replace(CUT_CLAUSE, ''));
      if (prefix.split(/\s+/).length >= 3 && endsComplete(prefix)) return prefix;
    }
  }
  return phrase;
}

// Words that praise rather than describe, dropped from a title's opening.
// With the "and" or comma that joins it to a describing word: "a novel and interpretable X" => "an interpretable X".
const PRAISE = /\b(?:simple\s+(?:yet|but|and)\s+(?:effective|efficient|powerful)|novel|new|simple|effective|powerful|elegant|innovative|straightforward|versatile|principled|general|generic|flexible)(?:\s*,\s*|\s+(?:and|yet|but)\s+|\s+)/giu;
// Heads that say nothing of the paper by themselves: "a framework for X" is about X.
const EMPTY_HEAD = String.raw`(?:framework|method|methodology|approach|algorithm|technique|paradigm|strategy|scheme|pipeline|procedure|solution|mechanism|system|model|architecture)`;

/**
 * A phrase's opening made to read as a title: praise dropped ("a simple yet effective approach" => "an
 * approach"; "the first X" => "a X"), then an empty head ("a framework for X" => "X"; "a method that
 * improves X" => "improving X"; "a framework enabling X" => "enabling X"), with "a"/"an" set to agree.
 *   plainOpening("a novel algorithm for label prediction in SFDA") => "label prediction in SFDA"
 *   plainOpening("a new visual representation framework") => "a visual representation framework"
 */
export function plainOpening(phrase: string): string {
  const text = phrase.trim();
  // The opening noun phrase: up to the first preposition, relative word or punctuation.
  const end = text.search(/[,;:(]|\s(?:for|of|to|that|which|with|in|on|by|based|via|using|from|where|whose)\s/u);
  const head = end < 0 ? text : text.slice(0, end);
  const opening = head.replace(/^the\s+first\s+/iu, 'a ').replace(PRAISE, '');
  const rest = `${opening}${text.slice(head.length)}`;
  // "an approach for the CLEF task" keeps its head: "The CLEF task" would read as the task itself.
  const emptyFor = rest.match(new RegExp(String.raw`^(?:an?|the)\s+${EMPTY_HEAD}\s+for\s+(?!(?:an?|the)\s)([\s\S]{12,})$`, 'iu'));
  if (emptyFor) return emptyFor[1]!;
  const emptyThat = rest.match(new RegExp(String.raw`^(?:an?|the)\s+${EMPTY_HEAD}\s+(?:that|which)\s+(?:\p{Ll}+ly\s+)?(\p{Ll}+)\s+([\s\S]{12,})$`, 'iu'));
  const verb = emptyThat ? gerund(emptyThat[1]!) : null;
  if (verb) return `${verb} ${emptyThat![2]}`;
  // "a framework enabling agents to …" is about enabling; in "a strategy mining pipeline that …" the
  // -ing word modifies the real head ("pipeline"), which a relative clause or verb follows.
  const emptyIng = rest.match(new RegExp(String.raw`^(?:an?|the)\s+${EMPTY_HEAD}\s+(\p{Ll}+ing\s(?!\S+\s+(?:that|which|is|was|are|were)\b)[\s\S]{12,})$`, 'iu'));
  if (emptyIng) return emptyIng[1]!;
  return agreeArticle(rest);
}

// "a" or "an" as the next word sounds: "an RL framework", "a unified model", "an LLM", "a SQL engine".
function agreeArticle(phrase: string): string {
  const match = phrase.match(/^(an?)\s+(\S+)/iu);
  if (!match) return phrase;
  const next = match[2]!;
  // An acronym is read letter by letter: "an LLM", "an MoE", "a GPU"; a word by its first sound.
  const vowel = /^\p{Lu}(?:\p{Lu}|\p{N}|o\p{Lu})/u.test(next)
    ? /^[AEFHILMNORSX]/u.test(next)
    : /^(?:[aeiou](?!ni|s[eu]|ur|tili)|hour|honest|honou?r)/iu.test(next) && !/^(?:one|eu)/iu.test(next);
  const article = vowel ? 'an' : 'a';
  const cased = match[1]!.charAt(0) === 'A' ? article.charAt(0).toUpperCase() + article.slice(1) : article;
  return `${cased}${phrase.slice(match[1]!.length)}`;
}

/**
 * The -ing form of a verb in the third person, or null for a word that is not one: compromise's
 * conjugation, else the spelling rules for a verb its lexicon lacks.
 *   gerund('acquires') => 'acquiring'; gerund('unifies') => 'unifying'; gerund('maps') => 'mapping';
 *   gerund('controls') => 'controlling'; gerund('embeds') => 'embedding'; gerund('is') => null
 */
export function gerund(verb: string): string | null {
  if (!/^\p{Ll}{3,}s$/u.test(verb) || /(?:ss|us|is|ous)$/.test(verb) || /^(?:has|does|was)$/.test(verb)) return null;
  const conjugated = (nlp(verb).verbs().conjugate()[0] as { Gerund?: unknown } | undefined)?.Gerund;
  if (typeof conjugated === 'string' && /^\p{Ll}+ing$/u.test(conjugated)) return conjugated;
  if (/[^aeiou]ies$/.test(verb)) return `${verb.slice(0, -3)}ying`;
  // "reaches", "fixes", "pushes": -es after a sibilant; "acquires", "introduces": the verb ends in e.
  const base = /(?:ch|sh|x|z)es$/.test(verb) ? verb.slice(0, -2) : verb.slice(0, -1);
  if (/[^aeiou]e$/.test(base) || /[^aeiou][aeiou]e$/.test(base)) return /(?:ee|ye|oe)$/.test(base) ? `${base}ing` : `${base.slice(0, -1)}ing`;
  // A stressed last syllable ending consonant-vowel-consonant doubles it: "maps" => "mapping", "embeds" => "embedding".
  if ((base.length <= 4 || /(?:bed|fer|cur|mit|pel|trol)$/.test(base)) && /[^aeiou][aeiou][^aeiouwxy]$/.test(base)) return `${base}${base.at(-1)}ing`;
  return `${base}ing`;
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
  // After an opening subordinate clause, the main clause is the next one that is not an aside
  // ("With new techniques, such as MRI, the study of X has grown" => "the study of X has grown").
  const main = SUBORDINATE.test(sentence) && clauses.length > 1
    ? clauses.slice(1).find((clause) => !ASIDE.test(clause)) ?? clauses[1]!
    : clauses[0]!;
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
  // Math or a citation reduced to nothing leaves "()" or " ," behind.
  let text = phrase.replace(/\s*\(\s*\)/gu, '').replace(/\s+(?=[,;:])/gu, '').trim();
  for (let before = ''; before !== text; ) [before, text] = [text, text.replace(DANGLING, '')];
  return text;
}
