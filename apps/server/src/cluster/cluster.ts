import { openDatabase } from '../platform/db/client.ts';
import { type RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy.ts';
import { type ServerInstance, startServerInstance } from './server-instance.ts';

const LOOPBACK = '127.0.0.1';
const MAX_INSTANCES = 8;
// The instance's port is read from Fastify's info-level "Server listening at" line.
const QUIET_LOG_LEVELS = new Set(['fatal', 'error', 'warn', 'silent']);

export interface ClusterOptions {
  /** The one PostgreSQL database every instance shares. */
  databaseUrl: string;
  /** How many instances (default 2). */
  instances?: number;
  /**
   * The app's variables for every instance (SESSION_SECRET, SMTP_URL, DATA_DIR…); at least SESSION_SECRET.
   * PUBLIC_URL defaults to the proxy's address and TRUST_PROXY to loopback; HOST and PORT are set here.
   */
  env: Record<string, string>;
  /** Variables for one instance only, by name (`a`, `b`, …). */
  instanceEnv?: (name: string) => Record<string, string>;
  /** The proxy's port; 0 (the default) lets the kernel pick. */
  proxyPort?: number;
  /** Everything an instance prints, e.g. to pass on with its name in front. */
  onOutput?: (name: string, chunk: string) => void;
}

export interface Cluster {
  /** The proxy's address: what a browser opens. */
  url: string;
  proxy: RoundRobinProxy;
  instances: ServerInstance[];
  /** Stops every instance (gracefully) and the proxy. */
  stop(): Promise<void>;
}

export function instanceName(index: number): string {
  return String.fromCharCode('a'.charCodeAt(0) + index);
}

/** Applies the committed migrations once, before any instance starts. */
async function migrateOnce(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, maxConnections: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

/**
 * Several server instances (`node src/main.ts`, each on a port of its own on loopback) on one PostgreSQL
 * behind a round-robin proxy: `npm run cluster` and the cluster suite. Migrations run once first; the first
 * instance then starts alone, so it seeds an empty database and prints the demo passwords, the others
 * together. Anything that fails on the way stops what was started.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.instances ?? 2;
  if (!Number.isInteger(count) || count < 1 || count > MAX_INSTANCES) {
    throw new Error(`a cluster has 1 to ${MAX_INSTANCES} instances, not ${count}`);
  }
  await migrateOnce(options.databaseUrl);
  const proxy = await startRoundRobinProxy({ host: LOOPBACK, port: options.proxyPort ?? 0 });
  const logLevel = options.env.LOG_LEVEL ?? 'info';
  const envOf = (name: string): Record<string, string> => ({
    PUBLIC_URL: proxy.url,
    // The proxy runs on loopback: only its X-Forwarded-For is believed, and the instances listen nowhere else.
    TRUST_PROXY: 'loopback',
    ...options.env,
    ...options.instanceEnv?.(name),
    LOG_LEVEL: QUIET_LOG_LEVELS.has(logLevel) ? 'info' : logLevel,
    DATABASE_URL: options.databaseUrl,
    HOST: LOOPBACK,
    PORT: '0',
  });
  const start = (name: string) =>
    startServerInstance({
      name,
      env: envOf(name),
      onOutput: options.onOutput ? (chunk) => options.onOutput?.(name, chunk) : undefined,
    });

  const instances: ServerInstance[] = [];
  const stopAll = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await proxy.close();
  };
  try {
    instances.push(await start(instanceName(0)));
    const rest = await Promise.allSettled(
      Array.from({ length: count - 1 }, (_, index) => start(instanceName(index + 1))),
    );
    for (const result of rest) {
      if (result.status === 'fulfilled') {
        instances.push(result.value);
      }
    }
    const failed = rest.find((result) => result.status === 'rejected');
    if (failed) {
      throw failed.reason;
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  proxy.setTargets(instances.map((instance) => instance.url));
  return { url: proxy.url, proxy, instances, stop: stopAll };
}
