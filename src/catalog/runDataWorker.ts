// Starts the data worker (dataWorker.ts) and asks it to read list.json, then for the full text. Apart from
// fullText.ts, which the worker imports: a worker that could start itself would be bundled inside itself.
//
// The worker is started beside the page's first requests: its script is in by the time it is asked (started
// after the list, its chunk and script took 0.4–0.9 s before text.json was even requested at 5,000 papers).

import { INDEX_SOURCE, LIST_SOURCE, TEXT_SOURCE } from './fetchPapers';
import type { DataWorkerReply, DataWorkerRequest, FullTextFetcher } from './fullText';
import type { PackedList } from '../lib/listChunks';
import type { PackedIndex } from '../lib/search/serialize';

type Answer = Extract<DataWorkerReply, { ok: true }>;

interface Asked {
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
  last: boolean;
  /** For 'load': the index, which comes before the answer (the texts). */
  onIndex?: (index: PackedIndex) => void;
}

interface Started {
  worker: Worker;
  /** The requests waiting for their answer, by kind. */
  waiting: Map<DataWorkerRequest['kind'], Asked>;
  /** Why the worker died (its script did not load, or threw), once it has: a later request is told at once instead of waiting forever. */
  failed: string | null;
}

function failure(kind: DataWorkerRequest['kind'], why: string): Error {
  const files = kind === 'list' ? LIST_SOURCE : `${TEXT_SOURCE} and ${INDEX_SOURCE}`;
  return new Error(`${files}: the data worker failed (${why})`);
}

function start(): Started {
  const worker = new Worker(new URL('./dataWorker.ts', import.meta.url), { type: 'module' });
  const started: Started = { worker, waiting: new Map(), failed: null };
  worker.onmessage = (event: MessageEvent<DataWorkerReply>) => {
    const reply = event.data;
    // The index, on its way to the full text: the 'load' request goes on waiting for the texts.
    if (reply.kind === 'index') {
      if (reply.ok) started.waiting.get('load')?.onIndex?.(reply.index);
      return;
    }
    const asked = started.waiting.get(reply.kind);
    if (asked === undefined) return;
    started.waiting.delete(reply.kind);
    if (asked.last) worker.terminate();
    if (reply.ok) asked.resolve(reply);
    else asked.reject(new Error(reply.error));
  };
  // The script cannot be loaded, or throws: whoever is waiting is told, naming what they asked for, and so is
  // whoever asks later (the worker may die before the first request, or between the list and the full text).
  worker.onerror = (event) => {
    worker.terminate();
    event.preventDefault();
    started.failed = event.message || 'its script could not be loaded';
    for (const [kind, asked] of started.waiting) asked.reject(failure(kind, started.failed));
    started.waiting.clear();
  };
  return started;
}

async function ask(started: Started, request: DataWorkerRequest, last: boolean, onIndex?: (index: PackedIndex) => void): Promise<Answer> {
  if (started.failed !== null) throw failure(request.kind, started.failed);
  const answer = new Promise<Answer>((resolve, reject) => started.waiting.set(request.kind, { resolve, reject, last, ...(onIndex && { onIndex }) }));
  if (request.kind === 'list' && typeof request.body !== 'string') {
    try {
      started.worker.postMessage(request, [request.body]);
      return answer;
    } catch {
      // A browser that cannot hand a stream over (DataCloneError): the text instead, read here.
      request = { ...request, body: await new Response(request.body).text() };
    }
  }
  started.worker.postMessage(request);
  return answer;
}

export interface DataWorkerClient {
  /** list.json's answer (fetched by the page), read, parsed and checked by the worker, packed for the page to unpack a chunk at a time. */
  list: (url: string, response: Response) => Promise<PackedList>;
  /** search-index.json, then text.json, fetched, parsed and checked by the worker (the index handed to onIndex first). */
  fullText: FullTextFetcher;
}

/**
 * Starts a data worker now: it answers the first request of each kind (list.json, then the full text, after
 * which it ends). A request after that (a Retry) starts a worker of its own, ended once it has answered.
 */
export function startDataWorker(): DataWorkerClient {
  let first: Started | null = start();
  const asked = new Set<DataWorkerRequest['kind']>();
  const worker = (kind: DataWorkerRequest['kind']): { started: Started; last: boolean } => {
    if (first !== null && !asked.has(kind)) {
      asked.add(kind);
      const started = first;
      if (kind === 'load') first = null;
      return { started, last: kind === 'load' };
    }
    return { started: start(), last: true };
  };
  return {
    list: async (url, response) => {
      const { started, last } = worker('list');
      const answer = await ask(started, { kind: 'list', url, body: response.body ?? '' }, last);
      return (answer as Extract<Answer, { kind: 'list' }>).list;
    },
    fullText: async (onIndex) => {
      const { started, last } = worker('load');
      const read: { index?: PackedIndex } = {};
      const answer = await ask(started, { kind: 'load' }, last, (index) => {
        read.index = index;
        onIndex?.(index);
      });
      // The worker posts the index before the texts, or fails.
      if (read.index === undefined) throw failure('load', 'it sent the texts without the index');
      return { index: read.index, texts: (answer as Extract<Answer, { kind: 'load' }>).texts };
    },
  };
}
