import { enableCompileCache } from 'node:module';
import {
  PACKAGES_WITH_LARGE_EXPORTS,
  registerLargeExportsHooks,
} from './platform/runtime/large-exports-hooks.ts';

// The entry point: `npm start`, the container, the cluster and the test harnesses all start this file.
// Node's on-disk compile cache first (in the OS temp directory): without it every start type-strips and compiles
// each of the server's modules again; with it a restart reaches a healthy /api/health about 0.3 s sooner
// (docs/benchmarks.md 'Footprint and start'). A directory that cannot be written only leaves the cache off.
// The server is imported after it, so that its modules are the ones cached. The launchers also name the directory
// in the environment, so that this file comes from the cache too (server-node-flags.ts, SERVER_COMPILE_CACHE_DIR).
const cache = enableCompileCache();
// A worker thread starts without the cache unless the environment names it (Node's module.enableCompileCache
// documentation): without it each search worker strips the types of its ~100 modules again and keeps the type
// stripper loaded.
if (cache.directory !== undefined) {
  // biome-ignore lint/style/noProcessEnv: the one write, before any worker starts, that hands the cache on.
  process.env.NODE_COMPILE_CACHE ||= cache.directory;
}
// Before the server's modules load: Node would parse drizzle-orm's 179 KB "exports" field ~400 times (the hooks' file).
registerLargeExportsHooks(PACKAGES_WITH_LARGE_EXPORTS);
await import('./run-server.ts');
