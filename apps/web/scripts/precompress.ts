// Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the built web app, so the
// server sends the JavaScript compressed (@fastify/static `preCompressed`) without compressing on each request.
// Runs after `vite build`; a copy that would not be smaller is not written (the server then sends the file).
// Small files too: a page loads dozens of sub-kilobyte chunks, each a third smaller compressed.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// The asynchronous forms run on libuv's thread pool, so the files compress on every core at once.
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `file`'s .br and .gz copies where they are smaller; answers the sizes that will be sent. */
async function writeCopies(file: string): Promise<{ original: number; brotli: number; gzip: number }> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  if (br.length < content.length) {
    await writeFile(`${file}.br`, br);
  }
  if (gz.length < content.length) {
    await writeFile(`${file}.gz`, gz);
  }
  return {
    original: content.length,
    brotli: Math.min(br.length, content.length),
    gzip: Math.min(gz.length, content.length),
  };
}

async function precompress(dir: string): Promise<void> {
  const files = await filesUnder(dir);
  const isCopy = (file: string) => file.endsWith('.br') || file.endsWith('.gz');
  // Copies left by an earlier build go first: one whose original changed must never be served stale.
  await Promise.all(files.filter(isCopy).map((file) => rm(file)));
  const compressible = files.filter((file) => !isCopy(file) && COMPRESSIBLE.has(extname(file)));
  const sizes = await Promise.all(compressible.map(writeCopies));
  const kB = (key: 'original' | 'brotli' | 'gzip') =>
    `${(sizes.reduce((sum, size) => sum + size[key], 0) / 1000).toFixed(1)} kB`;
  process.stdout.write(
    `precompress: ${sizes.length} files in ${relative(process.cwd(), dir) || '.'}: ${kB('original')} → brotli ${kB('brotli')}, gzip ${kB('gzip')}\n`,
  );
}

await precompress(fileURLToPath(new URL('../dist', import.meta.url)));
