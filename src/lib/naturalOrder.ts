// Poster boards and the like in natural order. Apart from collators.ts: the first results' JavaScript
// carries that module (the title sort), and has no boards to compare.
import { lazyCollator } from './collators';

const natural = lazyCollator('en', { numeric: true, sensitivity: 'base' });
const DIGITS = /^\d+$/;

/**
 * Natural order, case and accents aside, as Intl.Collator's numeric collation has it: "2" before "10",
 * "A2" before "a10". Two plain numbers are compared as numbers, with no collator made.
 *   compareNatural('2', '10') < 0; compareNatural('007', '7') => 0; compareNatural('Hall B2', 'hall b10') < 0
 */
export function compareNatural(a: string, b: string): number {
  if (!DIGITS.test(a) || !DIGITS.test(b)) return natural(a, b);
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  return Math.sign(x.length - y.length) || (x < y ? -1 : x > y ? 1 : 0);
}
