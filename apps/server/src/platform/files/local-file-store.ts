import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStore } from './file-store.ts';

/**
 * Keys are chosen by the server, but the store still refuses anything but `[a-z0-9-]`: with no dot and no
 * slash a key can never name a path outside the root, whatever a caller passes.
 */
const KEY_PATTERN = /^[a-z0-9-]{1,200}$/;
// A put's temporary file before its rename: `.<key>.<random>.tmp`.
const TEMPORARY_PATTERN = /^\.[a-z0-9-]{1,200}\.[0-9a-f]+\.tmp$/;

export function assertValidStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) {
    throw new Error(`Invalid storage key ${JSON.stringify(key)}: only a-z, 0-9 and '-' are allowed`);
  }
}

/**
 * Files under one root directory (`DATA_DIR/files` by default). Two levels of fan-out directories from the
 * key's first characters keep any one directory small; a put writes a temporary file in the same directory
 * and renames it over the target, so a reader never sees half a file.
 */
export function createLocalFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    assertValidStorageKey(key);
    const padded = key.padEnd(4, '-');
    return path.join(root, padded.slice(0, 2), padded.slice(2, 4), key);
  };

  return {
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Dot-prefixed: never a valid key, so a leftover temporary file can never be served.
      const temporary = path.join(path.dirname(target), `.${key}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        const handle = await open(temporary, 'wx', 0o600);
        try {
          if (Buffer.isBuffer(body)) {
            await handle.writeFile(body);
          } else {
            for await (const chunk of body.stream()) {
              // writeFile on a handle writes all of the chunk at the current position (write may write less).
              await handle.writeFile(chunk as Buffer);
            }
          }
          // Flushed before the rename, so a crash cannot leave a renamed but empty file.
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      const target = pathOf(key);
      const stream = createReadStream(target);
      // Open first, so a missing file is a null here rather than an error mid-response.
      return new Promise<Readable | null>((resolve, reject) => {
        stream.once('open', () => resolve(stream));
        stream.once('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') {
            resolve(null);
          } else {
            reject(error);
          }
        });
      });
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async *listKeysBefore(before) {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') {
            return [];
          }
          throw error;
        },
      );
      for (const entry of entries) {
        if (!entry.isFile()) {
          continue;
        }
        const file = path.join(entry.parentPath, entry.name);
        const modified = await stat(file).then(
          (stats) => stats.mtime,
          () => null,
        );
        if (modified === null || modified >= before) {
          continue;
        }
        if (KEY_PATTERN.test(entry.name)) {
          yield entry.name;
        } else if (TEMPORARY_PATTERN.test(entry.name)) {
          await rm(file, { force: true });
        }
      }
    },
  };
}
