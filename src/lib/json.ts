// Small checks for hand-edited JSON data files (the rules in data/: topics, benchmarks, abbreviations,
// filler words, the Chinese glossary), and the one way such a file is checked: checkRuleFile.
import { ListError } from './errors';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// A key the file's format does not know is most likely a typo ("minscore"): worth an error, not silence.
// unknownKey({ id: 'a', lable: 'A' }, ['id', 'label']) => "lable"
export function unknownKey(record: Record<string, unknown>, known: readonly string[]): string | undefined {
  return Object.keys(record).find((key) => !known.includes(key));
}

/** What a rules file holds: a list of entries under one key, perhaps settings, and a free "about" note. */
export interface RuleFileFormat<T> {
  /** The key of the list of entries: "topics", "words". */
  list: string;
  /** The keys of its settings beside the list, if any: ["fallback", "minScore"]. */
  settings?: readonly string[];
  /**
   * Checks the entries (the list's value, not yet known to be a list) and the settings (in `file`),
   * calling `fail` with what is wrong and which entry: `topic 2 ("b") has no label`.
   */
  check: (entries: unknown, fail: (detail: string) => never, file: Record<string, unknown>) => T;
}

/**
 * Checks the parsed contents of a rules file: an object with the format's list, its settings and an
 * "about" note, nothing else (a stray key is most likely a typo), then the entries with the format's
 * check. Every error is a ListError naming the file (`source`), the check's naming the entry:
 *   checkRuleFile({ word: [] }, 'data/filler-words.json', { list: 'words', check: checkFillerWords })
 *     throws ListError "data/filler-words.json: unknown key "word""
 */
export function checkRuleFile<T>(json: unknown, source: string, format: RuleFileFormat<T>): T {
  const fail = (detail: string): never => {
    throw new ListError(detail, { source });
  };
  const { list, settings = [] } = format;
  if (!isRecord(json)) return fail(`expected an object with ${/^[aeiou]/.test(list) ? 'an' : 'a'} "${list}" list`);
  const stray = unknownKey(json, ['about', list, ...settings]);
  if (stray !== undefined) return fail(`unknown key "${stray}"`);
  return format.check(json[list], fail, json);
}
