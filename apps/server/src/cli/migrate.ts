import { openCliDatabase } from './cli-database.ts';

// `npm run db:migrate`: applies the committed migrations (the server also does this at start).
const database = await openCliDatabase();
try {
  await database.migrate();
  console.info(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
