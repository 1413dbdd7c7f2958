// Checks papers.json, list.json, text.json and map.json before the app trusts them: a stale or hand-edited file
// fails here, with a message that names the field, instead of as a blank page somewhere in the views.

import { FileError } from './errors';
import { isRecord } from './json';
import { checkAbbreviations } from './search/abbreviations';
import { checkFillerWords } from './fillerWords';
import { PAPERS_VERSION, TITLE_SOURCES, VENUE_LINK_KINDS } from './types';
import type { ListFile, MapFile, PaperFile, PapersFile } from './types';

/**
 * Thrown for a data file the app cannot read. The message names the file and the place:
 *   new PapersFileError('papers.json', 'papers[3].id is missing').message
 *     => "papers.json: papers[3].id is missing"
 */
export class PapersFileError extends FileError {
  override name = 'PapersFileError';
}

type Check = (value: unknown, where: string) => void;

const TOKEN_TYPES = new Set(['text', 'emphasis', 'strong', 'smallcaps', 'math', 'link']);
const LINK_KINDS = new Set(['code', 'project']);
const VENUE_LINK_KINDS_SET: ReadonlySet<unknown> = new Set(VENUE_LINK_KINDS);
const KNOWN_TITLE_SOURCES: ReadonlySet<unknown> = new Set(TITLE_SOURCES);

const describe = (value: unknown): string =>
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
      if (typeof value === 'string') return; // list.json: the names alone
      object(value, at);
      const author = value as Record<string, unknown>;
      field(author, 'name', at, nonEmptyString);
      if (author.institution !== undefined) string(author.institution, `${at}.institution`);
      if (author.key !== undefined) nonEmptyString(author.key, `${at}.key`);
    }));
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

// The check of a whole paper (papers.json's papers, a paper file's paper): every field the page reads.
function paperCheck(checks: ReturnType<typeof checksFor>): Check {
  const { fail, field, object, string, nonEmptyString, integer, arrayOf, listedPaper } = checks;
  const token: Check = (value, where) => {
    object(value, where);
    const record = value as Record<string, unknown>;
    field(record, 'type', where, string);
    const type = record.type as string;
    if (!TOKEN_TYPES.has(type)) fail(`${where}.type "${type}" is not a known token type`);
    if (type === 'text') field(record, 'text', where, string);
    else if (type === 'math') field(record, 'tex', where, string);
    else field(record, 'children', where, arrayOf(token));
    if (type === 'link') field(record, 'url', where, string);
  };
  const link: Check = (value, where) => {
    object(value, where);
    const record = value as Record<string, unknown>;
    field(record, 'url', where, nonEmptyString);
    field(record, 'kind', where, string);
    if (!LINK_KINDS.has(record.kind as string)) fail(`${where}.kind "${String(record.kind)}" is not code or project`);
  };
  const related: Check = (value, where) => {
    object(value, where);
    const record = value as Record<string, unknown>;
    field(record, 'id', where, nonEmptyString);
    field(record, 'shared', where, arrayOf(string));
  };
  return (value, where) => {
    object(value, where);
    const record = value as Record<string, unknown>;
    listedPaper(record, where);
    field(record, 'abstract', where, string);
    field(record, 'tokens', where, arrayOf(token));
    field(record, 'text', where, string);
    field(record, 'links', where, arrayOf(link));
    field(record, 'line', where, integer);
    if (record.related !== undefined) field(record, 'related', where, arrayOf(related));
    if (record.venueLinks !== undefined) field(record, 'venueLinks', where, arrayOf((value, at) => {
      object(value, at);
      const venueLink = value as Record<string, unknown>;
      field(venueLink, 'url', at, nonEmptyString);
      if (!VENUE_LINK_KINDS_SET.has(venueLink.kind)) fail(`${at}.kind "${String(venueLink.kind)}" is not ${VENUE_LINK_KINDS.join(', ')}`);
    }));
    if (record.keywords !== undefined) field(record, 'keywords', where, arrayOf(string));
    if (record.primaryArea !== undefined) field(record, 'primaryArea', where, string);
  };
}

/**
 * Returns `json` typed as a PapersFile, or throws a PapersFileError naming the first problem:
 *   validatePapersFile({ version: 2 }, 'papers.json')
 *     => throws "papers.json: unsupported version 2 (this app reads version 1)"
 * Checks every field the app reads; it does not re-run the build's own rules (slug shape, title length).
 * A paper without `titleSource` (a file from before the field) gets `"derived"`, in place.
 */
export function validatePapersFile(json: unknown, source: string): PapersFile {
  const checks = checksFor(source);
  checks.collectionFile(json, paperCheck(checks));
  return json as PapersFile;
}

/**
 * One paper's file (data/paper/ID.json), checked like a paper of papers.json, with its header, its
 * related papers' titles and its citation key:
 *   validatePaperFile({ ...file, citeKey: '' }, 'paper/cfmm.json') => throws "paper/cfmm.json: citeKey is empty"
 */
export function validatePaperFile(json: unknown, source: string): PaperFile {
  const checks = checksFor(source);
  const { field, object, string, nonEmptyString, arrayOf, header, titleSource } = checks;
  const record = header(json);
  field(record, 'paper', '', paperCheck(checks));
  field(record, 'citeKey', '', nonEmptyString);
  field(record, 'related', '', arrayOf((value, where) => {
    object(value, where);
    const item = value as Record<string, unknown>;
    field(item, 'id', where, nonEmptyString);
    field(item, 'title', where, nonEmptyString);
    titleSource(item, where);
    field(item, 'shared', where, arrayOf(string));
  }));
  return json as PaperFile;
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

/**
 * map.json: one place per id, x and y side by side, each a number in [0, 1]; ids unique.
 *   validateMapFile({ version: 1, ids: ['a'], x: [1.5], y: [0] }, 'map.json')
 *     => throws "map.json: x[0] must be a number from 0 to 1 (got 1.5)"
 */
export function validateMapFile(json: unknown, source: string): MapFile {
  const { fail, field, nonEmptyString, arrayOf, versioned } = checksFor(source);
  const unitNumber: Check = (value, where) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) fail(`${where} must be a number (got ${describe(value)})`);
    if ((value as number) < 0 || (value as number) > 1) fail(`${where} must be a number from 0 to 1 (got ${String(value)})`);
  };
  const record = versioned(json);
  field(record, 'ids', '', arrayOf(nonEmptyString));
  field(record, 'x', '', arrayOf(unitNumber));
  field(record, 'y', '', arrayOf(unitNumber));
  const { ids, x, y } = record as unknown as MapFile;
  if (x.length !== ids.length) fail(`x has ${x.length} entries for ${ids.length} ids`);
  if (y.length !== ids.length) fail(`y has ${y.length} entries for ${ids.length} ids`);
  const seen = new Map<string, number>();
  ids.forEach((id, i) => {
    const first = seen.get(id);
    if (first !== undefined) fail(`ids[${i}] "${id}" duplicates ids[${first}]`);
    seen.set(id, i);
  });
  return json as MapFile;
}
