import { generateDemoCatalogue } from '@specsource/pump-engine';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../../../test/test-database.ts';
import { assertCatalogueReferences, insertCataloguePumps } from './catalogue-writes.repository.ts';

const connection = await createEmptyTestDatabase();
afterAll(() => connection.close());

describe('insertCataloguePumps with the references checked once', () => {
  it('refuses a load that leaves a curve point, a model or a series without its parent, and writes nothing', async () => {
    const pumps = generateDemoCatalogue({ count: 3 });
    const orphans = [
      sql`insert into pump_curve_points (model_id, point_index, flow_gpm, head_ft) values (999999, 0, 1, 1)`,
      sql`update pump_models set series_id = 999999 where id = (select min(id) from pump_models)`,
      sql`update pump_series set manufacturer_id = 999999 where id = (select min(id) from pump_series)`,
    ];
    for (const orphan of orphans) {
      const load = connection.db.transaction(async (tx) => {
        await insertCataloguePumps(tx, pumps);
        // What a wrong load would leave, with the per-row triggers off as they are during the bulk insert.
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(orphan);
        await assertCatalogueReferences(tx);
      });
      await expect(load).rejects.toThrow(/catalogue rows without their parent: \d+ curve points/);
    }
    // The option runs that check itself: an orphan already in the transaction fails the load that asked for it.
    const checked = connection.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(orphans[0] as (typeof orphans)[number]);
      await insertCataloguePumps(tx, pumps, { checkReferencesOnce: true });
    });
    await expect(checked).rejects.toThrow(
      /catalogue rows without their parent: 1 curve points, 0 models, 0 series/,
    );
    const left = (await connection.db.execute(
      sql`select count(*)::int as models from pump_models`,
    )) as unknown as {
      rows: { models: number }[];
    };
    expect(left.rows[0]?.models).toBe(0);

    // A sound load passes, and the per-row triggers are back on for the rest of its transaction.
    const role = await connection.db.transaction(async (tx) => {
      await insertCataloguePumps(tx, pumps, { checkReferencesOnce: true });
      const shown = (await tx.execute(sql`show session_replication_role`)) as unknown as {
        rows: { session_replication_role: string }[];
      };
      return shown.rows[0]?.session_replication_role;
    });
    expect(role).toBe('origin');
  });
});
