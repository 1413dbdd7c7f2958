/**
 * The name a paper introduces, and the title derived from it. Both read the plain text of an abstract
 * (markup stripped, math reduced to words) and only ever quote it: nothing is invented.
 *
 * Name: the method, system, model or dataset the abstract introduces, or null.
 *  1. Split the abstract into sentences and read them in order; the first sentence that yields a name wins.
 *  2. Only a contribution context can yield one: right after "we / this paper / this work / our approach"
 *     + introduce, propose, present, develop, describe, design or build; after "lead(s) to", "called",
 *     "named", "dubbed" or "termed"; or as "our <Name> (…) <noun>" ("our FlowBot (…) approach").
 *  3. Right after that verb, one of these shapes must follow, and nothing looser:
 *     - a name-like word (two capitals, or a capital and a digit: ToolOrchestra, STLA, Parallel-Probe),
 *       perhaps after lowercase hyphenated modifiers ("head-wise RMSNorm"), then punctuation or the end
 *       of the sentence. An expansion in brackets is dropped: "MASH (Modeling …)" => "MASH";
 *     - capitalised words ending in an acronym in brackets, kept whole: "Topological Active Inference (TAI)";
 *     - "a/an <description> (ACRONYM)," => the acronym ("a spiking … state space model (SH2RFSSM), a …").
 *       An acronym followed by more words ("(UOT) barycenter") names a part, not the contribution;
 *     - one capitalised word followed by ", a/an …" ("Mirage, a large-scale dataset").
 *  4. Common acronyms that are never the contribution (LLM, GPT-5, FFN, MoE, …) are rejected.
 *
 * Title: "<Name>: <Phrase>" (or the phrase alone), at most 120 characters.
 *  1. With a name, the phrase is the appositive after it ("ToolOrchestra, a method for …" => "a method
 *     for …"); else the expansion in brackets ("FlowBot (workflow induction through …)"); else the object
 *     of the first contribution sentence ("We develop an interpretation of …"); else what a relative
 *     clause says the name does, in the -ing form ("X, which maps goals to plans" => "Mapping goals to
 *     plans"); else the name stands alone.
 *  2. Without a name, the phrase is the object of the first contribution sentence (the verbs above, plus
 *     investigate, study, analyse, explore), else the main clause of the first sentence (before its
 *     first comma, or after it when the sentence opens with "Although", "Despite", "In", …).
 *  3. A phrase too long is cut at the last boundary that fits, trying in turn: punctuation (, ; : —),
 *     before a relative word (that, which, while, …), before a preposition, any space; never inside
 *     brackets. Dangling function words ("of", "and", "the") and a one-word relative clause ("… that
 *     separates") are dropped. No ellipsis: a title is a phrase, not a truncated sentence.
 *  4. A first word written all in lowercase is capitalised, for the title and for the phrase after ":".
 */
import { capitalise, fitPhrase, mainClause } from './phrases';
import { splitSentences } from './sentences';

export const MAX_TITLE_LENGTH = 120;

const WORD = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;
const CAPITALISED = String.raw`\p{Lu}[\p{L}\p{N}-]*`;
const TITLE_WORDS = String.raw`${CAPITALISED}(?:\s+(?:(?:of|for|via|and|with|in|on|to|the|from)\s+)?${CAPITALISED})+`;
const BRACKETS = String.raw`\s*\(([^()]*)\)`;
const ENDS = String.raw`(?=\s*(?:[,:;.!?]|$))`;
const SUBJECT = String.raw`(?:we|this (?:paper|work|study)|our (?:approach|work|paper|method))\s+(?:(?:here|also|further|then|now|first|finally)\s+)?`;
const INTRODUCE = String.raw`(?:introduce|propose|present|develop|describe|design|build)s?`;
const STUDY = String.raw`(?:investigate|stud(?:y|ies)|analy[sz]e|explore)s?`;

