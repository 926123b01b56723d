import type { Transaction } from '../platform/db/database.ts';
import {
  attributes,
  attributeUnits,
  classifications,
  partClassificationAttributes,
  partClassifications,
  parts,
  partTypes,
  units,
} from '../platform/db/schema/index.ts';
import type { ClassificationSeed } from './classifications-data.ts';
import type { PartTypeSeed } from './part-types-data.ts';
import type { PartSeed } from './parts-data.ts';

export interface CatalogueSeed {
  partTypes: PartTypeSeed[];
  classifications: ClassificationSeed[];
  parts: PartSeed[];
}

/** Inserts part types, units, classifications, attributes and parts; returns part ids by slug. */
export async function insertCatalogue(tx: Transaction, seed: CatalogueSeed): Promise<Map<string, number>> {
  const typeIds = await insertPartTypes(tx, seed.partTypes);
  const attributeIds = await insertClassifications(tx, seed.classifications);
  const partIds = new Map<string, number>();
  for (const part of seed.parts) {
    partIds.set(part.slug, await insertPart(tx, part, typeIds, attributeIds));
  }
  return partIds;
}

async function insertPartTypes(tx: Transaction, seeds: PartTypeSeed[]): Promise<Map<string, number>> {
  const rows = await tx
    .insert(partTypes)
    .values(seeds.map(({ name, config }) => ({ name, config })))
    .returning({ id: partTypes.id, name: partTypes.name });
  return new Map(rows.map((row) => [row.name, row.id]));
}

function attributeKey(classification: string, attribute: string): string {
  return `${classification} / ${attribute}`;
}

/** Returns attribute ids keyed by 'classification / attribute'. */
async function insertClassifications(
  tx: Transaction,
  seeds: ClassificationSeed[],
): Promise<Map<string, { id: number; classificationId: number }>> {
  const unitTitles = [...new Set(seeds.flatMap((c) => c.attributes.flatMap((a) => a.units ?? [])))];
  const unitRows = await tx
    .insert(units)
    .values(unitTitles.map((title) => ({ title })))
    .returning({ id: units.id, title: units.title });
  const unitIds = new Map(unitRows.map((row) => [row.title, row.id]));

  const attributeIds = new Map<string, { id: number; classificationId: number }>();
  for (const seed of seeds) {
    const [classification] = await tx
      .insert(classifications)
      .values({ title: seed.title })
      .returning({ id: classifications.id });
    const classificationId = required(classification, `classification '${seed.title}'`).id;

    const attributeRows = await tx
      .insert(attributes)
      .values(
        seed.attributes.map((attribute) => ({
          classificationId,
          title: attribute.title,
          type: attribute.type,
          options: attribute.options ?? [],
          optionKeys: attribute.optionKeys ?? [],
          key: attribute.key ?? null,
          minValue: attribute.min ?? null,
          maxValue: attribute.max ?? null,
          minExclusive: attribute.minExclusive ?? false,
        })),
      )
      .returning({ id: attributes.id, title: attributes.title });

    const links = seed.attributes.flatMap((attribute, index) =>
      (attribute.units ?? []).map((unit, sortOrder) => ({
        attributeId: required(attributeRows[index], `attribute '${attribute.title}'`).id,
        unitId: required(unitIds.get(unit), `unit '${unit}'`),
        sortOrder,
      })),
    );
    if (links.length > 0) {
      await tx.insert(attributeUnits).values(links);
    }
    for (const row of attributeRows) {
      attributeIds.set(attributeKey(seed.title, row.title), { id: row.id, classificationId });
    }
  }
  return attributeIds;
}

async function insertPart(
  tx: Transaction,
  seed: PartSeed,
  typeIds: Map<string, number>,
  attributeIds: Map<string, { id: number; classificationId: number }>,
): Promise<number> {
  const [part] = await tx
    .insert(parts)
    .values({
      slug: seed.slug,
      title: seed.title,
      description: seed.description,
      partTypeId: required(typeIds.get(seed.partType), `part type '${seed.partType}'`),
    })
    .returning({ id: parts.id });
  const partId = required(part, `part '${seed.slug}'`).id;

  for (const [cardIndex, card] of seed.classifications.entries()) {
    const links = card.attributes.map((attribute) =>
      required(
        attributeIds.get(attributeKey(card.classification, attribute.title)),
        `attribute '${attribute.title}' of classification '${card.classification}'`,
      ),
    );
    const classificationId = required(links[0], `an attribute on '${card.classification}'`).classificationId;
    const [partClassification] = await tx
      .insert(partClassifications)
      .values({ partId, classificationId, isOptional: card.isOptional, sortOrder: cardIndex })
      .returning({ id: partClassifications.id });
    const partClassificationId = required(partClassification, `card '${card.classification}'`).id;

    await tx.insert(partClassificationAttributes).values(
      card.attributes.map((attribute, sortOrder) => ({
        partClassificationId,
        attributeId: required(links[sortOrder], attribute.title).id,
        isOptional: attribute.isOptional,
        sortOrder,
      })),
    );
  }
  return partId;
}

/** The seed data refers to things by name; a typo must fail loudly, not insert a broken structure. */
function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) {
    throw new Error(`Seed data refers to ${what}, which does not exist`);
  }
  return value;
}
