// Each paper's file (data/paper/ID.json) made again, when a page asks for it, from three files the data
// build writes: list.json and text.json (which the search page loads anyway) and paper-parts.json (what a
// paper's file has beyond those two). The service worker keeps those three rather than thousands of files
// and makes a paper's file from them on demand (src/sw/sw.ts); nothing of a paper is kept twice.
//
// The made file is the build's byte for byte (tests/unit/lib/paperParts.test.ts): the same Paper, its
// fields in the same order, assembled by the same paperFileOf.

import type { ListFile, Paper, PaperFile, PaperParts, PaperPartsFile, PapersFile, TextFile, Token } from './types';
import { tokenize } from './markup';
import { citationKeys } from './cite';
import { homonyms } from './authors';
import { paperFileOf, type PaperCollection } from './paperFiles';
import { checksFor, type Check } from './loadPapers';

/** The parts' file under the data folder, as messages name it. */
export const PARTS_SOURCE = 'paper-parts.json';

/**
 * A paper's fields in the order the data build writes them (src/lib/parse/parse.ts, published.ts, then
 * `related`), so that a made file is the build's byte for byte. A field not named here goes last.
 */
const PAPER_ORDER: readonly (keyof Paper)[] = [
  'id', 'title', 'titleSource', 'name', 'abstract', 'tokens', 'text', 'summary', 'links', 'topics', 'benchmarks', 'line',
  'authors', 'openreviewId', 'venueLinks', 'presentations', 'keywords', 'primaryArea', 'related',
];
const ORDERED: ReadonlySet<string> = new Set(PAPER_ORDER);

/** The keys of `fields` in PAPER_ORDER, any others after them in their own order. */
const inPaperOrder = (keys: readonly string[]): string[] => [...PAPER_ORDER.filter((key) => keys.includes(key)), ...keys.filter((key) => !ORDERED.has(key))];

const sameTokens = (a: readonly Token[], b: readonly Token[]): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * What each paper's file has beyond list.json and text.json, in the papers' order:
 *   paperParts({ papers: [{ id: 'cfmm', abstract: 'We *flow*.', text: 'We flow.', related: [{ id: 'kb', … }], line: 3, … }, { id: 'kb', … }] })
 *     => { version: 1, citeKeys: ['icml2026cfmm', …], papers: [{ links: [], line: 3, abstract: 'We *flow*.', related: [[1, ['flow']]] }, …] }
 * An abstract that is its text as it is, and tokens that are tokenize(abstract), are left out (made again).
 */
export function paperParts(data: PapersFile): PaperPartsFile {
  const index = new Map(data.papers.map((p, i) => [p.id, i]));
  const keys = citationKeys(data.papers, data.collection);
  return {
    version: data.version,
    citeKeys: data.papers.map((paper) => keys.get(paper.id) ?? paper.id),
    papers: data.papers.map((paper): PaperParts => {
      // What list.json and text.json carry is left out; the rest stays, in the paper's order.
      // eslint-disable-next-line @typescript-eslint/no-unused-vars
      const { id, title, titleSource, name, summary, topics, benchmarks, openreviewId, text, abstract, tokens, related, ...rest } = paper;
      // A paper written in another order (a file from before a field existed) says so, to be made the same.
      const keys = Object.keys(paper);
      const ordered = inPaperOrder(keys).every((key, i) => key === keys[i]);
      return {
        ...rest,
        ...(ordered ? {} : { order: keys }),
        ...(abstract === text ? {} : { abstract }),
        ...(sameTokens(tokens, tokenize(abstract)) ? {} : { tokens }),
        ...(related === undefined ? {} : { related: related.map((r): [number | string, string[]] => [index.get(r.id) ?? r.id, r.shared]) }),
      };
    }),
  };
}

/**
 * Makes any paper's file from list.json, text.json and paper-parts.json (each checked by its reader);
 * throws a PapersFileError when they do not describe the same papers in the same order. The whole
 * collection's homonyms are worked out once, at the first file.
 *   new PaperFileMaker(list, text, parts).file('cfmm') => the PaperFile the build wrote to paper/cfmm.json
 *   new PaperFileMaker(list, text, parts).file('no-such-paper') => null
 */
export class PaperFileMaker {
  private readonly index: Map<string, number>;
  private collection: PaperCollection | null = null;

