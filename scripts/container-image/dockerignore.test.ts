import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isIgnored, parseDockerignore } from './dockerignore.ts';

describe('.dockerignore', () => {
  it('matches a folder and what is in it, any depth with **, and lets the last pattern decide', () => {
    const patterns = parseDockerignore(
      ['# comment', '/data/', '**/node_modules', '**/*.test.ts', '!apps/keep.test.ts', 'docs/*.md', ''].join(
        '\n',
      ),
    );

    expect(isIgnored('data', patterns)).toBe(true);
    expect(isIgnored('data/db/pg_wal/0001', patterns)).toBe(true);
    expect(isIgnored('apps/web/node_modules/react/index.js', patterns)).toBe(true);
    expect(isIgnored('apps/server/src/app.test.ts', patterns)).toBe(true);
    expect(isIgnored('apps/keep.test.ts', patterns)).toBe(false);
    expect(isIgnored('docs/deployment.md', patterns)).toBe(true);
    expect(isIgnored('docs/decisions/0001.md', patterns)).toBe(false);
    expect(isIgnored('apps/server/src/app.ts', patterns)).toBe(false);
    expect(isIgnored('metadata/x', patterns)).toBe(false);
  });

  it("keeps tests, local data, secrets and build output out of the repository's build context, and sources in", async () => {
    const patterns = parseDockerignore(
      await readFile(join(import.meta.dirname, '..', '..', '.dockerignore'), 'utf8'),
    );

    for (const left of [
      'data/db/PG_VERSION',
      '.env',
      '.env.production',
      'apps/server/src/app.test.ts',
      'apps/web/src/app.test.tsx',
      'apps/web/dist/index.html',
      'node_modules/pg/package.json',
      '.git/HEAD',
    ]) {
      expect(isIgnored(left, patterns), left).toBe(true);
    }
    for (const kept of [
      'apps/server/src/main.ts',
      'apps/server/drizzle/meta/_journal.json',
      'package-lock.json',
    ]) {
      expect(isIgnored(kept, patterns), kept).toBe(false);
    }
  });
});
