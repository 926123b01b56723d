// `npm start` runs this before the server: it builds the web app (`npm run build:web`) only when apps/web/dist was not
// built from the sources as they are now, so a restart does not spend seconds rebuilding what has not changed. The
// build leaves the hash of its inputs in dist (SOURCES_STAMP), which the next start compares.
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourcesHash } from './web-sources.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
// A dot file: the server's static files skip dot files, so the stamp is never served.
const stamp = join(root, 'apps/web/dist/.sources-sha256');

const current = await sourcesHash(root);
const built = await readFile(stamp, 'utf8').catch(() => null);
if (built?.trim() === current) {
  console.log('web app: apps/web/dist is up to date with its sources; not rebuilt');
} else {
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
  // Hashed again after the build: a source saved while it ran makes the next start build again.
  const after = await sourcesHash(root);
  await writeFile(stamp, after === current ? `${current}\n` : 'stale\n');
}
