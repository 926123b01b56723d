// A search worker (search-pool.ts): reads the server's catalogue index and packed pumps in shared memory and answers
// searches off the server's thread. Messages are handled in order, so a search sent after a catalogue runs on that
// catalogue.

import { parentPort } from 'node:worker_threads';
import { type CatalogueIndex, catalogueIndexFromShared } from '@specsource/pump-engine';
import { searchDuty } from './search-duty.ts';
import type { SearchWorkerReply, SearchWorkerRequest } from './search-pool.ts';

if (!parentPort) {
  throw new Error('search-worker.ts runs as a worker thread of the search pool, not on its own');
}
const port = parentPort;
let index: CatalogueIndex | null = null;

port.on('message', (message: SearchWorkerRequest) => {
  if (message.kind === 'close') {
    // Nothing else holds the thread open: with its port closed it returns and exits (search-pool.ts stopWorker).
    port.close();
    return;
  }
  if (message.kind === 'catalogue') {
    index = catalogueIndexFromShared(message.catalogue);
    return;
  }
  let reply: SearchWorkerReply;
  try {
    if (!index) {
      throw new Error('the search worker has no catalogue yet');
    }
    reply = { id: message.id, search: searchDuty(message.duty, index) };
  } catch (error) {
    reply = {
      id: message.id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
  port.postMessage(reply);
});
// Loaded: from now on a close is handled in turn, so the pool may count its grace (search-pool.ts stopWorker).
const ready: SearchWorkerReply = { kind: 'ready' };
port.postMessage(ready);
