/**
 * Topics: a small taxonomy with transparent keyword rules, kept as data in data/topics.json.
 *
 * Scoring, for each topic: every keyword match in the abstract counts its weight (default 1), every
 * match in the title counts its weight times `titleWeight` (the title names the contribution). Keywords
 * match whole words, case-insensitively; a space or hyphen matches either; a trailing "*" matches any
 * word ending ("agent*" => agent, agents, agentic). Overlapping matches within a topic count once, the
 * longer winning ("large language models" is not also "language models"), and of two over the same
 * words the heavier ("tokenizer" is "tokeniz*", weight 3, not "token*", weight 1).
 *
 * A topic's optional `weight` (default 1) multiplies its score: a broad topic ("Language models", which
 * half of a conference's papers mention in passing) weighs less, so that the specific topic a paper is
 * about comes first and the broad one follows only when the paper says much about it.
 *
 * Choosing: topics scoring at least `minScore` qualify; the best one is taken, then up to two more whose
 * score is at least `secondaryRatio` times the best. Ties go to the topic listed first in the file.
 * A keyword marked `decisive` says what a paper does rather than what it mentions ("trained with
 * reinforcement learning"): its topic is among the three whatever the best one's score.
 * When no topic qualifies the paper gets the `fallback` topic, so every paper has at least one.
 *
 * A topic's optional `aliases` are its earlier ids (from before a split or a rename): they reach list.json
 * so that an old shared address (?topic=agents-reasoning) still reads as the topic that took it over.
 */
import { ID_PATTERN } from '../paperId';
import { checkRuleFile, isRecord, unknownKey } from '../json';
import { compileTerms, findAllTerms, withoutOverlaps, type TermMatch, type TermSet } from './terms';
import type { Topic } from '../types';

export const MAX_TOPICS = 3;

export interface TopicKeyword {
  term: string;
  weight: number;
  /** A match makes the topic one of the paper's, whatever the best topic's score. */
  decisive: boolean;
}

export interface TopicRule extends Topic {
  keywords: TopicKeyword[];
  /** Multiplies the topic's score; below 1 for a broad topic. Default 1. */
  weight: number;
  /** Earlier ids of this topic, none by default. */
  aliases: string[];
}

export interface TopicRules {
  /** In the order of the file: the display order, and the tie-break. */
  topics: TopicRule[];
  /** How much more a match in the title counts than one in the abstract. Default 3. */
  titleWeight: number;
  /** The least score that makes a topic qualify. Default 3. */
  minScore: number;
  /** A second or third topic needs at least this share of the best topic's score. Default 0.25. */
  secondaryRatio: number;
  /** The id of the topic for papers no rule matches. */
  fallback: string;
  /** Every topic's keywords compiled into one set (one pass over the text), keyed by topic index and weight. */
  terms: TermSet<{ topic: number; weight: number; decisive: boolean }>;
}

/**
 * Validates the parsed contents of a topics file; `source` names it in errors.
 *   loadTopicRules({ topics: [{ label: 'Vision' }] }, 'data/topics.json')
 *     throws ListError "data/topics.json: topic 1 has no id"
 */
export function loadTopicRules(json: unknown, source: string): TopicRules {
  return checkRuleFile(json, source, { list: 'topics', settings: ['titleWeight', 'minScore', 'secondaryRatio', 'fallback'], check: checkTopics });
}

function checkTopics(list: unknown, fail: (detail: string) => never, json: Record<string, unknown>): TopicRules {
  if (!Array.isArray(list) || list.length === 0) return fail('"topics" must be a non-empty list');
  const fallback = json.fallback;
  if (typeof fallback !== 'string') return fail('"fallback" must name the topic for papers no rule matches');
  const seen = new Set<string>();
  const topics = list.map((raw: unknown, i): TopicRule => {
    const at = `topic ${i + 1}`;
    if (!isRecord(raw)) return fail(`${at} is not an object`);
    const { id, label, labelZh, keywords, weight = 1 } = raw;
    const strayKey = unknownKey(raw, ['id', 'label', 'labelZh', 'keywords', 'weight', 'aliases']);
    if (strayKey !== undefined) return fail(`${at} has an unknown key "${strayKey}"`);
    if (typeof id !== 'string' || id === '') return fail(`${at} has no id`);
    if (!ID_PATTERN.test(id)) return fail(`${at} has an invalid id "${id}": use lowercase words joined by hyphens`);
    if (seen.has(id)) return fail(`${at} repeats the id "${id}"`);
    seen.add(id);
    if (typeof label !== 'string' || label.trim() === '') return fail(`${at} ("${id}") has no label`);
    if (labelZh !== undefined && (typeof labelZh !== 'string' || labelZh.trim() === '')) return fail(`${at} ("${id}"): "labelZh" must be the label in Chinese`);
    if (!Array.isArray(keywords)) return fail(`${at} ("${id}") has no "keywords" list`);
    if (keywords.length === 0 && id !== fallback) return fail(`${at} ("${id}") has no keywords: only the fallback topic may have none`);
    if (typeof weight !== 'number' || !(weight > 0)) return fail(`${at} ("${id}"): "weight" must be a positive number`);
    const parsed = keywords.map((k: unknown, j) => parseKeyword(k, `${at} ("${id}") keyword ${j + 1}`, fail));
    const aliases = parseAliases(raw.aliases, `${at} ("${id}")`, fail);
    return { id, label: label.trim(), ...(typeof labelZh === 'string' ? { labelZh: labelZh.trim() } : {}), keywords: parsed, weight, aliases };
  });
  checkAliases(topics, fail);
  if (!seen.has(fallback)) return fail(`"fallback" names no topic in the list: "${fallback}"`);
  const terms = compileTerms(
    topics.flatMap(({ keywords }, topic) => keywords.map(({ term, weight, decisive }) => ({ term, key: { topic, weight, decisive } }))),
  );
  return {
    topics,
    fallback,
    terms,
    titleWeight: optionalNumber(json, 'titleWeight', 3, fail),
    minScore: optionalNumber(json, 'minScore', 3, fail),
    secondaryRatio: optionalNumber(json, 'secondaryRatio', 0.25, fail),
  };
}

