import type { ADMIN_PART_SORT_FIELDS, AdminPartRow, SortOrder } from '@specsource/contracts';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/like-pattern.ts';
import { partClassifications, partSuppliers, parts, partTypes } from '../../platform/db/schema/index.ts';

export type AdminPartSortField = (typeof ADMIN_PART_SORT_FIELDS)[number];

export interface FindAdminPartsInput {
  /** Part of the title, any case; empty for every part. */
  search: string;
  field: AdminPartSortField;
  order: SortOrder;
  limit: number;
  offset: number;
}

const classificationCount = sql<number>`(select count(*) from ${partClassifications} where ${partClassifications.partId} = ${parts.id})`;
const supplierCount = sql<number>`(select count(*) from ${partSuppliers} where ${partSuppliers.partId} = ${parts.id})`;

const SORT_COLUMNS: Record<AdminPartSortField, SQL> = {
  title: sql`lower(${parts.title})`,
  part_type: sql`lower(${partTypes.name})`,
  updated_at: sql`${parts.updatedAt}`,
  supplier_count: supplierCount,
};

/** The admin part list, one page of it, with the total count of matches. */
export async function findAdminParts(
  db: DatabaseOrTransaction,
  input: FindAdminPartsInput,
): Promise<{ count: number; rows: AdminPartRow[] }> {
  const matches = sql`lower(${parts.title}) like ${`%${escapeLike(input.search.toLowerCase())}%`}`;
  const direction = input.order === 'desc' ? desc : asc;
  const rows = await db
    .select({
      id: parts.id,
      title: parts.title,
      slug: parts.slug,
      partType: partTypes.name,
      classificationCount: classificationCount.mapWith(Number),
      supplierCount: supplierCount.mapWith(Number),
      updatedAt: parts.updatedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(parts)
    .leftJoin(partTypes, eq(partTypes.id, parts.partTypeId))
    .where(matches)
    // The id breaks ties, so a row never shows on two pages.
    .orderBy(direction(SORT_COLUMNS[input.field]), asc(parts.id))
    .limit(input.limit)
    .offset(input.offset);
  const count = rows[0]?.total ?? (input.offset > 0 ? await countMatches(db, matches) : 0);
  return {
    count,
    rows: rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      part_type: row.partType,
      classification_count: row.classificationCount,
      supplier_count: row.supplierCount,
      updated_at: row.updatedAt.toISOString(),
    })),
  };
}

// Only needed past the last page: the window count then has no row to ride on.
async function countMatches(db: DatabaseOrTransaction, matches: SQL): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(parts)
    .where(matches);
  return row?.count ?? 0;
}
