// Which format an input is in, from its content only (never its file name: a feed saved as papers.txt is
// still a feed). Pure and total: detectFormat never throws, whatever the text.
import { isRecord } from '../../json';
import { jsonFailure } from './jsonText';

export type InputFormat = 'virtual-site' | 'openreview' | 'miniconf' | 'list';

/** The formats the build reads, as its errors list them. */
export const ACCEPTED_FORMATS: Readonly<Record<InputFormat, string>> = {
  'virtual-site': 'a virtual-site feed ({conf}-{year}-orals-posters.json): {"count", "next", "previous", "results": [...]}',
  openreview: 'OpenReview API v2 notes: {"notes": [...], "count"}',
  miniconf: "MiniConf's papers.csv, whose first line is UID,title,authors,abstract,keywords,sessions",
  list: 'a plain-text list of abstracts, one paragraph each, separated by blank lines',
};

export type Detection =
  | { format: 'virtual-site'; json: Record<string, unknown> }
  | { format: 'openreview'; json: Record<string, unknown> }
  | { format: 'miniconf' }
  | { format: 'list' }
  /** JSON of no shape this build knows. */
  | { format: 'unknown-json'; json: unknown; shape: string }
  /** Looks like JSON (starts with "{") but does not parse. */
  | { format: 'invalid-json'; line: number; column: number; reason: string };

/**
 * detectFormat('{"count":1,"next":null,"previous":null,"results":[]}') => { format: "virtual-site", json }
 * detectFormat('UID,title,authors,abstract\n…') => { format: "miniconf" }
 * detectFormat("ICML 2026\n\nWe propose …") => { format: "list" }
 * Text starting with "{" is JSON or an error; text starting with "[" is JSON only if it parses as an array
 * of objects (an abstract may begin with "[Oral]"); anything else not a MiniConf header is a list.
 */
export function detectFormat(text: string): Detection {
  const body = text.replace(/^\uFEFF/, '');
  const start = body.trimStart();
  if (start.startsWith('{') || /^\[\s*[{\]]/.test(start)) {
    const failure = jsonFailure(body);
    if (failure !== null) {
      return start.startsWith('{') || /^\[\s*\{\s*"/.test(start) ? { format: 'invalid-json', ...failure } : { format: 'list' };
    }
    return shapeOf(JSON.parse(body) as unknown);
  }
  return isMiniConfHeader(start.split(/\r?\n|\r/, 1)[0] ?? '') ? { format: 'miniconf' } : { format: 'list' };
}

function shapeOf(json: unknown): Detection {
  if (isRecord(json) && Array.isArray(json.results)) return { format: 'virtual-site', json };
  if (isRecord(json) && Array.isArray(json.notes)) return { format: 'openreview', json };
  // A bare array of records, as some exports save the results or notes alone.
  if (Array.isArray(json) && json.length > 0 && json.every(isRecord)) {
    if (json.every((item) => isRecord(item.content) && ('forum' in item || 'id' in item))) return { format: 'openreview', json: { notes: json } };
    if (json.every((item) => 'name' in item && ('eventtype' in item || 'authors' in item))) return { format: 'virtual-site', json: { results: json } };
  }
  const shape = isRecord(json)
    ? `an object with ${Object.keys(json).length === 0 ? 'no keys' : `keys ${Object.keys(json).slice(0, 6).map((k) => JSON.stringify(k)).join(', ')}`}`
    : Array.isArray(json) ? `an array of ${json.length} item(s)` : `a ${json === null ? 'null' : typeof json}`;
  return { format: 'unknown-json', json, shape };
}

/** MiniConf's header: UID and title columns, and an abstract or authors column, any case, maybe quoted. */
function isMiniConfHeader(line: string): boolean {
  const columns = line.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1').toLowerCase());
  return columns[0] === 'uid' && columns.includes('title') && (columns.includes('abstract') || columns.includes('authors'));
}
