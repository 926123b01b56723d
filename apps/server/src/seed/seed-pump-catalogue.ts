import type { CataloguePump } from '@specsource/pump-engine';
import { generateDemoCatalogue, realPumpCatalogue } from '@specsource/pump-engine';
import { sql } from 'drizzle-orm';
import type { CatalogueRow } from '../domain/catalogue/catalogue-load.repository.ts';
import { bumpCatalogueVersion } from '../domain/catalogue/catalogue-version.ts';
import { insertCataloguePumps } from '../domain/catalogue/catalogue-writes.repository.ts';
import type { Database } from '../platform/db/database.ts';
import { pumpModels } from '../platform/db/schema/index.ts';

// Any constant works; the same for every instance seeding one database.
const CATALOGUE_SEED_LOCK_KEY = 727_274_004;

export interface SeedPumpCatalogueOptions {
  /**
   * How many demo pumps to generate (the generator's default, 20,000, when unset). The test golden image
   * uses a smaller deterministic subset to keep start-up fast.
   */
  demoCount?: number;
  /**
   * The foreign keys checked once after the inserts instead of row by row (insertCataloguePumps): for PGlite,
   * whose user is a superuser, where it saves about 0.8 s of the first start.
   */
  checkReferencesOnce?: boolean;
}

export interface SeedPumpCatalogueResult {
  created: boolean;
  pumps: number;
  ms: number;
  /**
   * The seeded rows as a read of them gives them back, once (then none), for the catalogue store to start from
   * without reading them again. Handed over rather than kept, so a later import frees them.
   */
  takeRows(): CatalogueRow[];
}

/** The pumps the seed puts in an empty catalogue: the demo catalogue, then the real measured curves. */
export function seedCataloguePumps(options: SeedPumpCatalogueOptions = {}): CataloguePump[] {
  const demo = generateDemoCatalogue(options.demoCount === undefined ? {} : { count: options.demoCount });
  return [...demo, ...realPumpCatalogue()];
}

/**
 * Fills an empty pump catalogue with the demo catalogue and the real curves, in one transaction.
 * A catalogue that has any pump is left as it is (`created: false`), so running it again changes nothing.
 */
export async function seedPumpCatalogue(
  db: Database,
  options: SeedPumpCatalogueOptions = {},
): Promise<SeedPumpCatalogueResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  if (await hasPumps(db)) {
    return { created: false, pumps: 0, ms: elapsed(), takeRows: () => [] };
  }
  const pumps = seedCataloguePumps(options);
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_SEED_LOCK_KEY}::bigint)`);
    if (await hasPumps(tx)) {
      return null;
    }
    const inserted = await insertCataloguePumps(tx, pumps, {
      checkReferencesOnce: options.checkReferencesOnce ?? false,
    });
    await bumpCatalogueVersion(tx);
    return inserted;
  });
  const created = rows !== null;
  return { created, pumps: created ? pumps.length : 0, ms: elapsed(), takeRows: handOver(rows ?? []) };
}

/**
 * Gives `items` to the first caller and none to later ones. Its own function, so the closure holds only them:
 * a closure made inside seedPumpCatalogue would share its scope and keep the 20,000 generated pumps alive too.
 */
function handOver<T>(items: T[]): () => T[] {
  let held: T[] | null = items;
  return () => {
    const taken = held ?? [];
    held = null;
    return taken;
  };
}

async function hasPumps(db: Pick<Database, 'select'>): Promise<boolean> {
  const [row] = await db.select({ id: pumpModels.id }).from(pumpModels).limit(1);
  return row !== undefined;
}
