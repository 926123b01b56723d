import { MESSAGES } from '@specsource/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createTestClient } from '../../../test/test-client.ts';
import '../../../test/provided-context.ts';
import { emailTokens, mailOutbox, users } from '../../platform/db/schema/index.ts';
import { verifyPassword } from '../../platform/security/password.ts';
import { sha256Hex } from '../../platform/security/tokens.ts';

// No mailer: queued mail stays in mail_outbox, where these tests read it.
const { app, database } = await buildTestApp();
const { db } = database;
const customer = inject('seededAccounts').find((account) => account.role === 'customer');
if (!customer) {
  throw new Error('the seed must create a customer');
}

const PASSWORD = 'correct horse battery staple';
let addressCount = 0;
function validBody(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Grace',
    last_name: 'Hopper',
    email: `grace${++addressCount}@example.com`,
    phone: '+1 555 0199',
    company_name: 'Cobol Valves Inc',
    password: PASSWORD,
    confirm_password: PASSWORD,
    ...overrides,
  };
}

let requestCount = 0;
// Each call from its own address, so the per-IP limit (tested in accounts-limits.test.ts) stays out of the way.
function register(body: Record<string, unknown>) {
  const n = ++requestCount;
  return createTestClient(app).post('/api/register/', body, { remoteAddress: `10.1.${n >> 8}.${n & 255}` });
}

