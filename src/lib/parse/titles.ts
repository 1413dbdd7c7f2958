/**
 * The title derived from an abstract: "<Name>: <Phrase>" (or the phrase alone), at most 120 characters,
 * quoting the abstract (see names.ts for the name). Each title says what it was derived from, so that
 * the data build can warn about the ones that are guesses.
 *
 *  1. With a name, the phrase is, in turn: the appositive after it ("ToolOrchestra, a method for …");
 *     an expansion in brackets ("FlowBot (workflow induction through …)", "PathCTM (a … Model) that …");
 *     the object of the first contribution sentence that does not repeat the name; what a relative clause
 *     says the name does, in the -ing form ("X, which maps goals to plans" => "Mapping goals to plans");
 *     a finding (below). The name stands alone only when the abstract says nothing else of it: a title
 *     when the name is itself descriptive (three words or more), else a guess the build warns about.
 *  2. Without a name: the object of the first contribution sentence, in any tense (the introducing verbs
 *     of names.ts, plus study, investigate, analyse, explore, examine, revisit, characterise, consider,
 *     address, tackle, evaluate, compare, assess, review, survey, "focuses on"; said by "we", "this
 *     paper / review / the present work …", "by exploring …"; "the problem of X" => "X", "our approach
 *     for X" => "an approach for X"), or the subject of a passive one ("a pipeline was developed that
 *     …"); else a finding, the clause after "we show / find / observe / prove / reveal … that" (not a
 *     claim about beating baselines), or the object of "we identify …"; else, as a guess, the main
 *     clause of the first sentence, which is usually background: the build warns about it.
 *  3. The phrase is made to read as a title (phrases.ts, plainOpening): praise is dropped ("a simple yet
 *     effective …"), and an empty head goes ("a framework for X" => "X", "a method that improves X" =>
 *     "Improving X"); then it is fitted to the length, ending on a complete phrase (phrases.ts, fitPhrase).
 */
import { INTRODUCE, INTRODUCING, SUBJECT, THIS_PAPER, isOurs, readableSentences } from './names';
import { capitalise, fitPhrase, gerund, mainClause, plainOpening, standalone } from './phrases';

export const MAX_TITLE_LENGTH = 120;

/** What a derived title was made from; `first-sentence` and `name-only` are guesses a curator should check. */
export type TitleBasis =
  | 'appositive' | 'expansion' | 'contribution' | 'name-clause' | 'finding' | 'descriptive-name' | 'first-sentence' | 'name-only';

export interface DerivedTitle {
  title: string;
  basis: TitleBasis;
}

/** Bases that mean the build found neither a description of the name nor a contribution phrase. */
export const UNCERTAIN_BASES: ReadonlySet<TitleBasis> = new Set(['first-sentence', 'name-only']);

const STUDY = String.raw`(?:investigate[sd]?|stud(?:y|ies|ied)|analy[sz]e[sd]?|explore[sd]?|examine[sd]?|revisit(?:s|ed)?|characteri[sz]e[sd]?|consider(?:s|ed)?|address(?:es|ed)?|tackle[sd]?|evaluate[sd]?|compare[sd]?|assess(?:es|ed)?|review(?:s|ed)?|survey(?:s|ed)?|focus(?:es|ed)?\s+on|concentrate[sd]?\s+on)`;
// "we study the problem of X": the paper is about X.
const EMPTY_OBJECT = /^(?:the\s+)?(?:problem|task|question|challenge|issue|setting)\s+of\s+(?=\S+\s+\S+)/iu;
// "This work structures the study of …": what the paper itself does, with any verb but these.
const THIS_WORK = String.raw`\b${THIS_PAPER}\s+(?!(?:is|was|has|aims|seeks|tries|attempts|focuses|remains|relies|makes|takes|shows|finds)\b)\p{Ll}+s\s+(?!(?:to|on|in|at|for|with|from|by|that|how|whether)\b)`;
const CONTRIBUTION = new RegExp(String.raw`\b${SUBJECT}(?:${INTRODUCE}|${STUDY})\s+|${INTRODUCING}|${THIS_WORK}`, 'giu');
// "A task explorer pipeline was developed that uses …": a contribution in the passive voice.
const PASSIVE = /^(?:(?:in this (?:paper|work|study)|here|to this end|to (?:address|tackle|solve) (?:this|these) \w+),\s+)?((?:an?|the)\s[^,;:]{3,120}?)\s+(?:is|was|are|were)\s+(?:\p{Ll}+ly\s+)?(?:proposed|introduced|presented|developed|designed|built|constructed|created|devised|studied|investigated|examined|analy[sz]ed)\b\s*((?:that|which)\s[\s\S]*)?/iu;
const FINDING = /\b(?:we|our (?:results|analysis|experiments|findings|study))\s+(?:(?:also|further|first|empirically|theoretically|formally)\s+)?(?:show|find|observe|demonstrate|prove|reveal|establish|argue|identify|uncover|discover)s?\s+(that\s+)?/iu;
// A finding that is a claim about the method beating others is not what the paper is about.
const EVALUATION = /\b(?:outperform\w*|state-of-the-art|baselines?|SOTA|superior|competitive)\b/iu;
// "we propose an objective and derive its dual": the object ends where the sentence's next verb begins.
const NEXT_VERB = /,?\s+(?:and|then)\s+(?:we\s+)?(?:derive|show|prove|demonstrate|introduce|propose|use|apply|evaluate|analy[sz]e|establish|provide|develop|present|leverage|validate|conduct|test|extend|study|train|compare|release|employ|instantiate|design|implement|offer|highlight|reveal|discuss|outline)(?:s|es|d|ed)?\b[\s\S]*$/u;
// "this research builds on work in …", "this review delves into …": not an object, a verb's preposition.
const PREPOSITION = /^(?:on|in|into|upon|from|to|at|with|for|of|by|about|over|under|through)\b/iu;
// "we present our approach for X" is "an approach for X" to a reader who has not read the abstract.
const OUR_KIND = /^our\s+(approach|method|system|framework|solution|submission|model|pipeline|participation|entry)\b/iu;
// An object that points back to an earlier sentence cannot stand alone as a title.
const ANAPHORA = /^(?:it|its|them|this|these|those|such|that|our|we|they|their|both|each)\b/iu;

