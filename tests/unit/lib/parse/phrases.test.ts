import { describe, expect, it } from 'vitest';
import { capitalise, endsComplete, fitPhrase, mainClause, plainOpening, standalone } from '../../../../src/lib/parse/phrases';

describe('fitPhrase', () => {
  it('keeps a phrase that fits, without its final period', () => {
    expect(fitPhrase('a method for training small orchestrators.', 60)).toBe('a method for training small orchestrators');
  });

  it('cuts between words when no stronger boundary keeps enough', () => {
    // "… training small" would fit, but ends on an adjective: the phrase ends on a word that can end one.
    expect(fitPhrase('a method for training small orchestrators.', 30)).toBe('a method for training');
  });

  it('prefers a cut at punctuation', () => {
    expect(fitPhrase('a framework that formulates it as a bandit problem, balancing exploration and exploitation', 60))
      .toBe('a framework that formulates it as a bandit problem');
  });

  it('drops a one-word relative clause left dangling by a cut', () => {
    expect(fitPhrase('a framework centered on an architecture that separates: (1) flaws and (2) artifacts', 70))
      .toBe('a framework centered on an architecture');
  });

  it('cuts before a relative clause, then a preposition, before any word', () => {
    expect(fitPhrase('a continual learning method requiring no data that provides control over the trade-off', 70))
      .toBe('a continual learning method requiring no data');
    expect(fitPhrase('an interpretation of the color representation in the latent space of FLUX.1 [Dev]', 70))
      .toBe('an interpretation of the color representation in the latent space');
  });

  it('cuts between words even when only one or two fit', () => {
    expect(fitPhrase('Pneumonoultramicroscopic silicovolcanoconiosis detection', 30)).toBe('Pneumonoultramicroscopic');
  });

  it('does not cut inside brackets or leave a dangling function word', () => {
    expect(fitPhrase('a model (with many parts, and more) for the analysis of data', 45)).toBe('a model (with many parts, and more)');
  });
});

// Invented phrases whose strongest cut that fits would leave a title unfinished: each is cut earlier.
describe('fitPhrase ends on a complete phrase', () => {
  it('never after an adjective', () => {
    // Cutting before "under" keeps "… graphs invariant".
    expect(fitPhrase('a contrastive objective for molecular graphs invariant under rotations of the input', 60))
      .toBe('a contrastive objective for molecular graphs');
  });

  it('never after a participle', () => {
    expect(fitPhrase('a curriculum of warehouse tasks designed for mobile robots', 45)).toBe('a curriculum of warehouse tasks');
  });

  it('never after "to" and a verb whose object is gone', () => {
    expect(fitPhrase('a critic for Lean proofs trained to reason about lemmas', 45)).toBe('a critic for Lean proofs');
  });

  it('never after a number word', () => {
    expect(fitPhrase('a dataset of dialogues in seven of the most spoken languages', 40)).toBe('a dataset of dialogues');
  });

  it('never after a function word', () => {
    expect(fitPhrase('a scheduler for jobs on both of the GPU clusters', 35)).toBe('a scheduler for jobs');
  });

  it('never at a comma inside a list, nor just after it', () => {
    const phrase = 'a policy for legged robots that maps observations, instructions, and actions to torques';
    expect(fitPhrase(phrase, 60)).toBe('a policy for legged robots');
    expect(fitPhrase(phrase, 70)).toBe('a policy for legged robots');
    expect(fitPhrase(phrase, 80)).toBe('a policy for legged robots that maps observations, instructions, and actions');
  });

  it('cuts at a comma before "and" when it joins two clauses, not the items of a list', () => {
    expect(fitPhrase('a kernel that embeds agents across time, and proposes several hypothesis tests for detecting change', 60))
      .toBe('a kernel that embeds agents across time');
  });
});

describe('fitPhrase keeps a list whole', () => {
  it('does not cut after an item with brackets, nor inside the last item', () => {
    const phrase = 'a comparison of classical learning (CL), deep learning (DL), and large language model (LLM) approaches for nowcasting on edge devices';
    const fitted = fitPhrase(phrase, 90);
    expect(fitted).not.toMatch(/\(DL\)$|large language$|large$/u);
    expect(fitted).toBe('a comparison of classical learning');
  });

  it('keeps a last item that ends before a preposition', () => {
    expect(fitPhrase('a benchmark of dense, sparse, and hybrid retrievers specifically for legal search across many courts', 70))
      .toBe('a benchmark of dense, sparse, and hybrid retrievers');
  });
});