async function findUser(email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

describe('POST /api/register/ validation', () => {
  it.each([
    ['first_name', { first_name: '  ' }, MESSAGES.firstNameRequired],
    ['email', { email: 'not-an-email' }, MESSAGES.emailInvalid],
    ['email', { email: '' }, MESSAGES.emailInvalid],
    ['phone', { phone: '1'.repeat(33) }, MESSAGES.phoneRequired],
    ['company_name', { company_name: '' }, MESSAGES.companyNameRequired],
    ['password', { password: '', confirm_password: '' }, MESSAGES.passwordRequired],
    ['password', { password: 'short1!', confirm_password: 'short1!' }, MESSAGES.passwordTooShort],
    ['password', { password: 'x'.repeat(129), confirm_password: 'x'.repeat(129) }, MESSAGES.passwordTooLong],
    ['confirm_password', { confirm_password: 'something else' }, MESSAGES.confirmPasswordMismatch],
  ])('answers 400 with the %s message', async (field, overrides, message) => {
    const response = await register(validBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    // The contract reports every failed rule of a field; the first is the one the form shows.
    expect(response.json().field_errors[field][0]).toBe(message);
  });

  it('answers 400, not 500, for a missing or non-JSON body', async () => {
    const client = createTestClient(app);
    expect((await client.post('/api/register/', {})).statusCode).toBe(400);
    const text = await client.post('/api/register/', 'first_name=x', {
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });

  it.each([
    'someone@mailinator.com',
    'someone@MAILINATOR.com',
    'someone@inbox.mailinator.com',
    'someone@anything.33mail.com',
  ])('refuses the disposable address %s on the email field', async (email) => {
    const response = await register(validBody({ email }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      field_errors: { email: [MESSAGES.emailInvalid] },
    });
    expect(await findUser(email.toLowerCase())).toBeUndefined();
  });

  it.each(['password', 'TrustNo1', 'iloveyou', 'letmein123', 'QWERTYUIOP'])(
    'refuses the common password %s on the password field',
    async (password) => {
      const response = await register(validBody({ password, confirm_password: password }));
      expect(response.statusCode).toBe(400);
      expect(response.json().field_errors).toEqual({ password: [MESSAGES.passwordTooCommon] });
    },
  );

  it('names both problems at once', async () => {
    const response = await register(
      validBody({ email: 'x@mailinator.com', password: 'sunshine', confirm_password: 'sunshine' }),
    );
    expect(response.json().field_errors).toEqual({
      email: [MESSAGES.emailInvalid],
      password: [MESSAGES.passwordTooCommon],
    });
  });

  it('answers 409 on the email field for an address that has an account, in any case', async () => {
    const response = await register(validBody({ email: customer.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CONFLICT',
      detail: MESSAGES.emailTaken,
      field_errors: { email: [MESSAGES.emailTaken] },
    });
  });
});

describe('POST /api/register/ success', () => {
  it('creates an inactive customer with an argon2id hash, a hashed 48-hour token and a queued mail', async () => {
    const body = validBody({ email: '  Grace.Hopper+Pumps@Example.COM ', next: '/part/pump' });
    const started = Date.now();
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: MESSAGES.activationSent });

    const user = await findUser('grace.hopper+pumps@example.com');
    expect(user).toMatchObject({
      role: 'customer',
      isActive: false,
      emailVerifiedAt: null,
      username: 'grace.hopperpumps',
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '+1 555 0199',
      companyName: 'Cobol Valves Inc',
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain(PASSWORD);
    expect(await verifyPassword(user?.passwordHash ?? '', PASSWORD)).toBe(true);

    const tokens = await db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, user?.id ?? 0), eq(emailTokens.purpose, 'activation')));
    expect(tokens).toHaveLength(1);
    const [token] = tokens;
    expect(token?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(token?.nextPath).toBe('/part/pump');
    const lifetimeMs = (token?.expiresAt.getTime() ?? 0) - started;
    expect(lifetimeMs).toBeGreaterThan(48 * 3_600_000 - 60_000);
    expect(lifetimeMs).toBeLessThanOrEqual(48 * 3_600_000 + 60_000);

    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'grace.hopper+pumps@example.com'));
    expect(mail).toMatchObject({ status: 'pending', subject: 'Activate your SpecSource account' });
    // Without PUBLIC_URL the link uses the origin derived from HOST and PORT; the stored hash is its token's.
    const plain = mail?.text.match(/^http:\/\/localhost:3000\/activate\/(\S+)$/m)?.[1] ?? '';
    expect(sha256Hex(plain)).toBe(token?.tokenHash);
    expect(mail?.text).not.toContain(token?.tokenHash);
  });

  it('accepts a 64+ character password and e-mail in another case later finds the same account', async () => {
    const long = `${'a long passphrase that nobody else would choose '.repeat(2)}`.slice(0, 96);
    expect(long.length).toBeGreaterThanOrEqual(64);
    const body = validBody({ password: long, confirm_password: long });
    expect((await register(body)).statusCode).toBe(201);
    const again = await register({ ...body, email: String(body.email).toUpperCase() });
    expect(again.statusCode).toBe(409);
  });

  it('answers 409, not 500, to the loser of two simultaneous registrations of one address', async () => {
    const body = validBody();
    const responses = await Promise.all([register(body), register(body)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(
      await db
        .select()
        .from(users)
        .where(eq(users.email, String(body.email))),
    ).toHaveLength(1);
  });

  it('gives the second account with the same local part a different username', async () => {
    expect((await register(validBody({ email: 'sam@first.example' }))).statusCode).toBe(201);
    expect((await register(validBody({ email: 'sam@second.example' }))).statusCode).toBe(201);
    const names = [
      (await findUser('sam@first.example'))?.username,
      (await findUser('sam@second.example'))?.username,
    ];
    expect(names).toEqual(['sam', 'sam1']);
  });

  it('keeps an inactive account from signing in, with the not-activated detail', async () => {
    const body = validBody();
    await register(body);
    const response = await createTestClient(app).post('/api/api_login/', {
      email: body.email,
      password: PASSWORD,
    });
    expect(response.json()).toEqual({ is_logged_in: 'not_logged_in', detail: MESSAGES.accountNotActivated });
  });

  it('is a public route that needs the CSRF token like every other write', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/register/', payload: validBody() });
    expect(response.statusCode).toBe(403);
    const routes = app.registeredRoutes.filter((route) =>
      ['/api/register/', '/api/activate/', '/api/activation/resend/', '/api/disposable-email/'].includes(
        route.url,
      ),
    );
    expect(routes.map((route) => [route.method, route.url, route.access])).toEqual(
      expect.arrayContaining([
        ['POST', '/api/register/', 'public'],
        ['POST', '/api/activate/', 'public'],
        ['POST', '/api/activation/resend/', 'public'],
        ['GET', '/api/disposable-email/', 'public'],
      ]),
    );
  });
});

describe('GET /api/disposable-email/', () => {
  it.each([
    ['someone@mailinator.com', 'yes'],
    ['someone@sub.guerrillamail.com', 'yes'],
    ['someone@gmail.com', 'no'],
    ['someone@pumpsmailinator.com', 'no'],
    ['someone@mailinator.com.example.org', 'no'],
    ['someone@example.com', 'no'],
    ['not-an-email', 'no'],
    ['', 'no'],
  ])('answers %s → %s', async (email, result) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/disposable-email/?email=${encodeURIComponent(email)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result });
  });

  it('answers 400 without the email parameter', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/disposable-email/' })).statusCode).toBe(400);
  });
});
