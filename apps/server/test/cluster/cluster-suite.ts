import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CataloguePump, generateDemoCatalogue } from '@specsource/pump-engine';
import { afterAll, afterEach, inject } from 'vitest';
import { type Cluster, startCluster } from '../../src/cluster/cluster.ts';
import { exportCatalogueFile } from '../../src/domain/catalogue/import/catalogue-file.ts';
import { type SmtpPeer, startSmtpPeer } from '../smtp-peer.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';

// The set-up and helpers of src/cluster/cluster.pg.test.ts: one cluster of two instances for the whole file.

export const report = (line: string) => process.stdout.write(`[cluster] ${line}\n`);

/**
 * Two real instances (`node src/main.ts` child processes) on a scratch copy of the golden PostgreSQL database
 * behind the round-robin proxy, with an SMTP peer and a data directory; all stopped and removed after the file.
 */
export async function startClusterSuite() {
  const goldenUrl = inject('goldenPostgresUrl');
  if (!goldenUrl) {
    throw new Error('cluster.pg.test.ts runs on PostgreSQL: npm run test:pg with TEST_DATABASE_URL');
  }
  const suiteStarted = performance.now();

  let cluster: Cluster | undefined;
  let database: ScratchDatabase | undefined;
  let smtp: SmtpPeer | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    await cluster?.stop();
    await smtp?.stop();
    await database?.drop();
    if (dataDir) {
      await rm(dataDir, { recursive: true, force: true });
    }
    report(`suite ran ${Math.round(performance.now() - suiteStarted)} ms, set-up and tear-down included`);
  });
  // A failed test shows what the instances printed last.
  afterEach((context) => {
    if (context.task.result?.state === 'fail') {
      for (const instance of cluster?.instances ?? []) {
        process.stdout.write(
          `--- instance ${instance.name} (last 6 kB)\n${instance.output().slice(-6_000)}\n`,
        );
      }
    }
  });

  database = await createScratchDatabase(goldenUrl, new URL(goldenUrl).pathname.slice(1));
  smtp = await startSmtpPeer();
  dataDir = await mkdtemp(join(tmpdir(), 'specsource-cluster-'));
  const clusterStarted = performance.now();
  cluster = await startCluster({
    databaseUrl: database.url,
    env: {
      SESSION_SECRET: 'cluster-suite-session-secret-0123456789abcdef',
      PAYMENTS_PROVIDER: 'sandbox',
      UPLOAD_SCANNING: 'off',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    },
    // Production instances share one sender; here each has its own, so a delivered mail says who sent it.
    instanceEnv: (name) => ({ MAIL_FROM: `SpecSource ${name} <no-reply@${name}.cluster.test>` }),
  });
  report(`2 instances and the proxy up in ${Math.round(performance.now() - clusterStarted)} ms`);
  const { url: proxyUrl, proxy } = cluster;
  const [a, b] = cluster.instances as [Cluster['instances'][number], Cluster['instances'][number]];
  const origin = new URL(proxyUrl).origin;

  return { database, smtp, proxyUrl, proxy, a, b, origin };
}

export async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

/** Polls `url` until it answers 200; resolves with that moment, or null at the deadline. */
export async function firstOk(url: string, deadline: number): Promise<number | null> {
  while (performance.now() < deadline) {
    const response = await fetch(url);
    await response.body?.cancel();
    if (response.status === 200) {
      return performance.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return null;
}

/** The pino JSON lines an instance printed, parsed. */
export function logLines(instance: { output(): string }): Array<Record<string, unknown>> {
  return instance
    .output()
    .split('\n')
    .flatMap((line) => {
      try {
        return line.startsWith('{') ? [JSON.parse(line) as Record<string, unknown>] : [];
      } catch {
        return [];
      }
    });
}

export function newPump(id: string): CataloguePump {
  const [template] = generateDemoCatalogue({ count: 1 }) as [CataloguePump];
  return { ...template, id, model: id.toUpperCase() };
}

export function catalogueForm(pump: CataloguePump): FormData {
  const form = new FormData();
  form.append('file', new Blob([exportCatalogueFile([pump], 'json')]), 'pumps.json');
  return form;
}
