/**
 * The name a paper introduces. Reads the plain text of an abstract (markup stripped, math reduced to
 * words) and only ever quotes it: nothing is invented.
 *
 * Name: the method, system, model or dataset the abstract introduces, or null.
 *  1. Every sentence is read, with backticks and double quotes around words dropped and an inserted
 *     "in this work" skipped ("we propose AutoMoT in this work, an …").
 *  2. Only a contribution context can yield a candidate: right after "we / this paper / this work / our
 *     approach" + introduce, propose, present, develop, describe, design, build, provide, offer, construct,
 *     curate, release or create (also "by proposing …", "we … and introduce …"); after "lead(s) to",
 *     "called", "named", "dubbed" or "termed"; as "our <Name> (…) <noun>" ("our FlowBot (…) approach");
 *     or as a name defined by an appositive after "with", "via" or "through" in a sentence of ours ("we
 *     formalize this with ReMax, an objective that …").
 *  3. Right after the verb, one of these shapes must follow, and nothing looser:
 *     - a name-like word (two capitals, or a capital and a digit: ToolOrchestra, STLA, Parallel-Probe),
 *       perhaps after lowercase hyphenated modifiers ("head-wise RMSNorm"), then punctuation, the end of
 *       the sentence, or a relative word ("PathCTM (…) that enables"). An expansion in brackets is
 *       dropped: "MASH (Modeling …)" => "MASH";
 *     - capitalised words ending in an acronym in brackets, kept whole: "Topological Active Inference (TAI)";
 *     - "a/an <description> (ACRONYM)," => the acronym ("a spiking … state space model (SH2RFSSM), a …").
 *       An acronym followed by more words ("(UOT) barycenter") names a part, not the contribution;
 *     - "a/an <description> <kind> <Name> …", where kind is framework, method, model, benchmark, … ("an
 *       effective RL framework ProRL with …" => "ProRL"), or "a/an <kind>, <Name>, …" ("a method, Latent
 *       Policy Steering (LPS), to …");
 *     - one capitalised word followed by ", a/an …" ("Mirage, a large-scale dataset").
 *  4. Common acronyms that are never the contribution (LLM, GPT-5, FFN, MoE, …) are rejected, and a
 *     model size is not part of a name ("TimeChat-Captioner-7B" => "TimeChat-Captioner").
 *  5. An abstract often introduces several names: a task, a benchmark, a module, the method built on it.
 *     The one it keeps talking about is the paper's: the candidate mentioned most often wins, a name its
 *     code link's repository is named after counting as two more mentions; ties go to the first.
 */
import { splitSentences } from './sentences';

const WORD = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;
const CAPITALISED = String.raw`\p{Lu}[\p{L}\p{N}-]*`;
const TITLE_WORDS = String.raw`${CAPITALISED}(?:\s+(?:(?:of|for|via|and|with|in|on|to|the|from)\s+)?${CAPITALISED})+`;
const BRACKETS = String.raw`\s*\(([^()]*)\)`;
const ENDS = String.raw`(?=\s*(?:[,:;.!?]|$)|\s+(?:that|which|to)\s)`;
/** Who speaks of the paper's own work: "we", "this paper", "our method", …, perhaps with an adverb. */
/** What a paper calls itself: "this paper", "the present work", "this systematic review", … */
export const THIS_PAPER = String.raw`(?:this|the present|the current)\s+(?:\p{Ll}+\s+)?(?:paper|work|study|research|article|report|thesis|review|survey|note|letter|chapter)`;
/** Who speaks of the paper's own work: "we", "this paper", "our method", …, perhaps with an adverb. */
export const SUBJECT = String.raw`(?:we|${THIS_PAPER}|our (?:approach|work|paper|method))\s+(?:(?:here|also|further|then|now|first|finally|additionally|\p{Ll}+ly)\s+)?`;
/** The verbs that introduce a contribution, in the present or past tense. */
export const INTRODUCE = String.raw`(?:introduce[sd]?|propose[sd]?|present(?:s|ed)?|develop(?:s|ed)?|describe[sd]?|design(?:s|ed)?|builds?|built|provide[sd]?|offer(?:s|ed)?|construct(?:s|ed)?|curate[sd]?|release[sd]?|create[sd]?|devise[sd]?|launch(?:es|ed)?|derive[sd]?|formulate[sd]?)`;
// "by proposing …", "we …, and introduce …": a contribution verb that is not right after the subject.
// The second form counts only after "we" in the same clause (see isOurs).
export const INTRODUCING = String.raw`\bby\s+(?:introducing|proposing|presenting|developing|designing|building|constructing|devising|exploring|studying|investigating|analy[sz]ing)(?:(?:,\s*|,?\s+and\s+)\p{Ll}+ing)*\s+|\b(?:and|then)\s+${INTRODUCE}\s+`;

