// A reading list as a link: /reading-list?ids=cfmm,kernelband,toolorchestra. Ids are [a-z0-9-], so
// they need no escaping and the link stays readable. Whatever arrives is read without trusting it.

import { isPaperId } from '../paperId';
import { cutText } from './text';
import type { LibraryIssue } from './issues';

/** The query parameter that carries the ids. */
export const SHARE_PARAM = 'ids';
/** The most ids one link carries (about 12 kB of address at typical id lengths). */
export const MAX_SHARED_IDS = 500;

/**
 * The query string for a list of ids, without "?": each valid id once, in order, at most MAX_SHARED_IDS.
 *   shareQuery(['cfmm', 'kernelband', 'cfmm']) => "ids=cfmm,kernelband"
 */
export function shareQuery(ids: readonly string[]): string {
  return `${SHARE_PARAM}=${[...new Set(ids)].filter(isPaperId).slice(0, MAX_SHARED_IDS).join(',')}`;
}

export interface SharedIds {
  /** Valid ids, each once, in the order given, at most MAX_SHARED_IDS. */
  ids: string[];
  /** What was left out and why (not an id, past the limit; see issues.ts); repeats are dropped silently. */
  dropped: LibraryIssue[];
}

/**
 * The ids a shared link carries. Commas and spaces separate them, `ids` may repeat, case is ignored
 * (ids are lowercase; a hand-typed "CFMM" means "cfmm").
 *   readShareParams(new URLSearchParams('ids=cfmm,,KernelBand,../x'))
 *     => { ids: ['cfmm', 'kernelband'], dropped: [{ what: { kind: 'linkValue', json: '"../x"' }, reason: { code: 'notAPaperId' } }] }
 */
export function readShareParams(params: URLSearchParams): SharedIds {
  const ids: string[] = [];
  const seen = new Set<string>();
  const dropped: LibraryIssue[] = [];
  let over = 0;
  for (const raw of params.getAll(SHARE_PARAM).flatMap((value) => value.split(/[\s,]+/))) {
    if (raw === '') continue;
    const id = raw.toLowerCase();
    if (!isPaperId(id)) {
      dropped.push({ what: { kind: 'linkValue', json: JSON.stringify(raw.length > 60 ? `${cutText(raw, 57)}…` : raw) }, reason: { code: 'notAPaperId' } });
    } else if (!seen.has(id)) {
      seen.add(id);
      if (ids.length < MAX_SHARED_IDS) ids.push(id);
      else over++;
    }
  }
  if (over > 0) dropped.push({ what: { kind: 'morePapers', count: over }, reason: { code: 'linkLimit', max: MAX_SHARED_IDS } });
  return { ids, dropped };
}
