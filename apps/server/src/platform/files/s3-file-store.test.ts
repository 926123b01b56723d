import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { startS3Peer } from '../../../test/s3-peer.ts';
import { diskBytes } from './file-bytes.ts';
import { createS3FileStore } from './s3-file-store.ts';

const peer = await startS3Peer();
const config = {
  endpoint: peer.endpoint,
  bucket: peer.bucket,
  region: peer.region,
  accessKeyId: peer.accessKeyId,
  secretAccessKey: peer.secretAccessKey,
  forcePathStyle: true,
};
const store = createS3FileStore(config);
afterAll(async () => {
  store.close();
  await peer.close();
});

describe('S3 file store (against a SigV4-checking S3 peer on 127.0.0.1)', () => {
  it('puts an object with its content type, signed', async () => {
    await store.put('abc123', Buffer.from('%PDF-1.7 hello'), 'application/pdf');
    expect(peer.objects.get('abc123')).toMatchObject({
      body: Buffer.from('%PDF-1.7 hello'),
      contentType: 'application/pdf',
    });
    expect(peer.requests.at(-1)).toEqual({
      method: 'PUT',
      path: `/${peer.bucket}/abc123`,
      signatureValid: true,
    });
  });

  it('gets the bytes back as a stream', async () => {
    await store.put('key-2', Buffer.from('part,qty\npump,2\n'), 'text/csv; charset=utf-8');
    const stream = await store.get('key-2');
    expect(stream).not.toBeNull();
    expect(await text(stream as NonNullable<typeof stream>)).toBe('part,qty\npump,2\n');
    expect(peer.requests.at(-1)).toMatchObject({ method: 'GET', signatureValid: true });
  });

  it('answers null for a missing key (S3 NoSuchKey)', async () => {
    expect(await store.get('never-stored')).toBeNull();
  });

  it('deletes, and deleting a missing key is no error', async () => {
    await store.put('to-delete', Buffer.from('x'), 'text/csv; charset=utf-8');
    await store.delete('to-delete');
    expect(peer.objects.has('to-delete')).toBe(false);
    expect(peer.requests.at(-1)).toMatchObject({ method: 'DELETE', signatureValid: true });
    await expect(store.delete('to-delete')).resolves.toBeUndefined();
    expect(await store.get('to-delete')).toBeNull();
  });

  it('fails loudly when the credentials are wrong (the peer checks the signature)', async () => {
    const wrong = createS3FileStore({ ...config, secretAccessKey: 'not-the-secret' });
    try {
      await expect(wrong.put('abc', Buffer.from('x'), 'text/csv')).rejects.toThrow(/signature/i);
      expect(peer.requests.at(-1)).toMatchObject({ signatureValid: false });
      expect(peer.objects.has('abc')).toBe(false);
    } finally {
      wrong.close();
    }
  });

  it('streams a spooled upload with its length, and lists the keys written before a time', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 's3-spool-'));
    const bytes = Buffer.alloc(2 * 1024 * 1024, 0x62);
    await writeFile(path.join(dir, 'upload.part'), bytes);
    await store.put(
      'streamed',
      diskBytes(path.join(dir, 'upload.part'), bytes.length, bytes.subarray(0, 8)),
      'text/csv',
    );
    expect(peer.objects.get('streamed')?.body).toEqual(bytes);
    expect(peer.requests.at(-1)?.signatureValid).toBe(true);
    await rm(dir, { recursive: true, force: true });

    const listed: string[] = [];
    for await (const key of store.listKeysBefore(new Date(Date.now() + 60_000))) {
      listed.push(key);
    }
    expect(listed).toEqual([...peer.objects.keys()].sort());
    expect(listed).toContain('streamed');
    const none: string[] = [];
    for await (const key of store.listKeysBefore(new Date(Date.now() - 60_000))) {
      none.push(key);
    }
    expect(none).toEqual([]);
  });

  it('refuses keys outside [a-z0-9-] before any request', async () => {
    const before = peer.requests.length;
    await expect(store.put('../other-bucket/x', Buffer.from('x'), 'text/csv')).rejects.toThrow(/storage key/);
    await expect(store.get('A.pdf')).rejects.toThrow(/storage key/);
    expect(peer.requests.length).toBe(before);
  });
});
