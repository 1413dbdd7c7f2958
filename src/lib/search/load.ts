// The full-text index, loaded from search-index.json (see serialize.ts) rather than built: MiniSearch's
// own structures filled from the packed arrays, a slice at a time, so that the page keeps painting and
// answering keystrokes. At 5,000 papers this is a tenth of the time building took (measured in
// docs/benchmarks.md), and there is no tokenizing or stemming left to do on the page.
import { IndexReader } from './indexReader';
import { keepWrittenWords, SEARCH_OPTIONS } from './options';
import type { PackedIndex } from './serialize';
import { runInSlices, type BuildOptions } from '../slices';
import { keepQueryEngine } from './corpus';
import { QUERY_ENGINE } from './match';

/** The index of a PackedIndex, in one go (tests, the data build's check). */
export function loadIndex(packed: PackedIndex): IndexReader {
  const steps = loadSteps(packed);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The same, a few milliseconds at a time (BuildOptions as createIndexAsync takes them). */
export function loadIndexAsync(packed: PackedIndex, options: BuildOptions = {}): Promise<IndexReader> {
  return runInSlices(loadSteps(packed), options);
}

// A step ends after a term once 1,024 postings were read since the last one: a rare term takes a
// microsecond, a common one ("model", in every abstract) thousands of postings, and a step of 64 common
// terms made tasks of 150 ms on a throttled phone. Documents and words go 256 to a step.
const POSTINGS_PER_STEP = 1024;
const ROWS_PER_STEP = 256;

function* loadSteps(packed: PackedIndex): Generator<void, IndexReader> {
  const index = new IndexReader(SEARCH_OPTIONS);
  keepQueryEngine(index, QUERY_ENGINE);
  const { documentIds, fieldLength, postings, terms } = packed;
  const fieldCount = packed.fields.length;
  for (let shortId = 0; shortId < documentIds.length; shortId++) {
    const id = documentIds[shortId] as string;
    const start = shortId * fieldCount;
    index.restoreDocument(shortId, id, Array.from(fieldLength.subarray(start, start + fieldCount)));
    if (shortId % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
  }
  index.restoreTotals(documentIds.length, packed.averageFieldLength);

  let at = 0;
  let stepStart = 0;
  let termStart = 0;
  for (let t = 0; t < packed.termCount; t++) {
    const termEnd = terms.indexOf('\n', termStart);
    const term = terms.slice(termStart, termEnd === -1 ? terms.length : termEnd);
    termStart = termEnd + 1;
    const data = new Map<number, Map<number, number>>();
    const fields = postings[at++] as number;
    for (let f = 0; f < fields; f++) {
      const fieldId = postings[at++] as number;
      const count = postings[at++] as number;
      const docs = new Map<number, number>();
      let doc = -1;
      for (let d = 0; d < count; d++) {
        const step = postings[at++] as number;
        if (step > 0) {
          doc += step;
          docs.set(doc, 1);
        } else {
          doc -= step;
          docs.set(doc, postings[at++] as number);
        }
      }
      data.set(fieldId, docs);
    }
    index.restoreTerm(term, data);
    if (at - stepStart >= POSTINGS_PER_STEP) {
      stepStart = at;
      yield;
    }
  }

  const words = new Map<string, string>();
  const lines = packed.words === '' ? [] : packed.words.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const tab = line.indexOf('\t');
    if (tab === -1) words.set(line, line);
    else words.set(line.slice(0, tab), line.slice(tab + 1));
    if (i % (ROWS_PER_STEP * 16) === ROWS_PER_STEP * 16 - 1) yield;
  }
  keepWrittenWords(index, words);
  return index;
}
