import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import {
  attributes,
  attributeUnits,
  partClassificationAttributes,
  partClassifications,
  parts,
  partTypes,
} from '../../platform/db/schema/index.ts';

// A part the pump search serves is one whose type has instant results: the dispatcher searches exactly those.
const HAS_INSTANT_RESULTS = sql`coalesce((${partTypes.config} -> 'features' ->> 'instantResults')::boolean, false)`;

export interface PartRef {
  id: number;
  title: string;
}

/** Whether parts of this type are searched (null: a part without a type is not). */
export async function isSearchedPartType(
  db: DatabaseOrTransaction,
  partTypeId: number | null,
): Promise<boolean> {
  if (partTypeId === null) {
    return false;
  }
  const [row] = await db
    .select({ isSearched: HAS_INSTANT_RESULTS.mapWith(Boolean) })
    .from(partTypes)
    .where(eq(partTypes.id, partTypeId));
  return row?.isSearched === true;
}

/** The searched parts whose cards show one of these attributes, by title. */
export async function findSearchedPartsUsingAttributes(
  db: DatabaseOrTransaction,
  attributeIds: number[],
): Promise<PartRef[]> {
  if (attributeIds.length === 0) {
    return [];
  }
  return db
    .selectDistinct({ id: parts.id, title: parts.title })
    .from(partClassificationAttributes)
    .innerJoin(
      partClassifications,
      eq(partClassifications.id, partClassificationAttributes.partClassificationId),
    )
    .innerJoin(parts, eq(parts.id, partClassifications.partId))
    .innerJoin(partTypes, eq(partTypes.id, parts.partTypeId))
    .where(and(inArray(partClassificationAttributes.attributeId, attributeIds), HAS_INSTANT_RESULTS))
    .orderBy(asc(parts.title), asc(parts.id));
}

/** The parts of a type, by title. */
export async function findPartsOfType(db: DatabaseOrTransaction, partTypeId: number): Promise<PartRef[]> {
  return db
    .select({ id: parts.id, title: parts.title })
    .from(parts)
    .where(eq(parts.partTypeId, partTypeId))
    .orderBy(asc(parts.title), asc(parts.id));
}

/** The ids of the keyed attributes that offer this unit. */
export async function findKeyedAttributeIdsWithUnit(
  db: DatabaseOrTransaction,
  unitId: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: attributes.id })
    .from(attributeUnits)
    .innerJoin(attributes, eq(attributes.id, attributeUnits.attributeId))
    .where(and(eq(attributeUnits.unitId, unitId), sql`${attributes.key} is not null`))
    .orderBy(asc(attributes.id));
  return rows.map((row) => row.id);
}