/**
 * A title led by the name, with a phrase quoted from the abstract; see the steps above.
 *   deriveTitle("… We introduce ToolOrchestra, a method for training small orchestrators that coordinate
 *     the use of intelligent tools. …", "ToolOrchestra")
 *     => { title: "ToolOrchestra: Training small orchestrators that coordinate the use of intelligent tools", basis: "appositive" }
 */
export function deriveTitle(text: string, name: string | null): DerivedTitle {
  const sentences = readableSentences(text);
  if (name === null) {
    const found = withoutName(sentences);
    // An abstract of punctuation alone ("?") fits to an empty phrase: a title is never empty.
    const title = found.phrase === undefined ? '' : capitalise(fitPhrase(plainOpening(standalone(found.phrase)), MAX_TITLE_LENGTH));
    return { title: title || 'Untitled', basis: found.basis };
  }
  const lead = capitalise(name);
  const budget = MAX_TITLE_LENGTH - lead.length - 2;
  // A name too long to leave room for a phrase is the whole title, and a curator should see it.
  if (budget < 20) return { title: fitPhrase(lead, MAX_TITLE_LENGTH), basis: 'name-only' };
  const found = describeName(sentences, name) ?? withName(sentences, name);
  // "Neuro-evolutionary Continual Learning (NCL)" is a title by itself; "NCL" alone is not.
  if (found === undefined) return { title: lead, basis: lead.split(/\s+/).length >= 3 ? 'descriptive-name' : 'name-only' };
  return { title: `${lead}: ${capitalise(fitPhrase(plainOpening(standalone(found.phrase)), budget))}`, basis: found.basis };
}

type Found = { phrase: string; basis: TitleBasis };

function withName(sentences: string[], name: string): Found | undefined {
  const object = contributionObject(sentences);
  // "an effective RL framework ProRL with two mechanisms" describes ProRL once the name is taken out;
  // an object that starts with the name ("X, which …") says nothing more of it.
  const at = object?.indexOf(name) ?? -1;
  if (object !== undefined && (at < 0 || object.slice(0, at).trim().split(/\s+/).length >= 2)) {
    const phrase = at < 0 ? object : `${object.slice(0, at).replace(/\s+(?:called|named|dubbed|termed)\s*$/u, ' ')}${object.slice(at + name.length)}`.replace(/\s+(?:\([^()]*\))?(?=[\s,])/u, ' ');
    // "a method, Latent Policy Steering (LPS), to improve …" without its name: "a method to improve …"
    return { phrase: phrase.replace(/\s*,\s*,\s*/gu, ' ').replace(/\s{2,}/gu, ' '), basis: 'contribution' };
  }
  const does = whatNameDoes(sentences, name);
  if (does !== undefined) return { phrase: does, basis: 'name-clause' };
  const finding = findingOf(sentences);
  return finding === undefined || finding.includes(name) ? undefined : { phrase: finding, basis: 'finding' };
}

