import { ActivateResponseSchema, CheckAuthResponseSchema, MESSAGES } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { registrationBody } from '../../../test/account-fixtures.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { startSmtpPeer } from '../../../test/smtp-peer.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { loadConfig } from '../../platform/config/env.ts';
import { mailOutbox, users } from '../../platform/db/schema/index.ts';
import { createMailerFromConfig } from '../../platform/mail/create-mailer.ts';

// smtp-server + mailparser as the SMTP peer — the activation mail arrives, its link activates once
// and only once, expired links are refused.
const peer = await startSmtpPeer();
afterAll(() => peer.stop());
const env = {
  SMTP_URL: peer.url,
  PUBLIC_URL: 'http://localhost:3000',
  MAIL_FROM: 'SpecSource <hello@specsource.test>',
};
let offsetMs = 0;
const { app, database } = await buildTestApp(env, {
  now: () => new Date(Date.now() + offsetMs),
  createMailer: (log) => createMailerFromConfig(loadConfig(env), log),
  mailPollIntervalMs: 3_600_000,
});
// Every request comes from the public origin, as the browser's would (the CSRF Origin check).
const ORIGIN = { origin: 'http://localhost:3000' };

let addressCount = 0;
async function registerAndReceive(overrides: Record<string, string> = {}) {
  const email = `buyer${++addressCount}@example.com`;
  const before = peer.received.length;
  const response = await createTestClient(app).post('/api/register/', registrationBody(email, overrides), {
    headers: ORIGIN,
  });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({ detail: MESSAGES.activationSent });
  const mail = await peer.nextMail(before);
  return { email, mail, token: tokenIn(mail) };
}

function tokenIn(mail: ParsedMail): string {
  const match = mail.text?.match(/http:\/\/localhost:3000\/activate\/([A-Za-z0-9_-]+)/);
  if (!match?.[1]) {
    throw new Error(`no activation link in:\n${mail.text}`);
  }
  return match[1];
}

function activate(client: ReturnType<typeof createTestClient>, token: string) {
  return client.post('/api/activate/', { token }, { headers: ORIGIN });
}

describe('activation by e-mail over SMTP', () => {
  it('mails a link that activates the account and signs in, once and only once', async () => {
    const { email, mail, token } = await registerAndReceive({ next: '/part/pump?tab=Comment' });
    expect(mail.subject).toBe('Activate your SpecSource account');
    expect(mail.from?.value).toEqual([{ name: 'SpecSource', address: 'hello@specsource.test' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : '').toBe(email);
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('expires in 48 hours');
    expect(mail.text).toContain('If you did not create a SpecSource account');
    expect(mail.html).toContain(`href="http://localhost:3000/activate/${token}"`);

    const client = createTestClient(app);
    const refused = await client.post(
      '/api/api_login/',
      { email, password: 'correct horse battery staple' },
      { headers: ORIGIN },
    );
    expect(refused.json()).toEqual({ is_logged_in: 'not_logged_in', detail: MESSAGES.accountNotActivated });

    const activated = await activate(client, token);
    expect(activated.statusCode).toBe(200);
    expect(ActivateResponseSchema.parse(activated.json())).toEqual({
      is_logged_in: 'logged_in',
      next: '/part/pump?tab=Comment',
    });
    const me = CheckAuthResponseSchema.parse((await client.get('/api/check-auth/')).json());
    expect(me).toMatchObject({
      email,
      first_name: 'Ada',
      company_name: 'Analytical Pumps Ltd',
      role: 'customer',
    });

    for (const again of [await activate(client, token), await activate(createTestClient(app), token)]) {
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'BAD_REQUEST', detail: MESSAGES.activationInvalid });
    }
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('refuses an expired link and leaves the account inactive', async () => {
    const { email, token } = await registerAndReceive();
    offsetMs = 48 * 3_600_000 + 1_000;
    try {
      const response = await activate(createTestClient(app), token);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(MESSAGES.activationInvalid);
    } finally {
      offsetMs = 0;
    }
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ isActive: false, emailVerifiedAt: null });
  });

  it('still accepts a link just before it expires, and drops an unsafe next', async () => {
    const { token } = await registerAndReceive({ next: '//evil.example/phish' });
    offsetMs = 47 * 3_600_000 + 59 * 60_000;
    try {
      const response = await activate(createTestClient(app), token);
      expect(response.json()).toEqual({ is_logged_in: 'logged_in', next: '/' });
    } finally {
      offsetMs = 0;
    }
  });

  it('refuses unknown and malformed tokens with the same answer, never a 500', async () => {
    const unknown = await activate(createTestClient(app), 'A'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe(MESSAGES.activationInvalid);
    const short = await activate(createTestClient(app), 'abc');
    expect(short.statusCode).toBe(400);
  });

  it('resends a new link that replaces the old one, and only for an account waiting for activation', async () => {
    const { email, token: first } = await registerAndReceive();
    const client = createTestClient(app);
    const resend = () =>
      client.post('/api/activation/resend/', { email: email.toUpperCase() }, { headers: ORIGIN });

    // Right after the first mail, a resend is a double click: the link on its way is kept.
    const early = await resend();
    expect(early.statusCode).toBe(202);
    expect(early.json()).toEqual({ detail: MESSAGES.activationResent });
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(1);

    offsetMs = 5 * 60_000;
    try {
      const before = peer.received.length;
      const [late, doubleClick] = await Promise.all([resend(), resend()]);
      expect(late.statusCode).toBe(202);
      expect(doubleClick.statusCode).toBe(202);
      const second = tokenIn(await peer.nextMail(before));
      expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(2);

      expect((await activate(createTestClient(app), first)).statusCode).toBe(400);
      expect((await activate(createTestClient(app), second)).json()).toMatchObject({
        is_logged_in: 'logged_in',
      });

      // Active now: a resend answers the same and sends nothing.
      offsetMs += 5 * 60_000;
      expect((await resend()).json()).toEqual({ detail: MESSAGES.activationResent });
      expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(2);
    } finally {
      offsetMs = 0;
    }
  });

  it('answers a resend for an unknown address exactly like a real one, and queues nothing', async () => {
    const response = await createTestClient(app).post(
      '/api/activation/resend/',
      { email: 'nobody-here@example.com' },
      { headers: ORIGIN },
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ detail: MESSAGES.activationResent });
    expect(
      await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nobody-here@example.com')),
    ).toHaveLength(0);
  });
});
