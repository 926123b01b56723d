import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourcesHash } from './web-sources.ts';

describe('sourcesHash', () => {
  let root = '';
  const inputs = ['web/src', 'web/index.html', 'web/absent.ts'];

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'web-sources-'));
    await mkdir(join(root, 'web/src/pages'), { recursive: true });
    await writeFile(join(root, 'web/src/main.tsx'), 'main');
    await writeFile(join(root, 'web/src/pages/home.tsx'), 'home');
    await writeFile(join(root, 'web/index.html'), '<html>');
    await writeFile(join(root, 'web/other.ts'), 'not an input');
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('is the same for the same files, whatever else changes', async () => {
    const before = await sourcesHash(root, inputs);
    await writeFile(join(root, 'web/other.ts'), 'changed, but not an input');
    expect(await sourcesHash(root, inputs)).toBe(before);
  });

  it('changes when a file below an input folder changes, appears or goes', async () => {
    const before = await sourcesHash(root, inputs);
    await writeFile(join(root, 'web/src/pages/home.tsx'), 'home, edited');
    const edited = await sourcesHash(root, inputs);
    expect(edited).not.toBe(before);
    await writeFile(join(root, 'web/src/pages/about.tsx'), 'about');
    const added = await sourcesHash(root, inputs);
    expect(added).not.toBe(edited);
    await rm(join(root, 'web/src/pages/about.tsx'));
    expect(await sourcesHash(root, inputs)).toBe(edited);
  });

  it('changes when an input file changes, and when a file moves to another name', async () => {
    const before = await sourcesHash(root, inputs);
    await writeFile(join(root, 'web/index.html'), '<html lang="en">');
    expect(await sourcesHash(root, inputs)).not.toBe(before);
    await writeFile(join(root, 'web/index.html'), '<html>');
    await rm(join(root, 'web/src/main.tsx'));
    await writeFile(join(root, 'web/src/entry.tsx'), 'main');
    expect(await sourcesHash(root, inputs)).not.toBe(before);
  });
});
