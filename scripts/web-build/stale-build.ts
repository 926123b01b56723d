// Whether apps/web/dist was built from the sources as they are now, and the build that makes it so. The build leaves
// the hash of its inputs in dist (web-sources.ts), which the next start compares, so a restart does not spend
// seconds rebuilding what has not changed.
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sourcesHash } from './web-sources.ts';

// A dot file: the server's static files skip dot files, so the stamp is never served.
const stampOf = (root: string) => join(root, 'apps/web/dist/.sources-sha256');

/** The inputs' hash when dist was built from other sources (or never), null when it is up to date. */
export async function staleWebBuild(root: string): Promise<string | null> {
  const current = await sourcesHash(root);
  const built = await readFile(stampOf(root), 'utf8').catch(() => null);
  return built?.trim() === current ? null : current;
}

/**
 * Runs `npm run build:web` (its output on this terminal) and stamps dist with `hash`, the inputs it started from.
 * Resolves to the build's exit status; `signal` stops the build.
 */
export async function buildWebApp(root: string, hash: string, signal?: AbortSignal): Promise<number> {
  const build = spawn('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit', signal });
  const status = await new Promise<number>((resolve) => {
    build.on('error', () => resolve(1));
    build.on('exit', (code) => resolve(code ?? 1));
  });
  if (status === 0) {
    // Hashed again after the build: a source saved while it ran makes the next start build again.
    const after = await sourcesHash(root);
    await writeFile(stampOf(root), after === hash ? `${hash}\n` : 'stale\n');
  }
  return status;
}
