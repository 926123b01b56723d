import { removeStoredFiles, type StoredFile, storeUploadedFiles } from '../../platform/files/attachments.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import type { UploadedFile } from '../../platform/files/uploaded-files.ts';

/**
 * Files go to the store before the transaction that records them (a store is not transactional); when the
 * transaction fails, they are removed again so no file is left without its row.
 */
export async function withStoredFiles<T>(
  fileStore: FileStore,
  files: readonly UploadedFile[],
  write: (stored: StoredFile[]) => Promise<T>,
): Promise<T> {
  const stored = await storeUploadedFiles(fileStore, files);
  try {
    return await write(stored);
  } catch (error) {
    await removeStoredFiles(
      fileStore,
      stored.map((file) => file.storageKey),
    );
    throw error;
  }
}

export const attachmentRowsOf = (reviewId: number, uploadedById: number, stored: StoredFile[], now: Date) =>
  stored.map((file) => ({ reviewId, uploadedById, ...file, createdAt: now }));
