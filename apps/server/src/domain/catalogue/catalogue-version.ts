import { eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction, Transaction } from '../../platform/db/database.ts';
import { pumpCatalogueState } from '../../platform/db/schema/index.ts';

/** The NOTIFY channel a catalogue change is announced on; the payload is the new version. */
export const CATALOGUE_CHANNEL = 'pump_catalogue_changed';

/**
 * Bumps the catalogue version in the writing transaction and announces it there: PostgreSQL delivers a
 * NOTIFY only when its transaction commits, so listeners never see a change that was rolled back, nor see it
 * before they can read it.
 */
export async function bumpCatalogueVersion(tx: Transaction): Promise<number> {
  const [row] = await tx
    .insert(pumpCatalogueState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: pumpCatalogueState.id,
      set: { version: sql`${pumpCatalogueState.version} + 1`, changedAt: sql`now()` },
    })
    .returning({ version: pumpCatalogueState.version });
  const version = row?.version ?? 0;
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${String(version)})`);
  return version;
}

/** The catalogue's current version; 0 before the first write. */
export async function readCatalogueVersion(db: DatabaseOrTransaction): Promise<number> {
  const [row] = await db
    .select({ version: pumpCatalogueState.version })
    .from(pumpCatalogueState)
    .where(eq(pumpCatalogueState.id, 1));
  return row?.version ?? 0;
}

/**
 * What a cache of the catalogue must match (catalogue-cache-file.ts): PostgreSQL's system identifier, the catalogue's
 * version and when it last changed, and the migrations applied. A migration may rewrite pump rows without bumping
 * the version, so the count of drizzle's applied migrations and the hash of the latest (drizzle-orm's migrator keeps
 * them in `drizzle.__drizzle_migrations`) are part of it. One statement of scalar subqueries. Reads
 * pg_control_system(), which the embedded database's own superuser may call; the store asks only there.
 */
export async function readCatalogueState(
  db: DatabaseOrTransaction,
): Promise<{ database: string; version: number; changedAt: string; migrations: string }> {
  const result = (await db.execute(
    sql`select (select system_identifier::text from pg_control_system()) as database,
      (select ${pumpCatalogueState.version} from ${pumpCatalogueState} where ${pumpCatalogueState.id} = 1) as version,
      (select ${pumpCatalogueState.changedAt}::text from ${pumpCatalogueState} where ${pumpCatalogueState.id} = 1) as changed_at,
      (select count(*)::text from drizzle.__drizzle_migrations) || ':' ||
        coalesce((select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1), '') as migrations`,
  )) as unknown as {
    rows: {
      database: string;
      version: number | null;
      changed_at: string | null;
      migrations: string | null;
    }[];
  };
  const row = result.rows[0];
  return {
    database: row?.database ?? '',
    version: row?.version ?? 0,
    changedAt: row?.changed_at ?? '',
    migrations: row?.migrations ?? '',
  };
}
