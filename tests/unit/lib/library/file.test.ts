import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportFileName, exportLibrary, LibraryFileError, readLibraryFile } from '../../../../src/lib/library/file';
import { libraryArb } from './fixtures/libraryArbitraries';
import { inEnglish } from '../../features/library/inEnglish';
import exportV2 from './fixtures/export-v2.json';
import exportV3 from './fixtures/export-v3.json';
import fixtureV1 from './fixtures/library-v1.json';

const NOW = Date.UTC(2026, 4, 1, 9, 30);

// A version 2 entry without its one time.
function pick(entry: { updatedAt: number } & Record<string, unknown>): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...entry };
  delete rest.updatedAt;
  return rest;
}

function errorOf(fn: () => unknown): LibraryFileError {
  try {
    fn();
  } catch (error) {
    if (error instanceof LibraryFileError) return error;
    throw error;
  }
  throw new Error('no error thrown');
}

describe('exportLibrary', () => {
  it('writes the format marker, the version and the library', () => {
    const text = exportLibrary({ readingList: [], savedSearches: [] }, NOW);
    expect(JSON.parse(text)).toEqual({
      format: 'paper-explorer-library',
      version: 3,
      exportedAt: '2026-05-01T09:30:00.000Z',
      library: { readingList: [], savedSearches: [] },
    });
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('round-trips through readLibraryFile', () => {
    fc.assert(
      fc.property(libraryArb, (data) => {
        expect(readLibraryFile(exportLibrary(data, NOW), 'x.json', NOW)).toEqual({ data, issues: [] });
      }),
    );
  });
});

describe('exportFileName', () => {
  it('dates the file', () => {
    expect(exportFileName(NOW)).toBe('paper-explorer-library-2026-05-01.json');
  });
});

describe('readLibraryFile', () => {
  it('reads the version 3 export fixture', () => {
    const { data, issues } = readLibraryFile(JSON.stringify(exportV3), 'export-v3.json', NOW);
    expect(issues).toEqual([]);
    expect(data.readingList).toEqual([exportV3.library.readingList[1], exportV3.library.readingList[0]]);
    expect(data.savedSearches.map((saved) => saved.name)).toEqual(['Bandits with code']);
  });

  it('reads the version 2 export fixture, with a time for each field set', () => {
    const { data, issues } = readLibraryFile(JSON.stringify(exportV2), 'export-v2.json', NOW);
    expect(issues).toEqual([]);
    expect(data.readingList).toEqual([
      { ...pick(exportV2.library.readingList[1]!), statusChangedAt: 1777000900000, noteChangedAt: 1777000900000 },
      { ...pick(exportV2.library.readingList[0]!), statusChangedAt: 1777000400000, noteChangedAt: 1777000400000 },
    ]);
    expect(data.savedSearches.map((saved) => saved.name)).toEqual(['Bandit theory', 'Bandits with code']);
  });

  it('migrates a version 1 library', () => {
    const text = JSON.stringify({ format: 'paper-explorer-library', version: 1, library: fixtureV1.state });
    expect(readLibraryFile(text, 'old.json', NOW).data.readingList.map((entry) => entry.id)).toEqual(['toolorchestra', 'cfmm', 'regret-bounds-for-bandits']);
  });

  it('keeps the valid part of a damaged file and lists what it left out', () => {
    const text = JSON.stringify({ ...exportV2, library: { ...exportV2.library, readingList: [exportV2.library.readingList[0], { id: 'Bad' }] } });
    const { data, issues } = readLibraryFile(text, 'mine.json', NOW);
    expect(data.readingList.map((entry) => entry.id)).toEqual(['kernelband']);
    expect(inEnglish(issues)).toContainEqual({ what: 'reading list item 2', reason: 'its id "Bad" is not a paper id (a-z, 0-9 and -, at most 48 characters)' });
  });

  it('takes a list of papers made by hand: ids, or entries with only some fields, the rest filled in', () => {
    const text = JSON.stringify([{ id: 'kernelband' }, 'cfmm', { id: 'toolorchestra', status: 'read', note: 'Good' }]);
    const { data, issues } = readLibraryFile(text, 'mine.json', NOW);
    expect(issues).toEqual([]);
    const entry = (id: string) => data.readingList.find((each) => each.id === id);
    // Added now; the status and note as old as can be, so that in a merge the reader's own win.
    expect(entry('kernelband')).toEqual({ id: 'kernelband', title: 'kernelband', addedAt: NOW, status: 'to-read', statusChangedAt: 0, note: '', noteChangedAt: 0 });
    expect(entry('cfmm')?.status).toBe('to-read');
    expect(entry('toolorchestra')).toMatchObject({ status: 'read', note: 'Good' });
  });

  it('takes { "readingList": [...] } without the format marker, and fills in an exported entry\'s missing fields', () => {
    expect(readLibraryFile('{"readingList": [{"id": "cfmm"}]}', 'mine.json', NOW).data.readingList.map((e) => e.id)).toEqual(['cfmm']);
    const marked = JSON.stringify({ format: 'paper-explorer-library', version: 3, library: { readingList: [{ id: 'cfmm', title: 'CFMM' }], savedSearches: [] } });
    expect(readLibraryFile(marked, 'mine.json', NOW)).toEqual({
      data: { readingList: [{ id: 'cfmm', title: 'CFMM', addedAt: NOW, status: 'to-read', statusChangedAt: 0, note: '', noteChangedAt: 0 }], savedSearches: [] },
      issues: [],
    });
  });

  it('still says why an item of a hand-made list is left out', () => {
    const { data, issues } = readLibraryFile('[1, {"id": "Bad Id"}, {"id": "cfmm", "status": "done"}]', 'mine.json', NOW);
    expect(data.readingList).toEqual([]);
    expect(inEnglish(issues).map((issue) => issue.what)).toEqual(['reading list item 1', 'reading list item 2', 'reading list item 3 (cfmm)']);
  });

  it('accepts a byte order mark', () => {
    expect(readLibraryFile(`\uFEFF${exportLibrary({ readingList: [], savedSearches: [] }, NOW)}`, 'x.json', NOW).issues).toEqual([]);
  });

  it.each([
    ['{not json', /^mine\.json: it is not valid JSON \(.+\)$/],
    ['{"readingList": "cfmm"}', 'mine.json: it is not a reading list exported by this app (no "format": "paper-explorer-library")'],
    ['id,title,title_source,url\r\ncfmm,CFMM,derived,https://x/paper/cfmm\r\n', 'mine.json: it is a CSV file, not a library file: import reads the .json file that Export saves, or a JSON list of papers such as [{"id": "cfmm"}]'],
    ['@misc{cfmm,\n  title = {CFMM}\n}\n', /^mine\.json: it is a BibTeX file, not a library file/],
    ['# Reading list\n\n- [CFMM](https://x/paper/cfmm)\n', /^mine\.json: it is a Markdown file, not a library file/],
    ['cfmm kernelband', /^mine\.json: it is plain text, not a library file/],
    ['{"format":"something-else","version":2,"library":{}}', 'mine.json: it is not a reading list exported by this app (no "format": "paper-explorer-library")'],
    ['{"format":"paper-explorer-library","library":{}}', 'mine.json: it has no valid version (got none)'],
    ['{"format":"paper-explorer-library","version":"2","library":{}}', 'mine.json: it has no valid version (got "2")'],
    ['{"format":"paper-explorer-library","version":9,"library":{}}', 'mine.json: it was exported by a newer version of this app (version 9; this one reads up to 3)'],
    ['{"format":"paper-explorer-library","version":2}', 'mine.json: it has no "library"'],
  ])('refuses %s with an error naming the file', (text, message) => {
    const error = errorOf(() => readLibraryFile(text, 'mine.json', NOW));
    expect(error.source).toBe('mine.json');
    if (typeof message === 'string') expect(error.message).toBe(message);
    else expect(error.message).toMatch(message);
  });
});
