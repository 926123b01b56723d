import { PACKAGES_WITH_LARGE_EXPORTS, registerLargeExportsHooks } from './large-exports-hooks.ts';

// `node --import` this file before an entry point that imports drizzle statically (the database CLIs: their npm
// scripts, server-node-flags.ts CLI_NODE_FLAGS): a static import is loaded before any line of the entry runs, so the
// entry itself could not register the hooks in time. main.ts registers them itself, before it imports the server.
registerLargeExportsHooks(PACKAGES_WITH_LARGE_EXPORTS);
