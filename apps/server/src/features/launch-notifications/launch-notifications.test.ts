import {
  LAUNCH_NOTIFY_MESSAGES,
  launchNotifyDetail,
  MESSAGES,
  type PartTypeConfig,
} from '@specsource/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { seededAccount, signedInClient } from '../../../test/seeded-accounts.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { launchNotifications, partTypes } from '../../platform/db/schema/index.ts';

const NOW = new Date('2026-11-26T12:00:00Z');
const { app, database } = await buildTestApp({}, { now: () => NOW });
const { db } = database;
const customer = seededAccount('customer');
const customerClient = await signedInClient(app, customer);
const adminClient = await signedInClient(app, seededAccount('admin'));

/** A visitor from `address` (each test its own, so the per-address limit of one test does not touch another). */
const visitorFrom = (address: string) => ({
  notify: (name: string, body: unknown) =>
    createTestClient(app).post(`/api/part-types/${name}/notify/`, body, { remoteAddress: address }),
});

async function listRows(partTypeName: string) {
  return db
    .select({ email: launchNotifications.email, userId: launchNotifications.userId })
    .from(launchNotifications)
    .innerJoin(partTypes, eq(partTypes.id, launchNotifications.partTypeId))
    .where(eq(partTypes.name, partTypeName));
}

async function setComingSoon(name: string, changes: Partial<PartTypeConfig['comingSoon']>) {
  await db
    .update(partTypes)
    .set({
      config: sql`jsonb_set(${partTypes.config}, '{comingSoon}', (${partTypes.config}->'comingSoon') || ${JSON.stringify(changes)}::jsonb)`,
    })
    .where(eq(partTypes.name, name));
}

describe('POST /api/part-types/:name/notify/', () => {
  it('stores a visitor’s e-mail once per part type, whatever its case, and says so', async () => {
    const visitor = visitorFrom('10.9.0.1');
    const first = await visitor.notify('compressor', { email: '  Grace.Hopper@Example.com ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      detail: launchNotifyDetail('grace.hopper@example.com', true),
      email: 'grace.hopper@example.com',
      is_new: true,
    });

    const again = await visitor.notify('COMPRESSOR', { email: 'GRACE.HOPPER@example.com' });
    expect(again.json()).toMatchObject({
      is_new: false,
      detail: launchNotifyDetail('grace.hopper@example.com', false),
    });
    expect(await listRows('compressor')).toEqual([{ email: 'grace.hopper@example.com', userId: null }]);

    // Another type keeps its own list.
    expect((await visitor.notify('motor', { email: 'grace.hopper@example.com' })).json().is_new).toBe(true);
  });

  it('records which customer asked when one is signed in', async () => {
    const response = await customerClient.post('/api/part-types/motor/notify/', { email: customer.email });
    expect(response.statusCode).toBe(200);
    const rows = await listRows('motor');
    expect(rows.find((row) => row.email === customer.email)?.userId).toEqual(expect.any(Number));
  });

  it('refuses a bad e-mail naming the field, an unknown type, and a type with nothing to wait for', async () => {
    const visitor = visitorFrom('10.9.0.2');
    const bad = await visitor.notify('compressor', { email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION',
      field_errors: { email: [MESSAGES.emailInvalid] },
    });
    expect((await visitor.notify('compressor', {})).json().field_errors).toHaveProperty('email');

    expect((await visitor.notify('rocket', { email: 'a@example.com' })).statusCode).toBe(404);

    const live = await visitor.notify('pump', { email: 'a@example.com' });
    expect(live.statusCode).toBe(409);
    expect(live.json().detail).toBe(LAUNCH_NOTIFY_MESSAGES.notComingSoon);

    await setComingSoon('valve', { notify: false });
    const off = await visitor.notify('valve', { email: 'a@example.com' });
    expect(off.statusCode).toBe(409);
    expect(off.json().detail).toBe(LAUNCH_NOTIFY_MESSAGES.notifyOff);
    expect(await listRows('valve')).toEqual([]);
  });

  it('takes 20 an hour from one address, then 429; other addresses go on', async () => {
    const busy = visitorFrom('10.9.0.3');
    for (let i = 0; i < 20; i++) {
      expect((await busy.notify('compressor', { email: `list-${i}@example.com` })).statusCode).toBe(200);
    }
    const limited = await busy.notify('compressor', { email: 'one-more@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(
      (await visitorFrom('10.9.0.4').notify('compressor', { email: 'other@example.com' })).statusCode,
    ).toBe(200);
  });
});

describe('GET /api/part-types/:name/notify/', () => {
  it('shows admins who is waiting, newest first, marking customers; nobody else may read it', async () => {
    await visitorFrom('10.9.0.5').notify('motor', { email: 'later@example.com' });
    const response = await adminClient.get('/api/part-types/motor/notify/');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.count).toBeGreaterThanOrEqual(3);
    expect(page.results[0]).toEqual({
      email: 'later@example.com',
      created_at: NOW.toISOString(),
      is_customer: false,
    });
    expect(page.results).toContainEqual(
      expect.objectContaining({ email: customer.email, is_customer: true }),
    );

    expect((await customerClient.get('/api/part-types/motor/notify/')).statusCode).toBe(403);
    expect((await createTestClient(app).get('/api/part-types/motor/notify/')).statusCode).toBe(401);
  });
});
