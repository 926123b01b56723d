/**
 * Node flags every start of the server passes (`npm start`, the Dockerfile's CMD, the cluster, the test and
 * benchmark harnesses; server-node-flags.test.ts checks the two that are not TypeScript).
 *
 * --max-semi-space-size=32 (MB): V8 lets each of the young generation's two semi-spaces grow to 64 MB, and loading
 * the catalogue (where every object survives) grows them there, in the server's thread and in each search worker
 * (workers take the flag too); the space is not given back while the server idles. 32 MB took 180 MB off the idle
 * server with one worker and kept request throughput within noise; 16 MB saved 40 MB more but cost 10–15 % of the
 * throughput of the part and dispatcher routes in GC (docs/decisions/0012-embedded-server-memory.md). A heap size
 * cannot be changed once the process runs, so it is a flag, not code.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];
