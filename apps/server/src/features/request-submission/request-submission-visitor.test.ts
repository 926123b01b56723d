import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CheckAuthResponseSchema,
  CreateRequestResponseSchema,
  MESSAGES,
  MFA_MESSAGES,
  REQUEST_MESSAGES,
} from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createAccount } from '../../../test/account-fixtures.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { enableMfaFor } from '../../../test/mfa-fixtures.ts';
import '../../../test/provided-context.ts';
import { multipartPayload } from '../../../test/multipart-payload.ts';
import { userIdOf } from '../../../test/request-factory.ts';
import {
  auditRowsOf,
  loadPart,
  requestBody,
  requestRow,
  requestsOf,
  supplierMailsOf,
} from '../../../test/request-test-helpers.ts';
import { seededAccount } from '../../../test/seeded-accounts.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { mailOutbox, requestAttachments, requests, users } from '../../platform/db/schema/index.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { createLocalFileStore } from '../../platform/files/local-file-store.ts';
import { verifyPassword } from '../../platform/security/password.ts';

// Visitors submit the wizard with contact_info (docs/spec/marketplace-spec.md §4 'Sign-up response states').
// The file store is watched: which keys are in it now.
const filesDir = await mkdtemp(path.join(tmpdir(), 'specsource-request-files-'));
afterAll(() => rm(filesDir, { recursive: true, force: true }));
const localStore = createLocalFileStore(filesDir);
const liveKeys = new Set<string>();
const fileStore: FileStore = {
  async put(key, body, contentType) {
    await localStore.put(key, body, contentType);
    liveKeys.add(key);
  },
  get: (key) => localStore.get(key),
  async delete(key) {
    await localStore.delete(key);
    liveKeys.delete(key);
  },
  listKeysBefore: (before) => localStore.listKeysBefore(before),
};
const { app, database } = await buildTestApp({}, { fileStore });
const { db } = database;
const customer = seededAccount('customer');
const customerId = await userIdOf(db, customer.email);
const compressor = await loadPart(app, 'compressor');
const keystoneEmail = inject('seededAccounts').find((account) => account.username === 'keystone-pump')?.email;

const PASSWORD = 'a guest passphrase of some length';
let visitorCount = 0;

/** A fresh visitor from their own network address (the per-IP limit is tested on its own below). */
function visitor() {
  visitorCount += 1;
  const client = createTestClient(app);
  const remoteAddress = `10.9.${visitorCount >> 8}.${visitorCount & 255}`;
  return {
    client,
    submit: (body: unknown, headers: Record<string, string> = {}) =>
      client.post('/api/request/', body, { remoteAddress, headers }),
  };
}

function newContact(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Grace',
    last_name: 'Hopper',
    email: `guest${++visitorCount}@example.com`,
    phone: '+1 555 0142',
    companyName: 'Cobol Valves Inc',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    existUser: false,
    ...overrides,
  };
}

async function whoIs(client: ReturnType<typeof createTestClient>) {
  return CheckAuthResponseSchema.parse((await client.get('/api/check-auth/')).json());
}

describe('user_already_exists', () => {
  it('signs the visitor in with their account and stores the request for it', async () => {
    const { client, submit } = visitor();
    const contact = { email: customer.email.toUpperCase(), password: customer.password, existUser: true };
    const response = await submit(requestBody(compressor, { contact_info: contact }));
    expect(response.statusCode).toBe(201);
    const body = CreateRequestResponseSchema.parse(response.json());
    expect(body).toMatchObject({ is_logged_in: 'user_already_exists', status: 'submitted' });
    expect(await requestRow(db, body.order_id)).toMatchObject({ customerId, status: 'submitted' });
    expect(await whoIs(client)).toMatchObject({ email: customer.email, role: 'customer' });
    expect((await client.get(`/api/request/part/${body.order_id}`)).statusCode).toBe(200);
  });

  it('refuses a supplier or admin account (403) without signing in', async () => {
    const admin = seededAccount('admin');
    const { client, submit } = visitor();
    const response = await submit(
      requestBody(compressor, {
        contact_info: { email: admin.email, password: admin.password, existUser: true },
      }),
    );
    expect(response.statusCode).toBe(403);
    expect(await whoIs(client)).toEqual({});
  });
});

