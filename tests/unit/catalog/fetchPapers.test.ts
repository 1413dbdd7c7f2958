import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnreachableError, createHttpFetcher, dataFetcher, paperFetcher } from '../../../src/catalog/fetchPapers';

function stubFetch(body: string, init: ResponseInit = {}) {
  const fetch = vi.fn(async () => new Response(body, init));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('createHttpFetcher', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the URL and parses it', async () => {
    const fetch = stubFetch('{"version":1}');
    await expect(createHttpFetcher('/data/papers.json', 'papers.json')()).resolves.toEqual({ version: 1 });
    expect(fetch).toHaveBeenCalledWith('/data/papers.json');
  });

  it('names the URL and status of a failed response', async () => {
    stubFetch('nope', { status: 404, statusText: 'Not Found' });
    await expect(createHttpFetcher('/x/data/papers.json', 'papers.json')()).rejects.toThrow(
      'papers.json: /x/data/papers.json answered 404 Not Found (has the data been built?)',
    );
  });

  it('recognises an HTML fallback page served in place of the data', async () => {
    stubFetch('<!doctype html><html></html>', { status: 200 });
    await expect(createHttpFetcher('/data/papers.json', 'papers.json')()).rejects.toThrow(
      'papers.json: /data/papers.json is not valid JSON, got HTML (has the data been built?)',
    );
  });

  it('reports a network failure as the file being unreachable', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const fetching = createHttpFetcher('/data/papers.json', 'papers.json')();
    await expect(fetching).rejects.toThrow(
      'papers.json: could not be fetched from /data/papers.json (TypeError: Failed to fetch)',
    );
    await expect(fetching).rejects.toBeInstanceOf(UnreachableError);
  });

  it('reports an error answer and a corrupt file as errors, not as unreachable', async () => {
    stubFetch('oops', { status: 500, statusText: 'Internal Server Error' });
    await expect(createHttpFetcher('/data/papers.json', 'papers.json')()).rejects.not.toBeInstanceOf(UnreachableError);
    stubFetch('{"version":', { status: 200 });
    await expect(createHttpFetcher('/data/papers.json', 'papers.json')()).rejects.not.toBeInstanceOf(UnreachableError);
  });
});

describe('dataFetcher', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches a file under the base URL and names it in errors', async () => {
    const fetch = stubFetch('{"version":1}');
    await expect(dataFetcher('list.json')()).resolves.toEqual({ version: 1 });
    expect(fetch).toHaveBeenCalledWith('/data/list.json');

    stubFetch('nope', { status: 404, statusText: 'Not Found' });
    await expect(dataFetcher('text.json')()).rejects.toThrow(
      'text.json: /data/text.json answered 404 Not Found (has the data been built?)',
    );
  });
});

describe('paperFetcher', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fetches a paper's file, and says null when there is no such paper", async () => {
    const fetch = stubFetch('{"version":1}');
    await expect(paperFetcher('cfmm')).resolves.toEqual({ version: 1 });
    expect(fetch).toHaveBeenCalledWith('/data/paper/cfmm.json');
    stubFetch('nope', { status: 404, statusText: 'Not Found' });
    await expect(paperFetcher('nope')).resolves.toBeNull();
    // A host that answers every unknown path with its index.html.
    stubFetch('<!doctype html><html></html>', { status: 200 });
    await expect(paperFetcher('nope')).resolves.toBeNull();
  });

  it('still reports a server error', async () => {
    stubFetch('oops', { status: 500, statusText: 'Internal Server Error' });
    await expect(paperFetcher('cfmm')).rejects.toThrow('paper/cfmm.json: /data/paper/cfmm.json answered 500 Internal Server Error');
  });
});
