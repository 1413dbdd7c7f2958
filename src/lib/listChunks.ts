// list.json handed from the data worker to the page (src/catalog/dataWorker.ts): checked there, then sent
// as its papers in JSON chunks, which the page parses a chunk per step (runInSlices). Read and checked
// on the page, at 7,000 papers on a throttled phone the list took long tasks of 0.3 s (reading the body),
// 0.15 s (JSON.parse) and 0.45 s (checking it). A chunk of a conference's papers (authors, sessions) parses
// in 4-5 ms a hundred on that phone: chunks of 500 made the first of them, parsed in the task that receives
// the list, a long task of its own at 7,000 papers (57 ms).

import type { ListFile, ListPaper } from './types';

/** A checked list.json: everything but the papers as it is, the papers as JSON arrays of up to PAPERS_PER_CHUNK. */
export interface PackedList {
  head: Omit<ListFile, 'papers'>;
  papers: string[];
}

const PAPERS_PER_CHUNK = 100;

/**
 * packList({ ...list, papers: [a, b, c] }, 2) => { head: { version, collection, … }, papers: ['[a,b]', '[c]'] }
 */
export function packList(list: ListFile, perChunk = PAPERS_PER_CHUNK): PackedList {
  const { papers, ...head } = list;
  const chunks: string[] = [];
  for (let start = 0; start < papers.length; start += perChunk) chunks.push(JSON.stringify(papers.slice(start, start + perChunk)));
  return { head, papers: chunks };
}

/** The list again, a chunk per step (for runInSlices; or run to the end at once). */
export function* unpackList(packed: PackedList): Generator<void, ListFile> {
  const papers: ListPaper[] = [];
  for (const chunk of packed.papers) {
    for (const paper of JSON.parse(chunk) as ListPaper[]) papers.push(paper);
    yield;
  }
  return { ...packed.head, papers };
}
