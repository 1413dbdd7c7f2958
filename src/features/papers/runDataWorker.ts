// Starts the data worker (dataWorker.ts) and waits for its answer. Apart from fullText.ts, which the
// worker imports: a worker that could start itself would be bundled inside itself.

import { INDEX_SOURCE, TEXT_SOURCE } from './fetchPapers';
import type { DataWorkerReply, FullTextFetcher } from './fullText';

/** Fetches and reads the full text in a new data worker, which ends once it has answered. */
export const workerFullText: FullTextFetcher = () =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./dataWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<DataWorkerReply>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.fullText);
      else reject(new Error(event.data.error));
    };
    worker.onerror = (event) => {
      worker.terminate();
      event.preventDefault();
      reject(new Error(`${TEXT_SOURCE} and ${INDEX_SOURCE}: the data worker failed (${event.message || 'its script could not be loaded'})`));
    };
  });
