import type { PartSummary } from '@specsource/contracts';
import { asc, type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { parts } from '../../platform/db/schema/index.ts';

export interface FindPartsInput {
  title: string;
  limit: number;
  offset: number;
}

/**
 * The parts with the same title (titles are stored trimmed, the query is trimmed by its schema; any case), for
 * the Add Part screen's duplicate check: read from the database, as it guards a create about to happen. The
 * typeahead's ranked search runs in memory (src/domain/parts/part-title-index.ts).
 */
export async function findPartsWithTitle(
  db: DatabaseOrTransaction,
  input: FindPartsInput,
): Promise<{ count: number; rows: PartSummary[] }> {
  const matches: SQL = sql`lower(${parts.title}) = lower(${input.title})`;
  const rows = await db
    .select({
      id: parts.id,
      title: parts.title,
      slug: parts.slug,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(parts)
    .where(matches)
    .orderBy(asc(parts.title), asc(parts.id))
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
