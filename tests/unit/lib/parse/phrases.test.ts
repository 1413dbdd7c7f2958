// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { capitalise, fitPhrase, mainClause } from '../../../../src/lib/parse/phrases';

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
