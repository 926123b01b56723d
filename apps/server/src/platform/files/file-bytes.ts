import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';

/** How much of a file is kept in memory for the checks that read its start (signatures, text sniffing). */
export const HEAD_BYTES = 64 * 1024;

/**
 * A file's bytes for checking, scanning and storing without holding the whole file in memory: an upload is
 * spooled to disk as it arrives, and only its first bytes stay in memory. A Buffer serves too (tests, small
 * files).
 */
export interface FileBytes {
  readonly sizeBytes: number;
  /** The first HEAD_BYTES bytes, or the whole file when it is smaller. */
  readonly head: Buffer;
  /** Bytes [start, end) of the file. */
  read(start: number, end: number): Promise<Buffer>;
  /** The whole file, from the start, as a stream of chunks. */
  stream(): Readable;
}

/** A file already in memory. */
export function bufferBytes(bytes: Buffer): FileBytes {
  return {
    sizeBytes: bytes.length,
    head: bytes.subarray(0, HEAD_BYTES),
    read: async (start, end) => bytes.subarray(start, end),
    stream: () => Readable.from([bytes]),
  };
}

/** A file on disk of `sizeBytes`, whose first bytes are already known. */
export function diskBytes(path: string, sizeBytes: number, head: Buffer): FileBytes {
  return {
    sizeBytes,
    head,
    async read(start, end) {
      const handle = await open(path, 'r');
      try {
        const length = Math.max(0, Math.min(end, sizeBytes) - start);
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, start);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    stream: () => createReadStream(path),
  };
}

/** A Buffer as FileBytes; FileBytes as they are. */
export function asFileBytes(file: Buffer | FileBytes): FileBytes {
  return Buffer.isBuffer(file) ? bufferBytes(file) : file;
}
