// The browser suite's database, made before its server starts (playwright.config.ts runs this file): the demo seed,
// as `npm run db:seed` leaves it, and one active account per line of E2E_ACCOUNTS with the password E2E_PASSWORD,
// as the admin CLI's create-user makes it. One process opens the embedded database once for all of it: a CLI run
// per account opened it five times, each process start and open costing 2–5 s of the suite's wall time.
import { USER_ROLES, type UserRole } from '@specsource/contracts';
import { openCliDatabase } from '../src/cli/cli-database.ts';
import { createActiveAccount } from '../src/features/registration/create-active-account.ts';
import { migrateAndSeed } from '../src/seed/migrate-and-seed.ts';

/** `role:username,role:username`: the accounts the journeys sign in as (e2e/accounts.ts names them). */
function accountsFrom(list: string | undefined): { role: UserRole; username: string }[] {
  return (list ?? '').split(',').map((entry) => {
    const [role, username] = entry.split(':');
    if (!USER_ROLES.includes(role as UserRole) || !username) {
      throw new Error(`E2E_ACCOUNTS: '${entry}' is not role:username (roles: ${USER_ROLES.join(', ')})`);
    }
    return { role: role as UserRole, username };
  });
}

const password = process.env.E2E_PASSWORD;
if (!password) {
  throw new Error('E2E_PASSWORD is set by playwright.config.ts');
}
const accounts = accountsFrom(process.env.E2E_ACCOUNTS);

const { database } = await openCliDatabase();
try {
  await migrateAndSeed(database);
  for (const { role, username } of accounts) {
    const result = await createActiveAccount(database.db, {
      role,
      email: `${username}@example.com`,
      username,
      password,
      firstName: 'E2E',
      lastName: role,
      companyName: '',
    });
    if (result.outcome !== 'created') {
      throw new Error(`E2E account ${username}: ${result.outcome}`);
    }
  }
} finally {
  await database.close();
}
