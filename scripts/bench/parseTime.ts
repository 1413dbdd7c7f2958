// The parser's time on a list, in the bench's own process: what shows that the data build stays linear
// in the length of the list (its time per abstract the same at every size; see report.ts, parseScaling).
// It was a unit test once; parsing 13,500 abstracts made it npm test's slowest file, and a flaky one on a
// busy machine, for a property that only a measurement at real sizes can show.
import { parseAbstractList, type BuildRules } from '../../src/lib/parse/parse';
import { generateList } from './synthetic';

/** Timed parses of each list: the report shows their median. */
export const PARSE_RUNS = 3;

let warm = false;

/** parseAbstractList on `input`, `runs` times, in milliseconds each (after one untimed small list). */
export function timeParse(input: Uint8Array, source: string, rules: BuildRules, runs = PARSE_RUNS): number[] {
  if (!warm) {
    // The first parse compiles the regular expressions and warms the JIT: not a cost of the list's length.
    parseAbstractList(generateList(100), { source: 'warm-up', ...rules });
    warm = true;
  }
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    parseAbstractList(input, { source, ...rules });
    times.push(performance.now() - started);
  }
  return times;
}
