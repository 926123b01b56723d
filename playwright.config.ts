import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { SERVER_GLIBC_TUNABLES, SERVER_NODE_FLAGS } from './apps/server/src/server-node-flags.ts';

// The server runs in embedded mode on a throw-away data directory, so every run starts from a fresh seed.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'specsource-e2e-'));
// Journeys sign in as these (e2e/accounts.ts). One process (apps/server/test/e2e-database.ts) seeds the demo data
// (it only fills an empty database) and adds the accounts, as the admin CLI's create-user would; then the server
// takes the database.
process.env.E2E_PASSWORD ??= `e2e-${randomBytes(12).toString('base64url')}`;
const E2E_ACCOUNTS = [
  ['admin', 'e2e-admin'],
  ['supplier', 'e2e-supplier-1'],
  ['supplier', 'e2e-supplier-2'],
  ['customer', 'e2e-customer'],
] as const;
const port = Number(process.env.E2E_PORT ?? 3123);
// Debian's headless shell (package chromium-headless-shell) where it is installed, as .ci/run installs it: the same
// Chromium without the full browser's windowing and compositing around the page, so the suite costs the machine
// about a fifth less CPU (49 journeys: 875 → 697 CPU-seconds, 462 → 376 s on 2 cores). The full browser otherwise.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `npm run -s build:web:if-changed && node apps/server/test/e2e-database.ts && node ${SERVER_NODE_FLAGS.join(' ')} apps/server/src/main.ts`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // The browser reaches the app at baseURL: mailed links must use that origin too, or a link opened from the
      // outbox lands on http://localhost:PORT (the derived default) and its session cookie is not sent to baseURL.
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      E2E_PASSWORD: process.env.E2E_PASSWORD,
      E2E_ACCOUNTS: E2E_ACCOUNTS.map(([role, username]) => `${role}:${username}`).join(','),
      LOG_LEVEL: 'warn',
      GLIBC_TUNABLES: SERVER_GLIBC_TUNABLES,
    },
  },
});
