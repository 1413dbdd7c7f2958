// Small checks for hand-edited JSON data files (topics, benchmarks).

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// A key the file's format does not know is most likely a typo ("minscore"): worth an error, not silence.
// unknownKey({ id: 'a', lable: 'A' }, ['id', 'label']) => "lable"
export function unknownKey(record: Record<string, unknown>, known: readonly string[]): string | undefined {
  return Object.keys(record).find((key) => !known.includes(key));
}
