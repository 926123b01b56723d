import { enableCompileCache } from 'node:module';
import { PACKAGES_WITH_LARGE_EXPORTS, registerLargeExportsHooks } from './large-exports-hooks.ts';

// `node --import` this file before a database CLI (`npm run admin`, `catalogue`, `db:migrate`, `db:seed`; their tests
// through server-node-flags.ts CLI_NODE_FLAGS). It does for them what main.ts does for the server, before the CLI's
// own modules load: Node's compile cache on (without it every run type-strips and compiles the CLI's ~300 modules
// again), and the module hooks of large-exports-hooks.ts (a CLI imports drizzle statically, before any line of its own
// could register them).
enableCompileCache();
registerLargeExportsHooks(PACKAGES_WITH_LARGE_EXPORTS);
