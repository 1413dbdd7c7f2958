import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStored, storedText, storedVersion } from '../../../../src/lib/library/stored';
import { validateLibrary } from '../../../../src/lib/library/validate';
import { STORED_LIBRARY } from '../../../../src/lib/library/issues';
import { issueInEnglish } from '../../features/library/inEnglish';
import { libraryArb } from './fixtures/libraryArbitraries';
import fixtureV1 from './fixtures/library-v1.json';

describe('parseStored', () => {
  it('reads the envelope of a stored fixture', () => {
    expect(parseStored(JSON.stringify(fixtureV1))).toEqual({ state: fixtureV1.state, version: 1 });
  });

  it.each([
    ['"hello"', 'it is not a saved library (got a string without "state")'],
    ['{"readingList":[]}', 'it is not a saved library (got an object without "state")'],
    ['{"state":{}}', 'it has no version (got none)'],
    ['{"state":{},"version":"2"}', 'it has no version (got "2")'],
    ['{"state":{},"version":1.5}', 'it has no version (got 1.5)'],
  ])('says why %s is not a stored library', (text, reason) => {
    const stored = parseStored(text);
    expect('reason' in stored && issueInEnglish(stored)).toEqual({ what: 'saved library', reason });
  });

  it('says when the text is not JSON', () => {
    const stored = parseStored('{not json');
    expect('reason' in stored && issueInEnglish(stored)).toMatchObject({ what: 'saved library', reason: expect.stringMatching(/^it is not valid JSON \(/) });
  });
});

describe('storedVersion', () => {
  it('reads the version, or null', () => {
    expect(storedVersion('{"state":{},"version":3}')).toBe(3);
    expect(storedVersion('{not json')).toBeNull();
  });
});

describe('storedText', () => {
  it('writes exactly what validation reads back, so tabs agree on the text', () => {
    fc.assert(
      fc.property(libraryArb, (data) => {
        const text = storedText(data);
        const stored = parseStored(text);
        expect('state' in stored && storedText(validateLibrary(stored.state, STORED_LIBRARY).data)).toBe(text);
      }),
    );
  });
});
