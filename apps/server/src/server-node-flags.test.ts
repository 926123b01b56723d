import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_GLIBC_TUNABLES, SERVER_NODE_FLAGS, serverProcessEnv } from './server-node-flags.ts';

const root = new URL('../../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');

// The TypeScript start paths import SERVER_NODE_FLAGS; the container image spells the flags out.
describe('every start of the server passes the server’s Node flags', () => {
  it('npm start: scripts/start.ts starts the server with them', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: { start: string } };
    expect(scripts.start).toBe('node scripts/start.ts');
    expect(read('scripts/start.ts')).toContain("[...SERVER_NODE_FLAGS, 'apps/server/src/main.ts']");
  });

  it('the container image', () => {
    const words = SERVER_NODE_FLAGS.map((flag) => `"${flag}", `).join('');
    expect(read('Dockerfile')).toContain(`CMD ["node", ${words}"apps/server/src/main.ts"]`);
  });
});

describe('every start of the server gets its malloc setting', () => {
  it('npm start, npm run dev, the cluster, the test and load harnesses and the browser suite', () => {
    expect(read('scripts/start.ts')).toContain(
      "env: serverProcessEnv({ ...process.env, WEB_BUILD: 'pending' })",
    );
    expect(read('scripts/dev.ts')).toContain('env: serverProcessEnv(process.env)');
    expect(read('apps/server/src/cluster/server-instance.ts')).toContain(
      'env: serverProcessEnv(options.env)',
    );
    expect(read('apps/server/scripts/server-process.ts')).toContain(
      'env: serverProcessEnv(childEnv(options, port))',
    );
    expect(read('playwright.config.ts')).toContain('GLIBC_TUNABLES: SERVER_GLIBC_TUNABLES');
  });

  it('the container image', () => {
    expect(read('Dockerfile')).toContain(`GLIBC_TUNABLES=${SERVER_GLIBC_TUNABLES}`);
  });

  it('keeps tunables the environment already names, after its own, so they win', () => {
    expect(serverProcessEnv({ PORT: '1' })).toEqual({ PORT: '1', GLIBC_TUNABLES: SERVER_GLIBC_TUNABLES });
    expect(serverProcessEnv({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' }).GLIBC_TUNABLES).toBe(
      `${SERVER_GLIBC_TUNABLES}:glibc.malloc.arena_max=2`,
    );
  });
});
