// A message with elements inside it ("See <0>the help</0>"), in the active language, through Lingui's
// own formatter. A module of its own: the first results need none, so Lingui's React part stays out of
// the JavaScript they load (only the pages and forms that use <T> bring it).

import { TransNoContext } from '@lingui/react/server';
import type { ReactElement, ReactNode } from 'react';
import { i18n, useLocale } from './i18n';
import type { MessageId, Values } from './i18n';

interface TProps {
  id: MessageId;
  values?: Values;
  /** Elements for the message's numbered tags: "See <0>the help</0>" with { 0: <a href=… /> }. */
  components?: Record<string, ReactElement>;
}

/**
 * A message with elements inside it, in the active language. A string value goes in as an element of
 * its own, never as text the formatter reads for tags: Lingui formats the values into the message before
 * it looks for "<0>…</0>", so a query such as "<b>bold</b>" or "<script>" became tags (an error in the
 * console, and text lost). Numbers stay numbers, for plurals.
 */
export function T({ id, values, components }: TProps): ReactNode {
  useLocale();
  return <TransNoContext id={id} values={values === undefined ? undefined : asElements(values)} components={components} lingui={{ i18n }} />;
}

function asElements(values: Values): Values {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? <>{value}</> : value]));
}
