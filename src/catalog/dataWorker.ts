// The data worker: asked 'list' with list.json's body (the page fetched it), reads, parses and checks it,
// and posts it back packed (src/lib/listChunks.ts); asked 'load', fetches search-index.json, then
// text.json, parses and checks each, and posts each back packed as it is read (fullText.ts), and is then
// done. Started by startDataWorker, before it is needed (see runDataWorker.ts).

import { messageOf } from '../lib/errors';
import { validateListFile } from '../lib/loadPapers';
import { listTransferables, packList } from '../lib/listChunks';
import { transferablesOf, type PackedIndex } from '../lib/search/serialize';
import type { ListFile } from '../lib/types';
import { dataFetcher, INDEX_SOURCE, LIST_SOURCE, parseAnswer, TEXT_SOURCE } from './fetchPapers';
import { readFullText, textsTransferables, type DataWorkerReply, type DataWorkerRequest } from './fullText';

const reply = (message: DataWorkerReply, transfer: Transferable[] = []) => self.postMessage(message, { transfer });
const failed = (kind: DataWorkerRequest['kind']) => (error: unknown) => reply({ kind, ok: false, error: messageOf(error) });

async function readList({ url, body }: Extract<DataWorkerRequest, { kind: 'list' }>): Promise<ListFile> {
  const text = typeof body === 'string' ? body : await new Response(body).text();
  return validateListFile(parseAnswer(text, url, LIST_SOURCE), LIST_SOURCE);
}

self.onmessage = (event: MessageEvent<DataWorkerRequest>) => {
  const request = event.data;
  if (request.kind === 'list') {
    readList(request).then((list) => {
      const packed = packList(list);
      reply({ kind: 'list', ok: true, list: packed }, listTransferables(packed));
    }, failed('list'));
    return;
  }
  self.onmessage = null;
  // The index is handed over as soon as it is read (its buffers leave this worker), the texts after it.
  const onIndex = (index: PackedIndex) => reply({ kind: 'index', ok: true, index }, transferablesOf(index));
  readFullText(dataFetcher(TEXT_SOURCE), dataFetcher(INDEX_SOURCE))(onIndex).then(
    ({ texts }) => reply({ kind: 'load', ok: true, texts }, textsTransferables(texts)),
    failed('load'),
  );
};
