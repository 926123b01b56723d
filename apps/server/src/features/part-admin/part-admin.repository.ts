import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import {
  attributes,
  classifications,
  partClassificationAttributes,
  partClassifications,
  parts,
  partTypes,
} from '../../platform/db/schema/index.ts';
import type { CardChanges, ExistingCard } from './plan-card-changes.ts';

export interface PartValues {
  slug: string;
  title: string;
  description: string;
  partTypeId: number | null;
  updatedAt: Date;
}

// The reads behind the form's checks lock what they read (FOR SHARE) until the save commits, so an admin
// cannot delete a classification or move an attribute to another one between the check and the insert.

/** The ids among `ids` that name a classification. */
export async function findExistingClassificationIds(
  db: DatabaseOrTransaction,
  ids: number[],
): Promise<Set<number>> {
  const rows = await db
    .select({ id: classifications.id })
    .from(classifications)
    .where(inArray(classifications.id, ids))
    .for('share');
  return new Set(rows.map((row) => row.id));
}

/** Each existing attribute among `ids` with the classification it belongs to. */
export async function findAttributeClassifications(
  db: DatabaseOrTransaction,
  ids: number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ id: attributes.id, classificationId: attributes.classificationId })
    .from(attributes)
    .where(inArray(attributes.id, ids))
    .for('share');
  return new Map(rows.map((row) => [row.id, row.classificationId]));
}

export async function isPartType(db: DatabaseOrTransaction, id: number): Promise<boolean> {
  const [row] = await db.select({ id: partTypes.id }).from(partTypes).where(eq(partTypes.id, id));
  return row !== undefined;
}

/** Whether a part other than `exceptId` has this title, compared case-insensitively (titles are stored trimmed). */
export async function isTitleTaken(
  db: DatabaseOrTransaction,
  title: string,
  exceptId: number | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: parts.id })
    .from(parts)
    .where(and(sql`lower(${parts.title}) = lower(${title})`, ne(parts.id, exceptId ?? 0)))
    .limit(1);
  return row !== undefined;
}

/** Locks the part for the rest of the transaction, so a concurrent edit of it waits. */
export async function lockPart(tx: DatabaseOrTransaction, id: number) {
  const [row] = await tx
    .select({ id: parts.id, slug: parts.slug, title: parts.title })
    .from(parts)
    .where(eq(parts.id, id))
    .for('update');
  return row ?? null;
}

export async function insertPart(tx: DatabaseOrTransaction, values: PartValues): Promise<number> {
  const [row] = await tx
    .insert(parts)
    .values({ ...values, createdAt: values.updatedAt })
    .returning({ id: parts.id });
  if (!row) {
    throw new Error('inserting a part returned no row');
  }
  return row.id;
}

export async function updatePartRow(
  tx: DatabaseOrTransaction,
  id: number,
  values: PartValues,
): Promise<void> {
  await tx.update(parts).set(values).where(eq(parts.id, id));
}

/** The part's cards with their attribute links, as stored. */
export async function findCardRows(tx: DatabaseOrTransaction, partId: number): Promise<ExistingCard[]> {
  const cards = await tx
    .select({
      id: partClassifications.id,
      classificationId: partClassifications.classificationId,
      isOptional: partClassifications.isOptional,
      sortOrder: partClassifications.sortOrder,
    })
    .from(partClassifications)
    .where(eq(partClassifications.partId, partId));
  if (cards.length === 0) {
    return [];
  }
  const links = await tx
    .select({
      id: partClassificationAttributes.id,
      cardId: partClassificationAttributes.partClassificationId,
      attributeId: partClassificationAttributes.attributeId,
      isOptional: partClassificationAttributes.isOptional,
      sortOrder: partClassificationAttributes.sortOrder,
    })
    .from(partClassificationAttributes)
    .where(
      inArray(
        partClassificationAttributes.partClassificationId,
        cards.map((card) => card.id),
      ),
    );
  const linksByCard = Map.groupBy(links, (link) => link.cardId);
  return cards.map((card) => ({
    ...card,
    links: (linksByCard.get(card.id) ?? []).map(({ cardId: _, ...link }) => link),
  }));
}

/** Applies a plan from `planCardChanges`; `existing` gives the ids of the cards that stay. */
export async function applyCardChanges(
  tx: DatabaseOrTransaction,
  partId: number,
  existing: readonly ExistingCard[],
  changes: CardChanges,
): Promise<void> {
  if (changes.deleteCardIds.length > 0) {
    await tx.delete(partClassifications).where(inArray(partClassifications.id, changes.deleteCardIds));
  }
  if (changes.deleteLinkIds.length > 0) {
    await tx
      .delete(partClassificationAttributes)
      .where(inArray(partClassificationAttributes.id, changes.deleteLinkIds));
  }
  for (const { id, isOptional, sortOrder } of changes.updateCards) {
    await tx.update(partClassifications).set({ isOptional, sortOrder }).where(eq(partClassifications.id, id));
  }
  for (const { id, isOptional, sortOrder } of changes.updateLinks) {
    await tx
      .update(partClassificationAttributes)
      .set({ isOptional, sortOrder })
      .where(eq(partClassificationAttributes.id, id));
  }

  const cardIdByClassification = new Map(existing.map((card) => [card.classificationId, card.id]));
  if (changes.insertCards.length > 0) {
    const inserted = await tx
      .insert(partClassifications)
      .values(changes.insertCards.map((card) => ({ ...card, partId })))
      .returning({ id: partClassifications.id, classificationId: partClassifications.classificationId });
    for (const card of inserted) {
      cardIdByClassification.set(card.classificationId, card.id);
    }
  }
  if (changes.insertLinks.length > 0) {
    await tx.insert(partClassificationAttributes).values(
      changes.insertLinks.map(({ classificationId, ...link }) => {
        const partClassificationId = cardIdByClassification.get(classificationId);
        if (partClassificationId === undefined) {
          throw new Error(`no card for classification ${classificationId}`);
        }
        return { ...link, partClassificationId };
      }),
    );
  }
}
