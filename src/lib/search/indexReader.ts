// The one place that touches MiniSearch's internals. engine.ts scores over MiniSearch's own inverted
// index, serialize.ts writes it out and load.ts fills it back in, none of which MiniSearch's public API
// offers (search() is too slow for a keystroke, toJSON too large to ship). A subclass may read
// `protected` members, so every such read is here, typed by MiniSearch's own declarations: an upgrade
// that renames or retypes one of them fails to compile. (All the fields used are `protected` in 7.2.0,
// none `private`; the version is pinned.) Every index the app searches is built or loaded as one of
// these (build.ts, load.ts).
import MiniSearch from 'minisearch';
import type { Options } from 'minisearch';
import type { SearchDoc } from './options';

type Postings = Map<number, number>;
/** An index term's postings: field id → document short id → term frequency. */
export type TermData = Map<number, Postings>;

export class IndexReader extends MiniSearch<SearchDoc> {
  constructor(options: Options<SearchDoc>) {
    super(options);
    this.checkLayout();
  }

  /**
   * Throws, naming the field, unless MiniSearch keeps its index as this class reads it: the compiler
   * checks the declarations, this the objects behind them, once per index rather than mid-search.
   */
  checkLayout(): void {
    const index: unknown = this._index;
    const fields: Record<string, boolean> = {
      '_index.get': hasMethod(index, 'get'),
      '_index.set': hasMethod(index, 'set'),
      '_index.atPrefix': hasMethod(index, 'atPrefix'),
      '_index.fuzzyGet': hasMethod(index, 'fuzzyGet'),
      _documentIds: this._documentIds instanceof Map,
      _idToShortId: this._idToShortId instanceof Map,
      _fieldLength: this._fieldLength instanceof Map,
      _fieldIds: typeof this._fieldIds === 'object' && this._fieldIds !== null,
      _avgFieldLength: Array.isArray(this._avgFieldLength),
      _documentCount: typeof this._documentCount === 'number',
      _nextId: typeof this._nextId === 'number',
    };
    const missing = Object.keys(fields).filter((name) => !fields[name]);
    if (missing.length > 0) {
      throw new Error(`search engine: unsupported MiniSearch version (its internal index layout changed): ${missing.join(', ')}`);
    }
  }

  /** The postings of an index term, undefined when no document has it. */
  termData(term: string): TermData | undefined {
    return this._index.get(term);
  }

  /** The index terms starting with `prefix` (itself included), with their postings. */
  termsWithPrefix(prefix: string): Iterable<[string, TermData]> {
    return this._index.atPrefix(prefix);
  }

  /** The index terms within `maxDistance` edits of `term`: term → [postings, distance]. */
  termsNear(term: string, maxDistance: number): Map<string, [TermData, number]> {
    return this._index.fuzzyGet(term, maxDistance);
  }

  /** Every index term with its postings, in the order of MiniSearch's tree (see serialize.ts). */
  terms(): Iterable<[string, TermData]> {
    return this._index;
  }

  /** The id of a field ("title" => 0), undefined for a field not indexed. */
  fieldId(name: string): number | undefined {
    return this._fieldIds[name];
  }

  /** The indexed fields, by field id. */
  fieldNames(): string[] {
    return Object.entries(this._fieldIds)
      .sort((a, b) => a[1] - b[1])
      .map(([name]) => name);
  }

  /** Each document's field lengths (distinct terms per field, by field id), by short id. */
  fieldLengths(): ReadonlyMap<number, readonly number[]> {
    return this._fieldLength;
  }

  /** The average length of each field, by field id ([] before the first document). */
  averageFieldLengths(): readonly number[] {
    return this._avgFieldLength;
  }

  /** One more than the highest short id given so far: short ids are below it (removed ones too). */
  get shortIdLimit(): number {
    return this._nextId;
  }

  /** The app's id of a document, from its short id; undefined for none. */
  documentId(shortId: number): string | undefined {
    return this._documentIds.get(shortId);
  }

  // Filling an empty index from search-index.json (load.ts), in place of adding the documents.

  /** Adds a document under the given short id with its field lengths (by field id), without its terms. */
  restoreDocument(shortId: number, id: string, fieldLengths: number[]): void {
    this._documentIds.set(shortId, id);
    this._idToShortId.set(id, shortId);
    this._fieldLength.set(shortId, fieldLengths);
  }

  /** Sets a term's postings. */
  restoreTerm(term: string, data: TermData): void {
    this._index.set(term, data);
  }

  /** Sets the counts and averages of `documentCount` restored documents, with short ids 0 to documentCount - 1. */
  restoreTotals(documentCount: number, averageFieldLengths: readonly number[]): void {
    this._avgFieldLength = [...averageFieldLengths];
    this._documentCount = documentCount;
    this._nextId = documentCount;
  }
}

function hasMethod(value: unknown, name: string): boolean {
  return typeof value === 'object' && value !== null && name in value && typeof Reflect.get(value, name) === 'function';
}
