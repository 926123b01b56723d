import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createHttpClient } from '../../test/cluster/http-client.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../test/cluster/scratch-database.ts';
import { seededAccount } from '../../test/seeded-accounts.ts';
import { type ServerInstance, startServerInstance } from './server-instance.ts';

// docs/deployment.md 'Backups': the pg_dump / pg_restore commands it gives, run on a seeded database, and the
// app started on the copy. PostgreSQL only (`npm run test:pg`).

const goldenUrl = inject('goldenPostgresUrl');
if (!goldenUrl) {
  throw new Error('backup-restore.pg.test.ts runs on PostgreSQL: npm run test:pg with TEST_DATABASE_URL');
}

// Debian's packages install each major version side by side; .ci/run takes the newest the same way. A
// pg_dump must be at least as new as the server it dumps.
const DEBIAN_POSTGRESQL = '/usr/lib/postgresql';
function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const versions = existsSync(DEBIAN_POSTGRESQL)
    ? readdirSync(DEBIAN_POSTGRESQL)
        .filter((version) => existsSync(join(DEBIAN_POSTGRESQL, version, 'bin', name)))
        .sort((x, y) => Number(y) - Number(x))
    : [];
  return versions[0] ? join(DEBIAN_POSTGRESQL, versions[0], 'bin', name) : name;
}

function run(command: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

/** Every table outside the system schemas with its row count and a digest of its rows, in a fixed order. */
async function tableDigests(url: string): Promise<Record<string, { rows: number; md5: string }>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
       order by 1`,
    );
    const digests: Record<string, { rows: number; md5: string }> = {};
    for (const { name } of tables.rows) {
      const result = await client.query<{ rows: string; md5: string | null }>(
        `select count(*) as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from ${name} t`,
      );
      const row = result.rows[0];
      digests[name] = { rows: Number(row?.rows), md5: row?.md5 ?? '' };
    }
    return digests;
  } finally {
    await client.end();
  }
}

let source: ScratchDatabase | undefined;
let restored: ScratchDatabase | undefined;
let instance: ServerInstance | undefined;
let workDir: string | undefined;
afterAll(async () => {
  await instance?.stop();
  await source?.drop();
  await restored?.drop();
  if (workDir) {
    await rm(workDir, { recursive: true, force: true });
  }
});

describe('backups with pg_dump and pg_restore', () => {
  it('restores a seeded database row for row, and the app starts and works on the copy', {
    timeout: 120_000,
  }, async () => {
    source = await createScratchDatabase(goldenUrl, new URL(goldenUrl).pathname.slice(1));
    restored = await createScratchDatabase(goldenUrl, 'template0');
    workDir = await mkdtemp(join(tmpdir(), 'specsource-backup-'));
    const dumpFile = join(workDir, 'specsource.dump');

    const started = performance.now();
    const dump = await run(postgresTool('pg_dump'), [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${dumpFile}`,
      `--dbname=${source.url}`,
    ]);
    expect(dump, dump.stderr).toMatchObject({ code: 0 });
    const dumpedAt = performance.now();
    const restore = await run(postgresTool('pg_restore'), [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${restored.url}`,
      dumpFile,
    ]);
    expect(restore, restore.stderr).toMatchObject({ code: 0 });
    const restoredAt = performance.now();

    const before = await tableDigests(source.url);
    const after = await tableDigests(restored.url);
    expect(after).toEqual(before);
    const rowCount = Object.values(before).reduce((sum, table) => sum + table.rows, 0);
    expect(before['public.users']?.rows).toBeGreaterThan(0);
    expect(before['public.pump_models']?.rows).toBeGreaterThan(0);
    expect(before['drizzle.__drizzle_migrations']?.rows).toBeGreaterThan(0);
    process.stdout.write(
      `[backup] ${Object.keys(before).length} tables, ${rowCount} rows: pg_dump ${Math.round(dumpedAt - started)} ms ` +
        `(${(await stat(dumpFile)).size} bytes), pg_restore ${Math.round(restoredAt - dumpedAt)} ms\n`,
    );

    const publicUrl = 'http://restore-check.test';
    instance = await startServerInstance({
      name: 'restored',
      env: {
        DATABASE_URL: restored.url,
        PUBLIC_URL: publicUrl,
        SESSION_SECRET: 'backup-restore-suite-session-secret-0123456789',
        PAYMENTS_PROVIDER: 'sandbox',
        UPLOAD_SCANNING: 'off',
        DATA_DIR: workDir,
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        WEB_DIST_DIR: join(workDir, 'no-web-build'),
      },
    });
    // Found its migrations applied (nothing new in the migrations table) and its demo data in place.
    expect(instance.output()).not.toContain('pump catalogue seeded');
    const summary = (await (await fetch(`${instance.url}/api/catalogue/summary`)).json()) as {
      spec_count: number;
    };
    expect(summary.spec_count).toBe(before['public.pump_models']?.rows);

    // The restored password hashes sign in; the sequences were restored, so new rows insert.
    const customer = seededAccount('customer');
    const client = createHttpClient(publicUrl);
    const signIn = await client.request(instance.url, 'POST', '/api/api_login/', {
      json: { email: customer.email, password: customer.password },
    });
    expect(await signIn.json()).toEqual({ is_logged_in: 'logged_in' });
    expect(await (await client.request(instance.url, 'GET', '/api/check-auth/')).json()).toMatchObject({
      email: customer.email,
    });
    const register = await createHttpClient(publicUrl).request(instance.url, 'POST', '/api/register/', {
      json: {
        first_name: 'Restored',
        email: 'after-restore@example.com',
        company_name: 'Backup Pumps',
        password: 'correct horse battery staple',
        confirm_password: 'correct horse battery staple',
      },
    });
    expect(register.status).toBe(201);
    const afterUse = await tableDigests(restored.url);
    expect(afterUse['drizzle.__drizzle_migrations']).toEqual(before['drizzle.__drizzle_migrations']);
    expect(afterUse['public.users']?.rows).toBe((before['public.users']?.rows ?? 0) + 1);
  });
});
