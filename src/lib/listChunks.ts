// list.json handed from the data worker to the page (src/catalog/dataWorker.ts): checked there, then sent
// as its papers in chunks of UTF-8 JSON, which the page decodes and parses a chunk per step (runInSlices).
// Read and checked on the page, at 7,000 papers on a throttled phone the list took long tasks of 0.3 s
// (reading the body), 0.15 s (JSON.parse) and 0.45 s (checking it). A chunk of a conference's papers
// (authors, sessions) parses in 4-5 ms a hundred on that phone: chunks of 500 made the first of them,
// parsed in the task that receives the list, a long task of its own at 7,000 papers (57 ms). The chunks
// are bytes, handed over (transferred) rather than copied: sent as strings, the 5 MB of them were copied
// into the page's heap as the message arrived, and the garbage collection that followed made that task
// 49–154 ms on the phone (docs/benchmarks.md).

import type { ListFile, ListPaper } from './types';

/** A checked list.json: everything but the papers as it is, the papers as UTF-8 JSON arrays of up to PAPERS_PER_CHUNK. */
export interface PackedList {
  head: Omit<ListFile, 'papers'>;
  papers: Uint8Array<ArrayBuffer>[];
}

const PAPERS_PER_CHUNK = 100;

/**
 * packList({ ...list, papers: [a, b, c] }, 2) => { head: { version, collection, … }, papers: [bytes of '[a,b]', bytes of '[c]'] }
 */
export function packList(list: ListFile, perChunk = PAPERS_PER_CHUNK): PackedList {
  const { papers, ...head } = list;
  const encoder = new TextEncoder();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  for (let start = 0; start < papers.length; start += perChunk) chunks.push(encoder.encode(JSON.stringify(papers.slice(start, start + perChunk))));
  return { head, papers: chunks };
}

/** What postMessage hands over instead of copying: each chunk's own buffer (its bytes leave the sender). */
export const listTransferables = (packed: PackedList): ArrayBuffer[] => packed.papers.map((chunk) => chunk.buffer);

/** The list again, a chunk per step (for runInSlices; or run to the end at once). */
export function* unpackList(packed: PackedList): Generator<void, ListFile> {
  const papers: ListPaper[] = [];
  const decoder = new TextDecoder();
  for (const chunk of packed.papers) {
    for (const paper of JSON.parse(decoder.decode(chunk)) as ListPaper[]) papers.push(paper);
    yield;
  }
  return { ...packed.head, papers };
}
