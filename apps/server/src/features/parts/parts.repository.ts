import type { PartSummary } from '@specsource/contracts';
import { asc, type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { parts } from '../../db/schema/index.ts';

export interface FindPartsInput {
  title: string;
  /** Same title only (trimmed, case-insensitive) instead of the ranked prefix/infix search. */
  isExact: boolean;
  limit: number;
  offset: number;
}

/**
 * Case-insensitive title search ranked exact, then prefix, then infix, alphabetical within a rank; or, when
 * `isExact`, the parts with the same title (titles are stored trimmed, the query is trimmed by its schema).
 */
export async function findPartsByTitle(
  db: DatabaseOrTransaction,
  input: FindPartsInput,
): Promise<{ count: number; rows: PartSummary[] }> {
  const needle = input.title.toLowerCase();
  const prefix = `${escapeLike(needle)}%`;
  const matches: SQL = input.isExact
    ? sql`lower(${parts.title}) = lower(${input.title})`
    : sql`lower(${parts.title}) like ${`%${escapeLike(needle)}%`}`;
  const rank = sql`case when lower(${parts.title}) = ${needle} then 0 when lower(${parts.title}) like ${prefix} then 1 else 2 end`;
  const rows = await db
    .select({
      id: parts.id,
      title: parts.title,
      slug: parts.slug,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(parts)
    .where(matches)
    .orderBy(rank, asc(parts.title), asc(parts.id))
    .limit(input.limit)
    .offset(input.offset);
  const count = rows[0]?.total ?? (input.offset > 0 ? await countParts(db, matches) : 0);
  return { count, rows: rows.map(({ id, title, slug }) => ({ id, title, slug })) };
}

// Only needed when a page past the end was asked for: the window count then has no row to ride on.
async function countParts(db: DatabaseOrTransaction, matches: SQL): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(parts)
    .where(matches);
  return row?.count ?? 0;
}
