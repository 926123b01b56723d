// Preloaded with `--import` into the server by compile-cache.test.ts; Node runs it in every thread, search workers
// included. It is JavaScript so that loading it needs no type stripping. When a thread ends it appends one line to
// TYPE_STRIPPER_PROBE_FILE: which thread, and whether Node's type stripper (amaro) was loaded in it.
import { appendFileSync } from 'node:fs';
import { isMainThread, threadId } from 'node:worker_threads';

const file = process.env.TYPE_STRIPPER_PROBE_FILE;
if (file) {
  process.on('exit', () => {
    const typeStripper = process.moduleLoadList.some((name) => name.includes('amaro'));
    appendFileSync(
      file,
      `${JSON.stringify({ thread: isMainThread ? 'main' : `worker ${threadId}`, typeStripper })}\n`,
    );
  });
}
