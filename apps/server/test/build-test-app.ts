import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config/env.ts';
import type { DatabaseConnection } from '../src/platform/db/database.ts';
import type { FileStore } from '../src/platform/files/file-store.ts';
import { createLocalFileStore } from '../src/platform/files/local-file-store.ts';
import { createSharedTestDatabase, createTestDatabase } from './test-database.ts';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseConnection;
  /** The app's file store: `deps.fileStore`, or a local store in a temporary folder removed after the file. */
  fileStore: FileStore;
}

/**
 * The real app on a private database copy, torn down after the file (fastify/demo's `build(t)`).
 * `env` is a literal environment, as main.ts would pass process.env.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'database'> = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = loadConfig(
    // Searches run in the test's own thread unless a test asks for workers (search-pool tests do).
    { LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist', SEARCH_WORKERS: '0', ...env },
    '0.0.0-test',
  );
  // Tests never write to ./data: uploads go to a folder of their own.
  const filesDir = deps.fileStore ? undefined : await mkdtemp(path.join(tmpdir(), 'specsource-files-'));
  const fileStore = deps.fileStore ?? createLocalFileStore(filesDir as string);
  const spoolDir = await mkdtemp(path.join(tmpdir(), 'specsource-incoming-'));
  const app = await buildApp(config, { uploadSpoolDir: spoolDir, ...deps, database, fileStore });
  afterAll(async () => {
    await app.close();
    await database.close();
    if (filesDir) {
      await rm(filesDir, { recursive: true, force: true });
    }
    await rm(spoolDir, { recursive: true, force: true });
  });
  return { app, database, fileStore };
}

/**
 * The real app listening on loopback, for tests that need real sockets (bursts): two instances on one private
 * PostgreSQL database under `npm run test:pg`, as behind a load balancer; one on PGlite, which lives in one
 * process. Each resolves with its `http://127.0.0.1:<port>`.
 */
export async function buildListeningTestApps(
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'database'> = {},
): Promise<{ urls: string[]; database: DatabaseConnection }> {
  const connections = await createSharedTestDatabase(2);
  const [first] = connections as [DatabaseConnection, ...DatabaseConnection[]];
  const config = loadConfig(
    { LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist', SEARCH_WORKERS: '0', ...env },
    '0.0.0-test',
  );
  const filesDir = await mkdtemp(path.join(tmpdir(), 'specsource-files-'));
  const apps = await Promise.all(
    connections.map((database) =>
      buildApp(config, {
        fileStore: createLocalFileStore(filesDir),
        uploadSpoolDir: path.join(filesDir, '.incoming'),
        ...deps,
        database,
      }),
    ),
  );
  const urls = await Promise.all(apps.map((app) => app.listen({ host: '127.0.0.1', port: 0 })));
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await first.close();
    await rm(filesDir, { recursive: true, force: true });
  });
  return { urls, database: first };
}
