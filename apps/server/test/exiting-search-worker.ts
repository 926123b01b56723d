// A search worker that dies on every search (search-pool.test.ts): the pool must answer in the server's
// thread and replace it, and stop replacing it when it keeps dying. It ignores the pool's 'close', so closing
// the pool shows the fallback to terminate(). Started with `workerData: { announceReady: true }`, it says 'ready'
// once loaded, so that a test terminates it after its loading, never during (search-pool.ts stopWorker says why).

import { parentPort, workerData } from 'node:worker_threads';

parentPort?.on('message', (message: { kind: string }) => {
  if (message.kind === 'search') {
    process.exit(3);
  }
});
if ((workerData as { announceReady?: boolean } | undefined)?.announceReady) {
  parentPort?.postMessage('ready');
}
