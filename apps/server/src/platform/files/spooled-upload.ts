import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { diskBytes, type FileBytes, HEAD_BYTES } from './file-bytes.ts';

/** An upload written to the spool folder as it arrived: its bytes on disk, the first of them and its digest. */
export interface SpooledUpload {
  /** The spool file; removed once the upload is stored or refused (the housekeeping sweeps what a crash left). */
  path: string;
  bytes: FileBytes;
  sizeBytes: number;
  /** SHA-256 of the whole file, hex: what tells a repeated submission from a different one. */
  sha256: string;
}

/**
 * Writes an upload stream to a new file in `spoolDir`, hashing it and keeping only its first HEAD_BYTES in
 * memory, so a 10 MiB attachment costs the server a 64 KiB buffer instead of 10 MiB (or several times that,
 * for the chunks a whole-file read collects). The stream's own errors (too large, cut short) reject after the
 * partial file is removed.
 */
export async function spoolUpload(stream: Readable, spoolDir: string): Promise<SpooledUpload> {
  await mkdir(spoolDir, { recursive: true });
  // Dot-prefixed like the file stores' temporary files: never a storage key.
  const file = path.join(spoolDir, `.upload-${randomBytes(12).toString('hex')}.part`);
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headBytes = 0;
  let sizeBytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      sizeBytes += chunk.length;
      if (headBytes < HEAD_BYTES) {
        const kept = chunk.subarray(0, HEAD_BYTES - headBytes);
        head.push(Buffer.from(kept));
        headBytes += kept.length;
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(stream, tap, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return {
    path: file,
    bytes: diskBytes(file, sizeBytes, Buffer.concat(head)),
    sizeBytes,
    sha256: hash.digest('hex'),
  };
}

/** Removes spool files; a file already gone is fine. */
export async function removeSpooled(paths: readonly string[]): Promise<void> {
  await Promise.allSettled(paths.map((file) => rm(file, { force: true })));
}