  constructor(
    private readonly list: ListFile,
    private readonly text: TextFile,
    private readonly parts: PaperPartsFile,
  ) {
    if (parts.papers.length !== list.papers.length) {
      checksFor(PARTS_SOURCE).fail(`has ${parts.papers.length} papers for list.json's ${list.papers.length}`);
    }
    if (parts.citeKeys.length !== list.papers.length) {
      checksFor(PARTS_SOURCE).fail(`has ${parts.citeKeys.length} citeKeys for list.json's ${list.papers.length} papers`);
    }
    list.papers.forEach((paper, i) => {
      if (text.ids[i] !== paper.id) checksFor('text.json').fail(`ids[${i}] is ${JSON.stringify(text.ids[i])}, list.json's papers[${i}] is "${paper.id}"`);
    });
    this.index = new Map(list.papers.map((paper, i) => [paper.id, i]));
  }

  /** Whether the collection has a paper of this id. */
  has(id: string): boolean {
    return this.index.has(id);
  }

  /** The paper's file, or null for an id the collection does not have. */
  file(id: string): PaperFile | null {
    const i = this.index.get(id);
    return i === undefined ? null : paperFileOf(this.paper(i), this.whole());
  }

  private whole(): PaperCollection {
    if (this.collection === null) {
      const { version, collection, topics, papers } = this.list;
      this.collection = {
        version,
        collection,
        topics,
        titleOf: (id) => {
          const i = this.index.get(id);
          return i === undefined ? undefined : papers[i];
        },
        citeKeys: new Map(papers.map((paper, i) => [paper.id, this.parts.citeKeys[i]!])),
        homonyms: homonyms(this.parts.papers),
      };
    }
    return this.collection;
  }

  private paper(i: number): Paper {
    const { id, title, titleSource, name, summary, topics, benchmarks, openreviewId } = this.list.papers[i]!;
    const text = this.text.texts[i]!;
    const { abstract = text, tokens, related, order, ...rest } = this.parts.papers[i]!;
    const fields: Record<string, unknown> = {
      id, title, titleSource, name, summary, topics, benchmarks,
      ...(openreviewId === undefined ? {} : { openreviewId }),
      abstract,
      tokens: tokens ?? tokenize(abstract),
      text,
      ...rest,
      ...(related === undefined ? {} : { related: related.map(([paper, shared]) => ({ id: typeof paper === 'number' ? this.list.papers[paper]!.id : paper, shared })) }),
    };
    const keys = order ?? inPaperOrder(Object.keys(fields));
    return Object.fromEntries(keys.map((key) => [key, fields[key]])) as unknown as Paper;
  }
}

/**
 * paper-parts.json, checked as far as making a file depends on it (the page checks the file it gets):
 *   validatePaperPartsFile({ version: 1, citeKeys: ['icml2026cfmm'], papers: [{ links: [], line: 1, related: [[7, []]] }] }, 'paper-parts.json')
 *     => throws "paper-parts.json: papers[0].related[0] must be [index of a paper, shared words] (got [7,[]])"
 */
export function validatePaperPartsFile(json: unknown, source: string): PaperPartsFile {
  const { fail, field, object, string, nonEmptyString, integer, arrayOf, versioned } = checksFor(source);
  const record = versioned(json);
  field(record, 'citeKeys', '', arrayOf(nonEmptyString));
  field(record, 'papers', '', arrayOf(object));
  const papers = record.papers as Record<string, unknown>[];
  const related: Check = (value, where) => {
    const [paper, shared] = Array.isArray(value) && value.length === 2 ? (value as unknown[]) : [];
    const known = (typeof paper === 'string' && paper !== '') || (Number.isInteger(paper) && (paper as number) >= 0 && (paper as number) < papers.length);
    if (!known || !Array.isArray(shared)) fail(`${where} must be [index of a paper, shared words] (got ${JSON.stringify(value)?.slice(0, 60)})`);
    arrayOf(string)(shared, `${where}[1]`);
  };
  papers.forEach((paper, i) => {
    const where = `papers[${i}]`;
    field(paper, 'line', where, integer);
    if (paper.abstract !== undefined) string(paper.abstract, `${where}.abstract`);
    if (paper.tokens !== undefined) arrayOf(object)(paper.tokens, `${where}.tokens`);
    if (paper.related !== undefined) arrayOf(related)(paper.related, `${where}.related`);
    if (paper.order !== undefined) arrayOf(string)(paper.order, `${where}.order`);
  });
  return json as PaperPartsFile;
}
