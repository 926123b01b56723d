import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../../test/test-database.ts';
import type { Database, DatabaseConnection } from '../platform/db/database.ts';
import * as schema from '../platform/db/schema/index.ts';
import { type SeedResult, seedDatabase } from './seed-database.ts';

const {
  attributes,
  attributeUnits,
  partClassificationAttributes,
  partClassifications,
  parts,
  partSuppliers,
} = schema;
const { partTypes, units, users } = schema;

const openConnections: DatabaseConnection[] = [];

afterAll(async () => {
  await Promise.all(openConnections.splice(0).map((connection) => connection.close()));
});

// The seed needs an empty database: migrated from the committed SQL, on PGlite or (test:pg) PostgreSQL.
async function freshDatabase(): Promise<Database> {
  const connection = await createEmptyTestDatabase();
  openConnections.push(connection);
  return connection.db;
}

function fakeDeps() {
  let generated = 0;
  const hashed: string[] = [];
  return {
    hashed,
    deps: {
      hashPassword: async (plain: string) => {
        hashed.push(plain);
        return `hashed:${plain}`;
      },
      generatePassword: () => `password-${++generated}`,
    },
  };
}

async function unitsByAttribute(db: Database, partSlug: string): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ attribute: attributes.title, unit: units.title })
    .from(parts)
    .innerJoin(partClassifications, eq(partClassifications.partId, parts.id))
    .innerJoin(
      partClassificationAttributes,
      eq(partClassificationAttributes.partClassificationId, partClassifications.id),
    )
    .innerJoin(attributes, eq(attributes.id, partClassificationAttributes.attributeId))
    .innerJoin(attributeUnits, eq(attributeUnits.attributeId, attributes.id))
    .innerJoin(units, eq(units.id, attributeUnits.unitId))
    .where(eq(parts.slug, partSlug))
    .orderBy(asc(attributes.id), asc(attributeUnits.sortOrder));
  const result = new Map<string, string[]>();
  for (const row of rows) {
    result.set(row.attribute, [...(result.get(row.attribute) ?? []), row.unit]);
  }
  return result;
}

const SEEDED_AT = new Date('2026-11-26T19:00:00Z');

