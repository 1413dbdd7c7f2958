// search-index.json: the full-text index, built by the data build with the browser's own code
// (createIndex over searchDocs) and written compactly, so that the page loads it instead of indexing
// 5,000 abstracts itself (3–4 s of slices on a desktop, 40 s on a throttled phone).
//
// Not MiniSearch's toJSON: an object per term and field keyed by document ids as strings is several
// times larger and slower to read back. Instead, MiniSearch 7's internals (as IndexReader reads them) as
// flat arrays. The terms, joined by "\n" (in the reverse of the order the index lists them, see
// encodeIndex):
//   terms: "flow\nmatch\n…"
// and for each term, in `postings`: how many fields it occurs in, then for each field its id, how many
// documents, and for each document (by ascending short id) the step from the previous one (the first
// from -1) when the term occurs once there, as 93% of postings do, else minus the step, then how often:
//   "flow" in the title of documents 3 and 7, once each, and in the text of 3, twice:
//   [2,  0, 2, 4, 4,  4, 1, -4, 2]
// Short ids are positions in `documentIds` (MiniSearch numbers documents as it adds them). `fieldLength`
// holds each document's field lengths, `fields.length` numbers per document. `words` is how each
// folded word is written (options.ts writtenWords), one per line, "folded" alone when written so, else
// "folded\tForm". The file is read (readIndexFile) into a PackedIndex of typed arrays, which crosses
// from the data worker to the page, where load.ts turns it back into a MiniSearch index.
import { checksFor, PapersFileError } from '../loadPapers';
import { PAPERS_VERSION } from '../types';
import type { IndexReader } from './indexReader';
import { SEARCH_OPTIONS, writtenWords } from './options';

/** search-index.json as the data build writes it. */
export interface IndexFile {
  version: typeof PAPERS_VERSION;
  /** The indexed fields, by field id: SEARCH_OPTIONS.fields. */
  fields: string[];
  /** The papers' ids by short id. */
  documentIds: string[];
  /** For each document, the length (distinct terms) of each field. */
  fieldLength: number[];
  averageFieldLength: number[];
  /** The index terms joined by "\n". */
  terms: string;
  /** Each term's postings, as in the head comment. */
  postings: number[];
  /** The written form of each folded word, one per line: "model" or "kernelband\tKernelBand". */
  words: string;
}

/** An IndexFile, checked, with its numbers in typed arrays: what the data worker hands the page. */
export interface PackedIndex {
  fields: string[];
  documentIds: string[];
  fieldLength: Int32Array;
  averageFieldLength: number[];
  terms: string;
  /** How many terms `terms` holds. */
  termCount: number;
  postings: Int32Array;
  words: string;
}

/**
 * The file of an index made by createIndex (all documents added, none removed):
 *   encodeIndex(createIndex(searchDocs(list, texts))) => { version: 1, fields: ["title", …], terms: "…", … }
 */
export function encodeIndex(index: IndexReader): IndexFile {
  const fields = index.fieldNames();
  if (index.shortIdLimit !== index.documentCount) {
    throw new Error('encodeIndex: the index has removed documents (short ids are not 0 to documentCount - 1)');
  }
  const documentIds: string[] = [];
  const fieldLength: number[] = [];
  for (let shortId = 0; shortId < index.shortIdLimit; shortId++) {
    const id = index.documentId(shortId);
    const lengths = index.fieldLengths().get(shortId);
    if (id === undefined || lengths === undefined) throw new Error(`encodeIndex: no document with short id ${shortId}`);
    documentIds.push(id);
    for (let f = 0; f < fields.length; f++) fieldLength.push(lengths[f] ?? 0);
  }
  const terms: string[] = [];
  const postings: number[] = [];
  // Backwards: MiniSearch's tree iterates a node's children last-added first, so adding the terms in
  // reverse order of iteration rebuilds the same tree, which iterates in the same order (prefix and
  // fuzzy expansions, and so scores summed in the same order, come out exactly as from the built index).
  for (const [term, data] of [...index.terms()].reverse()) {
    terms.push(term);
    postings.push(data.size);
    for (const [fieldId, docs] of data) {
      postings.push(fieldId, docs.size);
      let previous = -1;
      for (const [doc, tf] of docs) {
        if (doc <= previous) throw new Error(`encodeIndex: the postings of "${term}" are not in ascending short id order`);
        if (tf === 1) postings.push(doc - previous);
        else postings.push(previous - doc, tf);
        previous = doc;
      }
    }
  }
  const words = [...(writtenWords(index) ?? [])].map(([folded, form]) => (form === folded ? folded : `${folded}\t${form}`));
  return {
    version: PAPERS_VERSION,
    fields,
    documentIds,
    fieldLength,
    averageFieldLength: [...index.averageFieldLengths()],
    terms: terms.join('\n'),
    postings,
    words: words.join('\n'),
  };
}

/**
 * Checks search-index.json and packs it; throws a PapersFileError naming the field:
 *   readIndexFile({ ...file, postings: [1, 9] }, 'search-index.json')
 *     => throws "search-index.json: postings[1]: field id 9 is not one of the 4 fields"
 * The postings are walked once (they are what the page trusts to build its index): counts within the
 * array, field ids known, short ids ascending within documentIds, term frequencies positive.
 */
