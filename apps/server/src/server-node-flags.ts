import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Node flags and environment every start of the server passes (`npm start`, the Dockerfile's CMD and ENV, the
 * cluster, the test and benchmark harnesses; server-node-flags.test.ts checks the ones that are not TypeScript).
 *
 * --max-semi-space-size=16 (MB): V8 lets each of the young generation's two semi-spaces grow to 64 MB, and loading
 * the catalogue (where every object survives) grows them there, in the server's thread and in each search worker
 * (workers take the flag too); the space is not given back while the server idles. 32 MB took 180 MB off the idle
 * server with one worker and kept request throughput within noise. 16 MB cost 10–15 % of the part and dispatcher
 * routes' throughput while the heap held 40 MB of pump objects; with the catalogue packed outside the heap it
 * ends `npm run load` 15–20 MB lower (488–511 against 502–523 MB) at the same CPU per request
 * (docs/decisions/0012-embedded-server-memory.md).
 *
 * --heap-growing-percent=100: the old generation may grow to twice what the last full collection left live before the
 * next one. V8 otherwise lets a process whose collections are fast next to its work grow it up to four times, and under
 * `npm run load` the server's thread, with ~60 MB live, grew it to ~250 MB and kept the pages: RSS after the runs
 * 646–673 → 525–533 MB, request throughput and CPU per request within noise. 50 % kept it under 500 MB (492–502) but
 * cost 10–20 % more CPU per request on the part and dispatcher routes (ADR 0012).
 *
 * A heap size cannot be changed once the process runs, so these are flags, not code.
 */
export const SERVER_NODE_FLAGS: readonly string[] = [
  '--max-semi-space-size=16',
  '--heap-growing-percent=100',
];

/**
 * glibc's malloc, told to keep no more than 8 MiB free at the top of its heap. Setting it also turns off glibc's
 * dynamic mmap threshold, which otherwise climbs towards 32 MiB once large blocks are freed, after which large
 * blocks (PGlite's results, V8's compiler buffers) come from the heap and stay resident once freed. Measured with
 * `npm run -w @specsource/server bench:footprint`: idle RSS after a restart 685–723 → 578–636 MiB with one search
 * worker, 504–526 → 413–432 MiB without; start times within noise (docs/decisions/0012: a 1 MiB threshold saved
 * as much but cost `npm start`'s first start 0.5 s). glibc reads it when the process starts, so it is environment,
 * not code; other C libraries (musl) ignore it.
 */
export const SERVER_GLIBC_TUNABLES = 'glibc.malloc.trim_threshold=8388608';

/**
 * Node's on-disk compile cache, on from the process's first module. `main.ts` turns it on with
 * `enableCompileCache()`, but only once main.ts itself has been loaded, and loading a TypeScript file without the
 * cache loads Node's type stripper (amaro, a WebAssembly build of SWC): ~17 MB resident for the process's life.
 * With the directory in the environment, main.ts comes from the cache too and the stripper is never loaded.
 * The directory is the one `enableCompileCache()` picks by default (its documentation).
 */
export const SERVER_COMPILE_CACHE_DIR = join(tmpdir(), 'node-compile-cache');

/**
 * `env` with the server's malloc settings and compile cache; tunables `env` already names come after them, so they
 * win, and a compile cache directory `env` names is kept.
 */
export function serverProcessEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const given = env.GLIBC_TUNABLES;
  return {
    ...env,
    GLIBC_TUNABLES: given ? `${SERVER_GLIBC_TUNABLES}:${given}` : SERVER_GLIBC_TUNABLES,
    NODE_COMPILE_CACHE: env.NODE_COMPILE_CACHE || SERVER_COMPILE_CACHE_DIR,
  };
}

/**
 * Node flags for the CLIs (`npm run admin`, `catalogue`, `pump`, `db:migrate`, `db:seed`; their tests): a preload that
 * does for them what main.ts does for the server before its modules load, the compile cache and the module hooks
 * (platform/runtime/cli-preload.ts). The npm scripts name the same file by a path relative to their package;
 * server-node-flags.test.ts checks them.
 */
export const CLI_NODE_FLAGS: readonly string[] = [
  '--import',
  fileURLToPath(new URL('./platform/runtime/cli-preload.ts', import.meta.url)),
];
