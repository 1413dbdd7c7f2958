import { describe, expect, it } from 'vitest';
import { PapersFileError, validatePapersFile } from '../../../src/lib/loadPapers';
import fixtureV1 from './fixtures/papers-v1.json';

// A fresh deep copy per test, so a test can break one field without touching the others.
const fixture = (): Record<string, unknown> & { papers: Record<string, unknown>[] } => structuredClone(fixtureV1);

function errorOf(json: unknown): PapersFileError {
  try {
    validatePapersFile(json, 'papers.json');
  } catch (error) {
    if (error instanceof PapersFileError) return error;
    throw error;
  }
  throw new Error('expected validatePapersFile to throw');
}

describe('validatePapersFile', () => {
  it('still reads the version 1 fixture', () => {
    const file = validatePapersFile(fixture(), 'papers.json');
    expect(file.collection.title).toBe('ICML 2026 论文列表');
    expect(file.papers.map((p) => p.id)).toEqual(['toolorchestra', 'cfmm', 'regret-bounds-for-bandits']);
    expect(file.papers[0]?.topics).toEqual(['agents', 'rl']);
  });

  it('returns the same object, not a copy', () => {
    const json = fixture();
    expect(validatePapersFile(json, 'papers.json')).toBe(json);
  });

  it('rejects an unknown version with the version it reads', () => {
    expect(() => validatePapersFile({ ...fixture(), version: 2 }, 'papers.json')).toThrow(
      'papers.json: unsupported version 2 (this app reads version 1)',
    );
  });

  it('rejects a file without a version', () => {
    const json = fixture();
    delete json.version;
    expect(errorOf(json).message).toBe('papers.json: version is missing');
  });

  it('rejects something that is not an object', () => {
    expect(errorOf([]).message).toBe('papers.json: expected an object (got an array)');
    expect(errorOf(null).message).toBe('papers.json: expected an object (got null)');
  });

  it('names the paper and field that is missing', () => {
    const json = fixture();
    delete json.papers[2]!.id;
    expect(errorOf(json).message).toBe('papers.json: papers[2].id is missing');
  });

  it('names a field of the wrong type', () => {
    const json = fixture();
    json.papers[1]!.title = 42;
    expect(errorOf(json).message).toBe('papers.json: papers[1].title must be a string (got a number)');
  });

  it('checks nested links and tokens', () => {
    const badLink = fixture();
    badLink.papers[0]!.links = [{ url: 'https://a.example', kind: 'video' }];
    expect(errorOf(badLink).message).toBe('papers.json: papers[0].links[0].kind "video" is not code or project');

    const badToken = fixture();
    badToken.papers[1]!.tokens = [{ type: 'emphasis', children: [{ type: 'html', text: '<b>' }] }];
    expect(errorOf(badToken).message).toBe(
      'papers.json: papers[1].tokens[0].children[0].type "html" is not a known token type',
    );
  });

  it('rejects a missing collection title', () => {
    const json = fixture();
    json.collection = { venue: null, year: null };
    expect(errorOf(json).message).toBe('papers.json: collection.title is missing');
  });

  it('rejects duplicate ids, which would share one URL', () => {
    const json = fixture();
    json.papers[2]!.id = 'cfmm';
    expect(errorOf(json).message).toBe('papers.json: papers[2].id "cfmm" duplicates papers[1].id');
  });

  it('rejects a topic id the taxonomy does not define', () => {
    const json = fixture();
    json.papers[1]!.topics = ['generative', 'vision'];
    expect(errorOf(json).message).toBe('papers.json: papers[1].topics[1] "vision" is not in topics');
  });

  it('uses the source it is given and keeps the detail apart', () => {
    const error = errorOf({ ...fixture(), papers: 'none' });
    expect(error.message).toBe('papers.json: papers must be an array (got a string)');
    expect(error.detail).toBe('papers must be an array (got a string)');
    expect(error.name).toBe('PapersFileError');
    expect(() => validatePapersFile({}, '/data/papers.json')).toThrow('/data/papers.json: version is missing');
  });
});
