import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ListError } from '../../../../src/lib/errors';
import { findIntroducedName } from '../../../../src/lib/parse/names';
import { deriveTitle } from '../../../../src/lib/parse/titles';
import { assignTopics, loadTopicRules, scoreTopics, topicList } from '../../../../src/lib/parse/topics';
import { SEED_ABSTRACTS, seed } from '../fixtures/seedAbstracts';

const FILE = 'data/topics.json';
const rules = loadTopicRules(JSON.parse(readFileSync(FILE, 'utf8')), FILE);

const tiny = (extra: Record<string, unknown> = {}) =>
  loadTopicRules({
    fallback: 'other',
    minScore: 1,
    secondaryRatio: 0.5,
    titleWeight: 3,
    topics: [
      { id: 'vision', label: 'Vision', keywords: ['image*', { term: 'object detection', weight: 2 }] },
      { id: 'language', label: 'Language', keywords: ['language model*', { term: 'large language model*', weight: 2 }] },
      { id: 'theory', label: 'Theory', keywords: ['regret', 'bound*'] },
      { id: 'robots', label: 'Robots', keywords: ['robot*'] },
      { id: 'other', label: 'Other', keywords: [] },
    ],
    ...extra,
  }, 'tiny.json');

const loadError = (json: unknown): string => {
  try {
    loadTopicRules(json, FILE);
  } catch (error) {
    expect(error).toBeInstanceOf(ListError);
    return (error as Error).message;
  }
  throw new Error('expected a ListError');
};

