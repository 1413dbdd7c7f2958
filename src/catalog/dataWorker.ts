// The data worker: once asked (any message), fetches text.json and search-index.json, parses and checks
// them, and posts them back packed (fullText.ts), then is done. Started by startDataWorker, one worker
// per attempt, before it is needed (see runDataWorker.ts).

import { messageOf } from '../lib/errors';
import { dataFetcher, INDEX_SOURCE, TEXT_SOURCE } from './fetchPapers';
import { fullTextTransferables, readFullText, type DataWorkerReply } from './fullText';

const reply = (message: DataWorkerReply, transfer: Transferable[] = []) => self.postMessage(message, { transfer });

self.onmessage = () => {
  self.onmessage = null;
  readFullText(dataFetcher(TEXT_SOURCE), dataFetcher(INDEX_SOURCE))().then(
    (fullText) => reply({ ok: true, fullText }, fullTextTransferables(fullText)),
    (error: unknown) => reply({ ok: false, error: messageOf(error) }),
  );
};
