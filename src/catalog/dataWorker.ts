// The data worker: asked 'list', fetches list.json, parses and checks it, and posts it back packed
// (src/lib/listChunks.ts); asked 'load', fetches text.json and search-index.json, parses and checks them,
// and posts them back packed (fullText.ts), and is then done. Started by startDataWorker, before it is
// needed (see runDataWorker.ts).

import { messageOf } from '../lib/errors';
import { validateListFile } from '../lib/loadPapers';
import { packList } from '../lib/listChunks';
import { dataFetcher, INDEX_SOURCE, LIST_SOURCE, TEXT_SOURCE } from './fetchPapers';
import { fullTextTransferables, readFullText, type DataWorkerReply, type DataWorkerRequest } from './fullText';

const reply = (message: DataWorkerReply, transfer: Transferable[] = []) => self.postMessage(message, { transfer });
const failed = (kind: DataWorkerRequest) => (error: unknown) => reply({ kind, ok: false, error: messageOf(error) });

self.onmessage = (event: MessageEvent<DataWorkerRequest>) => {
  if (event.data === 'list') {
    dataFetcher(LIST_SOURCE)().then((json) => reply({ kind: 'list', ok: true, list: packList(validateListFile(json, LIST_SOURCE)) }), failed('list'));
    return;
  }
  self.onmessage = null;
  readFullText(dataFetcher(TEXT_SOURCE), dataFetcher(INDEX_SOURCE))().then(
    (fullText) => reply({ kind: 'load', ok: true, fullText }, fullTextTransferables(fullText)),
    failed('load'),
  );
};