/**
 * Whether a contribution verb matched at `index` speaks of the paper's work: "and introduce" only does
 * after "we" earlier in its clause ("we derive X and introduce Y"; not "models filter and present data").
 */
export function isOurs(sentence: string, match: RegExpMatchArray): boolean {
  return !/^(?:and|then)\s/iu.test(match[0]) || /\bwe\s[^.;:]*$/iu.test(sentence.slice(0, match.index));
}
// The kinds of thing a paper names: "an RL framework ProRL", "ReMax, an objective that".
const KIND = String.raw`(?:framework|method|approach|algorithm|model|system|benchmark|dataset|architecture|technique|pipeline|agent|module|metric|objective|library|toolkit|suite|strategy|paradigm|mechanism|network|variant|estimator|optimizer|policy|protocol|task|environment|simulator|attack|defen[cs]e|loss|regularizer|transformer|planner|controller)s?`;

const INTRO = new RegExp(String.raw`\b${SUBJECT}${INTRODUCE}\s+|\b(?:leads?|led) to\s+|${INTRODUCING}`, 'giu');
const CALLED = new RegExp(String.raw`\b(?:called|named|dubbed|termed)\s+(${WORD})`, 'gu');
const OURS = new RegExp(String.raw`\b[Oo]ur\s+(?:(${TITLE_WORDS})${BRACKETS}|(${WORD})(?:${BRACKETS})?)\s+\p{Ll}`, 'gu');
// "We train our model MMDuet2 on …": the paper's own kind of thing, then its name.
const OUR_KIND = new RegExp(String.raw`\b[Oo]ur\s+(?:[\p{Ll}-]+\s+){0,3}?${KIND},?\s+(${WORD})(?=[\s,.;:(]|$)`, 'gu');
const CONTRIBUTION = new RegExp(String.raw`\b${SUBJECT}${INTRODUCE}\s+`, 'iu');
const OURS_SENTENCE = /\b(?:we|our)\b/iu;
// A sentence without any of these cannot yield a name (every pattern below needs one).
const MAY_INTRODUCE = /introduc|propos|present|develop|describ|design|buil|provid|offer|construct|curat|releas|creat|devis|launch|deriv|formulat|lead|led\s|call|nam|dub|term|our\s|with|via|through/iu;
const DEFINED = new RegExp(String.raw`\b(?:with|via|through)\s+(${WORD})(?:${BRACKETS})?,\s+(?:an?|the)\s+(?:[\p{L}\p{N}-]+\s+){0,4}?${KIND}\b`, 'gu');
// What may follow a contribution verb, tried in this order (see step 3 above).
const SHAPES: readonly { pattern: RegExp; name: (m: RegExpMatchArray) => string | null }[] = [
  {
    pattern: new RegExp(String.raw`^((?:\p{Ll}+(?:-\p{L}+)+\s+){0,2})(${WORD})(?:${BRACKETS})?${ENDS}`, 'u'),
    name: (m) => (isNameLike(m[2]!) ? `${m[1]}${m[2]}` : null),
  },
  {
    pattern: new RegExp(String.raw`^(?:the\s+)?((${TITLE_WORDS})(?:${BRACKETS}(?:${ENDS}|(?=\s+${KIND}\b))|(?=,\s+an?\s)))`, 'u'),
    name: (m) => (m[3] === undefined ? m[2]! : isNameLike(m[3]) ? m[1]!.trim() : null),
  },
  {
    pattern: new RegExp(String.raw`^an?\s+[^().,;:!?]{3,160}?\s*\((${WORD})\)${ENDS}`, 'u'),
    name: (m) => (isNameLike(m[1]!) ? m[1]! : null),
  },
  {
    pattern: new RegExp(String.raw`^[^().,;:!?]{3,160}?\s*\((${WORD})\),\s+an?\s`, 'u'),
    name: (m) => (isNameLike(m[1]!) ? m[1]! : null),
  },
  {
    pattern: new RegExp(String.raw`^(?:an?|the)\s+(?:[\p{Ll}\p{N}-]+\s+|\p{Lu}{2,}s?\s+){0,5}?${KIND}\s+(${WORD})(?=\s+(?:with|that|which|for|to|via|based|in|on)\s|\s*[,:;.!?(]|$)`, 'u'),
    name: (m) => (isNameLike(m[1]!) && !/-\p{Ll}+$/u.test(m[1]!) ? m[1]! : null),
  },
  {
    // "a method, Latent Policy Steering (LPS), to …", "a hybrid architecture, HyM-UNet, designed …"
    pattern: new RegExp(String.raw`^(?:an?|the)\s+(?:[\p{L}\p{N}-]+\s+){0,5}?${KIND},\s+(?:(${TITLE_WORDS}${BRACKETS})|(${WORD}))(?=\s*,|\s+(?:that|which|to|for)\s)`, 'u'),
    name: (m) => (m[1] !== undefined ? (isNameLike(m[2]!) ? m[1] : null) : isNameLike(m[3]!) ? m[3]! : null),
  },
  { pattern: new RegExp(String.raw`^(\p{Lu}[\p{Ll}\p{N}-]+)(?=,\s+an?\s)`, 'u'), name: (m) => m[1]! },
];

