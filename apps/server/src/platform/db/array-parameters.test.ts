import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../../../test/test-database.ts';
import { binaryArray, insertByUnnest } from './array-parameters.ts';

// On PGlite under `npm test`, on PostgreSQL through node-postgres under `npm run test:pg`: both drivers send the
// binary arrays as bytes.
const connection = await createEmptyTestDatabase();

beforeAll(async () => {
  await connection.db.execute(
    sql`create table array_parameter_samples (n integer, x double precision, big bigint, label text)`,
  );
});
afterAll(() => connection.close());

interface Sample {
  n: number | null;
  x: number | null;
  big: number | string | null;
  label: string | null;
}

async function insertAndReadBack(columns: { n: unknown[]; x: unknown[]; big: unknown[]; label: unknown[] }) {
  return connection.db.transaction(async (tx) => {
    await insertByUnnest(tx, 'array_parameter_samples', [
      ['n', 'integer', columns.n],
      ['x', 'float8', columns.x],
      ['big', 'bigint', columns.big],
      ['label', 'text', columns.label],
    ]);
    const result = (await tx.execute(
      sql`select n, x, big::text as big, label from array_parameter_samples`,
    )) as unknown as { rows: Sample[] };
    await tx.execute(sql`delete from array_parameter_samples`);
    return result.rows;
  });
}

/** The database's own message for a refused statement (Drizzle wraps it as the cause of its 'Failed query'). */
async function refusal(pending: Promise<unknown>): Promise<string> {
  const error = await pending.then(
    () => new Error('the statement was not refused'),
    (caught: unknown) => caught,
  );
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

describe('binaryArray', () => {
  it('writes PostgreSQL’s binary array layout: dimensions, null flag, element type, bounds, then each element', () => {
    expect(binaryArray('integer', [7, null]).toString('hex')).toBe(
      [
        '00000001', // one dimension
        '00000001', // has nulls
        '00000017', // int4 (oid 23)
        '00000002', // two elements
        '00000001', // lower bound 1
        '00000004',
        '00000007',
        'ffffffff', // NULL
      ].join(''),
    );
    expect(binaryArray('float8', [1.5]).subarray(8, 12).readInt32BE(0)).toBe(701);
    expect(binaryArray('float8', [1.5]).readDoubleBE(24)).toBe(1.5);
    expect(binaryArray('bigint', [2 ** 53 - 1]).readBigInt64BE(24)).toBe(2n ** 53n - 1n);
  });
});

describe('insertByUnnest', () => {
  it('stores every number exactly, nulls as NULL, at the edges of each type', async () => {
    const x = [0.1, 1 / 3, -0, null, 5e-324, Number.MAX_VALUE, -1234.5678e-200];
    const n = [0, -(2 ** 31), 2 ** 31 - 1, null, 42, -7, 1];
    const big = [2 ** 53 - 1, -(2 ** 53 - 1), 0, null, 10_000_000_000, 1, 2];
    const label = ['a "quoted" \\ label', null, 'é', '', 'NULL', '{x,y}', 'z'];
    const rows = await insertAndReadBack({ n, x, big, label });
    expect(rows.map((row) => row.n)).toEqual(n);
    expect(rows.map((row) => row.x)).toEqual(x);
    expect(Object.is(rows[2]?.x, -0)).toBe(true);
    expect(rows.map((row) => row.big)).toEqual(big.map((value) => (value === null ? null : String(value))));
    expect(rows.map((row) => row.label)).toEqual(label);
  });

  it('sends a value its element type cannot hold as text, so the database refuses it rather than truncating it', async () => {
    const column = (value: unknown) => ({ n: [value], x: [1], big: [1], label: ['a'] });
    expect(await refusal(insertAndReadBack(column(1.5)))).toMatch(
      /invalid input syntax for type integer: "1.5"/,
    );
    expect(await refusal(insertAndReadBack(column(2 ** 31)))).toMatch(/out of range for type integer/);
    expect(await refusal(insertAndReadBack({ n: [1], x: [1], big: [2 ** 63], label: ['a'] }))).toMatch(
      /out of range for type bigint/,
    );
    // Text where a number belongs goes as text too, and is read as the database reads it.
    expect(await insertAndReadBack(column('12'))).toEqual([{ n: 12, x: 1, big: '1', label: 'a' }]);
  });
});
