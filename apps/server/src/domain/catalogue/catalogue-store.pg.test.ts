import type { CataloguePump } from '@specsource/pump-engine';
import { generateDemoCatalogue } from '@specsource/pump-engine';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../../../test/test-database.ts';
import { createCatalogueStore } from './catalogue-store.ts';
import { bumpCatalogueVersion } from './catalogue-version.ts';
import { insertCataloguePumps } from './catalogue-writes.repository.ts';

// PostgreSQL only (`npm run test:pg`): LISTEN runs on a connection of its own, which can drop on its own.
const connection = await createEmptyTestDatabase();
afterAll(() => connection.close());
if (connection.kind !== 'postgres') {
  throw new Error('catalogue-store.pg.test.ts needs TEST_DATABASE_URL (npm run test:pg)');
}
const silent = { info: () => undefined, error: () => undefined };

describe('the catalogue store on PostgreSQL', () => {
  it('after its LISTEN connection is killed, reconnects and catches up with a change it was never told of', async () => {
    const store = await createCatalogueStore({
      db: connection.db,
      log: silent,
      buildIndex: (pumps) => ({ size: pumps.length }),
      pollIntervalMs: 0,
      listen: connection.listen,
    });
    const [pump, second] = generateDemoCatalogue({ count: 2 }) as [CataloguePump, CataloguePump];

    // A change that sends no NOTIFY, as one lost while nobody listened: polling is off, so nothing sees it.
    await connection.db.transaction(async (tx) => {
      await insertCataloguePumps(tx, [pump]);
      await tx.execute(
        sql`insert into pump_catalogue_state (id, version) values (1, 1) on conflict (id) do update set version = pump_catalogue_state.version + 1`,
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(store.count()).toBe(0);

    // PostgreSQL restarting or a proxy cutting idle connections look the same to the client.
    const killed = await connection.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN %'`,
    );
    expect((killed as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    await expect.poll(() => store.count(), { timeout: 10_000 }).toBe(1);

    // And the new connection hears the next import's NOTIFY.
    await connection.db.transaction(async (tx) => {
      await insertCataloguePumps(tx, [second]);
      await bumpCatalogueVersion(tx);
    });
    await expect.poll(() => store.count(), { timeout: 5_000 }).toBe(2);
    await store.stop();
  });
});