describe('endsComplete', () => {
  it('reads a capitalised compound by its last part, and knows adjectives the lexicon takes for nouns', () => {
    expect(endsComplete('a taxonomy of Transformer-based')).toBe(false);
    expect(endsComplete('a model based on the RWKV-7 linear')).toBe(false);
    expect(endsComplete('a Transformer-based Detector')).toBe(true);
    // A verb after "and" has lost its object; a plural noun after "and" has not.
    expect(endsComplete('pretraining a value model offline and freezes')).toBe(false);
    expect(endsComplete('a benchmark of agents and tools')).toBe(true);
  });

  it.each([
    'a benchmark of 414 questions',
    'questions stratified by difficulty',
    'a recipe that scales',
    'a study of GPT',
    'a model (LLM)',
  ])('"%s" can end a title', (phrase) => {
    expect(endsComplete(phrase)).toBe(true);
  });

  it.each([
    'a ranking loss that is instance-dependent',
    'a task designed',
    'a method to generate',
    'a corpus in seven',
    'a scheduler for both',
    'a loss robust',
    'an estimator for it',
    'a view-',
    '',
  ])('"%s" cannot', (phrase) => {
    expect(endsComplete(phrase)).toBe(false);
  });
});

describe('standalone', () => {
  it('cuts a tail that points back to an earlier sentence', () => {
    expect(standalone('compression schemes for gradient updates that respect these limits')).toBe('compression schemes for gradient updates');
    expect(standalone('policies trained on simulated data, which transfer to these robots')).toBe('policies trained on simulated data');
    expect(standalone('joint training of retrievers and readers for multi-hop questions under those conditions'))
      .toBe('joint training of retrievers and readers for multi-hop questions');
  });

  it('keeps a phrase with no back-reference, or too little before it', () => {
    expect(standalone('a sampler for diffusion models with learned step sizes')).toBe('a sampler for diffusion models with learned step sizes');
    expect(standalone('a sampler that reuses these statistics')).toBe('a sampler that reuses these statistics');
  });
});

describe('plainOpening', () => {
  it('drops praise', () => {
    expect(plainOpening('a simple yet effective reweighting scheme for noisy labels')).toBe('a reweighting scheme for noisy labels');
    expect(plainOpening('a novel benchmark of long-horizon web tasks')).toBe('a benchmark of long-horizon web tasks');
    expect(plainOpening('the first benchmark of long-horizon web tasks')).toBe('a benchmark of long-horizon web tasks');
  });

  it('drops an empty head', () => {
    expect(plainOpening('a framework for auditing reward models with counterfactual prompts'))
      .toBe('auditing reward models with counterfactual prompts');
    expect(plainOpening('a method that improves calibration of small language models')).toBe('improving calibration of small language models');
    expect(plainOpening('a framework enabling zero-shot transfer of locomotion policies'))
      .toBe('enabling zero-shot transfer of locomotion policies');
  });

  it('keeps an empty head when too little would be left', () => {
    expect(plainOpening('a framework for RL')).toBe('a framework for RL');
  });

  it('sets the article to agree with the word that now follows it', () => {
    expect(plainOpening('a new RL framework built on trust regions')).toBe('an RL framework built on trust regions');
    expect(plainOpening('a new LLM-based judge for code review')).toBe('an LLM-based judge for code review');
    expect(plainOpening('a new hour-long video benchmark')).toBe('an hour-long video benchmark');
    expect(plainOpening('a principled estimator of mutual information')).toBe('an estimator of mutual information');
    expect(plainOpening('a novel unified model of perception and control')).toBe('a unified model of perception and control');
    expect(plainOpening('an effective European speech corpus')).toBe('a European speech corpus');
  });
});

describe('mainClause', () => {
  it('takes the clause before the first comma', () => {
    expect(mainClause('Large models are powerful generalists, yet solving deep problems is costly.')).toBe(
      'Large models are powerful generalists',
    );
  });

  it('takes the clause after an opening subordinate clause', () => {
    expect(mainClause('Despite the prevalence of sinks, their origins remain elusive, sadly.')).toBe('their origins remain elusive');
    expect(mainClause('In open-ended domains, natural language instructions are often underspecified, mapping to intents.')).toBe(
      'natural language instructions are often underspecified',
    );
  });

  it('keeps the whole sentence when the clause is too short to stand alone', () => {
    expect(mainClause('However, it fails.')).toBe('However, it fails.');
    expect(mainClause(undefined)).toBeUndefined();
  });
});

describe('capitalise', () => {
  it('capitalises a first word written in lowercase only', () => {
    expect(capitalise('a method')).toBe('A method');
    expect(capitalise('head-wise RMSNorm')).toBe('Head-wise RMSNorm');
    expect(capitalise('tau2-Bench results')).toBe('tau2-Bench results');
    expect(capitalise('iPhone apps')).toBe('iPhone apps');
  });
});
