import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseDockerfile } from './dockerfile.ts';
import { parseDockerignore } from './dockerignore.ts';
import { replayStage } from './replay-stage.ts';

let root: string;
let context: string;
let stageDir: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'specsource-replay-'));
  context = join(root, 'context');
  stageDir = join(root, 'stage');
  const files = {
    'package.json': '{}',
    'src/main.ts': 'main',
    'src/lib/util.ts': 'util',
    'src/lib/util.test.ts': 'a test',
    'src/node_modules/stray/index.js': 'stray',
    'web/dist/index.html': '<html>',
    '.env': 'SECRET=1',
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(context, path)), { recursive: true });
    await writeFile(join(context, path), text);
  }
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const ignore = parseDockerignore('**/node_modules\n**/*.test.ts\n**/dist\n.env\n');

async function filesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();
}

async function replay(dockerfile: string) {
  const stages = parseDockerfile(dockerfile);
  const stage = stages.at(-1);
  if (!stage) {
    throw new Error('no stage');
  }
  return replayStage(stage, { contextDir: context, stageDir, ignore, stages });
}

describe('replayStage', () => {
  it("copies the context minus .dockerignore and the build stage's output, and replays npm ci only", async () => {
    const result = await replay(
      [
        'FROM node:24 AS build',
        'WORKDIR /app',
        'FROM node:24',
        'ENV NODE_ENV=production PORT=3000',
        'WORKDIR /app',
        'COPY package.json ./',
        'COPY src/ src/',
        'COPY --from=build /app/web/dist/ web/dist/',
        'RUN npm ci --omit=dev --workspace=server && npm cache clean --force',
        'RUN mkdir -p /data',
        'HEALTHCHECK --interval=5s CMD ["node", "-e", "0"]',
        'CMD ["node", "src/main.ts"]',
      ].join('\n'),
    );

    expect(await filesIn(stageDir)).toEqual([
      'package.json',
      'src/lib/util.ts',
      'src/main.ts',
      'web/dist/index.html',
    ]);
    expect(result.env).toEqual({ NODE_ENV: 'production', PORT: '3000' });
    expect(result.installs).toEqual([['ci', '--omit=dev', '--workspace=server']]);
    expect(result.cmd).toEqual(['node', 'src/main.ts']);
    expect(result.healthcheck).toEqual(['node', '-e', '0']);
    expect(result.log).toContain('line 7 COPY src/ → src/: 2 files');
    expect(result.log).toContain(
      "line 10 RUN mkdir -p /data: not replayed (it changes the image's system, not the app's files)",
    );
  });

  it('fails on a source that is not there, naming the line, and says to build a missing build output first', async () => {
    await expect(replay('FROM node:24\nWORKDIR /app\nCOPY lib/ lib/\nCMD ["node"]')).rejects.toThrow(
      'line 3 COPY: lib/ does not exist',
    );
    await expect(
      replay(
        'FROM node:24 AS build\nWORKDIR /app\nFROM node:24\nWORKDIR /app\nCOPY --from=build /app/out/ out/\nCMD ["node"]',
      ),
    ).rejects.toThrow('line 5 COPY: /app/out/ does not exist (build it first: npm run build:web)');
  });

  it('refuses to copy a file .dockerignore leaves out of the context, as docker build would', async () => {
    await expect(replay('FROM node:24\nWORKDIR /app\nCOPY .env ./\nCMD ["node"]')).rejects.toThrow(
      'line 3 COPY: .env is left out of the context by .dockerignore',
    );
  });

  it('refuses a layout it cannot map rather than guess: another WORKDIR, or no CMD', async () => {
    await expect(replay('FROM node:24\nWORKDIR /srv\nCMD ["node"]')).rejects.toThrow(
      'the replay maps /app only',
    );
    await expect(replay('FROM node:24\nWORKDIR /app\nCOPY package.json ./')).rejects.toThrow(
      'has no CMD to start',
    );
  });
});
