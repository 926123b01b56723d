import { randomBytes } from 'node:crypto';
import {
  type Attachment,
  buildPath,
  REQUEST_ATTACHMENT_PATH,
  REVIEW_ATTACHMENT_PATH,
} from '@specsource/contracts';
import type { FileStore } from './file-store.ts';
import type { UploadedFile } from './uploaded-files.ts';

/** A file put in the store, with what its database row keeps beside the key. */
export interface StoredFile {
  storageKey: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
}

/** 160 random bits as 32 base32 characters (lower case): unguessable, and within the store's `[a-z0-9-]`. */
export function newStorageKey(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const bytes = randomBytes(20);
  let bits = 0;
  let value = 0;
  let key = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      key += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return key;
}

/**
 * Puts each file in the store under a new random key. Done before the database transaction that records
 * them; if that transaction fails, the caller removes them with `removeStoredFiles`. If one put fails, the
 * files already put are removed here and the error is rethrown.
 */
export async function storeUploadedFiles(
  fileStore: FileStore,
  files: readonly UploadedFile[],
): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  try {
    for (const file of files) {
      const storageKey = newStorageKey();
      await fileStore.put(storageKey, file.bytes, file.contentType);
      stored.push({
        storageKey,
        originalName: file.originalName,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
      });
    }
  } catch (error) {
    await removeStoredFiles(
      fileStore,
      stored.map((file) => file.storageKey),
    );
    throw error;
  }
  return stored;
}

/**
 * Best effort, for rollbacks and deletions: a file that cannot be removed stays as an orphan with no row
 * pointing at it (never served), which is better than failing the user's action over it.
 */
export async function removeStoredFiles(fileStore: FileStore, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => fileStore.delete(key)));
}

/** The columns a view needs; request_attachments and review_attachments rows both have them. */
export interface AttachmentRow {
  id: number;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  deletedAt: Date | null;
  createdAt: Date;
}

function attachmentView(row: AttachmentRow, path: string): Attachment {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    name: row.originalName,
    size: row.sizeBytes,
    content_type: row.contentType,
    // spec: marketplace §2 'Generic paged data table' — a deleted file shows as 'Attachments were deleted', with no link.
    url: deleted ? null : buildPath(path, { id: row.id }),
    deleted,
    created_at: row.createdAt.toISOString(),
  };
}

export function requestAttachmentView(row: AttachmentRow): Attachment {
  return attachmentView(row, REQUEST_ATTACHMENT_PATH);
}

export function reviewAttachmentView(row: AttachmentRow): Attachment {
  return attachmentView(row, REVIEW_ATTACHMENT_PATH);
}
