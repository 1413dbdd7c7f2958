// Sorting text the way a reader expects, without paying for it before it is needed: an Intl.Collator's
// first construction in a page took 56–84 ms on a 4× slowed phone (the browser loads its collation data),
// a long task of its own in whatever module made one as it was evaluated, the app's entry among them. So a
// collator is made on the first comparison, and poster boards that are plain numbers, as a conference's
// are, are compared as numbers without one.

/**
 * A comparison by an Intl.Collator made on its first call (once).
 *   const byTitle = lazyCollator('en', { sensitivity: 'base' }); byTitle('apple', 'Banana') => -1
 */
export function lazyCollator(locales: string | undefined, options: Intl.CollatorOptions): (a: string, b: string) => number {
  let collator: Intl.Collator | undefined;
  return (a, b) => (collator ??= new Intl.Collator(locales, options)).compare(a, b);
}

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
