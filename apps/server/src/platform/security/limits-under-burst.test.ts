import { MESSAGES, PartStructureSchema } from '@specsource/contracts';
import { describe, expect, inject, it } from 'vitest';
import { createAccount } from '../../../test/account-fixtures.ts';
import { buildListeningTestApps } from '../../../test/build-test-app.ts';
import { type BurstRequest, type BurstResponse, sendTogether } from '../../../test/burst.ts';
import { enableMfaFor } from '../../../test/mfa-fixtures.ts';
import { requestBody } from '../../../test/request-test-helpers.ts';
import { totpAt } from '../../domain/mfa/totp.ts';
import '../../../test/provided-context.ts';

// Password and second-factor guesses sent together on many sockets (the last byte of every request in one
// loop) to real listening instances: two on one PostgreSQL database under `npm run test:pg`, one on PGlite.
// A limit that reads its count, checks the password (argon2, ~12 ms) and counts afterwards lets every request
// of such a burst read the same count; each limit here takes its slot before it checks (docs/security.md).

const { urls, database } = await buildListeningTestApps({ TRUST_PROXY: 'loopback' });
const targets = urls.map((url) => ({ url }));
const ACCOUNT_FAILURES = 5;
const ADDRESS_FAILURES = 10;
const CSRF = 'burst-test-csrf-token';
let nextAddress = 0;

/** A client address of its own (through X-Forwarded-For from the loopback proxy), so only the limit under test binds. */
function freshAddress(): string {
  nextAddress += 1;
  return `10.${Math.floor(nextAddress / 65_536) % 256}.${Math.floor(nextAddress / 256) % 256}.${nextAddress % 256}`;
}

function post(path: string, json: unknown, headers: Record<string, string> = {}): BurstRequest {
  return {
    method: 'POST',
    path,
    json,
    headers: {
      cookie: `csrftoken=${CSRF}${headers.cookie ? `; ${headers.cookie}` : ''}`,
      'x-csrftoken': CSRF,
      'x-forwarded-for': headers['x-forwarded-for'] ?? freshAddress(),
    },
  };
}

const isRefused = (response: BurstResponse) => response.status === 429;
const checkedCount = (responses: BurstResponse[]) =>
  responses.filter((response) => !isRefused(response)).length;

