import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

/** A round trip to the database, in milliseconds, whichever engine it is. */
export async function timedPing(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return performance.now() - started;
}
