import type { AttributeType, PartStructure, PartSummary } from '@specsource/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import {
  attributes,
  attributeUnits,
  classifications,
  partClassificationAttributes,
  partClassifications,
  parts,
  partTypes,
  units,
} from '../../db/schema/index.ts';

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export interface FindPartsInput {
  title: string;
  limit: number;
  offset: number;
}

/** Case-insensitive title search ranked exact, then prefix, then infix; alphabetical within a rank. */
export async function findPartsByTitle(
  db: DatabaseOrTransaction,
  input: FindPartsInput,
): Promise<{ count: number; rows: PartSummary[] }> {
  const needle = input.title.toLowerCase();
  const pattern = `%${escapeLike(needle)}%`;
  const prefix = `${escapeLike(needle)}%`;
  const rank = sql`case when lower(${parts.title}) = ${needle} then 0 when lower(${parts.title}) like ${prefix} then 1 else 2 end`;
  const rows = await db
    .select({
      id: parts.id,
      title: parts.title,
      slug: parts.slug,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(parts)
    .where(sql`lower(${parts.title}) like ${pattern}`)
    .orderBy(rank, asc(parts.title), asc(parts.id))
    .limit(input.limit)
    .offset(input.offset);
  const count = rows[0]?.total ?? (input.offset > 0 ? await countPartsByTitle(db, pattern) : 0);
  return { count, rows: rows.map(({ id, title, slug }) => ({ id, title, slug })) };
}

// Only needed when a page past the end was asked for: the window count then has no row to ride on.
async function countPartsByTitle(db: DatabaseOrTransaction, pattern: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(parts)
    .where(sql`lower(${parts.title}) like ${pattern}`);
  return row?.count ?? 0;
}

/** The part with its classification cards, attributes and units, in display order; null when unknown. */
export async function findPartStructureBySlug(
  db: DatabaseOrTransaction,
  slug: string,
): Promise<PartStructure | null> {
  const [part] = await db
    .select({
      id: parts.id,
      slug: parts.slug,
      title: parts.title,
      description: parts.description,
      partType: partTypes.name,
    })
    .from(parts)
    .leftJoin(partTypes, eq(partTypes.id, parts.partTypeId))
    .where(eq(parts.slug, slug));
  if (!part) {
    return null;
  }

  const cards = await db
    .select({
      id: partClassifications.id,
      isOptional: partClassifications.isOptional,
      classificationId: classifications.id,
      classificationTitle: classifications.title,
    })
    .from(partClassifications)
    .innerJoin(classifications, eq(classifications.id, partClassifications.classificationId))
    .where(eq(partClassifications.partId, part.id))
    .orderBy(asc(partClassifications.sortOrder), asc(partClassifications.id));

  const cardIds = cards.map((card) => card.id);
  const fields =
    cardIds.length === 0
      ? []
      : await db
          .select({
            id: partClassificationAttributes.id,
            partClassificationId: partClassificationAttributes.partClassificationId,
            isOptional: partClassificationAttributes.isOptional,
            attributeId: attributes.id,
            title: attributes.title,
            type: attributes.type,
            options: attributes.options,
          })
          .from(partClassificationAttributes)
          .innerJoin(attributes, eq(attributes.id, partClassificationAttributes.attributeId))
          .where(inArray(partClassificationAttributes.partClassificationId, cardIds))
          .orderBy(asc(partClassificationAttributes.sortOrder), asc(partClassificationAttributes.id));

  const attributeIds = [...new Set(fields.map((field) => field.attributeId))];
  const unitRows =
    attributeIds.length === 0
      ? []
      : await db
          .select({ attributeId: attributeUnits.attributeId, id: units.id, title: units.title })
          .from(attributeUnits)
          .innerJoin(units, eq(units.id, attributeUnits.unitId))
          .where(inArray(attributeUnits.attributeId, attributeIds))
          .orderBy(asc(attributeUnits.sortOrder), asc(units.id));

  const unitsByAttribute = Map.groupBy(unitRows, (row) => row.attributeId);
  const fieldsByCard = Map.groupBy(fields, (field) => field.partClassificationId);

  return {
    id: part.id,
    slug: part.slug,
    title: part.title,
    description: part.description,
    part_type: part.partType,
    partclassification_set: cards.map((card) => ({
      id: card.id,
      classification: { id: card.classificationId, title: card.classificationTitle },
      is_optional: card.isOptional,
      partclassificationattribute_set: (fieldsByCard.get(card.id) ?? []).map((field) => ({
        id: field.id,
        is_optional: field.isOptional,
        attribute: {
          id: field.attributeId,
          title: field.title,
          type: field.type as AttributeType,
          options: field.options,
          unit: (unitsByAttribute.get(field.attributeId) ?? []).map(({ id, title }) => ({ id, title })),
          value: null,
          unit_value: null,
        },
      })),
    })),
  };
}
