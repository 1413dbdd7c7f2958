// How far the offline copy has got, as the service worker (src/sw/sw.ts) tells the pages while it keeps
// the site's files (some 17 MiB at 5,000 papers) and the page (src/features/offline) shows it. Pure, so
// that the message's shape and how often it is sent are tested without a worker.
//
// The worker posts on a BroadcastChannel rather than to its clients: while it installs it controls no
// page yet, and a channel reaches every page of the origin, opened before or during the copy, with no
// list of clients to keep. The channel's name carries the site's scope, so that two sites under one
// origin (/icml2026/, /neurips2026/) never read each other's copy.

/** How many bytes of the site's files are kept, of how many (a file counts once it is whole). */
export interface CopyProgress {
  done: number;
  total: number;
}

/** The message's type, telling it apart from anything else posted on the channel. */
const PROGRESS = 'offline-copy-progress';

/** At most one report in this many milliseconds (the first and the last always go): a page's live region reads each aloud. */
export const REPORT_EVERY_MS = 1000;

/** progressChannel('https://example.org/icml2026/') => "offline-copy https://example.org/icml2026/" */
export const progressChannel = (scope: string): string => `offline-copy ${scope}`;

/**
 * The share kept, rounded down to a whole percent, so that "100%" means complete:
 *   copyShare({ done: 999, total: 1000 }) => 0.99; copyShare({ done: 0, total: 0 }) => 0
 */
export const copyShare = ({ done, total }: CopyProgress): number => (total === 0 ? 0 : Math.floor((done * 100) / total) / 100);

/** progressMessage({ done: 200, total: 5000 }) => { type: "offline-copy-progress", done: 200, total: 5000 } */
export const progressMessage = ({ done, total }: CopyProgress) => ({ type: PROGRESS, done, total });

/**
 * A channel's message as progress, or null for anything that is not one (a message is data from another
 * context: checked, not trusted).
 *   readProgress({ type: "offline-copy-progress", done: 200, total: 5000 }) => { done: 200, total: 5000 }
 *   readProgress({ type: "offline-copy-progress", done: -1, total: 5000 }) => null
 */
export function readProgress(data: unknown): CopyProgress | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, done, total } = data as Record<string, unknown>;
  const count = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;
  if (type !== PROGRESS || !count(done) || !count(total) || done > total) return null;
  return { done, total };
}

/**
 * Whether the worker reports `progress` now, `lastAt` being when it last did (null: never) and `now` the
 * time, both in milliseconds: the start and the end always, in between at most every REPORT_EVERY_MS.
 *   reportDue({ done: 0, total: 5000 }, null, 0) => true
 *   reportDue({ done: 400, total: 5000 }, 0, 300) => false
 *   reportDue({ done: 5000, total: 5000 }, 0, 300) => true
 */
export function reportDue(progress: CopyProgress, lastAt: number | null, now: number): boolean {
  return lastAt === null || progress.done === progress.total || now - lastAt >= REPORT_EVERY_MS;
}
