import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/**
 * What the built web app (apps/web/dist) is made from, relative to the repository root: its own sources and build
 * configuration, the contracts package it bundles, and the lockfile that fixes every dependency's version.
 */
export const WEB_BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/scripts/precompress.ts',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
] as const;

/** The SHA-256 of every input file's path and bytes, in path order: it changes exactly when one of them does. */
export async function sourcesHash(
  root: string,
  inputs: readonly string[] = WEB_BUILD_INPUTS,
): Promise<string> {
  const files: string[] = [];
  for (const input of inputs) {
    files.push(...(await filesAt(join(root, input))));
  }
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(root, file).split('\\').join('/'));
    hash.update('\0');
    hash.update(await readFile(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The files at `path`: itself when it is a file, every file below it when a folder, none when it is absent. */
async function filesAt(path: string): Promise<string[]> {
  try {
    const entries = await readdir(path, { withFileTypes: true, recursive: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR') {
      return [path];
    }
    if (code === 'ENOENT') {
      return [];
    }
    throw error;
  }
}
