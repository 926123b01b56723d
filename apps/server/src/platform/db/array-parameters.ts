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
    columns.map(([, type, values]) => sql`${arrayLiteral(values)}::${sql.raw(type)}[]`),
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