describe('loadTopicRules', () => {
  it('loads the bundled taxonomy in file order', () => {
    expect(topicList(rules).map((t) => t.id)).toEqual([
      'rl', 'reasoning', 'agents', 'code', 'llms', 'multimodal', 'vision', 'generative', 'robotics', 'graphs', 'sequence',
      'science', 'safety', 'robustness', 'privacy', 'fairness', 'interpretability', 'efficiency', 'continual', 'optimization',
      'probabilistic', 'theory', 'deep-learning', 'other',
    ]);
    // agents-reasoning was split into agents and reasoning: its old links show agents
    expect(topicList(rules)[2]).toEqual({ id: 'agents', label: 'Agents & tool use', labelZh: '智能体与工具使用', aliases: ['agents-reasoning'] });
  });

  it('names every bundled topic in Chinese too, each differently', () => {
    const labels = topicList(rules).map((t) => t.labelZh ?? '');
    expect(labels.every((label) => /\p{Script=Han}/u.test(label))).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('rejects a Chinese label that is empty, naming the topic', () => {
    expect(() => loadTopicRules({ fallback: 'a', topics: [{ id: 'a', label: 'A', labelZh: ' ', keywords: [] }] }, 'topics.json')).toThrow(/"a".*labelZh/);
  });

  it('keeps every topic id that shareable links have used', () => {
    const ids = new Set(topicList(rules).flatMap((t) => [t.id, ...(t.aliases ?? [])]));
    for (const id of ['agents-reasoning', 'llms', 'efficiency', 'generative', 'vision', 'theory', 'robotics', 'sequence', 'interpretability', 'continual', 'code', 'other']) {
      expect(ids.has(id), id).toBe(true);
    }
  });

  it('weighs the broad language-model topic less than the specific ones', () => {
    const weights = new Map(rules.topics.map((t) => [t.id, t.weight]));
    expect(weights.get('llms')).toBeLessThan(1);
    expect(weights.get('rl')).toBe(1);
    // RL for LLM reasoning reads RL and reasoning before language models
    const text =
      'We train large language models with reinforcement learning from verifiable rewards to improve mathematical reasoning. ' +
      'Our RL method stabilises policy optimization for LLMs and improves chain-of-thought reasoning of language models on math benchmarks.';
    const topics = assignTopics(text, '', rules);
    expect(topics.slice(0, 2)).toEqual(expect.arrayContaining(['rl', 'reasoning']));
  });

  it('names the file and what is wrong', () => {
    const topic = (fields: Record<string, unknown>) => ({ fallback: 'a', topics: [{ id: 'a', label: 'A', keywords: ['x'] }, fields] });
    expect(loadError([])).toBe('data/topics.json: expected an object with a "topics" list');
    expect(loadError({ fallback: 'a', topics: [] })).toBe('data/topics.json: "topics" must be a non-empty list');
    expect(loadError({ topics: [{ id: 'a', label: 'A', keywords: ['x'] }] })).toBe(
      'data/topics.json: "fallback" must name the topic for papers no rule matches',
    );
    expect(loadError(topic({ label: 'B', keywords: ['y'] }))).toBe('data/topics.json: topic 2 has no id');
    expect(loadError({ fallback: 'a', minscore: 2, topics: [] })).toBe('data/topics.json: unknown key "minscore"');
    expect(loadError(topic({ id: 'b', lable: 'B', keywords: ['y'] }))).toBe('data/topics.json: topic 2 has an unknown key "lable"');
    expect(loadError(topic({ id: 'b', label: 'B', keywords: [{ term: 'y', wieght: 2 }] }))).toBe(
      'data/topics.json: topic 2 ("b") keyword 1 has an unknown key "wieght"',
    );
    expect(loadError(topic({ id: 'Big Data', label: 'B', keywords: ['y'] }))).toBe(
      'data/topics.json: topic 2 has an invalid id "Big Data": use lowercase words joined by hyphens',
    );
    expect(loadError(topic({ id: 'a', label: 'B', keywords: ['y'] }))).toBe('data/topics.json: topic 2 repeats the id "a"');
    expect(loadError(topic({ id: 'b', keywords: ['y'] }))).toBe('data/topics.json: topic 2 ("b") has no label');
    expect(loadError(topic({ id: 'b', label: 'B' }))).toBe('data/topics.json: topic 2 ("b") has no "keywords" list');
    expect(loadError(topic({ id: 'b', label: 'B', keywords: [] }))).toBe(
      'data/topics.json: topic 2 ("b") has no keywords: only the fallback topic may have none',
    );
    expect(loadError(topic({ id: 'b', label: 'B', keywords: ['y', 3] }))).toBe(
      'data/topics.json: topic 2 ("b") keyword 2: expected a non-empty string or { "term": "…", "weight": 2 }',
    );
    expect(loadError(topic({ id: 'b', label: 'B', keywords: ['*'] }))).toMatch(/keyword 1: expected a non-empty string/);
    expect(loadError(topic({ id: 'b', label: 'B', keywords: [{ term: 'y', weight: 0 }] }))).toBe(
      'data/topics.json: topic 2 ("b") keyword 1 ("y"): weight must be a positive number',
    );
    expect(loadError({ fallback: 'z', topics: [{ id: 'a', label: 'A', keywords: ['x'] }] })).toBe(
      'data/topics.json: "fallback" names no topic in the list: "z"',
    );
    expect(loadError({ fallback: 'a', minScore: '2', topics: [{ id: 'a', label: 'A', keywords: ['x'] }] })).toBe(
      'data/topics.json: "minScore" must be a non-negative number',
    );
  });

  it('uses the documented defaults', () => {
    const loaded = loadTopicRules({ fallback: 'a', topics: [{ id: 'a', label: 'A', keywords: [] }] }, FILE);
    expect(loaded).toMatchObject({ titleWeight: 3, minScore: 3, secondaryRatio: 0.25 });
    expect(loaded.topics[0]).toMatchObject({ weight: 1, aliases: [] });
  });

  it('names the topic whose weight or aliases are wrong', () => {
    const topics = (second: Record<string, unknown>) => ({
      fallback: 'a',
      topics: [{ id: 'a', label: 'A', keywords: ['x'], aliases: ['old-a'] }, { id: 'b', label: 'B', keywords: ['y'], ...second }],
    });
    expect(loadError(topics({ weight: 0 }))).toBe('data/topics.json: topic 2 ("b"): "weight" must be a positive number');
    expect(loadError(topics({ weight: '0.5' }))).toBe('data/topics.json: topic 2 ("b"): "weight" must be a positive number');
    expect(loadError(topics({ aliases: 'old-b' }))).toBe('data/topics.json: topic 2 ("b"): "aliases" must be a list of earlier ids');
    expect(loadError(topics({ aliases: ['old-b', 'Old B'] }))).toBe(
      'data/topics.json: topic 2 ("b") alias 2: expected an earlier id, lowercase words joined by hyphens (got "Old B")',
    );
    expect(loadError(topics({ aliases: ['a'] }))).toBe('data/topics.json: topic 2 ("b") alias "a" is the id of a topic');
    expect(loadError(topics({ aliases: ['old-a'] }))).toBe('data/topics.json: topic 2 ("b") alias "old-a" is already an alias of "a"');
    expect(loadError(topics({ aliases: ['old-b', 'old-b'] }))).toBe('data/topics.json: topic 2 ("b") alias "old-b" is already an alias of "b"');
  });
});

describe('topicList', () => {
  it('passes a topic\'s aliases on to the app, and nothing for a topic without any', () => {
    const loaded = loadTopicRules({
      fallback: 'other',
      topics: [
        { id: 'agents', label: 'Agents', keywords: ['agent*'], aliases: ['agents-reasoning'] },
        { id: 'other', label: 'Other', keywords: [] },
      ],
    }, FILE);
    expect(topicList(loaded)).toEqual([
      { id: 'agents', label: 'Agents', aliases: ['agents-reasoning'] },
      { id: 'other', label: 'Other' },
    ]);
  });
});

describe('assignTopics', () => {
  it('counts whole-word matches, weighted', () => {
    const scores = scoreTopics('Images and an imager, object-detection; robots.', '', tiny());
    expect(scores).toEqual([
      { id: 'vision', score: 4, decisive: false },
      { id: 'language', score: 0, decisive: false },
      { id: 'theory', score: 0, decisive: false },
      { id: 'robots', score: 1, decisive: false },
      { id: 'other', score: 0, decisive: false },
    ]);
  });

  it('counts overlapping keywords once, the longer winning', () => {
    expect(scoreTopics('large language models', '', tiny())[1]).toEqual({ id: 'language', score: 2, decisive: false });
  });

  it('counts the heavier of two keywords that match the same words, whatever their order', () => {
    const rules = (keywords: unknown[]) =>
      loadTopicRules({ fallback: 'other', topics: [{ id: 'llms', label: 'LLMs', keywords }, { id: 'other', label: 'Other', keywords: [] }] }, FILE);
    const light = 'token*';
    const heavy = { term: 'tokeniz*', weight: 3 };
    expect(scoreTopics('a tokenizer', '', rules([light, heavy]))[0]).toEqual({ id: 'llms', score: 3, decisive: false });
    expect(scoreTopics('a tokenizer', '', rules([heavy, light]))[0]).toEqual({ id: 'llms', score: 3, decisive: false });
    expect(scoreTopics('two tokens', '', rules([light, heavy]))[0]).toEqual({ id: 'llms', score: 1, decisive: false });
  });

  it('weighs a match in the title more', () => {
    expect(assignTopics('robots robots', 'An image model', tiny())).toEqual(['vision', 'robots']);
  });

  it('keeps secondary topics only when they come close to the best', () => {
    expect(assignTopics('image image image image robot', '', tiny())).toEqual(['vision']);
    // robots scores 2 of 3 (kept, ratio 0.5); theory 1 of 3 (dropped)
    expect(assignTopics('image image image robot robot regret', '', tiny())).toEqual(['vision', 'robots']);
  });

  it('gives a paper the topic a decisive keyword names, however much more it says about another', () => {
    const decisive = tiny({
      topics: [
        { id: 'vision', label: 'Vision', keywords: ['image*'] },
        { id: 'rl', label: 'RL', keywords: [{ term: 'reinforcement learning', weight: 3 }, { term: 'with reinforcement learning', weight: 3, decisive: true }] },
        { id: 'other', label: 'Other', keywords: [] },
      ],
    });
    const images = 'image image image image image image image image image image image image';
    expect(assignTopics(`${images}, unlike reinforcement learning`, '', decisive)).toEqual(['vision']);
    expect(assignTopics(`${images}, trained with reinforcement learning`, '', decisive)).toEqual(['vision', 'rl']);
  });

  it('gives the reinforcement learning topic to the bundled papers that train with it (ToolOrchestra, MASH)', () => {
    const toolOrchestra =
      'We introduce ToolOrchestra, a method for training small orchestrators that coordinate the use of intelligent tools. ' +
      'ToolOrchestra makes explicit use of reinforcement learning with outcome-, efficiency-, and user-preference-aware rewards. ' +
      'Orchestrator, an 8B model, outperforms tool-use agents on agentic tasks; agents with tools and agents again.';
    expect(assignTopics(toolOrchestra, '', rules)).toContain('rl');
    const mash = 'MASH operationalizes this idea using reinforcement learning with a pay-per-search reward for LLM agents using search tools.';
    expect(assignTopics(mash, '', rules)).toContain('rl');
  });

  it('rejects a decisive flag that is not true or false', () => {
    expect(() => tiny({ topics: [{ id: 'a', label: 'A', keywords: [{ term: 'x', decisive: 'yes' }] }, { id: 'other', label: 'Other', keywords: [] }] })).toThrow(
      '"decisive" must be true or false',
    );
  });

  it('breaks ties by file order and returns at most three', () => {
    expect(assignTopics('robot regret language model image', '', tiny())).toEqual(['vision', 'language', 'theory']);
  });

  it('multiplies a topic\'s score by its weight, so that a broad topic gives way to a specific one', () => {
    const text = 'A large language model for image generation: images from a large language model.';
    expect(assignTopics(text, '', tiny())).toEqual(['language', 'vision']);
    const broadLanguage = tiny({
      minScore: 2,
      topics: [
        { id: 'vision', label: 'Vision', keywords: ['image*'] },
        { id: 'language', label: 'Language', weight: 0.5, keywords: [{ term: 'large language model*', weight: 2 }] },
        { id: 'other', label: 'Other', keywords: [] },
      ],
    });
    expect(scoreTopics(text, '', broadLanguage)).toEqual([
      { id: 'vision', score: 2, decisive: false },
      { id: 'language', score: 2, decisive: false },
      { id: 'other', score: 0, decisive: false },
    ]);
    // equal weighted scores: file order decides, and the specific topic is listed first
    expect(assignTopics(text, '', broadLanguage)).toEqual(['vision', 'language']);
    // the weighted score is what must reach minScore: one mention counts 2 × 0.5
    expect(assignTopics('one large language model', '', broadLanguage)).toEqual(['other']);
  });

  it('falls back when nothing qualifies', () => {
    expect(assignTopics('Nothing here matches.', 'Untitled', tiny())).toEqual(['other']);
    expect(assignTopics('one robot', '', tiny({ minScore: 2 }))).toEqual(['other']);
  });
});

// Expected topics of the seed abstracts: [needle, topic that must come first, topics that must also be there].
const SEEDS: [needle: string, first: string, also: string[]][] = [
  ['ToolOrchestra', 'agents', []],
  ['resonate-and-fire state space model', 'sequence', ['efficiency']],
  ['attention sink', 'interpretability', ['llms']],
  ['prototype-anchored', 'theory', ['vision']],
  ['Voronoi', 'probabilistic', []],
  ['decentralized online convex', 'optimization', ['theory']],
  ['Flow map matching', 'generative', []],
  ['Latent Color Subspace', 'generative', ['vision', 'interpretability']],
  ['Topological Active Inference', 'probabilistic', ['llms']],
  ['KernelBand', 'efficiency', ['code']],
  ['SemRep', 'code', []],
  ['Parallel-Probe', 'reasoning', []],
  ['latent thought', 'reasoning', ['theory']],
  // Its derived title names only its architecture (a mixture of experts); the task is in the abstract.
  ['OmniAID', 'deep-learning', ['vision', 'generative']],
  ['MASH', 'llms', []],
  ['PLATE', 'continual', []],
  ['STLA', 'efficiency', []],
  ['FlowBot', 'optimization', ['agents', 'llms']],
  ['human hands', 'robotics', []],
];

describe('assignTopics on the seed abstracts of data/icml-2026.txt', () => {
  it('covers every seed abstract', () => {
    expect(SEEDS).toHaveLength(SEED_ABSTRACTS.length);
  });

  it.each(SEEDS)('files the abstract with "%s" under %s', (needle, first, also) => {
    const text = seed(needle);
    const topics = assignTopics(text, deriveTitle(text, findIntroducedName(text)).title, rules);
    expect(topics[0]).toBe(first);
    expect(topics).toEqual(expect.arrayContaining(also));
    expect(topics.length).toBeLessThanOrEqual(3);
  });
});
