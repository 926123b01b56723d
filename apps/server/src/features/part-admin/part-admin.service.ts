import { PART_ADMIN_MESSAGES, type PartBodyParsed, type PartDetails } from '@specsource/contracts';
import { type ChangeContext, recordChange } from '../../domain/audit/change-context.ts';
import { checkSavedPart } from '../../domain/parts/check-searched-parts.ts';
import { findPartDetails } from '../../domain/parts/part-details.repository.ts';
import { nextPartSlug, recordSlugChange } from '../../domain/parts/part-slug.repository.ts';
import type { Database, DatabaseOrTransaction } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { checkPartReferences } from './check-part-references.ts';
import {
  applyCardChanges,
  findCardRows,
  insertPart,
  isTitleTaken,
  lockPart,
  type PartValues,
  updatePartRow,
} from './part-admin.repository.ts';
import { runPartChange } from './part-transaction.ts';
import { planCardChanges, type WantedCard } from './plan-card-changes.ts';

function wantedCards(body: PartBodyParsed): WantedCard[] {
  return body.classifications.map((card) => ({
    classificationId: card.value,
    isOptional: card.isOptional,
    attributes: card.attribute.map((row) => ({ attributeId: row.value, isOptional: row.isOptional })),
  }));
}

/**
 * docs/spec/marketplace-spec.md §2 — parts with exactly the same title open the similar-parts modal; its 'Save changes'
 * resends with `allow_duplicate_title`. Without it, a title another part has is a 409 on `title`.
 */
async function checkTitleFree(tx: DatabaseOrTransaction, body: PartBodyParsed, exceptId: number | null) {
  if (!body.allow_duplicate_title && (await isTitleTaken(tx, body.title, exceptId))) {
    throw new AppError('CONFLICT', PART_ADMIN_MESSAGES.duplicateTitle, {
      title: [PART_ADMIN_MESSAGES.duplicateTitle],
    });
  }
}

async function loadDetails(tx: DatabaseOrTransaction, id: number): Promise<PartDetails> {
  const details = await findPartDetails(tx, { id });
  if (!details) {
    throw new AppError('NOT_FOUND', PART_ADMIN_MESSAGES.partNotFound);
  }
  return details;
}

function partValues(body: PartBodyParsed, slug: string, context: ChangeContext): PartValues {
  return {
    slug,
    title: body.title,
    description: body.description,
    partTypeId: body.part_type_id,
    updatedAt: context.now,
  };
}

/** The edit screen's part (GET /api/part-details/{id}); 404 when unknown. */
export function getPartDetails(db: Database, id: number): Promise<PartDetails> {
  return loadDetails(db, id);
}

/** POST /api/part/: the part, its cards and attributes in the given order, and an audit row; all or nothing. */
export function createPart(db: Database, body: PartBodyParsed, context: ChangeContext): Promise<PartDetails> {
  return runPartChange(db, (tx) => createPartIn(tx, body, context));
}

/** Creates a part inside the caller's transaction (the form's save, or one part of a CSV import). */
export async function createPartIn(
  tx: DatabaseOrTransaction,
  body: PartBodyParsed,
  context: ChangeContext,
): Promise<PartDetails> {
  await checkPartReferences(tx, body);
  await checkTitleFree(tx, body, null);
  const id = await insertPart(tx, partValues(body, await nextPartSlug(tx, body.title), context));
  await applyCardChanges(tx, id, [], planCardChanges([], wantedCards(body)));
  await checkSavedPart(tx, id);
  const after = await loadDetails(tx, id);
  await recordChange(tx, context, { action: 'create', entity: 'part', entityId: id, before: null, after });
  return after;
}

/**
 * PUT /api/part-update/{id}/: replaces title, description, type and cards; cards and links that stay keep
 * their ids. A new title moves the slug, and the old one keeps redirecting.
 */
export function updatePart(
  db: Database,
  id: number,
  body: PartBodyParsed,
  context: ChangeContext,
): Promise<PartDetails> {
  return runPartChange(db, (tx) => updatePartIn(tx, id, body, context));
}

/** Updates a part inside the caller's transaction (the form's save, or one part of a CSV import). */
export async function updatePartIn(
  tx: DatabaseOrTransaction,
  id: number,
  body: PartBodyParsed,
  context: ChangeContext,
): Promise<PartDetails> {
  const current = await lockPart(tx, id);
  if (!current) {
    throw new AppError('NOT_FOUND', PART_ADMIN_MESSAGES.partNotFound);
  }
  const before = await loadDetails(tx, id);
  await checkPartReferences(tx, body);
  await checkTitleFree(tx, body, id);

  const slug = body.title === current.title ? current.slug : await nextPartSlug(tx, body.title, current);
  if (slug !== current.slug) {
    await recordSlugChange(tx, id, { from: current.slug, to: slug });
  }
  await updatePartRow(tx, id, partValues(body, slug, context));
  const existing = await findCardRows(tx, id);
  await applyCardChanges(tx, id, existing, planCardChanges(existing, wantedCards(body)));
  await checkSavedPart(tx, id);

  const after = await loadDetails(tx, id);
  await recordChange(tx, context, { action: 'update', entity: 'part', entityId: id, before, after });
  return after;
}
