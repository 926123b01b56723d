// A search worker that dies on every search (search-pool.test.ts): the pool must answer in the server's
// thread and replace it, and stop replacing it when it keeps dying. It ignores the pool's 'close', so closing
// the pool shows the fallback to terminate(). Like the real worker, it says 'ready' once loaded.

import { parentPort } from 'node:worker_threads';

parentPort?.on('message', (message: { kind: string }) => {
  if (message.kind === 'search') {
    process.exit(3);
  }
});
parentPort?.postMessage({ kind: 'ready' });
