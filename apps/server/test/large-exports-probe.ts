// Run as a script by large-exports-hooks.test.ts: loads the server's database modules (schema, both drivers, the
// migrator) with or without registerLargeExportsHooks (argument 'hooks'), runs one query on an in-memory PGlite, and
// prints as JSON what every resolution of the thread answered and which ones reached Node's own resolver from a
// drizzle-orm file or for a drizzle-orm specifier.
import { registerHooks } from 'node:module';
import {
  PACKAGES_WITH_LARGE_EXPORTS,
  registerLargeExportsHooks,
} from '../src/platform/runtime/large-exports-hooks.ts';

const withHooks = process.argv[2] === 'hooks';
const drizzleRoot = import.meta.resolve('drizzle-orm').replace(/index\.js$/, '');
const reachedNode: string[] = [];
// Registered first, so it runs last: just before Node's resolver, after registerLargeExportsHooks.
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (context.parentURL?.startsWith(drizzleRoot) || specifier.startsWith('drizzle-orm')) {
      reachedNode.push(`${specifier} from ${context.parentURL} [${context.conditions.join()}]`);
    }
    return nextResolve(specifier, context);
  },
});
if (withHooks) {
  registerLargeExportsHooks(PACKAGES_WITH_LARGE_EXPORTS);
}
const answers: Record<string, string> = {};
// Registered last, so it runs first and sees the final answer of every resolution.
registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    answers[`${specifier} from ${context.parentURL ?? '(entry)'}`] = `${result.url} as ${result.format}`;
    return result;
  },
});

const { openDatabase } = await import('../src/platform/db/client.ts');
await import('../src/platform/db/schema/index.ts');
await import('drizzle-orm/node-postgres');
const { sql } = await import('drizzle-orm');
const database = await openDatabase({});
const rows = await database.db.execute(sql`select 1 + 1 as two`);
await database.close();
process.stdout.write(`${JSON.stringify({ answers, reachedNode, query: rows })}\n`);
