import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { enableMfaFor } from '../../test/mfa-fixtures.ts';
import { runNodeScript } from '../../test/run-node-script.ts';
import { openPglite } from '../platform/db/pglite-connection.ts';
import { auditLog, mailOutbox, sessions, userMfa, users } from '../platform/db/schema/index.ts';
import { verifyPassword } from '../platform/security/password.ts';
import { randomToken, sha256Hex } from '../platform/security/tokens.ts';
import { createSessionRow } from '../platform/sessions/sessions.repository.ts';
import { CLI_NODE_FLAGS } from '../server-node-flags.ts';
import { parseAdminCommand } from './admin-command.ts';

// The CLI as `npm run -s admin` runs it, on a throw-away embedded database.
const ADMIN = fileURLToPath(new URL('./admin.ts', import.meta.url));
const dataDir = await mkdtemp(join(tmpdir(), 'specsource-admin-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const PASSWORD = 'valve seat torque 42';

function runAdmin(args: string[]) {
  return runNodeScript(ADMIN, args, { DATA_DIR: dataDir, PATH: process.env.PATH ?? '' }, CLI_NODE_FLAGS);
}

const createUser = (overrides: Record<string, string> = {}) => {
  const options = { role: 'supplier', email: 'pumps@acme.example', password: PASSWORD, ...overrides };
  return runAdmin([
    'create-user',
    ...Object.entries(options).flatMap(([name, value]) => [`--${name}`, value]),
  ]);
};

describe('npm run admin -- create-user', () => {
  it('creates an active, verified user and prints it', async () => {
    const result = await createUser({
      'first-name': 'Ada',
      'last-name': 'Byron',
      company: 'Acme Pumps',
      username: 'acme-pumps',
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Created supplier 'acme-pumps' <pumps@acme\.example> \(id \d+\): active/);

    const database = await openPglite(dataDir);
    try {
      const [user] = await database.db.select().from(users).where(eq(users.email, 'pumps@acme.example'));
      expect(user).toMatchObject({
        role: 'supplier',
        username: 'acme-pumps',
        firstName: 'Ada',
        lastName: 'Byron',
        companyName: 'Acme Pumps',
        isActive: true,
      });
      expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
      expect(await verifyPassword(user?.passwordHash ?? '', PASSWORD)).toBe(true);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('refuses an existing e-mail (in any case) and an existing username, exiting 1', async () => {
    const email = await createUser({ email: 'PUMPS@acme.example', role: 'admin' });
    expect(email.code).toBe(1);
    expect(email.stderr).toContain('an account with the e-mail pumps@acme.example already exists');
    const username = await createUser({ email: 'other@acme.example', username: 'acme-pumps' });
    expect(username.code).toBe(1);
    expect(username.stderr).toContain('the username acme-pumps is taken');
  }, 60_000);

  it.each([
    [{ role: 'superuser' }, '--role: must be one of customer, supplier, admin'],
    [{ email: 'not-an-email' }, '--email: This email field is required and provide a valid email'],
    [{ email: 'x@mailinator.com' }, '--email: disposable addresses are refused'],
    [{ password: 'short' }, '--password: Use at least 8 characters for the password'],
    [{ password: 'iloveyou' }, '--password: This password is one of the most common ones'],
    [{ 'first-nam': 'typo' }, "Unknown option '--first-nam'"],
  ])(
    'refuses bad input %o with exit 2 and a clear message',
    async (overrides, message) => {
      const result = await createUser(overrides);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Nothing was created');
      expect(result.stderr).toContain(message);
      expect(result.stdout).toBe('');
    },
    60_000,
  );

  it('says so when the embedded database is open in another process (the server)', async () => {
    // The lock the server holds while it runs; this test process is alive, like a running server.
    await writeFile(join(dataDir, 'embedded-db.lock'), String(process.pid));
    try {
      const result = await createUser({ email: 'third@acme.example' });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`in use by another SpecSource process (pid ${process.pid})`);
      expect(result.stderr).toContain('stop that process');
    } finally {
      await rm(join(dataDir, 'embedded-db.lock'), { force: true });
    }
  }, 60_000);

  it('prints the usage for --help and for no command', async () => {
    for (const args of [['--help'], []]) {
      const result = await runAdmin(args);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('npm run -s admin -- create-user --role admin|supplier|customer');
    }
  }, 60_000);
});

/** Runs `use` on the embedded database while no CLI has it open, then closes it. */
async function withDatabase<T>(use: (db: Awaited<ReturnType<typeof openPglite>>['db']) => Promise<T>) {
  const database = await openPglite(dataDir);
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

async function userIdOf(email: string): Promise<number> {
  return withDatabase(async (db) => {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) {
      throw new Error(`no user ${email}`);
    }
    return user.id;
  });
}

/** Signed-in sessions as the session manager writes them, `count` per user. */
function addSessions(userIds: number[], count: number) {
  return withDatabase(async (db) => {
    const at = new Date();
    for (const userId of userIds) {
      for (let i = 0; i < count; i++) {
        await createSessionRow(db, {
          id: sha256Hex(randomToken()),
          userId,
          csrfSecret: randomToken(16),
          createdAt: at,
          lastSeenAt: at,
          expiresAt: new Date(at.getTime() + 3_600_000),
          ip: '203.0.113.7',
          userAgent: 'test',
        });
      }
    }
  });
}

function sessionCounts(userIds: number[]) {
  return withDatabase(async (db) =>
    Promise.all(
      userIds.map(
        async (userId) => (await db.select().from(sessions).where(eq(sessions.userId, userId))).length,
      ),
    ),
  );
}

function auditRows(entity: string, entityId: string) {
  return withDatabase((db) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId))),
  );
}

// OWASP ASVS 5.0 §7.4.5: an administrator ends a user's sessions, or everyone's, and deactivates accounts.
describe('npm run admin -- end-sessions | deactivate', () => {
  const owner = 'owner@acme.example';
  const other = 'other@acme.example';
  let ownerId = 0;
  let otherId = 0;

  it('end-sessions --email ends every session of that user and no other, with an audit row', async () => {
    expect((await createUser({ email: owner, username: 'owner' })).code).toBe(0);
    expect((await createUser({ email: other, username: 'other' })).code).toBe(0);
    ownerId = await userIdOf(owner);
    otherId = await userIdOf(other);
    await addSessions([ownerId], 2);
    await addSessions([otherId], 1);

    const result = await runAdmin(['end-sessions', '--email', 'Owner@ACME.example']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`Ended 2 sessions of supplier 'owner' <${owner}>: signed out everywhere.\n`);
    expect(await sessionCounts([ownerId, otherId])).toEqual([0, 1]);
    expect(await auditRows('sessions', String(ownerId))).toMatchObject([
      { action: 'delete', actorId: null, before: { sessions: 2 }, after: { sessions: 0 } },
    ]);
  }, 60_000);

  it('deactivate --email switches the account off and ends its sessions, with an audit row', async () => {
    await addSessions([ownerId], 1);

    const result = await runAdmin(['deactivate', '--email', owner]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `Deactivated supplier 'owner' <${owner}> (id ${ownerId}); ended 1 session.`,
    );
    const [row] = await withDatabase((db) => db.select().from(users).where(eq(users.id, ownerId)));
    expect(row?.isActive).toBe(false);
    expect(await sessionCounts([ownerId, otherId])).toEqual([0, 1]);
    expect(await auditRows('user', String(ownerId))).toMatchObject([
      {
        action: 'update',
        actorId: null,
        before: { is_active: true, sessions: 1 },
        after: { is_active: false, sessions: 0 },
      },
    ]);
  }, 60_000);

  it('end-sessions --all signs every user out', async () => {
    // The other account still has its session from the first test.
    await addSessions([ownerId, otherId], 2);

    const result = await runAdmin(['end-sessions', '--all']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('Ended 5 sessions: every user is signed out.\n');
    expect(await sessionCounts([ownerId, otherId])).toEqual([0, 0]);
    expect(await auditRows('sessions', 'all')).toMatchObject([{ before: { sessions: 5 } }]);
  }, 60_000);

  it('refuses an unknown e-mail with exit 1 and bad input with exit 2, changing nothing', async () => {
    await addSessions([otherId], 1);
    const unknown = await runAdmin(['deactivate', '--email', 'nobody@acme.example']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe('Nothing was changed: no account has the e-mail nobody@acme.example.\n');
    const unknownSessions = await runAdmin(['end-sessions', '--email', 'nobody@acme.example']);
    expect(unknownSessions.code).toBe(1);
    expect(unknownSessions.stderr).toContain('No session was ended: no account has the e-mail');

    const bad = await runAdmin(['end-sessions', '--email', other, '--all']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('No session was ended:\n  give either --email or --all, not both');
    expect(bad.stderr).toContain('npm run -s admin -- end-sessions --all');
    expect(await sessionCounts([otherId])).toEqual([1]);
  }, 60_000);
});

// OWASP ASVS 5.0 §6.4.4: the lost-authenticator path is an administrator's, after confirming who it is.
describe('npm run admin -- reset-mfa', () => {
  const holder = 'mfa-holder@acme.example';

  it('turns two-step sign-in off, ends the sessions, mails the owner and leaves an audit row', async () => {
    expect((await createUser({ email: holder, username: 'mfa-holder' })).code).toBe(0);
    const holderId = await userIdOf(holder);
    await withDatabase((db) => enableMfaFor(db, holderId));
    await addSessions([holderId], 2);

    const result = await runAdmin(['reset-mfa', '--email', holder]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      `Turned two-step sign-in off for supplier 'mfa-holder' <${holder}> (id ${holderId}); ended 2 sessions and mailed the owner. They sign in with the password and can set it up again.\n`,
    );
    expect(await sessionCounts([holderId])).toEqual([0]);
    expect(await withDatabase((db) => db.select().from(userMfa).where(eq(userMfa.userId, holderId)))).toEqual(
      [],
    );
    const mails = await withDatabase((db) => db.select().from(mailOutbox).where(eq(mailOutbox.to, holder)));
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Two-step sign-in is off for your SpecSource account',
    ]);
    expect(mails[0]?.text).toContain('http://localhost:3000/forgot-password/');
    expect(await auditRows('user_mfa', String(holderId))).toMatchObject([
      { action: 'delete', actorId: null, before: { enabled: true, sessions: 2 }, after: { enabled: false } },
    ]);

    const again = await runAdmin(['reset-mfa', '--email', holder]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Nothing to do:');
    const unknown = await runAdmin(['reset-mfa', '--email', 'nobody@acme.example']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toBe('Nothing was changed: no account has the e-mail nobody@acme.example.\n');
  }, 90_000);
});

describe('parseAdminCommand', () => {
  it('trims and lower-cases the e-mail and defaults the optional fields', () => {
    expect(
      parseAdminCommand([
        'create-user',
        '--role',
        'customer',
        '--email',
        ' Buyer@Example.COM ',
        '--password',
        PASSWORD,
      ]),
    ).toEqual({
      kind: 'create-user',
      input: {
        role: 'customer',
        email: 'buyer@example.com',
        password: PASSWORD,
        firstName: '',
        lastName: '',
        companyName: '',
        username: undefined,
      },
    });
  });

  it('names every missing option at once', () => {
    const command = parseAdminCommand(['create-user']);
    expect(command.kind).toBe('invalid');
    expect(
      command.kind === 'invalid' ? command.problems.map((problem) => problem.split(':')[0]) : [],
    ).toEqual(['--role', '--email', '--password']);
  });

  it('refuses an unknown command', () => {
    expect(parseAdminCommand(['delete-user'])).toEqual({
      kind: 'invalid',
      problems: [
        "unknown command 'delete-user'; the commands are create-user, end-sessions, deactivate, reset-mfa",
      ],
    });
  });

  it.each([
    [['end-sessions'], 'give --email E, or --all for every user'],
    [['end-sessions', '--email', 'x@y.example', '--all'], 'give either --email or --all, not both'],
    [
      ['end-sessions', '--email', 'not-an-email'],
      '--email: This email field is required and provide a valid email',
    ],
    [['deactivate'], '--email: is required'],
    [['deactivate', '--all'], '--all: is not an option of deactivate'],
    [['end-sessions', '--all', '--role', 'admin'], '--role: is not an option of end-sessions'],
    [['create-user', '--all'], '--all: is not an option of create-user'],
  ])('refuses %o', (argv, problem) => {
    expect(parseAdminCommand(argv)).toEqual({ kind: 'invalid', problems: [problem] });
  });

  it('reads end-sessions and deactivate, lower-casing the e-mail', () => {
    expect(parseAdminCommand(['end-sessions', '--email', ' A@B.example '])).toEqual({
      kind: 'end-sessions',
      email: 'a@b.example',
    });
    expect(parseAdminCommand(['end-sessions', '--all'])).toEqual({ kind: 'end-all-sessions' });
    expect(parseAdminCommand(['deactivate', '--email', 'a@b.example'])).toEqual({
      kind: 'deactivate',
      email: 'a@b.example',
    });
  });
});
