import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ATTRIBUTE_KEYS } from '@specsource/contracts';
import { asc, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { findPartDetails } from '../../domain/parts/part-details.repository.ts';
import { searchedPartProblems } from '../../domain/parts/searched-part-problems.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';
import { attributes, parts } from './schema/index.ts';

const connection = await createTestDatabase();
const { db } = connection;
afterAll(() => connection.close());

async function keysByAttribute() {
  return db
    .select({
      title: attributes.title,
      key: attributes.key,
      optionKeys: attributes.optionKeys,
      minExclusive: attributes.minExclusive,
    })
    .from(attributes)
    .orderBy(asc(attributes.id));
}

describe('the seed’s attribute keys', () => {
  it('give the pump part every key the search reads, once, and a duty it can read', async () => {
    const seeded = await keysByAttribute();
    const keys = seeded.flatMap((row) => (row.key === null ? [] : [row.key]));
    expect(keys.toSorted()).toEqual([...ATTRIBUTE_KEYS].sort());
    const [pump] = await db.select({ id: parts.id }).from(parts).where(sql`${parts.slug} = 'pump'`);
    const part = await findPartDetails(db, { id: pump?.id ?? 0 });
    expect(part && searchedPartProblems(part)).toEqual([]);
  });
});

describe('migration 0006: keys for an installation seeded before keys existed', () => {
  it('gives the seeded attributes exactly the keys, option keys and exclusive bounds the seed now writes', async () => {
    const seeded = await keysByAttribute();
    await db.update(attributes).set({ key: null, optionKeys: [], minExclusive: false });
    const backfill = await readFile(join(MIGRATIONS_FOLDER, '0006_attribute_keys_backfill.sql'), 'utf8');
    for (const statement of backfill.split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }
    expect(await keysByAttribute()).toEqual(seeded);
  });
});
