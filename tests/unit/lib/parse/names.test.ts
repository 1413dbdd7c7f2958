import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findIntroducedName } from '../../../../src/lib/parse/names';
import { gerund } from '../../../../src/lib/parse/phrases';
import { wordsNotFrom } from '../fixtures/titleWords';
import { MAX_TITLE_LENGTH, deriveTitle as derive } from '../../../../src/lib/parse/titles';
import { SEED_ABSTRACTS, seed } from '../fixtures/seedAbstracts';

// Each seed abstract of data/icml-2026.txt, found by a phrase of its own, with its name and title.
const SEEDS: [needle: string, name: string | null, title: string][] = [
  ['We introduce ToolOrchestra', 'ToolOrchestra', 'ToolOrchestra: Training small orchestrators that coordinate the use of intelligent tools'],
  ['resonate-and-fire state space model', 'SH2RFSSM', 'SH2RFSSM: A second-order spiking SSM for classification and regression on ultra-long sequences'],
  ['attention sink', 'head-wise RMSNorm', 'Head-wise RMSNorm: An architectural modification that stabilizes value aggregation outputs during pre-training'],
  ['prototype-anchored', null, 'A prototype-anchored fusion module based on an entropically regularized unbalanced optimal transport (UOT) barycenter'],
  ['Voronoi', null, 'Voronoi tessellations (VT) as a natural way to incorporate geometric structure directly into the sum nodes of a PC'],
  ['decentralized online convex', null, 'Decentralized online convex optimization with compressed communication'],
  ['Flow map matching', 'Contrastive Flow Map Matching (CFMM)', 'Contrastive Flow Map Matching (CFMM): Aligning FMM training with practical sampling'],
  ['Latent Color Subspace', 'Latent Color Subspace (LCS)', 'Latent Color Subspace (LCS): An interpretation of the color representation in the Variational Autoencoder latent space'],
  ['Topological Active Inference', 'Topological Active Inference (TAI)', 'Topological Active Inference (TAI): A geometric framework that recasts task disambiguation'],
  ['KernelBand', 'KernelBand', 'KernelBand: Formulating kernel optimization as a Multi-Armed Bandit (MAB) problem'],
  ['SemRep', 'SemRep', 'SemRep: Improving code transformation through generative code representation learning'],
  ['Parallel-Probe', 'Parallel-Probe', 'Parallel-Probe: A training-free controller designed to optimize online parallel thinking'],
  ['latent thought', null, 'A formal analysis showing that latent thought admits efficient parallel computation'],
  ['OmniAID', 'OmniAID', 'OmniAID: A framework centered on a decoupled Mixture-of-Experts (MoE) architecture'],
  ['MASH', 'MASH', 'MASH: A training framework that readily extracts abstentions from LLMs'],
  ['PLATE', 'PLATE', 'PLATE: A continual learning method requiring no past-task data'],
  ['STLA', 'STLA', 'STLA: A rounding-optimized PTQ framework that achieves both fast and accurate LLM quantization'],
  ['FlowBot', 'FlowBot', 'FlowBot: Workflow induction through bilevel optimization and textual gradients'],
  ['human hands', null, 'Leveraging human hands as a manipulator template'],
];

