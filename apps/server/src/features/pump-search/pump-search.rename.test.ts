import {
  type AdminAttribute,
  type AttributeKey,
  DispatcherResponseSchema,
  type PartStructure,
  PartStructureSchema,
} from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attributeBodyOf } from '../../../test/admin-attribute-body.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { fillByKey, type KeyedValue } from '../../../test/keyed-attributes.ts';
import { seededAccount, signedInClient } from '../../../test/seeded-accounts.ts';
import { parts, requests, users } from '../../platform/db/schema/index.ts';

// An admin renames every attribute of the pump part, rewords every option and renames every card, through the
// admin API: a search of the same duty answers exactly as before, sent afresh or read from a request stored before.
const { app, database } = await buildTestApp();
const customer = seededAccount('customer');
const client = await signedInClient(app, customer);
const admin = await signedInClient(app, seededAccount('admin'));

const DUTY: Partial<Record<AttributeKey, KeyedValue>> = {
  flow_rate: { value: '400', unit: 'gpm' },
  head: { value: '110', unit: 'ft' },
  fluid: { optionKey: 'ethylene-glycol-30' },
  temperature: { value: '40', unit: '°F' },
  suction_condition: { optionKey: 'flooded' },
  npsh_available: { value: '25', unit: 'ft' },
  hours_per_day: { value: '20' },
  days_per_year: { value: '300' },
  electricity_rate: { value: '0.13' },
  redundancy: { optionKey: 'duty-standby' },
  pump_type: { optionKey: 'end-suction' },
  materials: { optionKey: 'bronze-fitted' },
  orientation: { optionKey: 'horizontal' },
  shaft_seal: { optionKey: 'mechanical' },
  electrical_supply: { optionKey: '460v-3ph-60hz' },
  speed: { value: '1780' },
};

async function pumpPart(): Promise<PartStructure> {
  return PartStructureSchema.parse((await app.inject({ url: '/api/part/pump' })).json());
}

async function search(body: Record<string, unknown>) {
  const response = await client.post('/api/dispatcher/', { part: 'pump', ...body });
  expect(response.statusCode, response.body).toBe(200);
  const { results, search_params } = DispatcherResponseSchema.parse(response.json());
  return { results, search_params };
}

/** PUT /api/attributes/{id} with the attribute as it is, but retitled and its options reworded. */
async function renameAttribute(id: number): Promise<void> {
  const current: AdminAttribute = (await admin.get(`/api/attributes/${id}`)).json();
  const response = await admin.put(`/api/attributes/${id}`, {
    ...attributeBodyOf(current),
    title: `${current.title} (renamed)`,
    options: current.options.map((option) => `${option} — reworded`),
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('renaming the pump part’s attributes, options and cards', () => {
  it('leaves the search of the same duty unchanged', async () => {
    const before = await pumpPart();
    const [owner] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, customer.email));
    const [pump] = await database.db.select({ id: parts.id }).from(parts).where(eq(parts.slug, 'pump'));
    await database.db.insert(requests).values({
      orderId: 'ord-rename-1',
      partId: pump?.id ?? 0,
      customerId: owner?.id ?? 0,
      answer: fillByKey(before, DUTY),
      quantity: 1,
      zipCode: null,
    });
    const original = await search({ answer: fillByKey(before, DUTY) });
    expect(original.search_params.duty).toMatchObject({ materials: 'bronze-fitted', speedRpm: 1780 });
    const stored = await search({ order_id: 'ord-rename-1' });

    for (const card of before.partclassification_set) {
      const renamed = await admin.put(`/api/classification/${card.classification.id}`, {
        title: `${card.classification.title} (renamed)`,
      });
      expect(renamed.statusCode).toBe(200);
      for (const link of card.partclassificationattribute_set) {
        await renameAttribute(link.attribute.id);
      }
    }

    const after = await pumpPart();
    const titles = after.partclassification_set.flatMap((card) => [
      card.classification.title,
      ...card.partclassificationattribute_set.flatMap((link) => [
        link.attribute.title,
        ...link.attribute.options,
      ]),
    ]);
    expect(titles.every((title) => / \(renamed\)$| — reworded$/.test(title))).toBe(true);

    expect(await search({ answer: fillByKey(after, DUTY) })).toEqual(original);
    expect(await search({ order_id: 'ord-rename-1' })).toEqual(stored);
  });
});
