import type { DatabaseConnection } from '../platform/db/database.ts';
import { generatePassword, hashPassword } from '../platform/security/password.ts';
import { type SeedOptions, seedDatabase } from './seed-database.ts';
import { seedPumpCatalogue } from './seed-pump-catalogue.ts';

/**
 * What a database gets before anything uses it: the migrations, then the demo parts and catalogue (and the demo
 * accounts unless `options.accounts` is false), then the pump catalogue. Each seed fills only an empty database, so
 * the server's every start, `npm run db:seed` and the browser suite's set-up all call this.
 */
export async function migrateAndSeed(database: DatabaseConnection, options: SeedOptions = {}) {
  await database.migrate();
  const seeded = await seedDatabase(database.db, { hashPassword, generatePassword }, options);
  // PGlite checks the catalogue's references once after the bulk insert instead of row by row.
  const catalogue = await seedPumpCatalogue(database.db, { checkReferencesOnce: database.kind === 'pglite' });
  return { seeded, catalogue };
}
