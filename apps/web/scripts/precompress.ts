// Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the built web app, so the
// server sends the JavaScript compressed (@fastify/static `preCompressed`) without compressing on each request.
// Runs after `vite build`; a copy that would not be smaller is not written (the server then sends the file).
// Small files too: a page loads dozens of sub-kilobyte chunks, each a third smaller compressed.
// Brotli's highest quality for what the home page loads, where every byte counts against its 200 kB budget
// (e2e/measure-home.spec.ts); one below for the chunks only other pages load: 1.8 % larger, and 2.4 times faster to
// write, which on a fresh clone's first `npm start` is CPU taken from the server starting beside it (scripts/start.ts).
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
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

// The modules the home page starts from: the entry, and the route `/` loads at once (src/app/router.tsx).
const HOME_PAGE_MODULES = ['index.html', 'src/routes/home.tsx'];
const OTHER_PAGES_QUALITY = constants.BROTLI_MAX_QUALITY - 1;

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

/**
 * The files (relative to dist) the home page loads before it settles: its modules' chunks, every chunk they import
 * statically, and their CSS, from Vite's build manifest (https://vite.dev/guide/backend-integration).
 */
function homePageFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key)) {
      return;
    }
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) {
      files.add(css);
    }
    for (const imported of chunk.imports ?? []) {
      visit(imported);
    }
  };
  for (const key of HOME_PAGE_MODULES) {
    if (manifest[key] === undefined) {
      throw new Error(`precompress: ${key} is not in the build manifest; update HOME_PAGE_MODULES`);
    }
    visit(key);
  }
  return files;
}

/** Writes `file`'s .br and .gz copies where they are smaller; answers the sizes that will be sent. */
async function writeCopies(
  file: string,
  quality: number,
): Promise<{ original: number; brotli: number; gzip: number }> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
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
  const manifestFile = join(dir, '.vite', 'manifest.json');
  const manifest = await readFile(manifestFile, 'utf8').catch(() => {
    throw new Error(
      `precompress: no ${relative(process.cwd(), manifestFile)}; it runs right after \`vite build\``,
    );
  });
  const homePage = homePageFiles(JSON.parse(manifest));
  // Not part of the app: never served.
  await rm(join(dir, '.vite'), { recursive: true });
  const compressible = files.filter(
    (file) => !isCopy(file) && COMPRESSIBLE.has(extname(file)) && file !== manifestFile,
  );
  const qualityOf = (file: string) => {
    const path = relative(dir, file).split(sep).join('/');
    return homePage.has(path) || extname(file) === '.html'
      ? constants.BROTLI_MAX_QUALITY
      : OTHER_PAGES_QUALITY;
  };
  const sizes = await Promise.all(compressible.map((file) => writeCopies(file, qualityOf(file))));
  const kB = (key: 'original' | 'brotli' | 'gzip') =>
    `${(sizes.reduce((sum, size) => sum + size[key], 0) / 1000).toFixed(1)} kB`;
  process.stdout.write(
    `precompress: ${sizes.length} files in ${relative(process.cwd(), dir) || '.'}: ${kB('original')} → brotli ${kB('brotli')}, gzip ${kB('gzip')}\n`,
  );
}

await precompress(fileURLToPath(new URL('../dist', import.meta.url)));