function parseKeyword(raw: unknown, at: string, fail: (detail: string) => never): TopicKeyword {
  const stray = isRecord(raw) ? unknownKey(raw, ['term', 'weight', 'decisive']) : undefined;
  if (stray !== undefined) return fail(`${at} has an unknown key "${stray}"`);
  const { term, weight = 1, decisive = false } = typeof raw === 'string' ? { term: raw } : isRecord(raw) ? raw : {};
  if (typeof term !== 'string' || term.replace(/\*$/, '').trim() === '') {
    return fail(`${at}: expected a non-empty string or { "term": "…", "weight": 2 }`);
  }
  if (typeof weight !== 'number' || !(weight > 0)) return fail(`${at} ("${term}"): weight must be a positive number`);
  if (typeof decisive !== 'boolean') return fail(`${at} ("${term}"): "decisive" must be true or false`);
  return { term, weight, decisive };
}

function parseAliases(raw: unknown, at: string, fail: (detail: string) => never): string[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) return fail(`${at}: "aliases" must be a list of earlier ids`);
  return raw.map((alias: unknown, j) =>
    typeof alias === 'string' && ID_PATTERN.test(alias)
      ? alias
      : fail(`${at} alias ${j + 1}: expected an earlier id, lowercase words joined by hyphens (got ${JSON.stringify(alias)})`),
  );
}

// An alias must say one thing: the address ?topic=X cannot mean both a topic and another's earlier id,
// nor two topics' earlier ids.
function checkAliases(topics: readonly TopicRule[], fail: (detail: string) => never): void {
  const ids = new Set(topics.map((t) => t.id));
  const owner = new Map<string, string>();
  topics.forEach(({ id, aliases }, i) => {
    for (const alias of aliases) {
      const at = `topic ${i + 1} ("${id}") alias "${alias}"`;
      if (ids.has(alias)) fail(`${at} is the id of a topic`);
      const first = owner.get(alias);
      if (first !== undefined) fail(`${at} is already an alias of "${first}"`);
      owner.set(alias, id);
    }
  });
}

function optionalNumber(json: Record<string, unknown>, key: string, fallback: number, fail: (d: string) => never): number {
  const value = json[key] ?? fallback;
  return typeof value === 'number' && value >= 0 ? value : fail(`"${key}" must be a non-negative number`);
}

/** The taxonomy for papers.json and the UI: ids, labels and any aliases, in file order. */
export function topicList(rules: TopicRules): Topic[] {
  return rules.topics.map(({ id, label, labelZh, aliases }) => ({
    id,
    label,
    ...(labelZh !== undefined ? { labelZh } : {}),
    ...(aliases.length > 0 ? { aliases: [...aliases] } : {}),
  }));
}

/**
 * Every topic's score for one paper (times the topic's weight), in file order; useful to see why a paper
 * got its topics.
 *   scoreTopics("… continual learning …", "PLATE: …", rules) => [{ id: "llms", score: 0 }, …]
 */
export function scoreTopics(text: string, title: string, rules: TopicRules): { id: string; score: number; decisive: boolean }[] {
  const scores = rules.topics.map(() => 0);
  const decisive = rules.topics.map(() => false);
  const add = (source: string, factor: number) => {
    // Overlaps are resolved within each topic: "large language models" counts once for its topic,
    // yet still counts for another topic that lists "language model*".
    const byTopic = new Map<number, TermMatch<{ topic: number; weight: number; decisive: boolean }>[]>();
    for (const match of findAllTerms(source, rules.terms)) {
      byTopic.set(match.key.topic, [...(byTopic.get(match.key.topic) ?? []), match]);
      if (match.key.decisive) decisive[match.key.topic] = true;
    }
    for (const [topic, matches] of byTopic) {
      // Heavier first: withoutOverlaps keeps the first of two matches over the same words, so that
      // "tokenizer" counts as "tokeniz*" (3), not as the weaker "token*" (1) whatever their order.
      const heavierFirst = [...matches].sort((a, b) => b.key.weight - a.key.weight);
      for (const { key } of withoutOverlaps(heavierFirst)) scores[topic]! += factor * key.weight;
    }
  };
  add(text, 1);
  add(title, rules.titleWeight);
  return rules.topics.map(({ id, weight }, i) => ({ id, score: weight * scores[i]!, decisive: decisive[i]! }));
}

/**
 * One to three topic ids for a paper, most relevant first (see the top of this file).
 *   assignTopics("We develop a continual learning method …", "PLATE: …", rules) => ["continual"]
 */
export function assignTopics(text: string, title: string, rules: TopicRules): string[] {
  // sort is stable, so equal scores keep file order: the documented tie-break
  const ranked = scoreTopics(text, title, rules)
    .filter(({ score }) => score >= rules.minScore && score > 0)
    .sort((a, b) => b.score - a.score);
  const best = ranked[0];
  if (best === undefined) return [rules.fallback];
  // After the best, decisive topics first (by score), then those close enough to the best.
  const rest = ranked
    .slice(1)
    .filter(({ score, decisive }) => decisive || score >= rules.secondaryRatio * best.score)
    .sort((a, b) => Number(b.decisive) - Number(a.decisive));
  return [best, ...rest].slice(0, MAX_TOPICS).map(({ id }) => id);
}
