import { CliDatabaseError, openCliDatabase } from './cli-database.ts';

// `npm run db:migrate`: applies the committed migrations (the server also does this at start).
try {
  const { database } = await openCliDatabase();
  try {
    await database.migrate();
    console.info(`Migrations applied (${database.kind}).`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof CliDatabaseError)) {
    throw error;
  }
  console.error(`Nothing was migrated. ${error.message}`);
  process.exitCode = 1;
}
