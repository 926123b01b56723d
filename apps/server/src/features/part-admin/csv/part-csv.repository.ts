import { asc, eq, sql } from 'drizzle-orm';
import { attributeRuleColumns } from '../../../domain/taxonomy/attributes.repository.ts';
import type { DatabaseOrTransaction } from '../../../platform/db/database.ts';
import {
  attributes,
  attributeUnits,
  classifications,
  partClassificationAttributes,
  partClassifications,
  partSlugHistory,
  parts,
  partTypes,
  units,
} from '../../../platform/db/schema/index.ts';
import type { ImportSnapshot } from './parts-import-plan.ts';

/** Everything the import resolves names against, read inside the import's transaction. */
export async function loadImportSnapshot(db: DatabaseOrTransaction): Promise<ImportSnapshot> {
  const [partTypeRows, classificationRows, attributeRows, unitRows, partRows, historyRows] =
    await Promise.all([
      db.select({ id: partTypes.id, name: partTypes.name }).from(partTypes),
      db.select({ id: classifications.id, title: classifications.title }).from(classifications),
      db
        .select({
          id: attributes.id,
          classificationId: attributes.classificationId,
          title: attributes.title,
          type: attributes.type,
          key: attributes.key,
        })
        .from(attributes),
      db.select({ id: units.id, title: units.title }).from(units),
      db.select({ id: parts.id, slug: parts.slug, title: parts.title }).from(parts),
      db.select({ slug: partSlugHistory.slug, partId: partSlugHistory.partId }).from(partSlugHistory),
    ]);
  return {
    partTypes: partTypeRows,
    classifications: classificationRows,
    attributes: attributeRows,
    units: unitRows,
    parts: partRows,
    slugHistory: historyRows,
  };
}

/** One exported line: a part's card's attribute, with the attribute's definition. */
export interface PartExportLine {
  partId: number;
  partTitle: string;
  partSlug: string;
  partDescription: string;
  partType: string | null;
  classification: string | null;
  classificationOptional: boolean | null;
  attribute: string | null;
  attributeOptional: boolean | null;
  attributeType: string | null;
  options: string[] | null;
  minValue: number | null;
  maxValue: number | null;
  minExclusive: boolean | null;
  maxExclusive: boolean | null;
  key: string | null;
  optionKeys: string[] | null;
  /** The attribute's units in order, joined by the list separator. */
  units: string | null;
}

/** Every part's cards and attributes in display order; a part without cards gives one line. */
export async function loadPartExportLines(db: DatabaseOrTransaction): Promise<PartExportLine[]> {
  const unitList = db
    .select({
      attributeId: attributeUnits.attributeId,
      titles:
        sql<string>`string_agg(${units.title}, '|' order by ${attributeUnits.sortOrder}, ${units.id})`.as(
          'titles',
        ),
    })
    .from(attributeUnits)
    .innerJoin(units, eq(units.id, attributeUnits.unitId))
    .groupBy(attributeUnits.attributeId)
    .as('unit_list');

  return db
    .select({
      partId: parts.id,
      partTitle: parts.title,
      partSlug: parts.slug,
      partDescription: parts.description,
      partType: partTypes.name,
      classification: classifications.title,
      classificationOptional: partClassifications.isOptional,
      attribute: attributes.title,
      attributeOptional: partClassificationAttributes.isOptional,
      attributeType: attributes.type,
      ...attributeRuleColumns,
      units: unitList.titles,
    })
    .from(parts)
    .leftJoin(partTypes, eq(partTypes.id, parts.partTypeId))
    .leftJoin(partClassifications, eq(partClassifications.partId, parts.id))
    .leftJoin(classifications, eq(classifications.id, partClassifications.classificationId))
    .leftJoin(
      partClassificationAttributes,
      eq(partClassificationAttributes.partClassificationId, partClassifications.id),
    )
    .leftJoin(attributes, eq(attributes.id, partClassificationAttributes.attributeId))
    .leftJoin(unitList, eq(unitList.attributeId, attributes.id))
    .orderBy(
      asc(parts.title),
      asc(parts.id),
      asc(partClassifications.sortOrder),
      asc(partClassifications.id),
      asc(partClassificationAttributes.sortOrder),
      asc(partClassificationAttributes.id),
    );
}
