import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { AttachmentSchema } from '@specsource/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_FILES } from '../../../test/file-samples.ts';
import { requestAttachmentView, reviewAttachmentView } from './attachment-view.ts';
import { newStorageKey, removeStoredFiles, storeUploadedFiles } from './attachments.ts';
import { attachmentDisposition } from './content-disposition.ts';
import { bufferBytes } from './file-bytes.ts';
import type { FileStore } from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';
import type { UploadedFile } from './uploaded-files.ts';

const root = await mkdtemp(path.join(tmpdir(), 'attachments-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const store = createLocalFileStore(root);

const upload = (originalName: string, bytes: Buffer, contentType: string): UploadedFile => ({
  originalName,
  contentType,
  extension: path.extname(originalName) as UploadedFile['extension'],
  sizeBytes: bytes.length,
  bytes: bufferBytes(bytes),
  sha256: createHash('sha256').update(bytes).digest('hex'),
});

describe('newStorageKey', () => {
  it('is 32 base32 characters, valid for both stores, and never repeats', () => {
    const keys = new Set(Array.from({ length: 500 }, newStorageKey));
    expect(keys.size).toBe(500);
    for (const key of keys) {
      expect(key).toMatch(/^[a-z2-7]{32}$/);
    }
  });
});

describe('storeUploadedFiles / removeStoredFiles', () => {
  it('puts every file under a new key and reports what to keep in the database', async () => {
    const stored = await storeUploadedFiles(store, [
      upload('drawing.pdf', SAMPLE_FILES.pdf, 'application/pdf'),
      upload('photo.png', SAMPLE_FILES.png, 'image/png'),
    ]);
    expect(stored).toEqual([
      {
        storageKey: expect.any(String),
        originalName: 'drawing.pdf',
        contentType: 'application/pdf',
        sizeBytes: SAMPLE_FILES.pdf.length,
      },
      {
        storageKey: expect.any(String),
        originalName: 'photo.png',
        contentType: 'image/png',
        sizeBytes: SAMPLE_FILES.png.length,
      },
    ]);
    const first = await store.get(stored[0]?.storageKey ?? '');
    expect(await buffer(first as NonNullable<typeof first>)).toEqual(SAMPLE_FILES.pdf);

    await removeStoredFiles(
      store,
      stored.map((file) => file.storageKey),
    );
    for (const file of stored) {
      expect(await store.get(file.storageKey)).toBeNull();
    }
  });

  it('removes the files already put when a later put fails', async () => {
    const putKeys: string[] = [];
    let puts = 0;
    const failingSecondPut: FileStore = {
      ...store,
      async put(key, body, contentType) {
        puts += 1;
        if (puts === 2) {
          throw new Error('disk full');
        }
        putKeys.push(key);
        await store.put(key, body, contentType);
      },
    };
    await expect(
      storeUploadedFiles(failingSecondPut, [
        upload('a.pdf', SAMPLE_FILES.pdf, 'application/pdf'),
        upload('b.pdf', SAMPLE_FILES.pdf, 'application/pdf'),
      ]),
    ).rejects.toThrow('disk full');
    expect(putKeys).toHaveLength(1);
    expect(await store.get(putKeys[0] ?? '')).toBeNull();
  });

  it('is best effort: one failing delete does not stop the others', async () => {
    const [kept] = await storeUploadedFiles(store, [upload('c.pdf', SAMPLE_FILES.pdf, 'application/pdf')]);
    await expect(removeStoredFiles(store, ['NOT A KEY', kept?.storageKey ?? ''])).resolves.toBeUndefined();
    expect(await store.get(kept?.storageKey ?? '')).toBeNull();
  });
});

describe('attachment views', () => {
  const row = {
    id: 7,
    originalName: 'drawing.pdf',
    contentType: 'application/pdf',
    sizeBytes: 1234,
    deletedAt: null,
    createdAt: new Date('2026-11-23T10:00:00Z'),
  };

  it('link to the authorised download routes', () => {
    const view = requestAttachmentView(row);
    expect(AttachmentSchema.parse(view)).toEqual({
      id: 7,
      name: 'drawing.pdf',
      size: 1234,
      content_type: 'application/pdf',
      url: '/api/files/request-attachments/7',
      deleted: false,
      created_at: '2026-11-23T10:00:00.000Z',
    });
    expect(reviewAttachmentView(row).url).toBe('/api/files/review-attachments/7');
  });

  it('have no link once the file is deleted', () => {
    const view = reviewAttachmentView({ ...row, deletedAt: new Date() });
    expect(view).toMatchObject({ url: null, deleted: true, name: 'drawing.pdf' });
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('plan.pdf')).toBe(
      `attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf`,
    );
    expect(attachmentDisposition('Größe (1).pdf')).toBe(
      `attachment; filename="Gr__e (1).pdf"; filename*=UTF-8''Gr%C3%B6%C3%9Fe%20%281%29.pdf`,
    );
  });

  it('never lets a name break out of the header', () => {
    const header = attachmentDisposition('a"; filename="evil.html\\\r\nX-Injected: 1');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.startsWith('attachment; filename="a_; filename=_evil.html_')).toBe(true);
    expect(header).toContain(`filename*=UTF-8''a%22%3B%20filename%3D%22evil.html%5C%0D%0AX-Injected%3A%201`);
  });
});
