import { randomBytes } from 'node:crypto';
import { type Cluster, startCluster } from '../cluster/cluster.ts';

// `npm run cluster`: several instances on one PostgreSQL behind a round-robin proxy on loopback, to see
// scale-out work on one machine (docs/deployment.md). Ctrl-C stops them all.

const HOW_TO_GET_A_DATABASE = `npm run cluster needs PostgreSQL: several instances cannot share the embedded database.
Set DATABASE_URL to a database you may create tables in, for example with a local PostgreSQL:

  createdb specsource
  DATABASE_URL=postgres://USER:PASSWORD@localhost:5432/specsource npm run cluster

or with one in a container:

  docker run -d --name specsource-pg -e POSTGRES_PASSWORD=specsource -p 5432:5432 postgres:17
  DATABASE_URL=postgres://postgres:specsource@localhost:5432/postgres npm run cluster

Optional: CLUSTER_INSTANCES (default 2), PORT for the proxy (default: any free port), and every variable
the server reads (SMTP_URL, STRIPE_*, …), passed to each instance.`;

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(HOW_TO_GET_A_DATABASE);
  process.exit(1);
}
const instances = Number(process.env.CLUSTER_INSTANCES || 2);
const proxyPort = Number(process.env.PORT || 0);

// Every instance must sign cookies with the same secret; one made up for this run is enough on one machine.
const sessionSecret = process.env.SESSION_SECRET || randomBytes(32).toString('base64url');
const env: Record<string, string> = {};
for (const [name, value] of Object.entries(process.env)) {
  if (value !== undefined && name !== 'PORT' && name !== 'HOST' && name !== 'CLUSTER_INSTANCES') {
    env[name] = value;
  }
}
env.SESSION_SECRET = sessionSecret;
// A cluster tried out on one machine takes test cards unless Stripe is configured; production names its provider.
if (!env.STRIPE_SECRET_KEY && !env.PAYMENTS_PROVIDER) {
  env.PAYMENTS_PROVIDER = 'sandbox';
}
// Uploads go unscanned unless CLAMD_URL names a scanner; production names its choice.
if (!env.CLAMD_URL && !env.UPLOAD_SCANNING) {
  env.UPLOAD_SCANNING = 'off';
}
// An empty database gets the demo accounts, printed once, as `npm start` does; production seeds none.
env.SEED_DEMO_ACCOUNTS ||= 'true';

/** Each instance's output, line by line, with its name in front. */
function prefixer() {
  const partial = new Map<string, string>();
  return (name: string, chunk: string) => {
    const lines = ((partial.get(name) ?? '') + chunk).split('\n');
    partial.set(name, lines.pop() ?? '');
    for (const line of lines) {
      process.stdout.write(`[${name}] ${line}\n`);
    }
  };
}

let cluster: Cluster;
try {
  cluster = await startCluster({ databaseUrl, instances, env, proxyPort, onOutput: prefixer() });
} catch (error) {
  console.error(`The cluster did not start. ${(error as Error).message}`);
  process.exit(1);
}

let isStopping = false;
async function stop(code: number): Promise<void> {
  if (isStopping) {
    return;
  }
  isStopping = true;
  console.info('\nStopping every instance and the proxy…');
  await cluster.stop();
  process.exit(code);
}

for (const instance of cluster.instances) {
  void instance.exited.then((how) => {
    if (!isStopping) {
      console.error(`Instance ${instance.name} stopped on its own (${String(how)}); stopping the others.`);
      void stop(1);
    }
  });
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

console.info(
  [
    '',
    `  SpecSource cluster: ${cluster.instances.length} instances on one PostgreSQL behind a round-robin proxy`,
    `  Open            ${cluster.url}`,
    ...cluster.instances.map(
      (instance) => `  Instance ${instance.name}      ${instance.url} (pid ${instance.pid})`,
    ),
    '  Ctrl-C stops them all.',
    '',
  ].join('\n'),
);
