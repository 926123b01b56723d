import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import type { DatabaseConnection } from '../src/db/database.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseConnection;
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
    { LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist', ...env },
    '0.0.0-test',
  );
  const app = await buildApp(config, { ...deps, database });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}
