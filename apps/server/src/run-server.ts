import { readFileSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { formatBanner } from './banner.ts';
import { catalogueCacheFileOf } from './domain/catalogue/catalogue-cache-file.ts';
import { startHousekeeping } from './housekeeping/housekeeping.ts';
import { ConfigError, loadConfig } from './platform/config/env.ts';
import { openDatabase } from './platform/db/client.ts';
import { EmbeddedDatabaseBusyError, lockEmbeddedDatabase } from './platform/db/embedded-database-lock.ts';
import { createFileStore, uploadSpoolDirOf } from './platform/files/create-file-store.ts';
import { assertPortFree, defaultListenSockets, listenOnSockets } from './platform/http/listen-sockets.ts';
import { createMailerFromConfig } from './platform/mail/create-mailer.ts';
import { releaseGarbageSoon } from './platform/memory/release-garbage.ts';
import { hasActiveAdmin, NO_ADMIN_WARNING } from './seed/first-admin.ts';
import { migrateAndSeed } from './seed/migrate-and-seed.ts';

// The server as `main.ts` starts it, and the only file that reads the environment (lint forbids `process.env`
// elsewhere); everything else gets `config` as an argument.
const startedAt = performance.now();
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

function readConfig() {
  try {
    return loadConfig(process.env, version);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`SpecSource cannot start. ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function lockEmbeddedDatabaseOrExit(dataDir: string) {
  try {
    return await lockEmbeddedDatabase(dataDir);
  } catch (error) {
    if (error instanceof EmbeddedDatabaseBusyError) {
      process.stderr.write(`SpecSource cannot start. ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * `npm start` builds a stale web app while this process prepares (scripts/start.ts): it sets WEB_BUILD=pending and
 * sends 'web-built' over the IPC channel once apps/web/dist is whole, or ends this process if the build fails.
 * Listened for from the start, so a message that comes early is not missed.
 */
function webBuildFromLauncher(): Promise<void> | undefined {
  if (process.env.WEB_BUILD !== 'pending' || !process.send) {
    return undefined;
  }
  return new Promise((resolve) => {
    process.once('message', () => {
      // The channel would otherwise keep the process alive after a graceful shutdown. Not from inside the
      // handler: for a message Node held until this listener came, it still uses the channel after the call.
      setImmediate(() => process.disconnect?.());
      resolve();
    });
  });
}

/**
 * Gives back the garbage a moment left (the start, a catalogue reload: platform/memory/release-garbage.ts), a second
 * later. The log lines run then, after `app` below exists.
 */
function releaseGarbageOf(moment: string): void {
  releaseGarbageSoon(
    (ms) => app.log.info({ ms }, `${moment} garbage released`),
    (error) => app.log.error({ err: error }, `${moment} garbage not released`),
  );
}

/** A port already taken ends the start with a sentence, not a stack trace; anything else is thrown on. */
async function refuseTakenPort(error: unknown, cleanUp: () => Promise<void>): Promise<never> {
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') {
    throw error;
  }
  process.stderr.write(
    `SpecSource cannot start. Port ${config.port} on ${config.host} is in use (EADDRINUSE): stop what holds it, ` +
      'or set PORT to a free one.\n',
  );
  await cleanUp();
  process.exit(1);
}

const config = readConfig();
// Refused before the database opens: a first start would otherwise seed the catalogue (~20 s) only to stop.
if (config.port !== 0) {
  await assertPortFree(config.port, config.host).catch((error: unknown) =>
    refuseTakenPort(error, async () => {}),
  );
}
const webBuild = webBuildFromLauncher();
// PGlite has no lock of its own: a second process (another server, the admin CLI) must not open it too.
const releaseEmbeddedLock = config.databaseUrl ? undefined : await lockEmbeddedDatabaseOrExit(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// OWASP ASVS 5.0 §6.4.1: demo accounts with printed passwords only where asked for (embedded mode by default). The
// demo catalogue (20,000 pumps) and the real curves whenever the catalogue is empty.
const { seeded, catalogue: seededCatalogue } = await migrateAndSeed(database, {
  accounts: config.seedDemoAccounts,
});
// SMTP_URL set: SMTP; else .eml files under DATA_DIR/outbox. The app runs the mail worker until it closes.
// Built here as well as used by the app: the housekeeping sweeps its orphans (housekeeping/orphan-files.ts).
const fileStore = await createFileStore(config);
const uploadSpoolDir = uploadSpoolDirOf(config);
const app = await buildApp(config, {
  database,
  startedAt,
  createMailer: (log) => createMailerFromConfig(config, log),
  fileStore,
  uploadSpoolDir,
  webBuild,
  takeSeededCatalogueRows: () => seededCatalogue.takeRows(),
  // Embedded only: a restart reads the catalogue from this file instead of from PGlite (1.2 → 0.2 s for 20,000 pumps).
  catalogueCacheFile: config.databaseUrl ? undefined : catalogueCacheFileOf(config.dataDir),
  // A reload reads the changed pumps as objects and packs the whole catalogue again.
  afterCatalogueReload: () => releaseGarbageOf('catalogue reload'),
});

if (seededCatalogue.created) {
  app.log.info({ pumps: seededCatalogue.pumps, ms: seededCatalogue.ms }, 'pump catalogue seeded');
}
// Not a reason to refuse to start: the catalogue and the visitor pages work without an admin.
const hasAdmin = await hasActiveAdmin(database.db);
if (!hasAdmin) {
  app.log.warn({ event: 'no_active_admin' }, NO_ADMIN_WARNING);
}

const stopHousekeeping = startHousekeeping({
  db: database.db,
  log: app.log,
  idleTimeoutMs: config.sessionIdleMinutes * 60_000,
  files: { store: fileStore, spoolDir: uploadSpoolDir },
});

async function shutDown(): Promise<void> {
  stopHousekeeping();
  await app.close();
  await database.close();
  await releaseEmbeddedLock?.();
}

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) {
    app.log.error({ err }, 'shutting down after an error');
  } else {
    app.log.info({ signal }, 'shutting down');
  }
  await shutDown();
});

try {
  await listenOnSockets(app, {
    port: config.port,
    host: config.host,
    sockets: config.listenSockets ?? defaultListenSockets(),
  });
} catch (error) {
  await refuseTakenPort(error, shutDown);
}
process.stdout.write(
  formatBanner({
    url: config.publicUrl ?? config.publicOrigin,
    databaseKind: database.kind,
    dataDir: config.dataDir,
    newAccounts: seeded.accounts,
    hasAdmin,
  }),
);
// The start leaves its garbage behind (the catalogue read as objects, then packed) in a heap grown to hold it.
releaseGarbageOf('start-up');
