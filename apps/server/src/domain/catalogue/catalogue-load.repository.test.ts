import type { CataloguePump } from '@specsource/pump-engine';
import { generateDemoCatalogue } from '@specsource/pump-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../../../test/test-database.ts';
import { findCatalogueRowIds } from './catalogue.repository.ts';
import { loadCatalogueRows } from './catalogue-load.repository.ts';
import { insertCataloguePumps } from './catalogue-writes.repository.ts';

const connection = await createEmptyTestDatabase();
afterAll(() => connection.close());

// Numbers JSON could get wrong if any step rounded: no short decimal form, tiny, large, a sum with binary noise.
function withAwkwardNumbers(pump: CataloguePump, n: number): CataloguePump {
  const [first, ...rest] = pump.curve;
  if (!first) {
    return pump;
  }
  return {
    ...pump,
    nominalSpeedRpm: pump.nominalSpeedRpm + 1 / 3,
    suctionNozzleIn: 0.1 + 0.2,
    minContinuousStableFlowGpm: n % 2 === 0 ? null : 12.345678901234567,
    variableSpeed:
      n % 2 === 0 ? { minSpeedRpm: 900.000001, maxSpeedRpm: pump.nominalSpeedRpm + 1 / 3 } : null,
    listPrice: n % 3 === 0 ? null : { amount: 12_345.67, currency: 'USD' },
    curve: [{ ...first, flowGpm: 1e-7, headFt: first.headFt + Math.PI / 1e6, powerHp: null }, ...rest],
  };
}

describe('loadCatalogueRows', () => {
  const pumps = generateDemoCatalogue({ count: 7 }).map(withAwkwardNumbers);

  it('reads back every pump as stored, to the last bit of every number, across pages', async () => {
    await connection.db.transaction((tx) => insertCataloguePumps(tx, pumps));
    for (const pageSize of [1, 3, 7, 100]) {
      const rows = await loadCatalogueRows(connection.db, undefined, pageSize);
      expect(rows.map((row) => row.pump)).toEqual(pumps);
    }
  });

  it('reads only the rows asked for, in row order, on every page', async () => {
    const rowIds = await findCatalogueRowIds(connection.db);
    const wanted = [rowIds[5], rowIds[1], rowIds[6]] as number[];
    const rows = await loadCatalogueRows(connection.db, wanted, 2);
    expect(rows.map((row) => row.rowId)).toEqual([rowIds[1], rowIds[5], rowIds[6]]);
    expect(rows.map((row) => row.pump)).toEqual([pumps[1], pumps[5], pumps[6]]);
  });
});

describe('insertCataloguePumps', () => {
  it('answers the pumps exactly as a read of their rows gives them back, so a store can start from them', async () => {
    const empty = await createEmptyTestDatabase();
    try {
      const [plain, awkward] = generateDemoCatalogue({ count: 2 }).map(withAwkwardNumbers) as [
        CataloguePump,
        CataloguePump,
      ];
      const [point, ...rest] = awkward.curve;
      // What the columns store differently from what the engine holds: an efficiency with more digits than the
      // percent column keeps through its decimal shift, and a price below a cent.
      const stored = {
        ...awkward,
        listPrice: { amount: 99.999, currency: 'EUR' },
        curve: point ? [{ ...point, efficiency: 0.1 + 0.2 }, ...rest] : rest,
      };
      const answered = await empty.db.transaction((tx) => insertCataloguePumps(tx, [plain, stored]));
      const read = await loadCatalogueRows(empty.db);
      expect(answered).toStrictEqual(read);
      // The read is not the input: the answer had to go the way the columns go.
      expect(read[1]?.pump).not.toEqual(stored);
    } finally {
      await empty.close();
    }
  });
});
