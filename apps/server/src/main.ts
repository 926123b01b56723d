import { enableCompileCache } from 'node:module';

// The entry point: `npm start`, the container, the cluster and the test harnesses all start this file.
// Node's on-disk compile cache first (in the OS temp directory): without it every start type-strips and compiles
// each of the server's modules again; with it a restart reaches a healthy /api/health about 0.3 s sooner
// (docs/benchmarks.md 'Footprint and start'). A directory that cannot be written only leaves the cache off.
// The server is imported after it, so that its modules are the ones cached.
enableCompileCache();
await import('./run-server.ts');