describe('an account with two-step sign-in', () => {
  it('is refused on contact_info.password with a pointer to the Login toggle, stores nothing, signs nobody in', async () => {
    const account = await createAccount(db);
    await enableMfaFor(db, account.id);
    const { client, submit } = visitor();
    const response = await submit(
      requestBody(compressor, {
        contact_info: { email: account.email, password: account.password, existUser: true },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION',
      detail: MFA_MESSAGES.wizardSignInFirst,
      field_errors: { 'contact_info.password': [MFA_MESSAGES.wizardSignInFirst] },
    });
    expect(await requestsOf(db, account.id)).toEqual([]);
    expect(await whoIs(client)).toEqual({});
  });
});

describe('wrong_password_given', () => {
  it('answers 400 on contact_info.password and stores nothing', async () => {
    const before = (await requestsOf(db, customerId)).length;
    const { client, submit } = visitor();
    const response = await submit(
      requestBody(compressor, {
        contact_info: { email: customer.email, password: 'not the password', existUser: true },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION',
      detail: 'User already exists, But wrong password given',
      field_errors: { 'contact_info.password': [REQUEST_MESSAGES.wrongPassword] },
    });
    expect((await requestsOf(db, customerId)).length).toBe(before);
    expect(await whoIs(client)).toEqual({});
  });
});

describe('new', () => {
  it('creates an inactive account, stores the request pending activation, queues only the activation mail', async () => {
    const { client, submit } = visitor();
    const contact = newContact();
    const response = await submit(requestBody(compressor, { contact_info: contact }), {
      'idempotency-key': 'guest-submit',
    });
    expect(response.statusCode).toBe(201);
    const body = CreateRequestResponseSchema.parse(response.json());
    expect(body).toMatchObject({ is_logged_in: 'new', status: 'pending_activation' });
    expect(await whoIs(client)).toEqual({});

    const [user] = await db.select().from(users).where(eq(users.email, contact.email));
    expect(user).toMatchObject({
      role: 'customer',
      isActive: false,
      emailVerifiedAt: null,
      firstName: 'Grace',
      companyName: 'Cobol Valves Inc',
    });
    expect(await verifyPassword(user?.passwordHash ?? '', PASSWORD)).toBe(true);

    const row = await requestRow(db, body.order_id);
    expect(row).toMatchObject({ customerId: user?.id, status: 'pending_activation' });
    // The password is never stored with the request, nor anything else of contact_info.
    const stored = JSON.stringify(await db.select().from(requests).where(eq(requests.id, row.id)));
    expect(stored).not.toContain(PASSWORD);
    expect(stored).not.toContain('contact_info');
    expect(await supplierMailsOf(db, row.id)).toEqual([]);

    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, contact.email));
    expect(mail?.subject).toBe('Activate your SpecSource account');
    expect(mail?.text).not.toContain(PASSWORD);

    // A repeat with the same key (a double click) answers the same and makes nothing new.
    const again = await submit(requestBody(compressor, { contact_info: contact }), {
      'idempotency-key': 'guest-submit',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(response.json());
    expect(await requestsOf(db, user?.id ?? 0)).toHaveLength(1);
    // Without the key, an account waiting for activation cannot add requests.
    const withoutKey = await submit(requestBody(compressor, { contact_info: contact }));
    expect(withoutKey.statusCode).toBe(400);
    expect(withoutKey.json().detail).toBe(MESSAGES.accountNotActivated);

    // The activation link signs in, submits the request (audit row) and tells the suppliers.
    const token = mail?.text.match(/\/activate\/(\S+)$/m)?.[1] ?? '';
    const activated = await client.post('/api/activate/', { token });
    expect(activated.statusCode).toBe(200);
    // …and opens the request's own page.
    expect(activated.json().next).toBe(`/user/requests/?template=request-details&order_id=${body.order_id}`);
    expect((await requestRow(db, body.order_id)).status).toBe('submitted');
    const transitions = (await auditRowsOf(db, row.id)).filter((audit) => audit.action === 'transition');
    expect(transitions.map((audit) => [audit.actorId, audit.before, audit.after])).toEqual([
      [null, { status: 'pending_activation' }, { status: 'submitted' }],
    ]);
    expect((await supplierMailsOf(db, row.id)).map((supplierMail) => supplierMail.to)).toEqual([
      keystoneEmail,
    ]);
    expect((await client.get(`/api/request/part/${body.order_id}`)).json().status).toBe('submitted');
  });

  it('applies the registration rules on the contact fields', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ companyName: '' }, 'contact_info.companyName', MESSAGES.companyNameRequired],
      [{ first_name: '' }, 'contact_info.first_name', MESSAGES.firstNameRequired],
      [
        { confirmPassword: 'something else' },
        'contact_info.confirmPassword',
        MESSAGES.confirmPasswordMismatch,
      ],
      [{ password: 'short', confirmPassword: 'short' }, 'contact_info.password', MESSAGES.passwordTooShort],
      [
        { password: 'password1', confirmPassword: 'password1' },
        'contact_info.password',
        MESSAGES.passwordTooCommon,
      ],
      [{ email: 'someone@mailinator.com' }, 'contact_info.email', MESSAGES.emailInvalid],
      [{ email: 'not-an-email' }, 'contact_info.email', MESSAGES.emailInvalid],
      // The Login toggle with an e-mail nobody has: registering still needs the register fields.
      [{ existUser: true, companyName: '' }, 'contact_info.companyName', MESSAGES.companyNameRequired],
    ];
    for (const [overrides, field, message] of cases) {
      const contact = newContact(overrides);
      const response = await visitor().submit(requestBody(compressor, { contact_info: contact }));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field_errors[field]?.[0], field).toBe(message);
      expect(
        await db
          .select()
          .from(users)
          .where(eq(users.email, String(contact.email))),
      ).toEqual([]);
    }
  });

  it('asks a visitor without contact_info for it', async () => {
    const response = await visitor().submit(requestBody(compressor));
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors).toEqual({ contact_info: [REQUEST_MESSAGES.contactInfoRequired] });
  });

  it('makes one account and one request of two concurrent submits with one key', async () => {
    const contact = newContact();
    const { submit } = visitor();
    const body = requestBody(compressor, { contact_info: contact });
    const responses = await Promise.all([
      submit(body, { 'idempotency-key': 'twice' }),
      submit(body, { 'idempotency-key': 'twice' }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(responses[1]?.json()).toEqual(responses[0]?.json());
    const accounts = await db.select().from(users).where(eq(users.email, contact.email));
    expect(accounts).toHaveLength(1);
    expect(await requestsOf(db, accounts[0]?.id ?? 0)).toHaveLength(1);
  });
});

describe('files sent with a visitor’s request', () => {
  const withFile = (body: Record<string, unknown>) =>
    multipartPayload([
      { name: 'form_data', value: JSON.stringify(body) },
      {
        name: 'file_comment',
        fileName: 'spec.pdf',
        bytes: Buffer.from('%PDF-1.7\n'),
        contentType: 'application/pdf',
      },
    ]);

  it('are removed from the store when nothing is stored (wrong password)', async () => {
    const before = new Set(liveKeys);
    const { payload, headers } = withFile(
      requestBody(compressor, {
        contact_info: { email: customer.email, password: 'wrong', existUser: true },
      }),
    );
    const response = await visitor().client.post('/api/request/', payload, { headers });
    expect(response.statusCode).toBe(400);
    expect(liveKeys).toEqual(before);
  });

  it('are kept once for a new visitor, and a replay leaves no second copy', async () => {
    const { submit } = visitor();
    const body = requestBody(compressor, { contact_info: newContact() });
    const first = withFile(body);
    const before = liveKeys.size;
    const response = await submit(first.payload, {
      ...first.headers,
      'idempotency-key': 'with-file',
    });
    expect(response.statusCode).toBe(201);
    const again = withFile(body);
    const replay = await submit(again.payload, {
      ...again.headers,
      'idempotency-key': 'with-file',
    });
    expect(replay.json()).toEqual(response.json());
    expect(liveKeys.size).toBe(before + 1);
    const row = await requestRow(db, response.json().order_id);
    const files = await db.select().from(requestAttachments).where(eq(requestAttachments.requestId, row.id));
    expect(files.map((file) => liveKeys.has(file.storageKey))).toEqual([true]);
  });
});

describe('visitor limit', () => {
  it('allows 20 visitor submits an hour per network address, then 429', async () => {
    const client = createTestClient(app);
    // Refused after the attempt is counted (a new e-mail with no company name): no accounts are made.
    const contact = () => newContact({ existUser: true, companyName: '' });
    const attempt = () =>
      client.post('/api/request/', requestBody(compressor, { contact_info: contact() }), {
        remoteAddress: '10.20.0.1',
      });
    for (let i = 0; i < 20; i++) {
      expect((await attempt()).statusCode).toBe(400);
    }
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', detail: MESSAGES.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
