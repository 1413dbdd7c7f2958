// Checks list.json (and, through checksFor, text.json and the search index) before the app trusts them: a
// stale or hand-edited file fails here, with a message that names the field, instead of as a blank page
// somewhere in the views. The files of later pages (a paper's, map.json, papers.json) are checked by
// loadPageFiles.ts, which those pages fetch with their data: none of it is in the first results' JavaScript.

import { FileError } from './errors';
import { isRecord } from './json';
import { checkAbbreviations } from './search/abbreviations';
import { checkFillerWords } from './fillerWords';
import { PAPERS_VERSION, TITLE_SOURCES } from './types';
import type { ListFile } from './types';

/**
 * Thrown for a data file the app cannot read. The message names the file and the place:
 *   new PapersFileError('papers.json', 'papers[3].id is missing').message
 *     => "papers.json: papers[3].id is missing"
 */
export class PapersFileError extends FileError {
  override name = 'PapersFileError';
}

export type Check = (value: unknown, where: string) => void;

const KNOWN_TITLE_SOURCES: ReadonlySet<unknown> = new Set(TITLE_SOURCES);

export const describe = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;

// The small checks every data file is read with, each failing with a PapersFileError for `source`
// (search/serialize.ts reads search-index.json with them too).
export function checksFor(source: string) {
  const fail = (detail: string): never => {
    throw new PapersFileError(source, detail);
  };
  const field = (record: Record<string, unknown>, key: string, where: string, check: Check): void => {
    const path = where ? `${where}.${key}` : key;
    if (!(key in record) || record[key] === undefined) fail(`${path} is missing`);
    check(record[key], path);
  };
  const object: Check = (value, where) => {
    if (!isRecord(value)) fail(`${where} must be an object (got ${describe(value)})`);
  };
  const string: Check = (value, where) => {
    if (typeof value !== 'string') fail(`${where} must be a string (got ${describe(value)})`);
  };
  const nonEmptyString: Check = (value, where) => {
    string(value, where);
    if (value === '') fail(`${where} is empty`);
  };
  const boolean: Check = (value, where) => {
    if (typeof value !== 'boolean') fail(`${where} must be a boolean (got ${describe(value)})`);
  };
  const nullable =
    (check: Check): Check =>
    (value, where) => {
      if (value !== null) check(value, where);
    };
  const integer: Check = (value, where) => {
    if (!Number.isInteger(value)) fail(`${where} must be an integer (got ${describe(value)})`);
  };
  const arrayOf =
    (check: Check): Check =>
    (value, where) => {
      if (!Array.isArray(value)) fail(`${where} must be an array (got ${describe(value)})`);
      (value as unknown[]).forEach((item, i) => check(item, `${where}[${i}]`));
    };

  // An object with a version this app reads; returns it as a record.
  const versioned = (json: unknown): Record<string, unknown> => {
    if (!isRecord(json)) return fail(`expected an object (got ${describe(json)})`);
    field(json, 'version', '', () => {});
    if (json.version !== PAPERS_VERSION) {
      fail(`unsupported version ${JSON.stringify(json.version)} (this app reads version ${PAPERS_VERSION})`);
    }
    return json;
  };

  const topic: Check = (value, where) => {
    object(value, where);
    const record = value as Record<string, unknown>;
    field(record, 'id', where, nonEmptyString);
    field(record, 'label', where, nonEmptyString);
    if (record.labelZh !== undefined) nonEmptyString(record.labelZh, `${where}.labelZh`);
    if (record.aliases !== undefined) arrayOf(nonEmptyString)(record.aliases, `${where}.aliases`);
  };

  // What papers.json and list.json share: version, collection, topics, and papers with unique ids whose
  // topic ids the taxonomy defines (an id is a URL; an unknown topic would render as nothing).
  // version, collection and topics: the header of every file but text.json.
  const header = (json: unknown): Record<string, unknown> => {
    const record = versioned(json);
    field(record, 'collection', '', object);
    const collection = record.collection as Record<string, unknown>;
    field(collection, 'title', 'collection', nonEmptyString);
    field(collection, 'venue', 'collection', nullable(string));
    field(collection, 'year', 'collection', nullable(integer));
    field(record, 'topics', '', arrayOf(topic));
    return record;
  };

  const collectionFile = (json: unknown, paper: Check): void => {
    const record = header(json);
    field(record, 'papers', '', arrayOf(paper));

    const topicIds = new Set((record.topics as { id: string }[]).map((t) => t.id));
    const seen = new Map<string, number>();
    (record.papers as { id: string; topics: string[] }[]).forEach((p, i) => {
      const first = seen.get(p.id);
      if (first !== undefined) fail(`papers[${i}].id "${p.id}" duplicates papers[${first}].id`);
      seen.set(p.id, i);
      p.topics.forEach((id, j) => {
        if (!topicIds.has(id)) fail(`papers[${i}].topics[${j}] "${id}" is not in topics`);
      });
    });
  };

  // Where a title comes from. Added without a version bump: a file written before it has only derived
  // titles or overrides it cannot tell apart, and calling an override "derived" claims less, never more.
  // So a missing titleSource is set to "derived" (in place); an unknown one (a newer build's) is an error.
  const titleSource = (record: Record<string, unknown>, where: string): void => {
    if (record.titleSource === undefined) {
      record.titleSource = 'derived';
      return;
    }
    const path = `${where}.titleSource`;
    string(record.titleSource, path);
    if (!KNOWN_TITLE_SOURCES.has(record.titleSource)) {
      fail(`${path} "${String(record.titleSource)}" is not a known title source (${TITLE_SOURCES.slice(0, -1).join(', ')} or ${TITLE_SOURCES.at(-1)})`);
    }
  };

  // The fields a paper has in both papers.json and list.json.
  const listedPaper = (record: Record<string, unknown>, where: string): void => {
    field(record, 'id', where, nonEmptyString);
    field(record, 'title', where, nonEmptyString);
    titleSource(record, where);
    field(record, 'name', where, nullable(string));
    field(record, 'summary', where, string);
    field(record, 'topics', where, arrayOf(nonEmptyString));
    field(record, 'benchmarks', where, arrayOf(string));
    // Published data only (a conference's feed, OpenReview, MiniConf); absent from a bare list's files.
    const optional = (key: string, check: Check) => {
      if (record[key] !== undefined) check(record[key], `${where}.${key}`);
    };
    optional('authors', arrayOf((value, at) => {
      if (typeof value === 'string') return nonEmptyString(value, at); // list.json: a name alone
      object(value, at);
      const author = value as Record<string, unknown>;
      field(author, 'name', at, nonEmptyString);
      if (author.institution !== undefined) string(author.institution, `${at}.institution`);
      if (author.key !== undefined) nonEmptyString(author.key, `${at}.key`);
    }));
    optional('institutions', arrayOf(nonEmptyString));
    optional('openreviewId', nonEmptyString);
    optional('presentations', arrayOf((value, at) => {
      object(value, at);
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
        if (item !== undefined) string(item, `${at}.${key}`);
      }
    }));
  };

  return { fail, field, object, string, nonEmptyString, boolean, nullable, integer, arrayOf, versioned, header, collectionFile, listedPaper, titleSource };
}

/**
 * list.json, checked like papers.json (version, collection, topics, unique ids, known topic ids):
 *   validateListFile({ ...list, papers: [{ id: 'a', code: 'yes', … }] }, 'list.json')
 *     => throws "list.json: papers[0].code must be a boolean (got a string)"
 */
export function validateListFile(json: unknown, source: string): ListFile {
  const { fail, field, object, boolean, collectionFile, listedPaper } = checksFor(source);

  const paper: Check = (value, where) => {
    object(value, where);
    const record = value as Record<string, unknown>;
    listedPaper(record, where);
    field(record, 'code', where, boolean);
  };

  collectionFile(json, paper);
  // Optional: a list built before abbreviations were carried expands none.
  const { abbreviations, fillerWords } = json as Record<string, unknown>;
  if (abbreviations !== undefined) checkAbbreviations(abbreviations, (detail) => fail(`abbreviations: ${detail}`));
  if (fillerWords !== undefined) checkFillerWords(fillerWords, (detail) => fail(`fillerWords: ${detail}`));
  return json as ListFile;
}