describe('seedDatabase on an empty database', () => {
  let db: Database;
  let result: SeedResult;

  // One seeded database for the read-only checks below; PGlite start-up is the slow part.
  beforeAll(async () => {
    db = await freshDatabase();
    result = await seedDatabase(db, fakeDeps().deps, { now: SEEDED_AT });
  });

  it('creates the demo accounts with hashed passwords and returns the plain ones once', async () => {
    expect(result.created).toBe(true);
    expect(result.accounts.map((account) => account.role)).toEqual([
      'admin',
      'supplier',
      'supplier',
      'customer',
    ]);
    const rows = await db.select().from(users).orderBy(asc(users.id));
    expect(rows).toHaveLength(4);
    for (const [index, row] of rows.entries()) {
      const account = result.accounts[index];
      expect(row).toMatchObject({ username: account?.username, email: account?.email, role: account?.role });
      expect(row.passwordHash).toBe(`hashed:${account?.password}`);
      expect(row.passwordHash).not.toBe(account?.password);
      expect(row.isActive).toBe(true);
      expect(row.emailVerifiedAt).toBeInstanceOf(Date);
      expect(row.email).toMatch(/^[a-z0-9.]+@example\.com$/);
    }
    expect(new Set(result.accounts.map((account) => account.password)).size).toBe(4);
  });

  it('creates the four parts with their part types', async () => {
    const rows = await db
      .select({ slug: parts.slug, title: parts.title, type: partTypes.name })
      .from(parts)
      .innerJoin(partTypes, eq(partTypes.id, parts.partTypeId))
      .orderBy(asc(parts.slug));
    expect(rows).toEqual([
      { slug: 'compressor', title: 'Compressor', type: 'compressor' },
      { slug: 'motor', title: 'Motor', type: 'motor' },
      { slug: 'pump', title: 'Pump', type: 'pump' },
      { slug: 'valve', title: 'Valve', type: 'valve' },
    ]);

    const configs = new Map((await db.select().from(partTypes)).map((row) => [row.name, row.config]));
    expect(configs.get('pump')?.features).toEqual({
      instantResults: true,
      firstPrinciples: true,
      matchResults: true,
      feedback: true,
      pricingEstimates: true,
    });
    expect(configs.get('pump')?.loading.title).toBe('Analyzing 20,000+ pump specifications...');
    // Seeded in Q4 2026: two and three quarters ahead, never a launch already past.
    expect(configs.get('compressor')?.comingSoon).toMatchObject({
      enabled: true,
      estimatedLaunch: 'Q2 2027',
    });
    expect(configs.get('motor')?.comingSoon).toMatchObject({ enabled: true, estimatedLaunch: 'Q3 2027' });
    expect(configs.get('valve')?.comingSoon).toMatchObject({ enabled: true, estimatedLaunch: null });
    expect(configs.get('valve')?.features.instantResults).toBe(false);
  });

  it('gives the pump a full structure: flow and head with their units, required and optional fields', async () => {
    const pumpUnits = await unitsByAttribute(db, 'pump');
    expect(pumpUnits.get('Flow rate')).toEqual(['gpm', 'm3/h', 'L/s']);
    expect(pumpUnits.get('Differential head')).toEqual(['ft', 'm']);
    expect(pumpUnits.get('Temperature')).toEqual(['°F', '°C']);
    expect(pumpUnits.get('Viscosity')).toEqual(['cP']);
    expect(pumpUnits.get('NPSH available')).toEqual(['ft', 'm']);

    const fields = await db
      .select({
        title: attributes.title,
        type: attributes.type,
        options: attributes.options,
        isOptional: partClassificationAttributes.isOptional,
        cardIsOptional: partClassifications.isOptional,
      })
      .from(partClassificationAttributes)
      .innerJoin(
        partClassifications,
        eq(partClassifications.id, partClassificationAttributes.partClassificationId),
      )
      .innerJoin(parts, eq(parts.id, partClassifications.partId))
      .innerJoin(attributes, eq(attributes.id, partClassificationAttributes.attributeId))
      .where(eq(parts.slug, 'pump'));
    const byTitle = new Map(fields.map((field) => [field.title, field]));
    for (const title of [
      'Fluid',
      'Specific gravity',
      'Hours per day of operation',
      'Days per year of operation',
      'Materials',
      'Electrical supply',
    ]) {
      expect(byTitle.has(title), title).toBe(true);
    }
    expect(byTitle.get('Fluid')?.options).toEqual(expect.arrayContaining(['Water', 'Seawater', 'Diesel']));
    expect(byTitle.get('Electrical supply')?.options).toContain('460 V / 3 ph / 60 Hz');
    expect(byTitle.get('Orientation')).toMatchObject({ type: 'radio', options: ['Horizontal', 'Vertical'] });
    expect(byTitle.get('Flow rate')).toMatchObject({ isOptional: false, cardIsOptional: false });
    expect(fields.some((field) => field.isOptional)).toBe(true);
    expect(fields.some((field) => field.cardIsOptional)).toBe(true);
    for (const field of fields) {
      const hasOptions = ['select', 'radio', 'searchable_select', 'editable_select'].includes(field.type);
      expect(field.options.length > 0, field.title).toBe(hasOptions);
    }
  });

  it('assigns both suppliers to the pump and at least one to every other part', async () => {
    const rows = await db
      .select({ slug: parts.slug, role: users.role })
      .from(partSuppliers)
      .innerJoin(parts, eq(parts.id, partSuppliers.partId))
      .innerJoin(users, eq(users.id, partSuppliers.supplierId));
    expect(rows.every((row) => row.role === 'supplier')).toBe(true);
    const perPart = Map.groupBy(rows, (row) => row.slug);
    expect(perPart.get('pump')).toHaveLength(2);
    for (const slug of ['compressor', 'valve', 'motor']) {
      expect(perPart.get(slug)?.length, slug).toBeGreaterThanOrEqual(1);
    }
  });

  it('changes nothing on a second run and hashes nothing', async () => {
    const counted = async () => ({
      users: (await db.select({ n: count() }).from(users))[0]?.n,
      parts: (await db.select({ n: count() }).from(parts))[0]?.n,
      attributes: (await db.select({ n: count() }).from(attributes))[0]?.n,
      suppliers: (await db.select({ n: count() }).from(partSuppliers))[0]?.n,
    });
    const before = await counted();
    const second = fakeDeps();

    const result = await seedDatabase(db, second.deps);

    expect(result).toEqual({ created: false, accounts: [] });
    expect(await counted()).toEqual(before);
    expect(second.hashed).toEqual([]);
  });
});

describe('seedDatabase on a database in use', () => {
  it('leaves a database that already has a user alone', async () => {
    const db = await freshDatabase();
    await db.insert(users).values({ username: 'someone', email: 'someone@example.com' });

    const result = await seedDatabase(db, fakeDeps().deps);

    expect(result).toEqual({ created: false, accounts: [] });
    expect((await db.select({ n: count() }).from(parts))[0]?.n).toBe(0);
  });
});

describe('seedDatabase without accounts (production unless SEED_DEMO_ACCOUNTS=true)', () => {
  it('seeds the parts but no account, and hashes no password', async () => {
    const db = await freshDatabase();
    const { deps, hashed } = fakeDeps();

    const result = await seedDatabase(db, deps, { accounts: false });

    expect(result).toEqual({ created: true, accounts: [] });
    expect(hashed).toEqual([]);
    expect((await db.select({ n: count() }).from(users))[0]?.n).toBe(0);
    expect((await db.select({ n: count() }).from(parts))[0]?.n).toBe(4);
    expect((await db.select({ n: count() }).from(partSuppliers))[0]?.n).toBe(0);
  });
});
