import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import {
  attributes,
  attributeUnits,
  classifications,
  partClassificationAttributes,
  partClassifications,
  parts,
  units,
} from '../../platform/db/schema/index.ts';

export type ClassificationRow = typeof classifications.$inferSelect;
export type UnitRow = typeof units.$inferSelect;

export interface AttributeWithUnits {
  id: number;
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
  units: { id: number; title: string }[];
}

export interface AttributeValues {
  classificationId: number;
  title: string;
  type: AttributeWithUnits['type'];
  options: string[];
  minValue: number | null;
  maxValue: number | null;
  minExclusive: boolean;
  maxExclusive: boolean;
  key: string | null;
  optionKeys: string[];
}

// --- the tables that are a title and its timestamps: classifications and units -----------------------

type TitledTable = typeof classifications | typeof units;

async function findTitled(
  db: DatabaseOrTransaction,
  table: TitledTable,
  id: number,
  { lock = false }: { lock?: boolean },
) {
  const query = db.select({ id: table.id, title: table.title }).from(table).where(eq(table.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

async function insertTitled(tx: DatabaseOrTransaction, table: TitledTable, title: string, now: Date) {
  const [row] = await tx
    .insert(table)
    .values({ title, createdAt: now, updatedAt: now })
    .returning({ id: table.id, title: table.title });
  if (!row) {
    throw new Error('insert of a titled row returned no row');
  }
  return row;
}

async function renameTitled(
  tx: DatabaseOrTransaction,
  table: TitledTable,
  id: number,
  title: string,
  now: Date,
) {
  await tx.update(table).set({ title, updatedAt: now }).where(eq(table.id, id));
}

// --- classifications -------------------------------------------------------------------------------

export async function listClassificationRows(db: DatabaseOrTransaction) {
  return db
    .select({ id: classifications.id, title: classifications.title })
    .from(classifications)
    .orderBy(asc(sql`lower(${classifications.title})`), asc(classifications.id));
}

/** With `lock`, the row stays locked for the rest of the transaction, so a concurrent change waits. */
export async function findClassification(
  db: DatabaseOrTransaction,
  id: number,
  options: { lock?: boolean } = {},
) {
  return findTitled(db, classifications, id, options);
}

export async function insertClassification(tx: DatabaseOrTransaction, title: string, now: Date) {
  return insertTitled(tx, classifications, title, now);
}

export async function renameClassification(tx: DatabaseOrTransaction, id: number, title: string, now: Date) {
  await renameTitled(tx, classifications, id, title, now);
}

export async function deleteClassificationRow(tx: DatabaseOrTransaction, id: number) {
  await tx.delete(attributes).where(eq(attributes.classificationId, id));
  await tx.delete(classifications).where(eq(classifications.id, id));
}

// --- attributes ------------------------------------------------------------------------------------

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
      options: attributes.options,
      minValue: attributes.minValue,
      maxValue: attributes.maxValue,
      minExclusive: attributes.minExclusive,
      maxExclusive: attributes.maxExclusive,
      key: attributes.key,
      optionKeys: attributes.optionKeys,
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

// --- units -----------------------------------------------------------------------------------------

export async function listUnitRows(db: DatabaseOrTransaction) {
  return db.select({ id: units.id, title: units.title }).from(units).orderBy(asc(units.title), asc(units.id));
}

/** With `lock`, the row stays locked for the rest of the transaction, so a concurrent change waits. */
export async function findUnit(db: DatabaseOrTransaction, id: number, options: { lock?: boolean } = {}) {
  return findTitled(db, units, id, options);
}

export async function findExistingUnitIds(db: DatabaseOrTransaction, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) {
    return new Set();
  }
  const rows = await db.select({ id: units.id }).from(units).where(inArray(units.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function insertUnit(tx: DatabaseOrTransaction, title: string, now: Date) {
  return insertTitled(tx, units, title, now);
}

export async function renameUnit(tx: DatabaseOrTransaction, id: number, title: string, now: Date) {
  await renameTitled(tx, units, id, title, now);
}

export async function deleteUnitRow(tx: DatabaseOrTransaction, id: number) {
  await tx.delete(units).where(eq(units.id, id));
}

// --- what uses what --------------------------------------------------------------------------------

/** Titles of the parts that use a classification directly or through one of its attributes. */
export async function partsUsingClassification(db: DatabaseOrTransaction, classificationId: number) {
  const direct = db
    .select({ title: parts.title })
    .from(partClassifications)
    .innerJoin(parts, eq(parts.id, partClassifications.partId))
    .where(eq(partClassifications.classificationId, classificationId));
  const viaAttributes = db
    .select({ title: parts.title })
    .from(partClassificationAttributes)
    .innerJoin(attributes, eq(attributes.id, partClassificationAttributes.attributeId))
    .innerJoin(
      partClassifications,
      eq(partClassifications.id, partClassificationAttributes.partClassificationId),
    )
    .innerJoin(parts, eq(parts.id, partClassifications.partId))
    .where(eq(attributes.classificationId, classificationId));
  const rows = await direct.union(viaAttributes);
  return sortedTitles(rows);
}

/** Titles of the parts whose classification cards show this attribute. */
export async function partsUsingAttribute(db: DatabaseOrTransaction, attributeId: number) {
  const rows = await db
    .selectDistinct({ title: parts.title })
    .from(partClassificationAttributes)
    .innerJoin(
      partClassifications,
      eq(partClassifications.id, partClassificationAttributes.partClassificationId),
    )
    .innerJoin(parts, eq(parts.id, partClassifications.partId))
    .where(eq(partClassificationAttributes.attributeId, attributeId));
  return sortedTitles(rows);
}

/** Titles of the parts that show an attribute measured in this unit. */
export async function partsUsingUnit(db: DatabaseOrTransaction, unitId: number) {
  const rows = await db
    .selectDistinct({ title: parts.title })
    .from(attributeUnits)
    .innerJoin(
      partClassificationAttributes,
      eq(partClassificationAttributes.attributeId, attributeUnits.attributeId),
    )
    .innerJoin(
      partClassifications,
      eq(partClassifications.id, partClassificationAttributes.partClassificationId),
    )
    .innerJoin(parts, eq(parts.id, partClassifications.partId))
    .where(eq(attributeUnits.unitId, unitId));
  return sortedTitles(rows);
}

/** Titles of the attributes that offer this unit. */
export async function attributesUsingUnit(db: DatabaseOrTransaction, unitId: number) {
  const rows = await db
    .select({ title: attributes.title })
    .from(attributeUnits)
    .innerJoin(attributes, eq(attributes.id, attributeUnits.attributeId))
    .where(eq(attributeUnits.unitId, unitId));
  return sortedTitles(rows);
}

/** Whether a part's card puts this attribute under a classification other than `classificationId`. */
export async function isAttributeUsedOutside(
  db: DatabaseOrTransaction,
  attributeId: number,
  classificationId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: partClassificationAttributes.id })
    .from(partClassificationAttributes)
    .innerJoin(
      partClassifications,
      eq(partClassifications.id, partClassificationAttributes.partClassificationId),
    )
    .where(
      and(
        eq(partClassificationAttributes.attributeId, attributeId),
        ne(partClassifications.classificationId, classificationId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

function sortedTitles(rows: { title: string }[]): string[] {
  return [...new Set(rows.map((row) => row.title))].sort((a, b) => a.localeCompare(b));
}
