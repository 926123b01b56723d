import { sql } from 'drizzle-orm';
import type { Database, DatabaseOrTransaction, Transaction } from '../platform/db/database.ts';
import { partSuppliers, parts, type UserRole, users } from '../platform/db/schema/index.ts';
import { ACCOUNTS, type AccountSeed } from './accounts-data.ts';
import { CLASSIFICATIONS } from './classifications-data.ts';
import { insertCatalogue } from './insert-catalogue.ts';
import { partTypesSeed } from './part-types-data.ts';
import { PARTS } from './parts-data.ts';

export interface SeedDependencies {
  hashPassword(plain: string): Promise<string>;
  generatePassword(): string;
}

export interface SeedOptions {
  /**
   * The demo accounts (an admin among them) with generated passwords; default true. main.ts passes false in
   * production unless SEED_DEMO_ACCOUNTS=true (OWASP ASVS 5.0 §6.4.1): the catalogue alone is seeded there.
   */
  accounts?: boolean;
  /** The day of seeding, which the demo's launch dates count from; now by default. */
  now?: Date;
}

export interface SeededAccount {
  role: UserRole;
  email: string;
  username: string;
  password: string;
}

export interface SeedResult {
  created: boolean;
  /** The demo accounts with their plain passwords; only on the run that created them. */
  accounts: SeededAccount[];
}

// Any constant works; it only has to be the same for every instance seeding the same database.
const SEED_LOCK_KEY = 727_274_002;

/**
 * Fills an empty database with the demo accounts (unless `options.accounts` is false), part types and parts,
 * in one transaction. A database that already has users or parts is left untouched (`created: false`).
 */
export async function seedDatabase(
  db: Database,
  deps: SeedDependencies,
  options: SeedOptions = {},
): Promise<SeedResult> {
  if (!(await isEmpty(db))) {
    return { created: false, accounts: [] };
  }

  // Hashing is slow, so it happens before the transaction opens.
  const accounts = await Promise.all(
    (options.accounts === false ? [] : ACCOUNTS).map(async (seed) => {
      const password = deps.generatePassword();
      return { seed, password, passwordHash: await deps.hashPassword(password) };
    }),
  );

  const created = await db.transaction(async (tx) => {
    // Instances starting together on one PostgreSQL: the first seeds, the others then find data.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
    if (!(await isEmpty(tx))) {
      return false;
    }
    const partIds = await insertCatalogue(tx, {
      partTypes: partTypesSeed(options.now ?? new Date()),
      classifications: CLASSIFICATIONS,
      parts: PARTS,
    });
    if (accounts.length > 0) {
      await insertAccounts(tx, accounts, partIds);
    }
    return true;
  });

  if (!created) {
    return { created: false, accounts: [] };
  }
  return {
    created: true,
    accounts: accounts.map(({ seed, password }) => ({
      role: seed.role,
      email: seed.email,
      username: seed.username,
      password,
    })),
  };
}

async function isEmpty(db: DatabaseOrTransaction): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  const [part] = await db.select({ id: parts.id }).from(parts).limit(1);
  return user === undefined && part === undefined;
}

async function insertAccounts(
  tx: Transaction,
  accounts: Array<{ seed: AccountSeed; passwordHash: string }>,
  partIds: Map<string, number>,
): Promise<void> {
  const verifiedAt = new Date();
  const rows = await tx
    .insert(users)
    .values(
      accounts.map(({ seed, passwordHash }) => ({
        role: seed.role,
        username: seed.username,
        email: seed.email.toLowerCase(),
        firstName: seed.firstName,
        lastName: seed.lastName,
        phone: seed.phone,
        companyName: seed.companyName,
        passwordHash,
        isActive: true,
        emailVerifiedAt: verifiedAt,
      })),
    )
    .returning({ id: users.id, username: users.username });
  const userIds = new Map(rows.map((row) => [row.username, row.id]));

  const assignments = accounts.flatMap(({ seed }) =>
    seed.partSlugs.map((slug) => {
      const partId = partIds.get(slug);
      const supplierId = userIds.get(seed.username);
      if (partId === undefined || supplierId === undefined) {
        throw new Error(`Seed data assigns '${seed.username}' to unknown part '${slug}'`);
      }
      return { partId, supplierId };
    }),
  );
  if (assignments.length > 0) {
    await tx.insert(partSuppliers).values(assignments);
  }
}
