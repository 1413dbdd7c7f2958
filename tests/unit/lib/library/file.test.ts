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

  it('accepts a byte order mark', () => {
    expect(readLibraryFile(`\uFEFF${exportLibrary({ readingList: [], savedSearches: [] }, NOW)}`, 'x.json', NOW).issues).toEqual([]);
  });

  it.each([
    ['{not json', /^mine\.json: it is not valid JSON \(.+\)$/],
    ['[1, 2]', 'mine.json: it is not a reading list exported by this app (no "format": "paper-explorer-library")'],
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
