import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { attributes, attributeUnits, units } from '../../platform/db/schema/index.ts';

/** What an admin sets on an attribute (its units apart). */
export interface AttributeValues {
  classificationId: number;
  title: string;
  type: (typeof attributes.$inferSelect)['type'];
  options: string[];
  minValue: number | null;
  maxValue: number | null;
  minExclusive: boolean;
  maxExclusive: boolean;
  key: string | null;
  optionKeys: string[];
}

/** A stored attribute with its units, the first of them its default. */
export interface AttributeWithUnits extends AttributeValues {
  id: number;
  units: { id: number; title: string }[];
}

/** The columns that say what values an attribute takes; the part CSV export reads them too. */
export const attributeRuleColumns = {
  options: attributes.options,
  minValue: attributes.minValue,
  maxValue: attributes.maxValue,
  minExclusive: attributes.minExclusive,
  maxExclusive: attributes.maxExclusive,
  key: attributes.key,
  optionKeys: attributes.optionKeys,
};

export async function listAttributeRows(db: DatabaseOrTransaction, classificationId: number) {
  return db
    .select({ id: attributes.id, title: attributes.title })
    .from(attributes)
    .where(eq(attributes.classificationId, classificationId))
    .orderBy(asc(sql`lower(${attributes.title})`), asc(attributes.id));
}

export async function findAttributes(
  db: DatabaseOrTransaction,
  where: { id: number } | { classificationId: number },
  options: { lock?: boolean } = {},
): Promise<AttributeWithUnits[]> {
  const condition =
    'id' in where ? eq(attributes.id, where.id) : eq(attributes.classificationId, where.classificationId);
  const query = db
    .select({
      id: attributes.id,
      classificationId: attributes.classificationId,
      title: attributes.title,
      type: attributes.type,
      ...attributeRuleColumns,
    })
    .from(attributes)
    .where(condition)
    .orderBy(asc(attributes.id));
  const rows = options.lock ? await query.for('update') : await query;
  if (rows.length === 0) {
    return [];
  }
  const unitRows = await db
    .select({ attributeId: attributeUnits.attributeId, id: units.id, title: units.title })
    .from(attributeUnits)
    .innerJoin(units, eq(units.id, attributeUnits.unitId))
    .where(
      inArray(
        attributeUnits.attributeId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(attributeUnits.sortOrder), asc(units.id));
  return rows.map((row) => ({
    ...row,
    units: unitRows
      .filter((unit) => unit.attributeId === row.id)
      .map((unit) => ({ id: unit.id, title: unit.title })),
  }));
}

export async function findAttribute(
  db: DatabaseOrTransaction,
  id: number,
  options: { lock?: boolean } = {},
): Promise<AttributeWithUnits | null> {
  const [row] = await findAttributes(db, { id }, options);
  return row ?? null;
}

export async function insertAttribute(tx: DatabaseOrTransaction, values: AttributeValues, now: Date) {
  const [row] = await tx
    .insert(attributes)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: attributes.id });
  if (!row) {
    throw new Error('insert into attributes returned no row');
  }
  return row.id;
}

export async function updateAttributeRow(
  tx: DatabaseOrTransaction,
  id: number,
  values: AttributeValues,
  now: Date,
) {
  await tx
    .update(attributes)
    .set({ ...values, updatedAt: now })
    .where(eq(attributes.id, id));
}

/** Replaces an attribute's units, keeping the given order (the first is the default). */
export async function setAttributeUnits(tx: DatabaseOrTransaction, attributeId: number, unitIds: number[]) {
  await tx.delete(attributeUnits).where(eq(attributeUnits.attributeId, attributeId));
  if (unitIds.length > 0) {
    await tx
      .insert(attributeUnits)
      .values(unitIds.map((unitId, sortOrder) => ({ attributeId, unitId, sortOrder })));
  }
}

export async function deleteAttributeRow(tx: DatabaseOrTransaction, id: number) {
  await tx.delete(attributes).where(eq(attributes.id, id));
}
