import { FindPartsResponseSchema, PartStructureSchema } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { seededAccount, signedInClient } from '../../../test/seeded-accounts.ts';
import { createSharedSearches } from './shared-searches.ts';

function deferred() {
  let resolve: (value: number) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<number>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('createSharedSearches', () => {
  it('gives concurrent identical searches one load, and keeps nothing once it is answered', async () => {
    const searches = createSharedSearches<number>();
    const running = deferred();
    let loads = 0;
    const load = () => {
      loads += 1;
      return running.promise;
    };
    const both = Promise.all([searches.get('pu', load), searches.get('pu', load)]);
    expect(loads).toBe(1);
    running.resolve(7);
    expect(await both).toEqual([7, 7]);
    expect(await searches.get('pu', async () => 8)).toBe(8);
  });

  it('gives each caller of a failed search its error, and does not share it later', async () => {
    const searches = createSharedSearches<number>();
    const running = deferred();
    const both = [searches.get('x', () => running.promise), searches.get('x', () => running.promise)];
    running.reject(new Error('database down'));
    for (const caller of both) {
      await expect(caller).rejects.toThrow('database down');
    }
    expect(await searches.get('x', async () => 9)).toBe(9);
  });

  it('lets no search join one that began before a clear', async () => {
    const searches = createSharedSearches<number>();
    const before = deferred();
    const first = searches.get('pu', () => before.promise);
    searches.clear();
    const second = searches.get('pu', async () => 2);
    before.resolve(1);
    expect([await first, await second]).toEqual([1, 2]);
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