function expectOnlyCheckedOrRefused(
  responses: BurstResponse[],
  isChecked: (response: BurstResponse) => boolean,
) {
  for (const response of responses) {
    expect(isRefused(response) || isChecked(response), `${response.status} ${response.body}`).toBe(true);
    if (isRefused(response)) {
      expect(response.json).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
  }
}

async function signInSession(email: string, password: string): Promise<Response> {
  const url = urls[0] as string;
  return fetch(`${url}/api/api_login/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `csrftoken=${CSRF}`,
      'x-csrftoken': CSRF,
      'x-forwarded-for': freshAddress(),
    },
    body: JSON.stringify({ email, password }),
  });
}

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

describe('failed-password limits under a burst', () => {
  it('runs against two instances sharing PostgreSQL, or the one PGlite instance', () => {
    expect(urls).toHaveLength(inject('goldenPostgresUrl') ? 2 : 1);
  });

  it(`sign-in: of 60 wrong passwords and the right one sent together, at most ${ACCOUNT_FAILURES} are checked`, async () => {
    const account = await createAccount(database.db);
    const burst = [
      ...Array.from({ length: 60 }, (_, i) =>
        post('/api/api_login/', { email: account.email, password: `wrong-${i}` }),
      ),
      post('/api/api_login/', { email: account.email, password: account.password }),
    ];
    const responses = await sendTogether(targets, burst);
    expectOnlyCheckedOrRefused(responses, (response) => response.status === 200);
    expect(checkedCount(responses)).toBeLessThanOrEqual(ACCOUNT_FAILURES + 1);
    const wrongChecked = responses.slice(0, 60).filter((response) => !isRefused(response)).length;
    expect(wrongChecked).toBeLessThanOrEqual(ACCOUNT_FAILURES);
  });

  it('sign-in: the right password inside a burst that spends the limit does not sign in', async () => {
    const account = await createAccount(database.db);
    const wrong = (i: number) => post('/api/api_login/', { email: account.email, password: `wrong-${i}` });
    // One failure short of the limit, then 30 wrong guesses with the right password among them.
    for (let i = 0; i < ACCOUNT_FAILURES - 1; i++) {
      await sendTogether(targets, [wrong(i)]);
    }
    const right = {
      ...post('/api/api_login/', { email: account.email, password: account.password }),
      lateByMs: 40,
    };
    const responses = await sendTogether(targets, [
      ...Array.from({ length: 30 }, (_, i) => wrong(100 + i)),
      right,
    ]);
    expect(responses.slice(0, 30).filter((response) => !isRefused(response))).toHaveLength(1);
    expect(responses.at(-1)?.json).toMatchObject({ code: 'RATE_LIMITED', detail: MESSAGES.rateLimited });
    expect(responses.at(-1)?.headers['set-cookie'] ?? '').not.toMatch(/sessionid/);
  });

  it(`sign-in: one address guessing 40 accounts at once gets at most ${ADDRESS_FAILURES} checks`, async () => {
    const address = freshAddress();
    const accounts = await Promise.all(Array.from({ length: 4 }, () => createAccount(database.db)));
    const burst = Array.from({ length: 40 }, (_, i) =>
      post(
        '/api/api_login/',
        { email: (accounts[i % accounts.length] as { email: string }).email, password: `wrong-${i}` },
        { 'x-forwarded-for': address },
      ),
    );
    const responses = await sendTogether(targets, burst);
    expectOnlyCheckedOrRefused(responses, (response) => response.status === 200);
    expect(checkedCount(responses)).toBeLessThanOrEqual(ADDRESS_FAILURES);
  });

  it("/user_exists/: the wizard's password oracle shares the limit, also in a burst", async () => {
    const account = await createAccount(database.db);
    const burst = Array.from({ length: 60 }, (_, i) =>
      post('/user_exists/', { username: account.email, password: `wrong-${i}` }),
    );
    const responses = await sendTogether(targets, burst);
    expectOnlyCheckedOrRefused(responses, (response) => response.status === 200);
    expect(checkedCount(responses)).toBeLessThanOrEqual(ACCOUNT_FAILURES);
  });

  it("the wizard's contact step: a visitor's guesses at an account's password are limited alike", async () => {
    const account = await createAccount(database.db);
    const partResponse = await fetch(`${urls[0]}/api/part/valve`);
    const part = PartStructureSchema.parse(await partResponse.json());
    const contact = (password: string) => ({
      ...requestBody(part),
      contact_info: { email: account.email, password, existUser: true },
    });
    const responses = await sendTogether(
      targets,
      Array.from({ length: 40 }, (_, i) => post('/api/request/', contact(`wrong-${i}`))),
    );
    expectOnlyCheckedOrRefused(responses, (response) => response.status === 400);
    expect(checkedCount(responses)).toBeLessThanOrEqual(ACCOUNT_FAILURES);
  });

  it('the current-password check (password change) is limited alike', async () => {
    const account = await createAccount(database.db);
    const cookie = cookiesOf(await signInSession(account.email, account.password));
    const responses = await sendTogether(
      targets,
      Array.from({ length: 40 }, (_, i) =>
        post(
          '/api/password/change/',
          {
            current_password: `wrong-${i}`,
            new_password: 'new tide harbour lantern',
            confirm_password: 'new tide harbour lantern',
          },
          { cookie },
        ),
      ),
    );
    expectOnlyCheckedOrRefused(responses, (response) => response.status === 400);
    expect(checkedCount(responses)).toBeLessThanOrEqual(ACCOUNT_FAILURES);
  });
});

describe('second-factor limits under a burst', () => {
  async function pendingSignIn() {
    const account = await createAccount(database.db);
    const factor = await enableMfaFor(database.db, account.id);
    const passwordStep = await signInSession(account.email, account.password);
    expect(await passwordStep.json()).toMatchObject({ mfa_required: true });
    return { ...factor, cookie: cookiesOf(passwordStep) };
  }
  const isWrongCode = (response: BurstResponse) =>
    response.status === 400 && JSON.stringify(response.json).includes('"code":["');
  // Recovery codes are checked with argon2, so a burst of them is as slow to check as passwords.
  const wrongRecoveryCode = (i: number) =>
    `ZZZZZ-${String(i)
      .padStart(5, '2')
      .replace(/[0189]/g, 'Q')}`;

  it('of 30 wrong recovery codes sent together on one pending sign-in, at most 5 are checked', async () => {
    const { cookie } = await pendingSignIn();
    const responses = await sendTogether(
      targets,
      Array.from({ length: 30 }, (_, i) =>
        post('/api/login/mfa/', { code: wrongRecoveryCode(i) }, { cookie }),
      ),
    );
    expect(responses.filter(isWrongCode).length).toBeLessThanOrEqual(5);
  });

  it('the right code inside a burst that spends the attempts does not sign in', async () => {
    const { cookie, secret } = await pendingSignIn();
    const guesses = Array.from({ length: 30 }, (_, i) =>
      post('/api/login/mfa/', { code: wrongRecoveryCode(i) }, { cookie }),
    );
    const right = {
      ...post('/api/login/mfa/', { code: totpAt(secret, new Date()) }, { cookie }),
      lateByMs: 40,
    };
    const responses = await sendTogether(targets, [...guesses, right]);
    expect(responses.at(-1)?.status).not.toBe(200);
    expect(responses.at(-1)?.headers['set-cookie'] ?? '').not.toMatch(/sessionid/);
  });
});
