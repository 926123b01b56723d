import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, LOOPBACK } from '../../scripts/server-process.ts';

// A PostgreSQL cluster of a test's own (initdb into a temporary folder, a free loopback port), so a test can
// stop and start the database under a running server without touching anyone else's. PostgreSQL refuses
// to run as root: as root (CI containers) its commands run as the `postgres` user, as .ci/run does.

const run = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin folder (Debian layout), or null when none is installed. */
export function postgresBinDir(): string | null {
  if (!existsSync(PG_ROOT)) {
    return null;
  }
  const versions = readdirSync(PG_ROOT)
    .filter((name) => existsSync(join(PG_ROOT, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest === undefined ? null : join(PG_ROOT, newest, 'bin');
}

const isRoot = () => process.getuid?.() === 0;

async function asPostgresOwner(command: string, args: string[]): Promise<void> {
  const [file, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  await run(file, argv, { timeout: 60_000 });
}

export interface PostgresCluster {
  /** The `postgres` database, as superuser `postgres` (trust authentication on loopback). */
  adminUrl: string;
  /** Stops the server at once (`-m immediate`: no checkpoint, as if it crashed); WAL replay restores it. */
  stop(): Promise<void>;
  /** Starts it again on the same port and waits until it takes connections. */
  start(): Promise<void>;
  /** Stops it and removes its files. */
  remove(): Promise<void>;
}

export async function startPostgresCluster(binDir: string): Promise<PostgresCluster> {
  const root = await mkdtemp(join(tmpdir(), 'specsource-fault-pg-'));
  if (isRoot()) {
    await run('chown', ['postgres', root]);
  }
  const dataDir = join(root, 'data');
  const port = await freePort();
  await asPostgresOwner(join(binDir, 'initdb'), [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
  ]);
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    `-c listen_addresses=${LOOPBACK}`,
    // Durability settings stay at their defaults: the test is about what an acknowledged commit survives.
    '-c max_connections=50',
  ].join(' ');
  const pgCtl = (...args: string[]) => asPostgresOwner(join(binDir, 'pg_ctl'), ['-D', dataDir, ...args]);
  const start = () => pgCtl('-l', join(root, 'server.log'), '-w', '-t', '60', '-o', options, 'start');
  await start();
  return {
    adminUrl: `postgres://postgres@${LOOPBACK}:${port}/postgres`,
    stop: () => pgCtl('-m', 'immediate', '-w', 'stop'),
    start,
    async remove() {
      await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}
