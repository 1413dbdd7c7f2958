// Starts the data worker (dataWorker.ts) and asks it for the full text. Apart from fullText.ts, which the
// worker imports: a worker that could start itself would be bundled inside itself.
//
// The worker is started with list.json's request and fetches nothing until asked: its script is then in
// by the time the list is (started after the list, its chunk and script took 0.4–0.9 s before text.json
// was even requested at 5,000 papers), while on a slow network the list still downloads alone.

import { INDEX_SOURCE, TEXT_SOURCE } from './fetchPapers';
import type { DataWorkerReply, FullText, FullTextFetcher } from './fullText';

interface Started {
  worker: Worker;
  /** Rejects if the worker's script cannot be loaded or throws (an error event with no one asking yet). */
  failure: Promise<never>;
}

function start(): Started {
  const worker = new Worker(new URL('./dataWorker.ts', import.meta.url), { type: 'module' });
  const failure = new Promise<never>((_, reject) => {
    worker.onerror = (event) => {
      worker.terminate();
      event.preventDefault();
      reject(new Error(`${TEXT_SOURCE} and ${INDEX_SOURCE}: the data worker failed (${event.message || 'its script could not be loaded'})`));
    };
  });
  failure.catch(() => undefined); // reported to whoever asks
  return { worker, failure };
}

function ask({ worker, failure }: Started): Promise<FullText> {
  const answer = new Promise<FullText>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<DataWorkerReply>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.fullText);
      else reject(new Error(event.data.error));
    };
  });
  worker.postMessage('load');
  return Promise.race([answer, failure]);
}

/**
 * Starts a data worker now; the fetcher asks it for the full text, then (a Retry) starts a new one each
 * time, since a worker ends once it has answered.
 */
export function startDataWorker(): FullTextFetcher {
  let waiting: Started | null = start();
  return () => {
    const started = waiting ?? start();
    waiting = null;
    return ask(started);
  };
}
