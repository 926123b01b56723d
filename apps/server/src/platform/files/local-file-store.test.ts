import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { diskBytes } from './file-bytes.ts';
import { createLocalFileStore } from './local-file-store.ts';

const root = await mkdtemp(path.join(tmpdir(), 'local-file-store-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const store = createLocalFileStore(root);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('local file store', () => {
  it('puts a file under fan-out folders and gets it back', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await store.put('abcdef123', bytes, 'image/png');
    expect(await readFile(path.join(root, 'ab', 'cd', 'abcdef123'))).toEqual(bytes);
    const stream = await store.get('abcdef123');
    expect(stream).not.toBeNull();
    expect(await buffer(stream as NonNullable<typeof stream>)).toEqual(bytes);
  });

  it('replaces a file on a second put and leaves no temporary file behind', async () => {
    await store.put('replace-me', Buffer.from('one'), 'text/csv');
    await store.put('replace-me', Buffer.from('two'), 'text/csv');
    const stream = await store.get('replace-me');
    expect((await buffer(stream as NonNullable<typeof stream>)).toString()).toBe('two');
    expect((await filesUnder(root)).filter((name) => name.includes('.tmp'))).toEqual([]);
  });

  it('answers null for a missing key', async () => {
    expect(await store.get('never-put')).toBeNull();
  });

  it('deletes, and deleting a missing key is no error', async () => {
    await store.put('gone', Buffer.from('x'), 'text/csv');
    await store.delete('gone');
    expect(await store.get('gone')).toBeNull();
    await expect(store.delete('gone')).resolves.toBeUndefined();
  });

  it('keeps short keys inside the root', async () => {
    await store.put('a', Buffer.from('short'), 'text/csv');
    expect(await filesUnder(root)).toContain(path.join('a-', '--', 'a'));
  });

  it.each(['../escape', '..', 'a/b', 'A', 'name.pdf', '', 'x'.repeat(201), 'a\u0000b', '%2e%2e'])(
    'refuses the key %j in every operation',
    async (key) => {
      await expect(store.put(key, Buffer.from('x'), 'text/csv')).rejects.toThrow(/storage key/);
      await expect(store.get(key)).rejects.toThrow(/storage key/);
      await expect(store.delete(key)).rejects.toThrow(/storage key/);
    },
  );

  it('streams a spooled upload from disk into the store', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 7, 0x61);
    const spooled = path.join(root, 'spooled.part');
    await writeFile(spooled, bytes);
    await store.put('from-disk', diskBytes(spooled, bytes.length, bytes.subarray(0, 16)), 'text/csv');
    expect(await readFile(path.join(root, 'fr', 'om', 'from-disk'))).toEqual(bytes);
    await rm(spooled);
  });

  it('lists the keys written before a time, and removes unfinished writes older than it', async () => {
    const lister = createLocalFileStore(await mkdtemp(path.join(tmpdir(), 'local-file-store-list-')));
    await lister.put('older-key', Buffer.from('a'), 'text/csv');
    const cutoff = new Date(Date.now() + 60_000);
    const keys: string[] = [];
    for await (const key of lister.listKeysBefore(cutoff)) {
      keys.push(key);
    }
    expect(keys).toEqual(['older-key']);
    const none: string[] = [];
    for await (const key of lister.listKeysBefore(new Date(Date.now() - 60_000))) {
      none.push(key);
    }
    expect(none).toEqual([]);
  });

  it('never wrote outside its root', async () => {
    const parent = await readdir(path.dirname(root));
    expect(parent).not.toContain('escape');
  });
});
