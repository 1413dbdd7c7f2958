import { describe, expect, it } from 'vitest';
import { PaperFileMaker, paperParts, validatePaperPartsFile } from '../../../src/lib/paperParts';
import { paperFiles } from '../../../src/lib/paperFiles';
import { splitForSearch } from '../../../src/lib/parse/split';
import { tokenize } from '../../../src/lib/markup';
import type { PapersFile } from '../../../src/lib/types';
import { papersFixture } from './fixtures/papersFixture';

/** The maker over `data`'s list.json, text.json and paper-parts.json, each through JSON as served. */
function makerOf(data: PapersFile): PaperFileMaker {
  const { list, text } = splitForSearch(data);
  const served = <T,>(file: T): T => JSON.parse(JSON.stringify(file)) as T;
  return new PaperFileMaker(served(list), served(text), served(paperParts(data)));
}

/** Every paper's made file against paperFiles', as JSON text: the same bytes. */
function expectSameFiles(data: PapersFile) {
  const maker = makerOf(data);
  for (const file of paperFiles(data)) expect(JSON.stringify(maker.file(file.paper.id))).toBe(JSON.stringify(file));
}

/** The fixture with a bit of everything: markup and none, related papers, a curator's title, homonyms. */
function richFixture(): PapersFile {
  const data = papersFixture();
  const [first, second, third] = data.papers as [PapersFile['papers'][number], PapersFile['papers'][number], PapersFile['papers'][number]];
  first.related = [{ id: second.id, shared: ['flow'] }, { id: third.id, shared: [] }];
  second.related = [];
  second.titleSource = 'override';
  third.abstract = third.text;
  third.tokens = tokenize(third.abstract);
  const author = (name: string, key?: string, institution?: string) => ({ name, ...(institution === undefined ? {} : { institution }), ...(key === undefined ? {} : { key }) });
  first.authors = [author('Min Zhang', '~Min_Zhang1', 'MIT'), author('Ada Lovelace')];
  second.authors = [author('Min Zhang', '~Min_Zhang7')];
  first.openreviewId = 'F2zHYjBAEv';
  first.venueLinks = [{ url: 'https://openreview.net/forum?id=F2zHYjBAEv', kind: 'openreview' }];
  first.keywords = ['flows'];
  return data;
}

describe('paperParts', () => {
  it("leaves out an abstract that is its text as it is, and tokens that are the abstract's", () => {
    const data = richFixture();
    const parts = paperParts(data);
    expect(parts.papers[2]).not.toHaveProperty('abstract');
    expect(parts.papers[0]).toHaveProperty('abstract', data.papers[0]!.abstract);
    expect(parts.papers.every((paper) => paper.tokens === undefined)).toBe(true);
  });

  it("keeps tokens the abstract does not make (a file edited by hand), and the file says so", () => {
    const data = papersFixture();
    data.papers[1]!.tokens = [{ type: 'text', text: 'Edited.' }];
    expect(paperParts(data).papers[1]!.tokens).toEqual([{ type: 'text', text: 'Edited.' }]);
    expectSameFiles(data);
  });

  it("names related papers by their place in list.json, and one the list lacks by its id", () => {
    const data = richFixture();
    data.papers[2]!.related = [{ id: 'gone', shared: ['x'] }];
    const parts = paperParts(data);
    expect(parts.papers[0]!.related).toEqual([[1, ['flow']], [2, []]]);
    expect(parts.papers[2]!.related).toEqual([['gone', ['x']]]);
    expectSameFiles(data);
  });

  it('has nothing list.json or text.json carries', () => {
    const parts = paperParts(richFixture());
    for (const key of ['id', 'title', 'titleSource', 'name', 'summary', 'topics', 'benchmarks', 'openreviewId', 'text']) {
      expect(parts.papers.some((paper) => key in paper)).toBe(false);
    }
  });
});

describe('PaperFileMaker', () => {
  it("makes every paper's file as paperFiles does, byte for byte: the fixture", () => {
    expectSameFiles(papersFixture());
  });

  it("makes every paper's file as paperFiles does, byte for byte: related papers, a curator's title, homonyms, a conference's fields", () => {
    const data = richFixture();
    expectSameFiles(data);
    expect(makerOf(data).file(data.papers[0]!.id)).toMatchObject({ homonyms: ['Min Zhang'], related: [{ titleSource: 'override' }, { titleSource: 'derived' }] });
  });

  it('has no file for an id the collection does not have', () => {
    const maker = makerOf(papersFixture());
    expect(maker.has('no-such-paper')).toBe(false);
    expect(maker.file('no-such-paper')).toBeNull();
    expect(maker.has('cfmm')).toBe(true);
  });

  it('refuses files that describe different papers', () => {
    const data = papersFixture();
    const { list, text } = splitForSearch(data);
    const parts = paperParts(data);
    expect(() => new PaperFileMaker(list, text, { ...parts, papers: parts.papers.slice(1) })).toThrow("paper-parts.json: has 2 papers for list.json's 3");
    expect(() => new PaperFileMaker(list, text, { ...parts, citeKeys: [] })).toThrow("paper-parts.json: has 0 citeKeys for list.json's 3 papers");
    expect(() => new PaperFileMaker(list, { ...text, ids: [...text.ids].reverse() }, parts)).toThrow(
      `text.json: ids[0] is "${text.ids[2]}", list.json's papers[0] is "${text.ids[0]}"`,
    );
  });
});

describe('validatePaperPartsFile', () => {
  it('takes what paperParts writes', () => {
    const parts = JSON.parse(JSON.stringify(paperParts(richFixture()))) as unknown;
    expect(validatePaperPartsFile(parts, 'paper-parts.json')).toBe(parts);
  });

  it.each([
    [{ version: 2, papers: [] }, 'paper-parts.json: unsupported version 2 (this app reads version 1)'],
    [{ version: 1, papers: [] }, 'paper-parts.json: citeKeys is missing'],
    [{ version: 1, citeKeys: [''], papers: [] }, 'paper-parts.json: citeKeys[0] is empty'],
    [{ version: 1, citeKeys: [] }, 'paper-parts.json: papers is missing'],
    [{ version: 1, citeKeys: [], papers: [{ links: [] }] }, 'paper-parts.json: papers[0].line is missing'],
    [{ version: 1, citeKeys: [], papers: [{ line: 1, abstract: 3 }] }, 'paper-parts.json: papers[0].abstract must be a string (got a number)'],
    [{ version: 1, citeKeys: [], papers: [{ line: 1, related: [[7, []]] }] }, 'paper-parts.json: papers[0].related[0] must be [index of a paper, shared words] (got [7,[]])'],
    [{ version: 1, citeKeys: [], papers: [{ line: 1, related: [[0, [1]]] }] }, 'paper-parts.json: papers[0].related[0][1][0] must be a string (got a number)'],
  ])('refuses %j', (json, message) => {
    expect(() => validatePaperPartsFile(json, 'paper-parts.json')).toThrow(message);
  });
});
