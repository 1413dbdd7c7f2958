// Checks the files of the pages after the first (a paper's file, map.json, and papers.json for the offline
// copy) before the app trusts them, with the checks of loadPapers.ts. Its own module, loaded beside the
// file it checks (papersStore, mapStore): none of it is in the first results' JavaScript.

import { checksFor, describe } from './loadPapers';
import type { Check } from './loadPapers';
import { VENUE_LINK_KINDS } from './types';
import type { MapFile, PaperFile, PapersFile } from './types';

const TOKEN_TYPES = new Set(['text', 'emphasis', 'strong', 'smallcaps', 'math', 'link']);
const LINK_KINDS = new Set(['code', 'project']);
const VENUE_LINK_KINDS_SET: ReadonlySet<unknown> = new Set(VENUE_LINK_KINDS);

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
  if (record.homonyms !== undefined) arrayOf(nonEmptyString)(record.homonyms, 'homonyms');
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
