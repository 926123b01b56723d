import { beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { seededAccount, signedInClient } from '../../../test/seeded-accounts.ts';
import { createTestClient } from '../../../test/test-client.ts';

// OWASP ASVS 5.0 §16.3.1-§16.3.3 and §16.2.5: sign-ins, sign-outs, refused access, CSRF and rate-limit
// refusals and refused input are logged with who (account id), what (event) and where (route); passwords,
// e-mail addresses, session and activation tokens never are.
const lines: string[] = [];
const { app } = await buildTestApp(
  { LOG_LEVEL: 'info' },
  { logStream: { write: (line) => void lines.push(line) } },
);
const customer = seededAccount('customer');
app.get('/api/test/security-boom', { config: { access: 'public' } }, async () => {
  throw new Error('exploded while reading the catalogue');
});

interface LogLine {
  time: number;
  reqId?: string;
  msg?: string;
  url?: string;
  query?: Record<string, unknown>;
  err?: { stack?: string };
  value?: string;
  event?: string;
  userId?: number | null;
  route?: string;
  fields?: string[];
  level: number;
  req?: { url: string };
  via?: string;
}

const logged = (): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine);
const events = (name: string) => logged().filter((line) => line.event === name);

async function customerId(): Promise<number> {
  const [line] = events('session_created');
  if (!line || typeof line.userId !== 'number') {
    throw new Error('no sign-in was logged');
  }
  return line.userId;
}

beforeEach(() => {
  lines.length = 0;
});

describe('authentication events (§16.3.1)', () => {
  it('logs a password sign-in and its session with the account id, never the e-mail or password', async () => {
    await signedInClient(app, customer);
    const id = await customerId();
    expect(events('authn_login_success')).toEqual([expect.objectContaining({ userId: id })]);
    const text = lines.join('\n');
    expect(text).not.toContain(customer.password);
    expect(text).not.toContain(customer.email);
    // §16.2.2: every line carries its time as epoch milliseconds (UTC).
    expect(logged().every((line) => Number.isInteger(line.time) && line.time > 1_600_000_000_000)).toBe(true);
  });

  it('logs failed sign-ins: a wrong password with the account, an unknown address without one', async () => {
    const client = createTestClient(app);
    await client.post('/api/api_login/', { email: customer.email, password: 'not-the-password-1' });
    await client.post('/api/api_login/', {
      email: 'nobody-here@example.com',
      password: 'not-the-password-2',
    });
    const failures = events('authn_login_fail');
    expect(failures.map((line) => line.userId)).toEqual([expect.any(Number), null]);
    expect(failures.every((line) => line.level === 40)).toBe(true);
    const text = lines.join('\n');
    for (const secret of ['not-the-password-1', 'not-the-password-2', 'nobody-here@example.com']) {
      expect(text).not.toContain(secret);
    }
  });

  it('logs the sign-out of the account, and the browser is told to drop what it kept', async () => {
    const client = await signedInClient(app, customer);
    const id = await customerId();
    const response = await client.post('/api/logout/', {});
    expect(response.headers['clear-site-data']).toBe('"cache", "storage"');
    expect(events('session_end')).toEqual([expect.objectContaining({ userId: id })]);
  });

  it('logs a refused activation link and masks the link’s token in the request log', async () => {
    const token = 'Zm9yZ2VkLWFjdGl2YXRpb24tdG9rZW4tMTIzNDU2';
    await app.inject({ method: 'GET', url: `/activate/${token}` });
    await createTestClient(app).post('/api/activate/', { token });
    expect(events('authn_login_fail')).toEqual([expect.objectContaining({ via: 'activation' })]);
    expect(logged().some((line) => line.req?.url === '/activate/[redacted]')).toBe(true);
    expect(lines.join('\n')).not.toContain(token);
  });
});

describe('refusals by security controls (§16.3.2, §16.3.3)', () => {
  it('logs a visitor and a wrong role refused by the access rules, with the route', async () => {
    await app.inject({ method: 'GET', url: '/api/admin/audit-log/' });
    const client = await signedInClient(app, customer);
    await client.get('/api/admin/audit-log/');
    const id = await customerId();
    expect(events('authz_fail')).toEqual([
      expect.objectContaining({ userId: null, route: 'GET /api/admin/audit-log/' }),
      expect.objectContaining({ userId: id, route: 'GET /api/admin/audit-log/', level: 40 }),
    ]);
  });

  it('logs a CSRF refusal and a rate-limit refusal', async () => {
    await app.inject({ method: 'POST', url: '/api/logout/', payload: {} });
    expect(events('request_forgery_refused')).toEqual([
      expect.objectContaining({ route: 'POST /api/logout/', level: 40 }),
    ]);
    const client = createTestClient(app);
    let status = 0;
    for (let attempt = 0; attempt < 6 && status !== 429; attempt++) {
      const response = await client.post(
        '/api/api_login/',
        { email: 'locked-out@example.com', password: 'wrong-password' },
        { remoteAddress: `10.8.0.${attempt}` },
      );
      status = response.statusCode;
    }
    expect(status).toBe(429);
    expect(events('excess_rate_limit_exceeded')).toEqual([
      expect.objectContaining({ route: 'POST /api/api_login/' }),
    ]);
  });

  it('logs refused input with the field names only', async () => {
    await createTestClient(app).post('/api/api_login/', { email: 'not an e-mail', password: '' });
    expect(events('input_validation_fail')).toEqual([
      expect.objectContaining({ route: 'POST /api/api_login/', fields: ['email', 'password'] }),
    ]);
    expect(lines.join('\n')).not.toContain('not an e-mail');
  });
});

describe('errors and log integrity (§16.3.4, §16.4.1)', () => {
  it('logs an unexpected error with its stack, its request id and the URL’s secrets masked', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/security-boom?code=one-time-code&page=2',
    });
    expect(response.statusCode).toBe(500);
    const [line] = logged().filter((entry) => entry.msg === 'unhandled error');
    expect(line).toMatchObject({
      level: 50,
      reqId: expect.any(String),
      url: '/api/test/security-boom?code=[redacted]&page=2',
      query: { code: '[redacted]', page: '2' },
    });
    expect(line?.err?.stack).toContain('exploded while reading the catalogue');
    expect(lines.join('\n')).not.toContain('one-time-code');
  });

  it('keeps a line break in a logged value inside its JSON line', () => {
    app.log.warn({ event: 'probe', value: 'first\n{"level":60,"msg":"forged"}' }, 'probe');
    const entries = logged();
    expect(entries.some((entry) => entry.msg === 'forged')).toBe(false);
    expect(entries.find((entry) => entry.event === 'probe')?.value).toBe(
      'first\n{"level":60,"msg":"forged"}',
    );
  });
});
