// Sorting text the way a reader expects, without paying for it before it is needed: an Intl.Collator's
// first construction in a page took 56–84 ms on a 4× slowed phone (the browser loads its collation data),
// a long task of its own in whatever module made one as it was evaluated, the app's entry among them. So a
// collator is made on the first comparison (and poster boards that are plain numbers are compared without
// one: naturalOrder.ts, apart from this module, which the first results' JavaScript carries).

/**
 * A comparison by an Intl.Collator made on its first call (once).
 *   const byTitle = lazyCollator('en', { sensitivity: 'base' }); byTitle('apple', 'Banana') => -1
 */
export function lazyCollator(locales: string | undefined, options: Intl.CollatorOptions): (a: string, b: string) => number {
  let collator: Intl.Collator | undefined;
  return (a, b) => (collator ??= new Intl.Collator(locales, options)).compare(a, b);
}
