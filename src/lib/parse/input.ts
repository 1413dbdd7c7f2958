// The data build's entry: any input the build reads (formats/detect.ts) to papers.json data. A bare list
// of abstracts goes to parseAbstractList exactly as before; a conference's own data goes through its
// format's reader, then papersFromRecords.
import { ListError } from '../errors';
import { isRecord } from '../json';
import { topicList } from './topics';
import { PAPERS_VERSION } from '../types';
import { decodeList } from './decode';
import { ACCEPTED_FORMATS, detectFormat, type InputFormat } from './formats/detect';
import { parseJsonText } from './formats/jsonText';
import { readMiniConf } from './formats/miniconf';
import { readOpenReview } from './formats/openReview';
import { describeSummary, type FormatResult, type RecordSummary } from './formats/record';
import { readVirtualSite, type AbstractsById } from './formats/virtualSite';
import { untitledCollection } from './header';
import { parseAbstractList, type ParseOptions, type ParseResult } from './parse';
import { papersFromRecords } from './published';

export interface InputOptions extends ParseOptions {
  /** A feed's abstracts given apart, by event id (readAbstracts); only the virtual-site feed uses them. */
  abstracts?: AbstractsById;
  /** The conference's IANA time zone, for a feed's times written without an offset (--timezone). */
  timeZone?: string;
}

export interface InputResult extends ParseResult {
  format: InputFormat;
  /** Records read and papers made, and why the others are not papers; null for a bare list. */
  summary: RecordSummary | null;
}

/**
 * Reads any input the build accepts, detected from its content:
 *   parseInput(feedBytes, opts) => { format: "virtual-site", data: { papers: [{ titleSource: "published", authors: […], … }] }, summary, warnings }
 *   parseInput(listBytes, opts) => what parseAbstractList gives, with format "list"
 * Throws ListError for malformed JSON (naming line and column), an unknown shape (listing the formats
 * accepted), a feed without any abstract, or whatever the list parser rejects.
 */
export function parseInput(input: Uint8Array | string, options: InputOptions): InputResult {
  const { source } = options;
  const decoded = typeof input === 'string' ? { text: input, warnings: [] } : decodeList(input, source);
  const detected = detectFormat(decoded.text);
  if (detected.format === 'list') return { ...parseAbstractList(input, options), format: 'list', summary: null };
  if (detected.format === 'invalid-json') {
    throw new ListError(`invalid JSON: ${detected.reason}`, { source, line: detected.line, column: detected.column });
  }
  if (detected.format === 'unknown-json') {
    throw new ListError(`is JSON of no known shape (${detected.shape}); the build reads:\n${acceptedFormats()}`, { source });
  }
  const read: FormatResult = detected.format === 'miniconf'
    ? readMiniConf(decoded.text, source)
    : detected.format === 'openreview'
      ? readOpenReview(detected.json)
      : readVirtualSite(detected.json, options.abstracts, options.timeZone);
  const missing = read.records.filter((r) => r.abstract === '').length;
  if (read.records.length > 0 && missing === read.records.length) {
    throw new ListError(`none of its ${read.records.length} papers has an abstract${detected.format === 'virtual-site'
      ? ': if the feed keeps them in a second file, give it with --abstracts FILE (a JSON object from event id to abstract)' : ''}`, { source });
  }
  if (read.records.length === 0) throw new ListError(`holds no papers (${describeSummary(read.summary)})`, { source });
  const { papers, warnings } = papersFromRecords(read.records, options, read.summary);
  const unknown = [...options.titleOverrides.keys()].filter((id) => !papers.some((p) => p.id === id));
  return {
    format: detected.format,
    summary: read.summary,
    warnings: [
      ...decoded.warnings,
      ...read.warnings,
      ...warnings,
      ...(missing > 0 && detected.format === 'virtual-site'
        ? [{ line: 0, code: 'missing-abstracts', message: `${missing} paper(s) of the feed have no abstract; if the feed keeps them in a second file, give it with --abstracts FILE` }]
        : []),
      ...unknown.map((id) => ({ line: 0, code: 'unknown-override', message: `a title override names "${id}", which is not a paper of this list` })),
    ],
    data: {
      version: PAPERS_VERSION,
      collection: read.collection ?? untitledCollection(source),
      topics: topicList(options.topicRules),
      papers,
    },
  };
}

/** The formats the build reads, one per line, for an error message. */
export function acceptedFormats(): string {
  return Object.values(ACCEPTED_FORMATS).map((format) => `  - ${format}`).join('\n');
}

/**
 * A feed's abstracts kept apart: a JSON object from event id to abstract ({"1234": "We …"}), an array of
 * { id, abstract }, or a feed whose results have them. Throws a ListError naming the file otherwise.
 *   readAbstracts('{"1234":"We propose…"}', 'abstracts.json').get("1234") => "We propose…"
 */
export function readAbstracts(text: string, source: string): AbstractsById {
  const json = parseJsonText(text, source);
  const rows = Array.isArray(json) ? json : isRecord(json) && Array.isArray(json.results) ? json.results : null;
  if (rows !== null) {
    return new Map(rows.flatMap((row): [string, string][] =>
      isRecord(row) && (typeof row.id === 'string' || typeof row.id === 'number') && typeof row.abstract === 'string' ? [[String(row.id), row.abstract]] : []));
  }
  if (isRecord(json) && Object.values(json).every((v) => typeof v === 'string')) return new Map(Object.entries(json as Record<string, string>));
  throw new ListError('expected the abstracts as {"<event id>": "<abstract>", …}, [{ "id", "abstract" }, …] or a feed with "results"', { source });
}
