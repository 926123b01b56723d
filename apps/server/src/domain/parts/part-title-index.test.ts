import { FindPartsResponseSchema, PartStructureSchema } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { seededAccount, signedInClient } from '../../../test/seeded-accounts.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { NotificationHandlers } from '../../platform/db/database.ts';
import { parts, partTypes } from '../../platform/db/schema/index.ts';
import { createPartTitleIndex } from './part-title-index.ts';

const database = await createTestDatabase();
afterAll(() => database.close());
const silent = { error: () => undefined };
const [partType] = await database.db.select({ id: partTypes.id }).from(partTypes).limit(1);

/** Parts written straight to the table, as another instance, the CSV import or a hand fix would. */
async function insertParts(...titles: string[]): Promise<void> {
  await database.db.insert(parts).values(
    titles.map((title) => ({
      title,
      slug: `${title.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`,
      partTypeId: partType?.id ?? 0,
    })),
  );
}

const titlesOf = (found: { rows: { title: string }[] }) => found.rows.map((row) => row.title);

describe('createPartTitleIndex', () => {
  it('ranks the same title, then prefixes, then matches inside the title; by title and id within a rank', async () => {
    await insertParts('Gear', 'Spur gear', 'gearbox', 'Gear set B', 'Gear set A', 'Helical GEAR');
    const index = await createPartTitleIndex({ db: database.db, log: silent });
    const all = await index.search({ title: 'GEAR', limit: 10, offset: 0 });
    expect(titlesOf(all)).toEqual([
      'Gear',
      'Gear set A',
      'Gear set B',
      'gearbox',
      'Helical GEAR',
      'Spur gear',
    ]);
    expect(all.count).toBe(6);
    const second = await index.search({ title: 'gear', limit: 4, offset: 4 });
    expect(second).toMatchObject({ count: 6 });
    expect(titlesOf(second)).toEqual(['Helical GEAR', 'Spur gear']);
    expect(await index.search({ title: 'gear', limit: 4, offset: 40 })).toEqual({ count: 6, rows: [] });
    // % and _ are letters here, not wildcards.
    expect((await index.search({ title: '%', limit: 10, offset: 0 })).count).toBe(0);
    await index.stop();
  });

  it('finds the part a search names by title in any case or by slug, with its type, the oldest of a title', async () => {
    const index = await createPartTitleIndex({ db: database.db, log: silent });
    const byTitle = await index.findByTitleOrSlug('  PUMP ');
    expect(byTitle).toMatchObject({ title: 'Pump', partTypeName: expect.any(String) });
    expect(byTitle?.config?.features).toBeDefined();
    expect(await index.findByTitleOrSlug('pump')).toEqual(byTitle);
    expect(await index.findByTitleOrSlug('no-such-part')).toBeNull();
    await insertParts('Twin part', 'Twin part');
    const twins = await database.db.select({ id: parts.id }).from(parts).where(eq(parts.title, 'Twin part'));
    index.markStale();
    expect((await index.findByTitleOrSlug('twin part'))?.id).toBe(Math.min(...twins.map((twin) => twin.id)));
  });

  it('keeps the titles between changes and reads them again once marked stale', async () => {
    const index = await createPartTitleIndex({ db: database.db, log: silent });
    expect((await index.search({ title: 'Impeller', limit: 10, offset: 0 })).count).toBe(0);
    await insertParts('Impeller');
    // Nothing told this index (it listens to nothing): the titles it holds are still the ones it read.
    expect((await index.search({ title: 'Impeller', limit: 10, offset: 0 })).count).toBe(0);
    index.markStale();
    expect(titlesOf(await index.search({ title: 'impeller', limit: 10, offset: 0 }))).toEqual(['Impeller']);
  });

  it("hears a change committed on another connection through the parts trigger's NOTIFY", async () => {
    const index = await createPartTitleIndex({
      db: database.db,
      listen: (channel, handlers) => database.listen(channel, handlers),
      log: silent,
    });
    expect((await index.search({ title: 'Diaphragm', limit: 10, offset: 0 })).count).toBe(0);
    await insertParts('Diaphragm seal');
    await expect
      .poll(async () => titlesOf(await index.search({ title: 'diaphragm', limit: 10, offset: 0 })), {
        timeout: 2_000,
      })
      .toEqual(['Diaphragm seal']);
    await index.stop();
  });

  it('reads the titles on every search while its change feed is down, and caches again once it is back', async () => {
    let handlers: NotificationHandlers | undefined;
    const index = await createPartTitleIndex({
      db: database.db,
      listen: async (_channel, given) => {
        handlers = given;
        given.onListening?.();
        return async () => undefined;
      },
      log: silent,
    });
    await index.search({ title: 'x', limit: 1, offset: 0 });
    handlers?.onError?.(new Error('connection lost'));
    await insertParts('Mechanical seal');
    expect(titlesOf(await index.search({ title: 'mechanical', limit: 10, offset: 0 }))).toEqual([
      'Mechanical seal',
    ]);
    handlers?.onListening?.();
    await index.search({ title: 'x', limit: 1, offset: 0 });
    await insertParts('Mechanical seal kit');
    expect(titlesOf(await index.search({ title: 'mechanical', limit: 10, offset: 0 }))).toEqual([
      'Mechanical seal',
    ]);
    handlers?.onNotify('');
    expect(titlesOf(await index.search({ title: 'mechanical', limit: 10, offset: 0 }))).toEqual([
      'Mechanical seal',
      'Mechanical seal kit',
    ]);
  });
});

describe('GET /api/part/?title= after a part is created', () => {
  it('shows the new part to the very next search', async () => {
    const { app } = await buildTestApp();
    const admin = await signedInClient(app, seededAccount('admin'));
    const search = async () =>
      FindPartsResponseSchema.parse(
        (await app.inject({ method: 'GET', url: '/api/part/?title=booster' })).json(),
      );
    expect((await search()).count).toBe(0);
    const pump = PartStructureSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/part/pump' })).json(),
    );
    const [card] = pump.partclassification_set;
    const created = await admin.post('/api/part/', {
      title: 'Booster set',
      classifications: [
        {
          value: card?.classification.id,
          attribute: card?.partclassificationattribute_set.map((link) => ({ value: link.attribute.id })),
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await search()).results.map((part) => part.title)).toEqual(['Booster set']);
  });
});
