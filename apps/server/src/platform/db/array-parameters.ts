import { sql } from 'drizzle-orm';
import type { Transaction } from './database.ts';

// Many values in one statement parameter: a column's values as one PostgreSQL array, on both drivers.

/**
 * A PostgreSQL array literal (`{"a","b",NULL}`): both drivers pass it as one text parameter, whatever the
 * element type. Numbers are written in JS's shortest round-trip form, which float8 input reads back exactly.
 */
export function arrayLiteral(values: readonly unknown[]): string {
  const items = values.map((value) => {
    if (value === null || value === undefined) {
      return 'NULL';
    }
    if (typeof value === 'number') {
      return String(value);
    }
    return `"${String(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

// Element types whose arrays go in PostgreSQL's binary form (array_send's layout, src/backend/utils/adt/arrayfuncs.c):
// their type oid (pg_type.dat) and byte width. Parsing text is most of a bulk insert on PGlite: 200,000 curve points
// took 1.8 s with their numbers as text, 0.8 s in binary (docs/benchmarks.md).
const BINARY_ELEMENTS = {
  float8: { oid: 701, width: 8 },
  integer: { oid: 23, width: 4 },
  bigint: { oid: 20, width: 8 },
} as const;

type BinaryElement = keyof typeof BINARY_ELEMENTS;

function isBinaryElement(type: string): type is BinaryElement {
  return Object.hasOwn(BINARY_ELEMENTS, type);
}

// The numbers each element type holds exactly: an integer out of range or with a fraction must not be truncated.
const FITS: Record<BinaryElement, (value: number) => boolean> = {
  float8: () => true,
  integer: (value) => Number.isInteger(value) && value >= -(2 ** 31) && value < 2 ** 31,
  bigint: (value) => Number.isSafeInteger(value),
};

/** Whether every value fits the element type exactly; a value that does not goes as text, for the database to refuse. */
function fitsBinary(
  type: BinaryElement,
  values: readonly unknown[],
): values is readonly (number | null | undefined)[] {
  const fits = FITS[type];
  return values.every(
    (value) => value === null || value === undefined || (typeof value === 'number' && fits(value)),
  );
}

/**
 * A one-dimensional array in PostgreSQL's binary format: dimensions, a has-nulls flag, the element type, the length
 * and lower bound, then each element as its length (-1 for NULL) and its big-endian bytes. Both drivers send bytes
 * in binary format (node-postgres a Buffer, StatementCachingPGlite a Uint8Array), and float8 goes bit for bit.
 */
export function binaryArray(type: BinaryElement, values: readonly (number | null | undefined)[]): Buffer {
  const { oid, width } = BINARY_ELEMENTS[type];
  const nulls = values.reduce<number>(
    (count, value) => count + (value === null || value === undefined ? 1 : 0),
    0,
  );
  const bytes = Buffer.allocUnsafe(20 + 4 * values.length + width * (values.length - nulls));
  let offset = bytes.writeInt32BE(1, 0);
  offset = bytes.writeInt32BE(nulls > 0 ? 1 : 0, offset);
  offset = bytes.writeInt32BE(oid, offset);
  offset = bytes.writeInt32BE(values.length, offset);
  offset = bytes.writeInt32BE(1, offset);
  for (const value of values) {
    if (value === null || value === undefined) {
      offset = bytes.writeInt32BE(-1, offset);
      continue;
    }
    offset = bytes.writeInt32BE(width, offset);
    switch (type) {
      case 'float8':
        offset = bytes.writeDoubleBE(value, offset);
        break;
      case 'integer':
        offset = bytes.writeInt32BE(value, offset);
        break;
      case 'bigint':
        offset = bytes.writeBigInt64BE(BigInt(value), offset);
        break;
    }
  }
  return bytes;
}

/** A column's values as one array parameter: binary where the element type has a binary form and every value fits. */
function arrayParameter(type: string, values: readonly unknown[]): string | Buffer {
  return isBinaryElement(type) && fitsBinary(type, values) ? binaryArray(type, values) : arrayLiteral(values);
}

/**
 * One INSERT for many rows, each column sent as a single array parameter (`insert … select … from unnest(…)`):
 * a few parameters per statement however many rows, which is what makes seeding 200,000 curve points quick.
 */
export async function insertByUnnest<Row extends Record<string, unknown>>(
  tx: Transaction,
  table: string,
  columns: readonly (readonly [name: string, type: string, values: readonly unknown[], cast?: string])[],
  returning?: string,
): Promise<Row[]> {
  const names = sql.join(
    columns.map(([name]) => sql.identifier(name)),
    sql`, `,
  );
  const arrays = sql.join(
    columns.map(([, type, values]) => sql`${arrayParameter(type, values)}::${sql.raw(type)}[]`),
    sql`, `,
  );
  // A column whose values travel as text (an array per row cannot be unnested from a 2-D array) is cast on the way in.
  const selected = sql.join(
    columns.map(([name, , , cast]) =>
      cast === undefined ? sql.identifier(name) : sql`${sql.identifier(name)}::${sql.raw(cast)}`,
    ),
    sql`, `,
  );
  const query = sql`insert into ${sql.identifier(table)} (${names}) select ${selected} from unnest(${arrays}) as u(${names})`;
  if (returning !== undefined) {
    query.append(sql.raw(` returning ${returning}`));
  }
  const result = await tx.execute(query);
  return (result as unknown as { rows: Row[] }).rows ?? [];
}
