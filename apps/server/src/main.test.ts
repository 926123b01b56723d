import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FindPartsResponseSchema } from '@specsource/contracts';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from '../scripts/server-process.ts';
import { runNodeScript } from '../test/run-node-script.ts';

// The real entry point as `npm start` runs it (without the web build), on a throw-away DATA_DIR.
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = await mkdtemp(join(tmpdir(), 'specsource-main-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  output: () => string;
  port: number;
}

/** The server as a child process on a free port, its output collected; `ipc` opens the channel npm start uses. */
async function spawnServer(env: Record<string, string>, { ipc = false } = {}): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { child, output: () => output, port };
}

async function startServer(env: Record<string, string>): Promise<Started> {
  const started = await spawnServer(env);
  const { child, output } = started;
  const deadline = Date.now() + 60_000;
  while (!output().includes('SpecSource is running')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`server did not start:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return started;
}

function stopServer(started: Started): Promise<number | null> {
  return new Promise((resolve) => {
    started.child.once('exit', (code) => resolve(code));
    started.child.kill('SIGTERM');
  });
}

async function runToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { code, stdout, stderr } = await runNodeScript(MAIN, [], { DATA_DIR: dataDir, ...env });
  return { code, output: stdout + stderr };
}

describe('npm start (main.ts)', () => {
  it('refuses a bad PORT, naming the variable, and exits non-zero', async () => {
    const { code, output } = await runToExit({ PORT: 'abc' });
    expect(code).not.toBe(0);
    expect(output).toMatch(/PORT: .*"abc"/);
  });

  it('refuses a port something else listens on, in a sentence, even when that listener would share it', async () => {
    // SO_REUSEPORT on the holder too: a second SpecSource listening with several sockets holds the port like this.
    const holder = createServer();
    const port = await new Promise<number>((resolve, reject) => {
      holder.once('error', reject);
      holder.listen({ port: 0, host: '127.0.0.1', reusePort: process.platform === 'linux' }, () => {
        const address = holder.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
    const ownDir = await mkdtemp(join(tmpdir(), 'specsource-main-port-taken-'));
    try {
      const { code, output } = await runToExit({
        DATA_DIR: ownDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      });
      expect(code).toBe(1);
      expect(output).toContain(`SpecSource cannot start. Port ${port} on 127.0.0.1 is in use (EADDRINUSE)`);
      expect(output).not.toMatch(/\n\s+at /);
      // Refused before the database opened: nothing was created, let alone seeded.
      expect(await readdir(ownDir)).toEqual([]);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
      await rm(ownDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('seeds on first start, prints the demo accounts once, and keeps data across a restart', async () => {
    const first = await startServer({});
    const banner = first.output();
    for (const role of ['admin', 'supplier', 'customer']) {
      expect(banner).toMatch(new RegExp(`${role}\\s+\\S+@example\\.com\\s+\\S{12,}`));
    }
    expect(banner).not.toContain('no_active_admin');
    const found = FindPartsResponseSchema.parse(
      await fetch(`http://127.0.0.1:${first.port}/api/part/?title=pu`).then((r) => r.json()),
    );
    expect(found.results.map((part) => part.slug)).toContain('pump');
    const health = await fetch(`http://127.0.0.1:${first.port}/api/health`);
    expect(health.status).toBe(200);
    expect(await stopServer(first)).toBe(0);

    // The second start finds the seeded data on disk, so it seeds nothing and shows no passwords; it reads the
    // catalogue from the cache file the first start wrote, fetching no pump from the database.
    const second = await startServer({ LOG_LEVEL: 'info' });
    expect(second.output()).toContain('created on the first start');
    expect(second.output()).toMatch(/"miss":null,[^\n]*"msg":"pump catalogue cache read"/);
    expect(second.output()).toMatch(/"pumps":\d+,"fetched":0,[^\n]*"msg":"pump catalogue loaded"/);
    expect(second.output()).not.toMatch(/admin\s+\S+@example\.com\s+\S{12,}/);
    const again = FindPartsResponseSchema.parse(
      await fetch(`http://127.0.0.1:${second.port}/api/part/?title=pu`).then((r) => r.json()),
    );
    expect(again.results.map((part) => part.slug)).toContain('pump');
    expect(await stopServer(second)).toBe(0);
  }, 120_000);

  it('waits for the web build npm start runs beside it: listens and registers the web app only after the word', async () => {
    const webDist = join(dataDir, 'web-built-later');
    const { child, output, port } = await spawnServer(
      { LOG_LEVEL: 'info', WEB_DIST_DIR: webDist, WEB_BUILD: 'pending' },
      { ipc: true },
    );
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    // A failed expectation must not leave the server running.
    onTestFinished(() => {
      child.kill('SIGKILL');
    });

    await expect.poll(output, { timeout: 60_000, interval: 100 }).toContain('"event":"web_build_wait"');
    // Prepared and waiting: nothing listens yet.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    // The build lands only now; the web app registered after the word finds it.
    await mkdir(webDist, { recursive: true });
    await writeFile(
      join(webDist, 'index.html'),
      '<!doctype html><title>built while the server prepared</title>',
    );
    child.send('web-built');
    await expect.poll(output, { timeout: 30_000, interval: 100 }).toContain('SpecSource is running');
    const page = await fetch(`http://127.0.0.1:${port}/request/anything`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('built while the server prepared');
    // The IPC channel does not keep a stopped server alive.
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 120_000);

  it('takes the word sent before it listens (a restart with the web build up to date), and stops cleanly after', async () => {
    const webDist = join(dataDir, 'web-built-before');
    await mkdir(webDist, { recursive: true });
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>built before the start</title>');
    const { child, output, port } = await spawnServer(
      { WEB_DIST_DIR: webDist, WEB_BUILD: 'pending' },
      { ipc: true },
    );
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    onTestFinished(() => {
      child.kill('SIGKILL');
    });
    // At once, as npm start does when dist is current: Node holds it until the server listens for it.
    child.send('web-built');
    await expect.poll(output, { timeout: 60_000, interval: 100 }).toContain('SpecSource is running');
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(await page.text()).toContain('built before the start');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output()).not.toContain('TypeError');
  }, 120_000);

  it('keeps a compile cache of its modules in the temp directory, for the next start', async () => {
    const ownTmp = await mkdtemp(join(tmpdir(), 'specsource-main-compile-cache-'));
    try {
      const started = await startServer({ TMPDIR: ownTmp });
      expect(await stopServer(started)).toBe(0);
      // Node writes the cache when the process exits.
      expect((await readdir(join(ownTmp, 'node-compile-cache'), { recursive: true })).length).toBeGreaterThan(
        0,
      );
    } finally {
      await rm(ownTmp, { recursive: true, force: true });
    }
  }, 120_000);

  it('seeds no demo accounts when told not to (the production default), and says how to create the first admin', async () => {
    const emptyDir = await mkdtemp(join(tmpdir(), 'specsource-main-no-accounts-'));
    try {
      const started = await startServer({ DATA_DIR: emptyDir, SEED_DEMO_ACCOUNTS: 'false' });
      // The log line goes through pino's own stdout writer, which may land after the banner's direct write.
      await expect.poll(() => started.output(), { timeout: 10_000 }).toContain('"event":"no_active_admin"');
      const output = started.output();
      expect(output).not.toMatch(/(admin|supplier|customer)\s+\S+@example\.com\s+\S{12,}/);
      expect(output).toContain('No admin account yet');
      expect(output).toContain('npm run admin -- create-user --role admin');
      // The catalogue and the visitor pages work without an account.
      const found = FindPartsResponseSchema.parse(
        await fetch(`http://127.0.0.1:${started.port}/api/part/?title=pu`).then((r) => r.json()),
      );
      expect(found.results.map((part) => part.slug)).toContain('pump');
      expect(await stopServer(started)).toBe(0);
    } finally {
      await rm(emptyDir, { recursive: true, force: true });
    }
  }, 120_000);
});
