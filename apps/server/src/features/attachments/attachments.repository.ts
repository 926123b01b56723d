import { and, eq } from 'drizzle-orm';
import type { RequestRow } from '../../domain/requests/request-access.ts';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import {
  type AttachmentVisibility,
  requestAttachments,
  requests,
  reviewAttachments,
  reviews,
  selectedReviews,
} from '../../platform/db/schema/index.ts';

export interface StoredAttachment {
  storageKey: string;
  originalName: string;
  contentType: string;
  deletedAt: Date | null;
}

export interface RequestAttachmentWithRequest extends StoredAttachment {
  visibility: AttachmentVisibility;
  request: Pick<RequestRow, 'customerId' | 'partId' | 'status'>;
}

export async function findRequestAttachment(
  db: DatabaseOrTransaction,
  id: number,
): Promise<RequestAttachmentWithRequest | undefined> {
  const [row] = await db
    .select({
      storageKey: requestAttachments.storageKey,
      originalName: requestAttachments.originalName,
      contentType: requestAttachments.contentType,
      deletedAt: requestAttachments.deletedAt,
      visibility: requestAttachments.visibility,
      request: { customerId: requests.customerId, partId: requests.partId, status: requests.status },
    })
    .from(requestAttachments)
    .innerJoin(requests, eq(requests.id, requestAttachments.requestId))
    .where(eq(requestAttachments.id, id))
    .limit(1);
  return row;
}

export interface ReviewAttachmentWithOffer extends StoredAttachment {
  reviewId: number;
  requestId: number;
  supplierId: number;
  customerId: number;
}

export async function findReviewAttachment(
  db: DatabaseOrTransaction,
  id: number,
): Promise<ReviewAttachmentWithOffer | undefined> {
  const [row] = await db
    .select({
      storageKey: reviewAttachments.storageKey,
      originalName: reviewAttachments.originalName,
      contentType: reviewAttachments.contentType,
      deletedAt: reviewAttachments.deletedAt,
      reviewId: reviews.id,
      requestId: reviews.requestId,
      supplierId: reviews.supplierId,
      customerId: requests.customerId,
    })
    .from(reviewAttachments)
    .innerJoin(reviews, eq(reviews.id, reviewAttachments.reviewId))
    .innerJoin(requests, eq(requests.id, reviews.requestId))
    .where(eq(reviewAttachments.id, id))
    .limit(1);
  return row;
}

/** Whether an admin chose this offer to show the request's customer (a `selected_reviews` row). */
export async function isOfferSelected(
  db: DatabaseOrTransaction,
  requestId: number,
  reviewId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: selectedReviews.id })
    .from(selectedReviews)
    .where(and(eq(selectedReviews.requestId, requestId), eq(selectedReviews.reviewId, reviewId)))
    .limit(1);
  return row !== undefined;
}
