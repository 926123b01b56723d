// A search worker that takes 600 ms to load and then ignores the pool's 'close' (search-pool.test.ts): a close
// must count its grace from the worker's 'ready', not terminate it while it is still loading.

import { parentPort } from 'node:worker_threads';

// Stands for modules that load slowly on a busy machine: the thread is busy and cannot take a message.
const loadedAt = Date.now() + 600;
while (Date.now() < loadedAt) {
  // busy
}
parentPort?.on('message', () => {});
parentPort?.postMessage({ kind: 'ready' });