function withoutName(sentences: string[]): { phrase: string | undefined; basis: TitleBasis } {
  const object = contributionObject(sentences) ?? passiveSubject(sentences);
  if (object !== undefined) return { phrase: object, basis: 'contribution' };
  const finding = findingOf(sentences);
  if (finding !== undefined) return { phrase: finding, basis: 'finding' };
  return { phrase: mainClause(sentences[0]), basis: 'first-sentence' };
}

// A bare name tells a reader nothing. When the abstract says only what the name does, in a relative
// clause ("we introduce X, which acquires …"), that becomes the phrase: "Acquiring …".
function whatNameDoes(sentences: string[], name: string): string | undefined {
  for (const sentence of sentences) {
    for (let at = sentence.indexOf(name); at >= 0; at = sentence.indexOf(name, at + 1)) {
      const clause = sentence.slice(at + name.length).match(/^\s*,\s+(?:which|that)\s+(\p{Ll}+ly\s+)?(\p{Ll}+)\s+([\s\S]+)$/u);
      const verb = clause ? gerund(clause[2]!) : null;
      if (verb) return `${clause![1] ?? ''}${verb} ${clause![3]}`;
    }
  }
  return undefined;
}

// The appositive after the name ("X, a method for …"), else an expansion in brackets: "X (workflow
// induction …)", or "X (a … Model) that enables …", whose relative clause belongs to the expansion.
function describeName(sentences: string[], name: string): Found | undefined {
  let expansion: string | undefined;
  for (const sentence of sentences) {
    for (let at = sentence.indexOf(name); at >= 0; at = sentence.indexOf(name, at + 1)) {
      // "TimeChat-Captioner-7B, a strong baseline": one model's size is not part of the name.
      const after = sentence.slice(at + name.length).replace(/^-\d+(?:\.\d+)?[BMK]\b/u, '');
      const appositive = after.match(/^\)?(?:\s*\([^()]*\))?(?:\s*[,:]|\s+is)\s+((?:an?|the|one)\s[\s\S]*)$/u);
      if (appositive) return { phrase: appositive[1]!, basis: 'appositive' };
      const brackets = after.match(/^\s*\(((?:an?|the)\s[^()]*)\)\s+((?:that|which)\s[\s\S]*)$/u) ?? after.match(/^\s*\(([^()]*)\)/u);
      if (brackets && brackets[1]!.split(/\s+/).length >= 3) expansion ??= brackets[2] === undefined ? brackets[1] : `${brackets[1]} ${brackets[2]}`;
    }
  }
  return expansion === undefined ? undefined : { phrase: expansion, basis: 'expansion' };
}

// "In this work, we present a formal analysis showing …" => "a formal analysis showing …"; an object
// that points back ("we formulate it as …") is skipped.
function contributionObject(sentences: string[]): string | undefined {
  for (const sentence of sentences) {
    // "We address this gap by proposing X": the first verb's object points back, the second's is the title.
    for (const verb of sentence.matchAll(CONTRIBUTION)) {
      if (!isOurs(sentence, verb)) continue;
      const object = sentence
        .slice(verb.index + verb[0].length)
        .replace(/^(?:here|also)\s+/, '')
        // "we propose and numerically study X": the object follows the second verb.
        .replace(/^(?:and|or)\s+(?:\p{Ll}+ly\s+)?\p{Ll}+\s+/u, '')
        .replace(NEXT_VERB, '')
        .replace(EMPTY_OBJECT, '')
        .replace(OUR_KIND, 'a $1');
      if (object.split(/\s+/).length >= 2 && !ANAPHORA.test(object) && !PREPOSITION.test(object)) return object;
    }
  }
  return undefined;
}

// "A task explorer pipeline was developed that uses clustering …" => "A task explorer pipeline that uses clustering …"
function passiveSubject(sentences: string[]): string | undefined {
  for (const sentence of sentences) {
    const match = sentence.match(PASSIVE);
    if (match && !ANAPHORA.test(match[1]!.replace(/^(?:an?|the)\s+/iu, ''))) return match[2] ? `${match[1]} ${match[2]}` : match[1];
  }
  return undefined;
}

// "We show that low-rank updates concentrate energy in few directions." => "low-rank updates concentrate …"
function findingOf(sentences: string[]): string | undefined {
  for (const sentence of sentences) {
    const verb = sentence.match(FINDING);
    if (!verb) continue;
    // Only the first claim: "X holds: (i) …; (ii) …" => "X holds".
    const clause = sentence.slice(verb.index! + verb[0].length).replace(/\s*[:;][\s\S]*$/u, '').replace(NEXT_VERB, '');
    if (clause.split(/\s+/).length >= 4 && !ANAPHORA.test(clause) && !/^[:(]/u.test(clause) && !EVALUATION.test(clause)) return clause;
  }
  return undefined;
}
