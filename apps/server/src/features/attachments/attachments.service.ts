import type { Readable } from 'node:stream';
import { ATTACHMENT_MESSAGES } from '@specsource/contracts';
import { requestViewerOf } from '../../domain/requests/request-access.ts';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import type { SessionUser } from '../../platform/sessions/session-manager.ts';
import {
  findRequestAttachment,
  findReviewAttachment,
  isOfferSelected,
  type RequestAttachmentWithRequest,
  type StoredAttachment,
} from './attachments.repository.ts';

export interface FileDownload {
  stream: Readable;
  contentType: string;
  fileName: string;
}

type Viewer = Pick<SessionUser, 'id' | 'role'>;

// No access answers exactly like an unknown id, so attachment ids cannot be probed.
const notFound = () => new AppError('NOT_FOUND', ATTACHMENT_MESSAGES.notFound);

async function mayDownloadRequestAttachment(
  db: DatabaseOrTransaction,
  user: Viewer,
  attachment: RequestAttachmentWithRequest,
): Promise<boolean> {
  const viewer = await requestViewerOf(db, user, attachment.request);
  switch (attachment.visibility) {
    case 'internal':
      return viewer === 'admin';
    case 'customer':
      return viewer === 'admin' || viewer === 'owner';
    case 'assigned_suppliers':
      // requestViewerOf checks part_suppliers now: a supplier taken off the part loses the file at once.
      return viewer !== null;
  }
}

async function openStored(fileStore: FileStore, attachment: StoredAttachment): Promise<FileDownload> {
  // docs/spec/marketplace-spec.md §2 'Generic paged data table' — a missing file reads 'Attachments were deleted'.
  const deleted = () => new AppError('NOT_FOUND', ATTACHMENT_MESSAGES.deleted);
  if (attachment.deletedAt !== null) {
    throw deleted();
  }
  const stream = await fileStore.get(attachment.storageKey);
  if (!stream) {
    throw deleted();
  }
  return { stream, contentType: attachment.contentType, fileName: attachment.originalName };
}

export async function downloadRequestAttachment(
  db: DatabaseOrTransaction,
  fileStore: FileStore,
  user: Viewer,
  id: number,
): Promise<FileDownload> {
  const attachment = await findRequestAttachment(db, id);
  if (!attachment || !(await mayDownloadRequestAttachment(db, user, attachment))) {
    throw notFound();
  }
  return openStored(fileStore, attachment);
}

export async function downloadReviewAttachment(
  db: DatabaseOrTransaction,
  fileStore: FileStore,
  user: Viewer,
  id: number,
): Promise<FileDownload> {
  const attachment = await findReviewAttachment(db, id);
  if (!attachment) {
    throw notFound();
  }
  const allowed =
    user.role === 'admin' ||
    (user.role === 'supplier' && attachment.supplierId === user.id) ||
    // The customer sees an offer only once an admin selected it for them, and its files with it.
    (user.role === 'customer' &&
      attachment.customerId === user.id &&
      (await isOfferSelected(db, attachment.requestId, attachment.reviewId)));
  if (!allowed) {
    throw notFound();
  }
  return openStored(fileStore, attachment);
}
