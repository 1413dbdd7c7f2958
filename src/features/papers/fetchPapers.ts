// The one network call of the app: fetch papers.json and parse it. Validation is the store's job.

import { PapersFileError } from '../../lib/loadPapers';
import { papersUrl } from '../../config/base';

/** Resolves to the parsed JSON of papers.json; rejects with a message a reader can act on. */
export type PapersFetcher = () => Promise<unknown>;

export const PAPERS_SOURCE = 'papers.json';

export function createHttpFetcher(url: string = papersUrl(import.meta.env.BASE_URL)): PapersFetcher {
  return async () => {
    let response: Response;
    try {
      response = await fetch(url);
    } catch (error) {
      throw new PapersFileError(PAPERS_SOURCE, `could not be fetched from ${url} (${String(error)})`);
    }
    if (!response.ok) {
      throw new PapersFileError(
        PAPERS_SOURCE,
        `${url} answered ${response.status} ${response.statusText}`.trim() + ' (has the data been built?)',
      );
    }
    const body = await response.text();
    try {
      return JSON.parse(body) as unknown;
    } catch {
      // A static host that falls back to index.html for unknown files answers 200 with HTML.
      const hint = body.trimStart().startsWith('<') ? ', got HTML (has the data been built?)' : '';
      throw new PapersFileError(PAPERS_SOURCE, `${url} is not valid JSON${hint}`);
    }
  };
}
