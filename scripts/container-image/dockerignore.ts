// .dockerignore as Docker reads it (https://docs.docker.com/build/concepts/context/#dockerignore-files): one
// pattern per line relative to the context's root, `#` comments, `**` for any number of folders, `!` to take a
// path back in; the last pattern that matches a path decides, and an excluded folder excludes what is inside.

import { matchesGlob } from 'node:path';

export interface IgnorePattern {
  glob: string;
  negated: boolean;
}

export function parseDockerignore(text: string): IgnorePattern[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const glob = (negated ? line.slice(1) : line).trim().replace(/^\/+/, '').replace(/\/+$/, '');
      return { glob, negated };
    });
}

/** `relativePath` uses `/` and is relative to the context's root. */
export function isIgnored(relativePath: string, patterns: IgnorePattern[]): boolean {
  let ignored = false;
  for (const pattern of patterns) {
    if (selfOrAncestors(relativePath).some((path) => matchesGlob(path, pattern.glob))) {
      ignored = !pattern.negated;
    }
  }
  return ignored;
}

function selfOrAncestors(relativePath: string): string[] {
  const parts = relativePath.split('/');
  return parts.map((_part, index) => parts.slice(0, index + 1).join('/'));
}
