import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CLI_NODE_FLAGS,
  SERVER_COMPILE_CACHE_DIR,
  SERVER_GLIBC_TUNABLES,
  SERVER_NODE_FLAGS,
  serverProcessEnv,
} from './server-node-flags.ts';

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

describe('the CLIs preload the compile cache and the module hooks (CLI_NODE_FLAGS)', () => {
  it('their npm scripts name the same file as CLI_NODE_FLAGS, relative to their package', () => {
    const preload = CLI_NODE_FLAGS[1] as string;
    expect(CLI_NODE_FLAGS[0]).toBe('--import');
    const scriptsOf = (file: string) =>
      (JSON.parse(read(file)) as { scripts: Record<string, string> }).scripts;
    const fromRoot = `--import ./${relative(fileURLToPath(root), preload)}`;
    expect(scriptsOf('package.json').admin).toBe(`node ${fromRoot} apps/server/src/cli/admin.ts`);
    expect(scriptsOf('package.json').catalogue).toBe(`node ${fromRoot} apps/server/src/cli/catalogue.ts`);
    expect(scriptsOf('package.json').pump).toBe(`node ${fromRoot} apps/server/src/cli/pump.ts`);
    const fromServer = `--import ./${relative(fileURLToPath(new URL('apps/server/', root)), preload)}`;
    expect(scriptsOf('apps/server/package.json')['db:migrate']).toBe(`node ${fromServer} src/cli/migrate.ts`);
    expect(scriptsOf('apps/server/package.json')['db:seed']).toBe(`node ${fromServer} src/cli/seed.ts`);
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
    expect(serverProcessEnv({ PORT: '1' })).toMatchObject({
      PORT: '1',
      GLIBC_TUNABLES: SERVER_GLIBC_TUNABLES,
    });
    expect(serverProcessEnv({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' }).GLIBC_TUNABLES).toBe(
      `${SERVER_GLIBC_TUNABLES}:glibc.malloc.arena_max=2`,
    );
  });
});

// compile-cache.test.ts shows what the directory saves: with it in the environment from the start, a restart loads
// Node's type stripper in no thread.
describe('every start of the server names the compile cache directory in its environment', () => {
  it('the one enableCompileCache() would pick, unless the environment names one', () => {
    expect(serverProcessEnv({ PORT: '1' }).NODE_COMPILE_CACHE).toBe(SERVER_COMPILE_CACHE_DIR);
    expect(SERVER_COMPILE_CACHE_DIR).toBe(join(tmpdir(), 'node-compile-cache'));
    expect(serverProcessEnv({ NODE_COMPILE_CACHE: '/srv/cache' }).NODE_COMPILE_CACHE).toBe('/srv/cache');
  });

  it('the container image', () => {
    expect(read('Dockerfile')).toMatch(/NODE_COMPILE_CACHE=\S+/);
  });
});