describe('findIntroducedName', () => {
  it('covers every seed abstract', () => {
    expect(SEEDS).toHaveLength(SEED_ABSTRACTS.length);
  });

  it.each(SEEDS)('finds the name in the seed abstract with "%s"', (needle, name) => {
    expect(findIntroducedName(seed(needle))).toBe(name);
  });

  it('reads the common contribution phrasings', () => {
    expect(findIntroducedName('To bridge the gap, we present KernelBand, a framework that works.')).toBe('KernelBand');
    expect(findIntroducedName('This paper introduces STLA, a novel framework.')).toBe('STLA');
    expect(findIntroducedName('We also propose FooNet: a model for bars.')).toBe('FooNet');
    expect(findIntroducedName('These insights lead to PLATE (Plasticity-Tunable Efficient Adapters), a method.')).toBe('PLATE');
    expect(findIntroducedName('We design a small model called Orchid that predicts colours.')).toBe('Orchid');
    expect(findIntroducedName('We introduce Mirage, a large-scale dataset.')).toBe('Mirage');
  });

  it('keeps capitalised words before a bracketed acronym, and takes the acronym of a lowercase description', () => {
    expect(findIntroducedName('We propose Contrastive Flow Map Matching (CFMM), a framework.')).toBe('Contrastive Flow Map Matching (CFMM)');
    expect(findIntroducedName('We propose here a spiking state space model (S4RF), a model.')).toBe('S4RF');
  });

  it('drops an expansion in brackets after a one-word name', () => {
    expect(findIntroducedName('In this paper, we introduce MASH (Modeling Abstention via Selective Help-seeking), a training framework.')).toBe('MASH');
  });

  it('finds "our <Name> (…) approach", also at the start of a sentence', () => {
    expect(findIntroducedName('Workflows found through our FlowBot (workflow induction) approach perform well.')).toBe('FlowBot');
    expect(findIntroducedName('We develop an eviction policy for key-value caches. Our SpanCache approach halves memory.')).toBe('SpanCache');
  });

  it('ignores names outside a contribution context', () => {
    expect(findIntroducedName('On HLE, Orchestrator achieves 37.1%. Transformers are slow.')).toBeNull();
    expect(findIntroducedName('Existing Vision-Language-Action (VLA) models struggle.')).toBeNull();
    expect(findIntroducedName('Using ToolBox, we produce Orchestrator, an 8B model.')).toBeNull();
  });

  it('finds "our <kind> <Name>"', () => {
    expect(findIntroducedName('Streaming assistants talk too much. We train our model ChimeIn on 40k clips with RL.')).toBe('ChimeIn');
    expect(findIntroducedName('We train our model on 40k clips.')).toBeNull();
  });

  it('rejects common acronyms that are not the contribution', () => {
    expect(findIntroducedName('We build on VQ-VAE, a tokenizer for images. We introduce GenoScan, a detector for viral variants.')).toBe('GenoScan');
    expect(findIntroducedName('We propose Top-K, a selection rule.')).toBeNull();
    expect(findIntroducedName('We propose LLMs, a family of models.')).toBeNull();
    expect(findIntroducedName('We present GPT-5, a model.')).toBeNull();
  });

  it('does not name a part of the method or a lowercase idea', () => {
    expect(findIntroducedName('We propose a fusion module based on an unbalanced optimal transport (UOT) barycenter.')).toBeNull();
    expect(findIntroducedName('We propose Voronoi tessellations (VT) as a natural way to do it.')).toBeNull();
    expect(findIntroducedName('Our approach introduces physical instruction tuning, a novel training paradigm.')).toBeNull();
    expect(findIntroducedName('We introduce 2D probing, an interface.')).toBeNull();
  });

  it('skips an inserted "in this work"', () => {
    expect(findIntroducedName('Multi-agent coordination is brittle. We propose MetaCoord in this work, an approach that learns a shared protocol. It scales.'))
      .toBe('MetaCoord');
  });

  it('reads a name in backticks or double quotes', () => {
    expect(findIntroducedName('Long-context models are slow. We introduce `SpanCache`, a key-value cache that evicts spans. It halves memory.'))
      .toBe('SpanCache');
    expect(findIntroducedName('Long-context models are slow. We introduce "SpanCache", a key-value cache that evicts spans. It halves memory.'))
      .toBe('SpanCache');
  });

  it('finds a name after its kind: "an effective RL framework BrevR with …"', () => {
    expect(findIntroducedName('Reasoning models overthink. We develop an effective RL framework BrevR with an adaptive length penalty. It shortens answers.'))
      .toBe('BrevR');
  });

  it('finds a name defined by an appositive after "with", in a sentence about our work only', () => {
    expect(findIntroducedName('Reward models are easy to hack. We train against them with RoPO, a loss that penalises reward variance.'))
      .toBe('RoPO');
    expect(findIntroducedName('Reward models are easy to hack. Prior work trains against them with RoPO, a loss that penalises reward variance.'))
      .toBeNull();
  });

  it('keeps "(the) Capitalised Words (ACRO)" whole, and takes the acronym of a long lowercase description', () => {
    expect(findIntroducedName('Continual learning forgets. We propose the Gated Replay Memory (GRM), which stores compressed features.'))
      .toBe('Gated Replay Memory (GRM)');
    expect(findIntroducedName('Continual learning forgets. We propose Gated Replay Memory (GRM), which stores compressed features.'))
      .toBe('Gated Replay Memory (GRM)');
    expect(findIntroducedName(
      'Continual learning forgets. We propose sparse drift correction with frozen anchors (SDCA), a rehearsal-free method that corrects feature drift.',
    )).toBe('SDCA');
  });

  it('drops the size of a released model from its name', () => {
    expect(findIntroducedName('Video captioners describe scenes poorly. We release SceneTalk-13B, a captioner trained on dense narrations.'))
      .toBe('SceneTalk');
  });

  // A benchmark and the method evaluated on it, both introduced; which one the paper is about depends on
  // how the rest of the abstract speaks of them.
  const twoNames = (rest: string) =>
    `Agents that browse the web fail silently. We introduce WebTrap, a task suite of deceptive pages. We then propose GuardNav, an agent that checks each action against the page state.${rest}`;

  it('takes the name the abstract keeps mentioning', () => {
    expect(findIntroducedName(twoNames(' GuardNav halves failures on WebTrap, and GuardNav transfers to new sites.'))).toBe('GuardNav');
    expect(findIntroducedName(twoNames(' On WebTrap, every agent we test fails, and WebTrap remains unsolved.'))).toBe('WebTrap');
  });

  it('takes the first name when they are mentioned as often', () => {
    expect(findIntroducedName(twoNames(''))).toBe('WebTrap');
  });

  it('counts the repository of the code link for the name it is named after', () => {
    expect(findIntroducedName(twoNames(' Code is at https://github.com/lab/guard-nav.'))).toBe('GuardNav');
    // GuardNav is mentioned three times and WebTrap twice, once in the link; the repository tips it.
    expect(findIntroducedName(twoNames(' GuardNav halves failures, and GuardNav transfers. Code is at https://github.com/lab/WebTrap.')))
      .toBe('WebTrap');
  });

  it('returns null for empty text', () => {
    expect(findIntroducedName('')).toBeNull();
  });

  it('only ever returns words of the abstract, as written', () => {
    const word = fc.constantFrom('We', 'we', 'propose', 'introduce', 'present', 'a', 'an', 'our', 'called', 'FooNet,', 'FooNet',
      'Deep', 'Flow', '(DF),', '(DF)', 'method', 'LLM,', 'approach', 'x-wise', 'Mirage,', '.', 'model');
    fc.assert(fc.property(fc.array(word, { maxLength: 40 }), (words) => {
      const text = words.join(' ');
      const name = findIntroducedName(text);
      if (name !== null) expect(text).toContain(name);
    }));
  });
});

