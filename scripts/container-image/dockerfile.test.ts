import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDockerfile } from './dockerfile.ts';

describe('parseDockerfile', () => {
  it('reads stages, ARG defaults in FROM, flags, continued lines with comments inside, and both command forms', () => {
    const stages = parseDockerfile(
      [
        '# syntax=docker/dockerfile:1',
        'ARG BASE=node:24-slim',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: Dockerfile's own ${…}, not a template.
        'FROM ${BASE} AS build',
        'WORKDIR /app',
        'RUN npm ci \\',
        '  # a comment inside a continued instruction',
        '  --no-audit',
        '',
        'FROM $BASE',
        'ENV A=1 \\',
        '    B=two',
        'COPY --from=build --chown=node:node /app/dist/ dist/',
        'HEALTHCHECK --interval=30s CMD ["node", "-e", "process.exit(0)"]',
        'CMD ["node", "main.ts"]',
        'cmd node other.ts',
      ].join('\n'),
    );

    expect(stages.map((stage) => [stage.name, stage.from])).toEqual([
      ['build', 'node:24-slim'],
      ['1', 'node:24-slim'],
    ]);
    expect(stages[0]?.instructions[1]).toMatchObject({ keyword: 'RUN', text: 'npm ci --no-audit', line: 5 });
    const [env, copy, healthcheck, cmd, shellCmd] = stages[1]?.instructions ?? [];
    expect(env).toMatchObject({ keyword: 'ENV', args: ['A=1', 'B=two'], line: 10 });
    expect(copy).toMatchObject({
      flags: { from: 'build', chown: 'node:node' },
      args: ['/app/dist/', 'dist/'],
    });
    expect(healthcheck).toMatchObject({
      flags: { interval: '30s' },
      text: 'CMD ["node", "-e", "process.exit(0)"]',
    });
    expect(cmd?.args).toEqual(['node', 'main.ts']);
    expect(shellCmd).toMatchObject({ keyword: 'CMD', args: ['node', 'other.ts'] });
  });

  it('refuses an instruction before the first FROM, naming its line', () => {
    expect(() => parseDockerfile('WORKDIR /app\nFROM node:24')).toThrow(
      'Dockerfile line 1: WORKDIR before the first FROM',
    );
  });

  it("reads the repository's Dockerfile: a build stage, then a runtime stage on Node 24 with a health check", async () => {
    const stages = parseDockerfile(
      await readFile(join(import.meta.dirname, '..', '..', 'Dockerfile'), 'utf8'),
    );

    expect(stages.map((stage) => [stage.name, stage.from])).toEqual([
      ['build', 'node:24-bookworm-slim'],
      ['runtime', 'node:24-bookworm-slim'],
    ]);
    const keywords = stages[1]?.instructions.map((instruction) => instruction.keyword);
    expect(keywords).toContain('HEALTHCHECK');
    expect(keywords).toContain('USER');
    expect(keywords?.at(-1)).toBe('CMD');
  });
});