const INTRO = new RegExp(String.raw`\b${SUBJECT}${INTRODUCE}\s+|\b(?:leads?|led) to\s+`, 'giu');
const CALLED = new RegExp(String.raw`\b(?:called|named|dubbed|termed)\s+(${WORD})`, 'gu');
const OURS = new RegExp(String.raw`\bour\s+(?:(${TITLE_WORDS})${BRACKETS}|(${WORD})(?:${BRACKETS})?)\s+\p{Ll}`, 'gu');
const CONTRIBUTION = new RegExp(String.raw`\b${SUBJECT}(?:${INTRODUCE}|${STUDY})\s+`, 'iu');
// What may follow a contribution verb, tried in this order (see step 3 above).
const SHAPES: readonly { pattern: RegExp; name: (m: RegExpMatchArray) => string | null }[] = [
  {
    pattern: new RegExp(String.raw`^((?:\p{Ll}+(?:-\p{L}+)+\s+){0,2})(${WORD})(?:${BRACKETS})?${ENDS}`, 'u'),
    name: (m) => (isNameLike(m[2]!) ? `${m[1]}${m[2]}` : null),
  },
  {
    pattern: new RegExp(String.raw`^(${TITLE_WORDS})(?:${BRACKETS}${ENDS}|(?=,\s+an?\s))`, 'u'),
    name: (m) => (m[2] === undefined ? m[1]! : isNameLike(m[2]) ? m[0].trim() : null),
  },
  {
    pattern: new RegExp(String.raw`^an?\s+[^().,;:!?]{3,160}?\s*\((${WORD})\)${ENDS}`, 'u'),
    name: (m) => (isNameLike(m[1]!) ? m[1]! : null),
  },
  { pattern: new RegExp(String.raw`^(\p{Lu}[\p{Ll}\p{N}-]+)(?=,\s+an?\s)`, 'u'), name: (m) => m[1]! },
];

// Acronyms that abstracts mention constantly but that are never what a paper introduces.
const COMMON = new Set(
  'AI ML LLM LLMs VLM VLMs MLLM MLLMs VLA VLAs SSM SSMs RNN CNN GNN GAN VAE FFN MLP MoE MAB RL RLHF QA NLP CV GPU GPUs CPU API APIs PTQ QAT SOTA CoT HLE KL OOD'.split(' '),
);

/**
 * The name the abstract introduces in its contribution sentence, or null; see the steps above.
 *   findIntroducedName("… We introduce ToolOrchestra, a method for training …") => "ToolOrchestra"
 *   findIntroducedName("We propose a novel algorithm that achieves …") => null
 */
export function findIntroducedName(text: string): string | null {
  for (const sentence of splitSentences(text)) {
    for (const verb of sentence.matchAll(INTRO)) {
      const rest = sentence.slice(verb.index + verb[0].length).replace(/^(?:here|also)\s+/, '');
      for (const shape of SHAPES) {
        const match = rest.match(shape.pattern);
        const name = match ? shape.name(match) : null;
        if (name && !isCommon(name)) return name;
      }
    }
    // "a phenomenon called Grokking" is not a contribution; "we design a model called Orchid" is.
    for (const m of sentence.matchAll(CALLED)) {
      if ((isNameLike(m[1]!) || (CONTRIBUTION.test(sentence) && /^\p{Lu}/u.test(m[1]!))) && !isCommon(m[1]!)) return m[1]!;
    }
    for (const m of sentence.matchAll(OURS)) {
      if (m[1] !== undefined && isNameLike(m[2]!)) return `${m[1]} (${m[2]})`;
      if (m[3] !== undefined && isNameLike(m[3]) && !isCommon(m[3])) return m[3];
    }
  }
  return null;
}

// isNameLike("KernelBand") => true; isNameLike("SH2RFSSM") => true; isNameLike("Voronoi") => false
function isNameLike(word: string): boolean {
  const capitals = word.match(/\p{Lu}/gu)?.length ?? 0;
  return !isCommon(word) && (capitals >= 2 || (capitals === 1 && /^\p{Lu}/u.test(word) && /\p{N}/u.test(word)));
}

function isCommon(name: string): boolean {
  return COMMON.has(name) || /^(?:GPT|Llama|Qwen|Claude|Gemini)-?\d/i.test(name);
}

/**
 * A title led by the name, with a phrase quoted from the abstract; see the steps above.
 *   deriveTitle("… We introduce ToolOrchestra, a method for training small orchestrators that coordinate
 *     the use of intelligent tools. …", "ToolOrchestra")
 *     => "ToolOrchestra: A method for training small orchestrators that coordinate the use of intelligent tools"
 */
