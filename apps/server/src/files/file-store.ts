import type { Readable } from 'node:stream';

/**
 * Issue 7 item 2: where uploaded files live. Keys are random and chosen by the server (never from a file
 * name); the original name, type and size are kept in the database beside the key. Adapters: a local
 * directory (`DATA_DIR/files`, the default) and any S3-compatible bucket.
 */
export interface FileStore {
  /** Stores `body` under `key`; a second put of the same key replaces it. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when no file has this key (deleted or lost). */
  get(key: string): Promise<Readable | null>;
  /** Removes the file; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}
