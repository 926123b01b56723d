import { Secret } from 'otpauth';
import type { FileStore } from './file-store.ts';
import type { UploadedFile } from './uploaded-files.ts';

/** A file put in the store, with what its database row keeps beside the key. */
export interface StoredFile {
  storageKey: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
}

/**
 * 160 random bits as 32 base32 characters (lower case): unguessable, and within the store's `[a-z0-9-]`. The bits
 * and their Base32 come from otpauth's `Secret`, the same random key the two-step sign-in makes.
 */
export function newStorageKey(): string {
  return new Secret({ size: 20 }).base32.toLowerCase();
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
