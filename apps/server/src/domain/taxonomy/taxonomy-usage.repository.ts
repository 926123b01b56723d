import { and, eq, ne } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import {
  attributes,
  attributeUnits,
  partClassificationAttributes,
  partClassifications,
  parts,
} from '../../platform/db/schema/index.ts';

// What uses what: the deletes and edits of classifications, attributes and units refuse, or warn, while
// parts still use them.

/** Joins an attribute's place on a part's card to the card it sits on. */
const cardOfAttribute = eq(partClassifications.id, partClassificationAttributes.partClassificationId);
/** Joins a classification card to its part. */
const partOfCard = eq(parts.id, partClassifications.partId);

/** Titles of the parts that use a classification directly or through one of its attributes. */
export async function partsUsingClassification(db: DatabaseOrTransaction, classificationId: number) {
  const direct = db
    .select({ title: parts.title })
    .from(partClassifications)
    .innerJoin(parts, partOfCard)
    .where(eq(partClassifications.classificationId, classificationId));
  const viaAttributes = db
    .select({ title: parts.title })
    .from(partClassificationAttributes)
    .innerJoin(attributes, eq(attributes.id, partClassificationAttributes.attributeId))
    .innerJoin(partClassifications, cardOfAttribute)
    .innerJoin(parts, partOfCard)
    .where(eq(attributes.classificationId, classificationId));
  const rows = await direct.union(viaAttributes);
  return sortedTitles(rows);
}

/** Titles of the parts whose classification cards show this attribute. */
export async function partsUsingAttribute(db: DatabaseOrTransaction, attributeId: number) {
  const rows = await db
    .selectDistinct({ title: parts.title })
    .from(partClassificationAttributes)
    .innerJoin(partClassifications, cardOfAttribute)
    .innerJoin(parts, partOfCard)
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
    .innerJoin(partClassifications, cardOfAttribute)
    .innerJoin(parts, partOfCard)
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
    .innerJoin(partClassifications, cardOfAttribute)
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
