// The app's network calls: fetch one data file and parse it. Validation is the stores' job.

import { PapersFileError } from '../lib/loadPapers';
import { dataUrl } from '../config/base';

/**
 * The file could not be fetched at all: no answer, most often because the network is gone (fetch's
 * TypeError). Unlike an answer that is wrong (a 500, a corrupt file), it may well work once the network is
 * back, so a page that has something to show meanwhile can wait for it (PaperGate).
 */
export class UnreachableError extends PapersFileError {
  override name = 'UnreachableError';
}

/** Resolves to the parsed JSON of a data file; rejects with a message a reader can act on. */
export type PapersFetcher = () => Promise<unknown>;

export const LIST_SOURCE = 'list.json';
export const TEXT_SOURCE = 'text.json';
export const INDEX_SOURCE = 'search-index.json';

/**
 * createHttpFetcher('/data/list.json', 'list.json') fetches that URL; `source` starts every error
 * message. With missingAsNull, a 404 (or a host's HTML fallback) resolves to null.
 */
export function createHttpFetcher(url: string, source: string, options: { missingAsNull?: boolean } = {}): PapersFetcher {
  return async () => {
    const response = await fetchAnswer(url, source, options);
    return response === null ? null : parseAnswer(await response.text(), url, source, options);
  };
}

/** fetch(url), its answer checked (a 404 is null with missingAsNull); the body is the caller's to read. */
export async function fetchAnswer(url: string, source: string): Promise<Response>;
export async function fetchAnswer(url: string, source: string, options: { missingAsNull?: boolean }): Promise<Response | null>;
export async function fetchAnswer(url: string, source: string, options: { missingAsNull?: boolean } = {}): Promise<Response | null> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a diagnostic naming the file, address and status, shown in English (lang="en") under the reader's translated heading (LoadNotice)
    throw new UnreachableError(source, `could not be fetched from ${url} (${String(error)})`);
  }
  if (options.missingAsNull && response.status === 404) return null;
  if (!response.ok) {
    throw new PapersFileError(
      source,
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a diagnostic naming the file, address and status, shown in English (lang="en") under the reader's translated heading (LoadNotice)
      `${url} answered ${response.status} ${response.statusText}`.trim() + ' (has the data been built?)',
    );
  }
  return response;
}

/** A data file's body, parsed as JSON (a host's HTML fallback is null with missingAsNull). */
export function parseAnswer(body: string, url: string, source: string, options: { missingAsNull?: boolean } = {}): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    // A static host that falls back to index.html for unknown files answers 200 with HTML.
    const html = body.trimStart().startsWith('<');
    if (html && options.missingAsNull) return null;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a diagnostic naming the file, address and status, shown in English (lang="en") under the reader's translated heading (LoadNotice)
    const hint = html ? ', got HTML (has the data been built?)' : '';
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a diagnostic naming the file, address and status, shown in English (lang="en") under the reader's translated heading (LoadNotice)
    throw new PapersFileError(source, `${url} is not valid JSON${hint}`);
  }
}

/** A data file's address under the site's base: dataFileUrl('list.json') => "/data/list.json". */
export const dataFileUrl = (file: string): string => dataUrl(import.meta.env.BASE_URL, file);

/** The fetcher of one data file under the site's base: dataFetcher('list.json'). */
export const dataFetcher = (file: string): PapersFetcher => createHttpFetcher(dataFileUrl(file), file);

/** Resolves to a paper file's parsed JSON, or null when there is no such paper (404, or a host's HTML fallback). */
export type PaperFetcher = (id: string) => Promise<unknown>;

/** paperSource('cfmm') => "paper/cfmm.json": the file, as error messages name it. */
export const paperSource = (id: string): string => `paper/${id}.json`;

export const paperFetcher: PaperFetcher = (id) =>
  createHttpFetcher(dataUrl(import.meta.env.BASE_URL, paperSource(id)), paperSource(id), { missingAsNull: true })();
