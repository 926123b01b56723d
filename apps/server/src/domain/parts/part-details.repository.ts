import type { AttributeType, PartDetails, PartStructure } from '@specsource/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import {
  attributes,
  attributeUnits,
  classifications,
  partClassificationAttributes,
  partClassifications,
  parts,
  partTypes,
  units,
} from '../../platform/db/schema/index.ts';

/** A part is found by its id (admin screens) or by its current slug (the wizard's address). */
export type PartLookup = { id: number } | { slug: string };

/**
 * The part with its classification cards, attributes and units in display order, plus its type id and last
 * change; null when unknown. The public route answers the PartStructure subset (its schema drops the rest).
 */
export async function findPartDetails(
  db: DatabaseOrTransaction,
  lookup: PartLookup,
): Promise<PartDetails | null> {
  const [part] = await db
    .select({
      id: parts.id,
      slug: parts.slug,
      title: parts.title,
      description: parts.description,
      partTypeId: parts.partTypeId,
      partType: partTypes.name,
      updatedAt: parts.updatedAt,
    })
    .from(parts)
    .leftJoin(partTypes, eq(partTypes.id, parts.partTypeId))
    .where('id' in lookup ? eq(parts.id, lookup.id) : eq(parts.slug, lookup.slug));
  if (!part) {
    return null;
  }

  return {
    id: part.id,
    slug: part.slug,
    title: part.title,
    description: part.description,
    part_type: part.partType,
    part_type_id: part.partTypeId,
    updated_at: part.updatedAt.toISOString(),
    partclassification_set: await findPartCards(db, part.id),
  };
}

async function findPartCards(
  db: DatabaseOrTransaction,
  partId: number,
): Promise<PartStructure['partclassification_set']> {
  const cards = await db
    .select({
      id: partClassifications.id,
      isOptional: partClassifications.isOptional,
      classificationId: classifications.id,
      classificationTitle: classifications.title,
    })
    .from(partClassifications)
    .innerJoin(classifications, eq(classifications.id, partClassifications.classificationId))
    .where(eq(partClassifications.partId, partId))
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
            key: attributes.key,
            optionKeys: attributes.optionKeys,
            minValue: attributes.minValue,
            maxValue: attributes.maxValue,
            minExclusive: attributes.minExclusive,
            maxExclusive: attributes.maxExclusive,
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

  return cards.map((card) => ({
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
        key: field.key,
        option_keys: field.optionKeys,
        min_value: field.minValue,
        max_value: field.maxValue,
        min_exclusive: field.minExclusive,
        max_exclusive: field.maxExclusive,
      },
    })),
  }));
}
