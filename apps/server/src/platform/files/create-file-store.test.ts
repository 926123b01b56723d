import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3Peer } from '../../../test/s3-peer.ts';
import { loadConfig } from '../config/env.ts';
import { createFileStore } from './create-file-store.ts';

const peer = await startS3Peer();
const dataDir = await mkdtemp(path.join(tmpdir(), 'create-file-store-'));
afterAll(async () => {
  await peer.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('createFileStore', () => {
  it('keeps files under DATA_DIR/files by default', async () => {
    const store = await createFileStore(loadConfig({ DATA_DIR: dataDir }));
    await store.put('abcd1234', Buffer.from('%PDF-1.7'), 'application/pdf');
    expect(await readFile(path.join(dataDir, 'files', 'ab', 'cd', 'abcd1234'), 'latin1')).toBe('%PDF-1.7');
    expect(peer.objects.size).toBe(0);
  });

  it('uses the S3 bucket when S3_* is configured', async () => {
    const store = await createFileStore(
      loadConfig({
        DATA_DIR: dataDir,
        S3_ENDPOINT: peer.endpoint,
        S3_BUCKET: peer.bucket,
        S3_REGION: peer.region,
        S3_ACCESS_KEY_ID: peer.accessKeyId,
        S3_SECRET_ACCESS_KEY: peer.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      }),
    );
    await store.put('in-the-bucket', Buffer.from('%PDF-1.7'), 'application/pdf');
    expect(peer.objects.get('in-the-bucket')?.body.toString('latin1')).toBe('%PDF-1.7');
  });
});