export function deriveTitle(text: string, name: string | null): string {
  const sentences = splitSentences(text);
  if (name === null) {
    const phrase = contributionObject(sentences) ?? mainClause(sentences[0]);
    // An abstract of punctuation alone ("?") fits to an empty phrase: a title is never empty.
    return (phrase === undefined ? '' : capitalise(fitPhrase(phrase, MAX_TITLE_LENGTH))) || 'Untitled';
  }
  const lead = capitalise(name);
  const budget = MAX_TITLE_LENGTH - lead.length - 2;
  if (budget < 20) return fitPhrase(lead, MAX_TITLE_LENGTH);
  const object = contributionObject(sentences);
  const phrase = describeName(sentences, name) ?? (object?.includes(name) ? undefined : object) ?? whatNameDoes(sentences, name);
  return phrase === undefined ? lead : `${lead}: ${capitalise(fitPhrase(phrase, budget))}`;
}

// A bare name tells a reader nothing. When the abstract says only what the name does, in a relative
// clause ("we introduce X, which acquires …"), that becomes the phrase: "Acquiring …".
function whatNameDoes(sentences: string[], name: string): string | undefined {
  for (const sentence of sentences) {
    for (let at = sentence.indexOf(name); at >= 0; at = sentence.indexOf(name, at + 1)) {
      const clause = sentence.slice(at + name.length).match(/^\s*,\s+(?:which|that)\s+(\p{Ll}+)\s+([\s\S]+)$/u);
      const verb = clause ? gerund(clause[1]!) : null;
      if (verb) return `${verb} ${clause![2]}`;
    }
  }
  return undefined;
}

/**
 * The -ing form of a verb in the third person, or null for a word that is not one.
 *   gerund('acquires') => 'acquiring'; gerund('unifies') => 'unifying'; gerund('maps') => 'mapping';
 *   gerund('introduces') => 'introducing'; gerund('learns') => 'learning'; gerund('is') => null
 */
export function gerund(verb: string): string | null {
  if (!/^\p{Ll}{3,}s$/u.test(verb) || /(?:ss|us|is|ous)$/.test(verb)) return null;
  if (/[^aeiou]ies$/.test(verb)) return `${verb.slice(0, -3)}ying`;
  // "reaches", "fixes", "pushes": -es after a sibilant; "acquires", "introduces": the verb ends in e.
  const base = /(?:ch|sh|x|z)es$/.test(verb) ? verb.slice(0, -2) : verb.slice(0, -1);
  if (/[^aeiou]e$/.test(base) || /[^aeiou][aeiou]e$/.test(base)) return /(?:ee|ye|oe)$/.test(base) ? `${base}ing` : `${base.slice(0, -1)}ing`;
  // A short word ending consonant-vowel-consonant doubles it: "maps" => "mapping", "plans" => "planning".
  if (base.length <= 4 && /[^aeiou][aeiou][^aeiouwxy]$/.test(base)) return `${base}${base.at(-1)}ing`;
  return `${base}ing`;
}

// The appositive after the name ("X, a method for …"), else an expansion in brackets ("X (workflow induction …)").
function describeName(sentences: string[], name: string): string | undefined {
  let expansion: string | undefined;
  for (const sentence of sentences) {
    for (let at = sentence.indexOf(name); at >= 0; at = sentence.indexOf(name, at + 1)) {
      const after = sentence.slice(at + name.length);
      const appositive = after.match(/^\)?(?:\s*\([^()]*\))?\s*[,:]\s+((?:an?|the|one)\s[\s\S]*)$/u);
      if (appositive) return appositive[1];
      const brackets = after.match(/^\s*\(([^()]*)\)/u);
      if (brackets && brackets[1]!.split(/\s+/).length >= 3) expansion ??= brackets[1];
    }
  }
  return expansion;
}

// "In this work, we present a formal analysis showing …" => "a formal analysis showing …"
function contributionObject(sentences: string[]): string | undefined {
  for (const sentence of sentences) {
    const verb = sentence.match(CONTRIBUTION);
    if (!verb) continue;
    const object = sentence.slice(verb.index! + verb[0].length).replace(/^(?:here|also)\s+/, '');
    if (object.split(/\s+/).length >= 2) return object;
  }
  return undefined;
}
