import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runNodeScript } from '../../test/run-node-script.ts';
import { openPglite } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { verifyPassword } from '../security/password.ts';
import { parseAdminCommand } from './admin-create-user.ts';

// The CLI as `npm run -s admin` runs it, on a throw-away embedded database.
const ADMIN = fileURLToPath(new URL('./admin.ts', import.meta.url));
const dataDir = await mkdtemp(join(tmpdir(), 'specsource-admin-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const PASSWORD = 'valve seat torque 42';

function runAdmin(args: string[]) {
  return runNodeScript(ADMIN, args, { DATA_DIR: dataDir, PATH: process.env.PATH ?? '' });
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
      problems: ["unknown command 'delete-user'; the command is create-user"],
    });
  });
});
