import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MESSAGES } from '@specsource/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAccount, mailsTo, registrationBody } from '../../../test/account-fixtures.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createTestClient } from '../../../test/test-client.ts';
import type { Database } from '../db/database.ts';

// A client chooses its Host header. Links in mail and the Origin check use the configured public origin
// (PUBLIC_URL, or derived from HOST and PORT: platform/config/public-origin.ts), so a forged Host reaches neither.

const withoutPublicUrl = await buildTestApp({ PORT: '3000' });
const withPublicUrl = await buildTestApp({ PUBLIC_URL: 'https://shop.example' });
const FORGED = { host: 'evil.test' };
let addressCount = 0;

function askForReset(app: FastifyInstance, email: string, headers: Record<string, string>) {
  return createTestClient(app).post(
    '/api/password/reset/request/',
    { email },
    { headers, remoteAddress: `10.7.0.${++addressCount}` },
  );
}

async function mailTextTo(db: Database, email: string): Promise<string> {
  return (await mailsTo(db, email)).map((mail) => `${mail.text}\n${mail.html}`).join('\n');
}

describe.each([
  { name: 'without PUBLIC_URL', context: withoutPublicUrl, origin: 'http://localhost:3000' },
  { name: 'with PUBLIC_URL', context: withPublicUrl, origin: 'https://shop.example' },
])('a forged Host header $name', ({ context, origin }) => {
  const { app, database } = context;

  it('with a matching forged Origin is refused before anything is mailed', async () => {
    const account = await createAccount(database.db);
    const response = await askForReset(app, account.email, { ...FORGED, origin: 'http://evil.test' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'CSRF', detail: MESSAGES.originRejected });
    expect(await mailsTo(database.db, account.email)).toEqual([]);
  });

  it('never reaches a mailed link: the link points at the public origin', async () => {
    const account = await createAccount(database.db);
    const response = await askForReset(app, account.email, FORGED);
    expect(response.statusCode).toBe(200);
    const text = await mailTextTo(database.db, account.email);
    expect(text).toContain(`${origin}/reset-password/?token=`);
    expect(text).not.toContain('evil.test');
  });

  it('never reaches the activation link of a registration', async () => {
    const email = `forged-host-${++addressCount}@example.com`;
    const response = await createTestClient(app).post('/api/register/', registrationBody(email), {
      headers: FORGED,
      remoteAddress: `10.7.1.${++addressCount}`,
    });
    expect(response.statusCode).toBeLessThan(300);
    const text = await mailTextTo(database.db, email);
    expect(text).toContain(`${origin}/`);
    expect(text).not.toContain('evil.test');
  });
});

describe('the server source', () => {
  it('reads the Host header nowhere but the request log', async () => {
    const root = new URL('../..', import.meta.url).pathname;
    const readers: string[] = [];
    for (const entry of await readdir(root, { recursive: true })) {
      if (!entry.endsWith('.ts') || entry.endsWith('.test.ts') || entry.startsWith('cluster/')) {
        continue;
      }
      const text = await readFile(join(root, entry), 'utf8');
      if (/request\.(host|hostname)\b|headers\.host\b|headers\[['"]host['"]\]/.test(text)) {
        readers.push(entry);
      }
    }
    // The request log names it (which host a client asked for is worth knowing); the cluster proxy forwards it.
    expect(readers).toEqual(['platform/http/create-fastify.ts']);
  });
});
