import { describe, expect, it } from 'vitest';
import { PapersFileError, validateListFile } from '../../../src/lib/loadPapers';
import { validatePaperFile, validatePapersFile } from '../../../src/lib/loadPageFiles';
import { splitForSearch } from '../../../src/lib/parse/split';
import { paperFiles } from '../../../src/lib/paperFiles';
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
  it('reads a conference\'s published fields and names the place of a bad one', () => {
    const json = fixture();
    Object.assign(json.papers[0]!, {
      titleSource: 'published', openreviewId: 'F2zHYjBAEv', authors: [{ name: 'Ling Yang', key: '~Ling_Yang1', institution: 'PKU' }],
      venueLinks: [{ url: 'https://openreview.net/forum?id=F2zHYjBAEv', kind: 'openreview' }], presentations: [{ type: 'oral', start: '2026-07-14T10:00:00-07:00' }],
      keywords: ['rag'], primaryArea: 'Applications',
    });
    expect(validatePapersFile(json, 'papers.json').papers[0]?.authors?.[0]?.key).toBe('~Ling_Yang1');
    (json.papers[0]!.venueLinks as { kind: string }[])[0]!.kind = 'ftp';
    expect(errorOf(json).message).toBe('papers.json: papers[0].venueLinks[0].kind "ftp" is not openreview, pdf, virtual-site');
    json.papers[0]!.venueLinks = [];
    json.papers[0]!.authors = [{ name: '' }];
    expect(errorOf(json).message).toBe('papers.json: papers[0].authors[0].name is empty');
    json.papers[0]!.authors = [];
    json.papers[0]!.presentations = [{ start: 3 }];
    expect(errorOf(json).message).toBe('papers.json: papers[0].presentations[0].start must be a string (got a number)');
  });

  it('still reads the version 1 fixture', () => {
    const file = validatePapersFile(fixture(), 'papers.json');
    expect(file.collection.title).toBe('ICML 2026 论文列表');
    expect(file.papers.map((p) => p.id)).toEqual(['toolorchestra', 'cfmm', 'regret-bounds-for-bandits']);
    expect(file.papers[0]?.topics).toEqual(['agents', 'rl']);
  });

  it('reads a version 1 file from before titleSource: every title counts as derived', () => {
    const json = fixture();
    expect(json.papers.some((p) => 'titleSource' in p)).toBe(false);
    expect(validatePapersFile(json, 'papers.json').papers.map((p) => p.titleSource)).toEqual(['derived', 'derived', 'derived']);
  });

  it('keeps a known titleSource and names the file and field of an unknown one', () => {
    const json = fixture();
    json.papers[1]!.titleSource = 'override';
    expect(validatePapersFile(json, 'papers.json').papers[1]?.titleSource).toBe('override');
    json.papers[2]!.titleSource = 'openreview';
    expect(errorOf(json).message).toBe('papers.json: papers[2].titleSource "openreview" is not a known title source (derived, override or published)');
    json.papers[2]!.titleSource = 3;
    expect(errorOf(json).message).toBe('papers.json: papers[2].titleSource must be a string (got a number)');
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

  it('reads related papers when there are some, and names a malformed one', () => {
    const json = fixture();
    json.papers[0]!.related = [{ id: 'cfmm', shared: ['flow'] }];
    expect(validatePapersFile(json, 'papers.json').papers[0]?.related).toEqual([{ id: 'cfmm', shared: ['flow'] }]);
    json.papers[0]!.related = [{ id: 'cfmm', shared: 'flow' }];
    expect(errorOf(json).message).toBe('papers.json: papers[0].related[0].shared must be an array (got a string)');
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

  it('reads a topic\'s aliases (its earlier ids) when there are any, and names the one that is wrong', () => {
    const json = fixture();
    const topics = json.topics as Record<string, unknown>[];
    topics[0]!.aliases = ['agents-reasoning'];
    expect(validatePapersFile(json, 'papers.json').topics[0]).toMatchObject({ aliases: ['agents-reasoning'] });
    topics[0]!.aliases = ['agents-reasoning', ''];
    expect(errorOf(json).message).toBe('papers.json: topics[0].aliases[1] is empty');
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

describe('validateListFile', () => {
  const list = (): Record<string, unknown> & { papers: Record<string, unknown>[] } =>
    structuredClone(splitForSearch(validatePapersFile(fixture(), 'papers.json')).list) as never;

  it('reads the list split from the version 1 fixture and returns the same object', () => {
    const json = list();
    const file = validateListFile(json, 'list.json');
    expect(file).toBe(json);
    expect(file.papers.map((p) => [p.id, p.code])).toEqual([
      ['toolorchestra', true],
      ['cfmm', false],
      ['regret-bounds-for-bandits', false],
    ]);
  });

  it('reads titleSource in list.json like papers.json, derived when absent', () => {
    const json = list();
    delete json.papers[0]!.titleSource;
    json.papers[1]!.titleSource = 'override';
    expect(validateListFile(json, 'list.json').papers.map((p) => p.titleSource)).toEqual(['derived', 'override', 'derived']);
    json.papers[1]!.titleSource = 'guessed';
    expect(() => validateListFile(json, 'list.json')).toThrow('list.json: papers[1].titleSource "guessed" is not a known title source (derived, override or published)');
  });

  it('checks the abbreviations it carries, when it does', () => {
    expect(validateListFile({ ...list(), abbreviations: [{ short: 'RL', long: ['reinforcement learning'] }] }, 'list.json').abbreviations).toHaveLength(1);
    expect(() => validateListFile({ ...list(), abbreviations: [{ short: 'RL', long: [] }] }, 'list.json')).toThrow(
      'list.json: abbreviations: abbreviation 1 ("RL"): "long" must be a non-empty list of non-empty strings',
    );
  });

  it('rejects an unknown version', () => {
    expect(() => validateListFile({ ...list(), version: 2 }, 'list.json')).toThrow(
      'list.json: unsupported version 2 (this app reads version 1)',
    );
  });

  it('names the paper and field that is wrong', () => {
    const json = list();
    json.papers[0]!.code = 'yes';
    expect(() => validateListFile(json, 'list.json')).toThrow('list.json: papers[0].code must be a boolean (got a string)');
    delete json.papers[1]!.summary;
    json.papers[0]!.code = true;
    expect(() => validateListFile(json, 'list.json')).toThrow('list.json: papers[1].summary is missing');
  });

  it('rejects duplicate ids and unknown topic ids', () => {
    const duplicate = list();
    duplicate.papers[2]!.id = 'cfmm';
    expect(() => validateListFile(duplicate, 'list.json')).toThrow(
      'list.json: papers[2].id "cfmm" duplicates papers[1].id',
    );
    const unknownTopic = list();
    unknownTopic.papers[0]!.topics = ['vision'];
    expect(() => validateListFile(unknownTopic, 'list.json')).toThrow(
      'list.json: papers[0].topics[0] "vision" is not in topics',
    );
  });

  it('rejects something that is not an object', () => {
    expect(() => validateListFile('<!doctype html>', 'list.json')).toThrow('list.json: expected an object (got a string)');
  });
});

describe('validatePaperFile', () => {
  const paperFile = (): Record<string, unknown> & { paper: Record<string, unknown>; related: Record<string, unknown>[] } => {
    const data = validatePapersFile(fixture(), 'papers.json');
    data.papers[0]!.related = [{ id: 'cfmm', shared: ['flow'] }];
    return structuredClone(paperFiles(data)[0]) as never;
  };

  it('reads titleSource of the paper and of its related papers, derived when absent', () => {
    const json = paperFile();
    delete json.paper.titleSource;
    delete json.related[0]!.titleSource;
    const file = validatePaperFile(json, 'paper/toolorchestra.json');
    expect([file.paper.titleSource, file.related[0]?.titleSource]).toEqual(['derived', 'derived']);
  });

  it('names the file and field of an unknown titleSource', () => {
    const json = paperFile();
    json.related[0]!.titleSource = 'arxiv';
    expect(() => validatePaperFile(json, 'paper/toolorchestra.json')).toThrow(
      'paper/toolorchestra.json: related[0].titleSource "arxiv" is not a known title source (derived, override or published)',
    );
    json.related[0]!.titleSource = 'override';
    json.paper.titleSource = null;
    expect(() => validatePaperFile(json, 'paper/toolorchestra.json')).toThrow('paper/toolorchestra.json: paper.titleSource must be a string (got null)');
  });
});

