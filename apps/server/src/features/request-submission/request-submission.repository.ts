import type { PartStructure } from '@specsource/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import {
  type AttachmentVisibility,
  auditLog,
  orders,
  parts,
  type RequestStatus,
  requestAttachments,
  requests,
  users,
} from '../../platform/db/schema/index.ts';
import type { StoredFile } from '../../platform/files/attachments.ts';

export type RequestRow = typeof requests.$inferSelect;

export interface NewRequest {
  orderId: string;
  /** Set on a draft: the wizard that made it. */
  draftKey?: string | null;
  partId: number;
  customerId: number;
  answer: PartStructure;
  comment: string;
  quantity: number;
  zipCode: string | null;
  status: RequestStatus;
  now: Date;
}

export async function insertRequest(tx: DatabaseOrTransaction, request: NewRequest): Promise<RequestRow> {
  const { now, ...values } = request;
  const [row] = await tx
    .insert(requests)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) {
    throw new Error('insert into requests returned no row');
  }
  return row;
}

/**
 * Inserts the draft unless this customer already has one with its key (then null): of two concurrent inserts
 * one waits on the unique constraint for the other and then inserts nothing.
 */
export async function insertDraftUnlessKeyed(
  tx: DatabaseOrTransaction,
  request: NewRequest & { draftKey: string },
): Promise<RequestRow | null> {
  const { now, ...values } = request;
  const [row] = await tx
    .insert(requests)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [requests.customerId, requests.draftKey] })
    .returning();
  return row ?? null;
}

/** The customer's request made by the wizard with this draft key, held until the transaction ends. */
export async function lockRequestOfDraftKey(
  tx: DatabaseOrTransaction,
  customerId: number,
  draftKey: string,
): Promise<RequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(requests)
    .where(and(eq(requests.customerId, customerId), eq(requests.draftKey, draftKey)))
    .for('update');
  return row;
}

export async function updateRequestFields(
  tx: DatabaseOrTransaction,
  id: number,
  fields: Pick<RequestRow, 'answer' | 'comment' | 'quantity' | 'zipCode'> & { now: Date },
): Promise<RequestRow> {
  const { now, ...values } = fields;
  const [row] = await tx
    .update(requests)
    .set({ ...values, updatedAt: now })
    .where(eq(requests.id, id))
    .returning();
  if (!row) {
    throw new Error('update of requests returned no row');
  }
  return row;
}

export async function insertRequestAttachments(
  tx: DatabaseOrTransaction,
  input: { requestId: number; uploadedById: number; files: readonly StoredFile[]; now: Date },
): Promise<void> {
  if (input.files.length === 0) {
    return;
  }
  await tx.insert(requestAttachments).values(
    input.files.map((file) => ({
      requestId: input.requestId,
      uploadedById: input.uploadedById,
      storageKey: file.storageKey,
      originalName: file.originalName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      // The wizard's file_comment is for the suppliers who answer the request (and its customer).
      visibility: 'assigned_suppliers' as const,
      createdAt: input.now,
    })),
  );
}

export async function findRequestAttachments(
  db: DatabaseOrTransaction,
  requestId: number,
  visibilities: readonly AttachmentVisibility[],
) {
  if (visibilities.length === 0) {
    return [];
  }
  return db
    .select({
      id: requestAttachments.id,
      originalName: requestAttachments.originalName,
      contentType: requestAttachments.contentType,
      sizeBytes: requestAttachments.sizeBytes,
      deletedAt: requestAttachments.deletedAt,
      createdAt: requestAttachments.createdAt,
    })
    .from(requestAttachments)
    .where(
      and(
        eq(requestAttachments.requestId, requestId),
        inArray(requestAttachments.visibility, [...visibilities]),
      ),
    )
    .orderBy(asc(requestAttachments.id));
}

/** The request with this order id, held until the transaction ends. */
export async function lockRequestByOrderId(
  tx: DatabaseOrTransaction,
  orderId: string,
): Promise<RequestRow | undefined> {
  const [row] = await tx.select().from(requests).where(eq(requests.orderId, orderId)).for('update');
  return row;
}

/** Whether an order was placed for the request (one order per request). */
export async function hasOrder(tx: DatabaseOrTransaction, requestId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.requestId, requestId))
    .limit(1);
  return row !== undefined;
}

/** The audit rows of a request's creation, moves and edits, oldest first. */
export async function findRequestChanges(db: DatabaseOrTransaction, requestId: number) {
  return db
    .select({ action: auditLog.action, after: auditLog.after, at: auditLog.createdAt })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'request'),
        eq(auditLog.entityId, String(requestId)),
        inArray(auditLog.action, ['create', 'transition', 'update']),
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}

export async function findPartSummary(db: DatabaseOrTransaction, partId: number) {
  const [row] = await db
    .select({ id: parts.id, slug: parts.slug, title: parts.title })
    .from(parts)
    .where(eq(parts.id, partId));
  return row;
}

export async function findCustomerContact(db: DatabaseOrTransaction, userId: number) {
  const [row] = await db
    .select({
      first_name: users.firstName,
      last_name: users.lastName,
      email: users.email,
      phone: users.phone,
      company_name: users.companyName,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
