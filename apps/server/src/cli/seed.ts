import { migrateAndSeed } from '../seed/migrate-and-seed.ts';
import { CliDatabaseError, openCliDatabase } from './cli-database.ts';

// `npm run db:seed`: migrates, then seeds an empty database; a seeded one is left as it is.
try {
  const { database } = await openCliDatabase();
  try {
    const { seeded: result, catalogue } = await migrateAndSeed(database);
    if (catalogue.created) {
      console.info(
        `Seeded the pump catalogue: ${catalogue.pumps} pumps in ${(catalogue.ms / 1000).toFixed(1)} s.`,
      );
    }
    if (!result.created) {
      console.info('The database already has data; nothing was seeded.');
    } else {
      console.info('Seeded the demo catalogue and accounts (passwords are shown this once):');
      for (const account of result.accounts) {
        console.info(`  ${account.role.padEnd(9)} ${account.email.padEnd(34)} ${account.password}`);
      }
    }
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof CliDatabaseError)) {
    throw error;
  }
  console.error(`Nothing was seeded. ${error.message}`);
  process.exitCode = 1;
}
