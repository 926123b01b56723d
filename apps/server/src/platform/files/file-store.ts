import type { Readable } from 'node:stream';
import type { FileBytes } from './file-bytes.ts';

/**
 * Where uploaded files live. Keys are random and chosen by the server (never from a file
 * name); the original name, type and size are kept in the database beside the key. Adapters: a local
 * directory (`DATA_DIR/files`, the default) and any S3-compatible bucket.
 */
export interface FileStore {
  /** Stores `body` under `key`, streaming it when it is spooled on disk; a second put of the same key replaces it. */
  put(key: string, body: Buffer | FileBytes, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when no file has this key (deleted or lost). */
  get(key: string): Promise<Readable | null>;
  /** Removes the file; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every stored key last written before `before`, and removes the store's own unfinished writes older than that
   * (a put cut off by a crash): what the orphan sweep (housekeeping/orphan-files.ts) checks against the database.
   */
  listKeysBefore(before: Date): AsyncIterable<string>;
}