export function readIndexFile(json: unknown, source: string): PackedIndex {
  const { fail, field, string, nonEmptyString, arrayOf, versioned } = checksFor(source);
  const record = versioned(json);
  field(record, 'fields', '', arrayOf(nonEmptyString));
  const fields = record.fields as string[];
  if (fields.join() !== SEARCH_OPTIONS.fields.join()) {
    fail(`fields ${JSON.stringify(fields)} are not the fields this app searches (${JSON.stringify(SEARCH_OPTIONS.fields)}); rebuild the data`);
  }
  field(record, 'documentIds', '', arrayOf(nonEmptyString));
  const documentIds = record.documentIds as string[];
  const numbers = (key: string, integers: boolean): number[] => {
    field(record, key, '', (value, where) => {
      if (!Array.isArray(value)) fail(`${where} must be an array (got ${value === null ? 'null' : typeof value})`);
      // A loop, not arrayOf: a million postings would each build their own "postings[i]".
      const array = value as unknown[];
      for (let i = 0; i < array.length; i++) {
        const n = array[i];
        if (typeof n !== 'number' || !(integers ? Number.isInteger(n) : Number.isFinite(n))) {
          fail(`${where}[${i}] must be ${integers ? 'an integer' : 'a number'} (got ${JSON.stringify(n) ?? 'undefined'})`);
        }
      }
    });
    return record[key] as number[];
  };
  const fieldLength = numbers('fieldLength', true);
  if (fieldLength.length !== documentIds.length * fields.length) {
    fail(`fieldLength has ${fieldLength.length} entries for ${documentIds.length} documents of ${fields.length} fields`);
  }
  const averageFieldLength = numbers('averageFieldLength', false);
  // MiniSearch has no averages before its first document.
  const averages = documentIds.length === 0 ? 0 : fields.length;
  if (averageFieldLength.length !== averages) fail(`averageFieldLength has ${averageFieldLength.length} entries for ${averages} fields`);
  field(record, 'terms', '', string);
  field(record, 'words', '', string);
  const terms = record.terms as string;
  const postings = Int32Array.from(numbers('postings', true));
  const termCount = terms === '' ? 0 : countLines(terms);
  let at = 0;
  const next = (what: string, min: number, max: number): number => {
    if (at >= postings.length) fail(`postings ends early: ${what} of term ${countedTerms + 1} is missing`);
    const n = postings[at] as number;
    if (n < min || n > max) fail(`postings[${at}]: ${what} ${n} is not within ${min}–${max}`);
    at++;
    return n;
  };
  let countedTerms = 0;
  while (at < postings.length) {
    const fieldCount = next('field count', 1, fields.length);
    for (let f = 0; f < fieldCount; f++) {
      const fieldId = postings[at];
      if (fieldId === undefined || fieldId < 0 || fieldId >= fields.length) {
        fail(`postings[${at}]: field id ${fieldId} is not one of the ${fields.length} fields`);
      }
      at++;
      const docs = next('document count', 1, documentIds.length);
      let doc = -1;
      for (let d = 0; d < docs; d++) {
        const step = next('short id step', -documentIds.length, documentIds.length);
        if (step === 0) fail(`postings[${at - 1}]: short id step 0 (a document twice)`);
        doc += Math.abs(step);
        if (doc >= documentIds.length) fail(`postings[${at - 1}]: short id ${doc} is not within the ${documentIds.length} documents`);
        if (step < 0) next('term frequency', 2, 0x7fffffff);
      }
    }
    countedTerms++;
  }
  if (countedTerms !== termCount) fail(`postings hold ${countedTerms} terms, terms lists ${termCount}`);
  return {
    fields,
    documentIds,
    fieldLength: Int32Array.from(fieldLength),
    averageFieldLength,
    terms,
    termCount,
    postings,
    words: record.words as string,
  };
}

/**
 * Throws unless the index holds list.json's papers in list.json's order (a search-index.json left from
 * another build would find the wrong papers):
 *   checkIndexMatchesList(packed, ['a', 'c'], 'search-index.json')
 *     => throws "search-index.json: documentIds[1] is "b", list.json has "c" there (rebuild the data)"
 */
export function checkIndexMatchesList(packed: Pick<PackedIndex, 'documentIds'>, listIds: readonly string[], source: string): void {
  const { documentIds } = packed;
  if (documentIds.length !== listIds.length) {
    throw new PapersFileError(source, `indexes ${documentIds.length} papers, list.json has ${listIds.length} (rebuild the data)`);
  }
  documentIds.forEach((id, i) => {
    if (id !== listIds[i]) throw new PapersFileError(source, `documentIds[${i}] is "${id}", list.json has "${listIds[i]}" there (rebuild the data)`);
  });
}

function countLines(text: string): number {
  let count = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

/** The PackedIndex's buffers, to transfer (not copy) them from the worker. */
export const transferablesOf = (packed: PackedIndex): ArrayBuffer[] => [packed.postings.buffer as ArrayBuffer, packed.fieldLength.buffer as ArrayBuffer];
