// The characteristic terms are worked out a slice at a time (characteristicTermsAsync); the promise is
// kept per list and texts, so that a component suspending on it finds the same one when it retries.

import type { TextsById } from '../../lib/texts';
import { characteristicTermsAsync, type TermsList, type TopicTerms } from '../../lib/overview/characteristicTerms';

const promises = new WeakMap<TermsList, WeakMap<TextsById, Promise<TopicTerms[]>>>();

/** The terms of `list` given its `texts`, started once per pair (written forms from the first call). */
export function termsPromise(list: TermsList, texts: TextsById, written?: ReadonlyMap<string, string>): Promise<TopicTerms[]> {
  let byTexts = promises.get(list);
  if (!byTexts) promises.set(list, (byTexts = new WeakMap()));
  let promise = byTexts.get(texts);
  if (!promise) byTexts.set(texts, (promise = characteristicTermsAsync(list, texts, { written })));
  return promise;
}
