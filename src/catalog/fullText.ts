// The abstracts and the full-text index for the search page: text.json and search-index.json, fetched,
// parsed and checked off the main thread by the data worker (dataWorker.ts, started by runDataWorker.ts),
// and handed over as strings and typed arrays. Parsing them on the page took one task of 0.1 s on a
// desktop and up to 1.8 s on a throttled phone at 5,000 papers; handing them over takes milliseconds.

import { validateTextFile } from '../lib/textFile';
import { readIndexFile, type PackedIndex } from '../lib/search/serialize';
import { packTexts, type PackedTexts } from '../lib/texts';
import type { PackedList } from '../lib/listChunks';
import { INDEX_SOURCE, TEXT_SOURCE, type PapersFetcher } from './fetchPapers';

/** What the page needs for full-text search, checked and ready to load. */
export interface FullText {
  texts: PackedTexts;
  index: PackedIndex;
}

/**
 * Resolves to the full text; rejects with a message that names the file at fault. `onIndex`, when given,
 * is handed the index as soon as it is read, before the abstracts: with the index alone a query is answered
 * in full (its rows drawn from the list), and only snippets and quoted phrases need the abstracts' text.
 */
export type FullTextFetcher = (onIndex?: (index: PackedIndex) => void) => Promise<FullText>;

/**
 * What the data worker is asked: to read list.json's body, which the page fetched (its request is the
 * one index.html preloads: a worker's own would download the file a second time), as a stream where
 * streams can be handed over, else as text; or to fetch and read the full text ('load', its last request).
 */
export type DataWorkerRequest = { kind: 'list'; url: string; body: ReadableStream<Uint8Array> | string } | { kind: 'load' };

/** What the data worker posts back: what was asked, or the message of what went wrong. */
export type DataWorkerReply =
  | { kind: 'list'; ok: true; list: PackedList }
  // To 'load': the index first (its buffers handed over), then the texts, or the message of what failed.
  | { kind: 'index'; ok: true; index: PackedIndex }
  | { kind: 'load'; ok: true; texts: PackedTexts }
  | { kind: DataWorkerRequest['kind']; ok: false; error: string };

/**
 * The full text from two fetchers of parsed JSON, read here (the worker runs this; so do tests, and
 * browsers without workers): readFullText(dataFetcher('text.json'), dataFetcher('search-index.json')).
 *
 * The index first, then the abstracts: fetched side by side they shared the connection, and on a slow
 * one (a phone on 4G, 7,000 papers) the index came in only with the abstracts, 22 s after the list
 * instead of 8 s. Together they take as long either way.
 */
export function readFullText(fetchText: PapersFetcher, fetchIndex: PapersFetcher): FullTextFetcher {
  return async (onIndex) => {
    const index = readIndexFile(await fetchIndex(), INDEX_SOURCE);
    onIndex?.(index);
    const texts = packTexts(validateTextFile(await fetchText(), TEXT_SOURCE));
    return { texts, index };
  };
}

/** The buffers of packed texts, for postMessage to transfer rather than copy (serialize.ts transferablesOf: the index's). */
export const textsTransferables = (texts: PackedTexts): ArrayBuffer[] => [texts.offsets.buffer as ArrayBuffer];