// Acronyms that abstracts mention constantly but that are never what a paper introduces.
const COMMON = new Set(
  ('AI ML DL NN DNN LM LLM SLM PLM VLM LMM LVLM MLLM VLA SSM RNN CNN GNN GAN VAE AE SAE FFN MLP MoE MAB RL RLHF QA NLP CV ' +
    'GPU CPU TPU FPGA API IoT PTQ QAT SOTA CoT HLE KL OOD SFT DPO PPO GRPO RAG ViT LoRA KV MCMC ' +
    // Model families papers build on rather than introduce.
    'BERT RoBERTa CLIP ResNet U-Net UNet YOLO VQ-VAE T5 DINO DINOv2 LLaMA Mamba Top-K Top-k').split(' '),
);
// "TimeChat-Captioner-7B" => "TimeChat-Captioner": the size of one released model is not the method's name.
const MODEL_SIZE = /-\d+(?:\.\d+)?[BMK]$/u;

/**
 * Sentences as the contribution patterns read them: backticks and double quotes around words dropped
 * ("We introduce `ParamMem`"), an inserted "in this work" skipped ("we propose AutoMoT in this work, an …").
 */
export function readableSentences(text: string): string[] {
  return splitSentences(text).map((sentence) =>
    sentence.replace(/[`"“”]/gu, '').replace(/\s+in this (?:work|paper|study)(?=[\s,])/giu, ''),
  );
}

/**
 * The name the abstract introduces and keeps talking about, or null; see the steps above.
 *   findIntroducedName("… We introduce ToolOrchestra, a method for training …") => "ToolOrchestra"
 *   findIntroducedName("We propose a novel algorithm that achieves …") => null
 */
export function findIntroducedName(text: string): string | null {
  const candidates = nameCandidates(readableSentences(text));
  if (candidates.length <= 1) return candidates[0] ?? null;
  const repository = codeRepository(text);
  let best: { name: string; score: number } | null = null;
  for (const name of candidates) {
    const score = mentions(text, name) + (repository !== null && squash(name) === repository ? 2 : 0);
    if (best === null || score > best.score) best = { name, score };
  }
  return best!.name;
}

// Every name a contribution context yields, in the order of the abstract, without repeats.
function nameCandidates(sentences: string[]): string[] {
  const found: string[] = [];
  const add = (raw: string | null | undefined) => {
    const name = raw?.replace(MODEL_SIZE, '');
    if (name && !isCommon(name) && !found.includes(name)) found.push(name);
  };
  for (const sentence of sentences) {
    // Most sentences of an abstract hold none of the verbs: one cheap test skips the patterns below.
    if (!MAY_INTRODUCE.test(sentence)) continue;
    for (const verb of sentence.matchAll(INTRO)) {
      if (!isOurs(sentence, verb)) continue;
      const rest = sentence.slice(verb.index + verb[0].length).replace(/^(?:here|also)\s+/, '');
      for (const shape of SHAPES) {
        const match = rest.match(shape.pattern);
        const name = match ? shape.name(match) : null;
        if (name) {
          add(name);
          break;
        }
      }
    }
    // "a phenomenon called Grokking" is not a contribution; "we design a model called Orchid" is.
    for (const m of sentence.matchAll(CALLED)) {
      if (isNameLike(m[1]!) || (CONTRIBUTION.test(sentence) && /^\p{Lu}/u.test(m[1]!))) add(m[1]);
    }
    for (const m of sentence.matchAll(OURS)) {
      if (m[1] !== undefined && isNameLike(m[2]!)) add(`${m[1]} (${m[2]})`);
      else if (m[3] !== undefined && isNameLike(m[3])) add(m[3]);
    }
    for (const m of sentence.matchAll(OUR_KIND)) if (isNameLike(m[1]!)) add(m[1]);
    if (OURS_SENTENCE.test(sentence)) {
      for (const m of sentence.matchAll(DEFINED)) if (isNameLike(m[1]!)) add(m[1]);
    }
  }
  return found;
}

// How often the text mentions a name, as a word or the start of one ("ReMax" in "ReMax PPO"); a name
// with an acronym in brackets is also mentioned by its acronym.
function mentions(text: string, name: string): number {
  const forms = [name, name.match(/\(([^()]+)\)$/u)?.[1]].filter((form): form is string => !!form);
  let count = 0;
  for (const form of forms) {
    const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    count += text.match(new RegExp(String.raw`(?<![\p{L}\p{N}])${escaped}(?![\p{L}])`, 'gu'))?.length ?? 0;
  }
  return count;
}

// The repository of the abstract's code link, squashed: "https://github.com/a/Time-Chat" => "timechat".
function codeRepository(text: string): string | null {
  const match = text.match(/\bhttps?:\/\/(?:www\.)?(?:github|gitlab)\.com\/[^/\s]+\/([\w.-]+)/iu);
  return match ? squash(match[1]!.replace(/\.git$/u, '')) : null;
}

const squash = (name: string): string => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

// isNameLike("KernelBand") => true; isNameLike("SH2RFSSM") => true; isNameLike("Voronoi") => false
function isNameLike(word: string): boolean {
  const capitals = word.match(/\p{Lu}/gu)?.length ?? 0;
  return !isCommon(word) && (capitals >= 2 || (capitals === 1 && /^\p{Lu}/u.test(word) && /\p{N}/u.test(word)));
}

// isCommon("LLMs") => true; isCommon("GPT-4o") => true; isCommon("LLM-based") => true
function isCommon(name: string): boolean {
  const bare = name.replace(/s$/u, '');
  return COMMON.has(name) || COMMON.has(bare) || /^(?:GPT|Llama|Qwen|Claude|Gemini)-?\d/i.test(name) ||
    /^\p{Lu}+s?-(?:based|driven|guided|aware|free|style|like)$/u.test(name);
}