// The title alone; titles.test.ts checks what each was derived from.
const deriveTitle = (text: string, name: string | null): string => derive(text, name).title;

describe('deriveTitle', () => {
  it.each(SEEDS)('titles the seed abstract with "%s"', (needle, name, title) => {
    expect(deriveTitle(seed(needle), name)).toBe(title);
  });

  it('uses the object of the contribution sentence when the name has no appositive', () => {
    const text = 'Images are hard. We develop an interpretation of colour in latent space. We verify our Colour Space (CS) reading.';
    expect(deriveTitle(text, 'Colour Space (CS)')).toBe('Colour Space (CS): An interpretation of colour in latent space');
  });

  it('gives the name alone when nothing describes it', () => {
    expect(deriveTitle('FooNet is good. It is fast.', 'FooNet')).toBe('FooNet');
  });

  it('falls back to the first sentence when nothing is named or proposed', () => {
    expect(deriveTitle('Large models are costly to serve, and we measure how much. More follows.', null)).toBe('Large models are costly to serve');
  });

  it('takes the main clause after an opening subordinate clause, and never splits brackets', () => {
    expect(deriveTitle('Despite the prevalence of sinks in LLMs, their origins remain elusive, sadly.', null)).toBe('Their origins remain elusive');
    expect(deriveTitle('Sparse models (fast, cheap) are good, mostly.', null)).toBe('Sparse models (fast, cheap) are good');
  });

  it('never returns an empty title', () => {
    expect(deriveTitle('', null)).toBe('Untitled');
  });

  it('stays within 120 characters, takes its words from the abstract and never cuts a word', () => {
    const word = fc.constantFrom('We', 'propose', 'introduce', 'a', 'the', 'of', 'method', 'for', 'that', 'which', 'long-range',
      'ToolOrchestra,', 'models', 'and', 'learning', '(UOT)', 'with', 'superlongwordwithoutbreaks', 'data.', 'Results,', 'show:');
    fc.assert(fc.property(fc.array(word, { minLength: 1, maxLength: 80 }), (words) => {
      const text = words.join(' ');
      const title = deriveTitle(text, null);
      expect(title.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
      if (title === 'Untitled') return;
      expect(wordsNotFrom(text, title)).toEqual([]);
      expect(title).not.toMatch(/[\s,;:.]$/);
    }));
  });
});

// Invented abstracts: a name described only by what it does is not left bare.
describe('a name with only a relative clause', () => {
  it('titles it by what the name does, in the -ing form', () => {
    expect(deriveTitle('Robots need plans. We introduce PlanBot, which maps spoken goals to motion plans. It works.', 'PlanBot')).toBe(
      'PlanBot: Mapping spoken goals to motion plans',
    );
    expect(deriveTitle('We present FooNet, that unifies kernels and trees. More text.', 'FooNet')).toBe('FooNet: Unifying kernels and trees');
  });

  it('keeps the bare name when the clause has no verb it can turn', () => {
    expect(deriveTitle('We present FooNet, which is fast. More text.', 'FooNet')).toBe('FooNet');
  });
});

describe('gerund', () => {
  it.each([
    ['acquires', 'acquiring'],
    ['introduces', 'introducing'],
    ['unifies', 'unifying'],
    ['maps', 'mapping'],
    ['plans', 'planning'],
    ['learns', 'learning'],
    ['reaches', 'reaching'],
    ['fixes', 'fixing'],
    ['sees', 'seeing'],
    ['models', 'modeling'],
    ['leverages', 'leveraging'],
    ['employs', 'employing'],
  ])('%s => %s', (verb, form) => {
    expect(gerund(verb)).toBe(form);
  });

  it.each(['is', 'has', 'focus', 'across', 'various'])('%s is not a verb it turns', (word) => {
    expect(gerund(word)).toBeNull();
  });
});
