import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Database } from '../platform/db/database.ts';
import { requestAttachments, reviewAttachments } from '../platform/db/schema/index.ts';
import type { FileStore } from '../platform/files/file-store.ts';

/**
 * Files are stored before the transaction that records them commits, so a crash (kill -9, power cut) between
 * the two leaves a stored file no row points at, and a crash mid-upload leaves a spool file. An hour is far
 * longer than any upload takes from its first byte to its commit, so nothing older is still on its way.
 */
export const ORPHAN_GRACE_MS = 60 * 60_000;
const KEYS_PER_QUERY = 500;

export interface OrphanFilesOptions {
  db: Database;
  fileStore: FileStore;
  /** Where uploads are spooled as they arrive (`uploadSpoolDir`). */
  spoolDir: string;
  now: Date;
}

async function referencedKeys(db: Database, keys: readonly string[]): Promise<Set<string>> {
  const [ofRequests, ofReviews] = await Promise.all([
    db
      .select({ key: requestAttachments.storageKey })
      .from(requestAttachments)
      .where(inArray(requestAttachments.storageKey, [...keys])),
    db
      .select({ key: reviewAttachments.storageKey })
      .from(reviewAttachments)
      .where(inArray(reviewAttachments.storageKey, [...keys])),
  ]);
  return new Set([...ofRequests, ...ofReviews].map((row) => row.key));
}

async function removeStaleSpool(spoolDir: string, before: Date): Promise<number> {
  const names = await readdir(spoolDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(spoolDir, name);
    const modified = await stat(file).then(
      (stats) => stats.mtime,
      () => null,
    );
    if (modified !== null && modified < before) {
      await rm(file, { force: true, recursive: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * One pass: removes spool files and stored files older than ORPHAN_GRACE_MS that no attachment row names (and
 * the stores' own unfinished writes). Safe on several instances and beside uploads in progress: it touches
 * nothing younger than the grace time.
 */
export async function removeOrphanedFiles(
  options: OrphanFilesOptions,
): Promise<{ files: number; spool: number }> {
  const before = new Date(options.now.getTime() - ORPHAN_GRACE_MS);
  const spool = await removeStaleSpool(options.spoolDir, before);
  let files = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const referenced = await referencedKeys(options.db, batch);
    for (const key of batch.filter((candidate) => !referenced.has(candidate))) {
      await options.fileStore.delete(key);
      files += 1;
    }
    batch = [];
  };
  for await (const key of options.fileStore.listKeysBefore(before)) {
    batch.push(key);
    if (batch.length === KEYS_PER_QUERY) {
      await sweep();
    }
  }
  if (batch.length > 0) {
    await sweep();
  }
  return { files, spool };
}
