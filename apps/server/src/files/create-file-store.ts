import path from 'node:path';
import type { Config } from '../config/env.ts';
import type { FileStore } from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

/** The store the configuration asks for: the S3 bucket when S3_* is set, else `DATA_DIR/files`. */
export function createFileStore(config: Readonly<Config>): FileStore {
  return config.s3 ? createS3FileStore(config.s3) : createLocalFileStore(path.join(config.dataDir, 'files'));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where multipart uploads are written as they arrive (spooled-upload.ts). */
    uploadSpoolDir: string;
  }
}

/** `DATA_DIR/incoming`: on the same disk as the local store, and swept by the housekeeping after a crash. */
export function uploadSpoolDirOf(config: Readonly<Config>): string {
  return path.join(config.dataDir, 'incoming');
}
