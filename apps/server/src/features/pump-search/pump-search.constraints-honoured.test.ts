import {
  type AttributeKey,
  DispatcherResponseSchema,
  isNoMatch,
  type MatchEntry,
  type PartStructure,
  PartStructureSchema,
} from '@specsource/contracts';
import type { CataloguePump, Duty } from '@specsource/pump-engine';
import { oracleVerdict } from '@specsource/pump-engine/regression-oracle';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { fillByKey, type KeyedValue } from '../../../test/keyed-attributes.ts';
import { seededAccount, signedInClient } from '../../../test/seeded-accounts.ts';

// Through HTTP, on the seeded pump part and the test catalogue (PGlite, or PostgreSQL with TEST_DATABASE_URL): for
// each constraint the wizard collects, every match the dispatcher answers meets it, as judged by the regression
// oracle (packages/pump-engine/src/regression/oracle.ts), which restates each rule without calling the matcher. A
// search where nothing meets every constraint answers the no-match entry, which names what removed the pumps and
// marks its alternative with what it relaxes. pump-search.constraints.test.ts shows each value reaches the duty.
const { app } = await buildTestApp();
const client = await signedInClient(app, seededAccount('customer'));
const part: PartStructure = PartStructureSchema.parse((await app.inject({ url: '/api/part/pump' })).json());
const pumps: ReadonlyMap<string, CataloguePump> = new Map(
  [...app.catalogue.current().pumps].map((pump) => [pump.id, pump]),
);

type Values = Partial<Record<AttributeKey, KeyedValue>>;

/** 528 gpm at 115 ft: the middle of the catalogue, where every type and material has pumps. */
const DUTY_POINT: Values = { flow_rate: { value: '120', unit: 'm3/h' }, head: { value: '35', unit: 'm' } };
/** 30 gpm at 60 ft: a few horsepower, inside what single-phase motors are made in. */
const SMALL_DUTY: Values = { flow_rate: { value: '30', unit: 'gpm' }, head: { value: '60', unit: 'ft' } };

async function search(values: Values): Promise<{ duty: Duty; entries: MatchEntry[] }> {
  const response = await client.post('/api/dispatcher/', { part: 'pump', answer: fillByKey(part, values) });
  expect(response.statusCode, response.body).toBe(200);
  const body = DispatcherResponseSchema.parse(response.json());
  const [, ...entries] = body.results;
  // search_params.duty is the engine's Duty as the search stored it (the contract keeps it an open record).
  return { duty: body.search_params.duty as unknown as Duty, entries };
}

/** The oracle's verdict on every pump the search offered as meeting the duty. */
function brokenByMatches(duty: Duty, entries: readonly MatchEntry[]) {
  return entries.flatMap((entry) => {
    if (isNoMatch(entry)) {
      return [];
    }
    const pump = pumps.get(entry.pump_id);
    expect(pump, `${entry.pump_id} is a catalogue pump`).toBeDefined();
    const broken = oracleVerdict(duty, pump as CataloguePump).broken;
    return broken.length > 0 ? [`${entry.pump_id}: ${broken.join(', ')}`] : [];
  });
}

describe('POST /api/dispatcher/: every match meets every constraint the engineer gave', () => {
  it.each<[string, Values]>([
    ['a 60 Hz site without a drive', { ...DUTY_POINT, electrical_supply: { optionKey: '460v-3ph-60hz' } }],
    ['a 50 Hz site without a drive', { ...DUTY_POINT, electrical_supply: { optionKey: '400v-3ph-50hz' } }],
    ['a single-phase supply', { ...SMALL_DUTY, electrical_supply: { optionKey: '230v-1ph-60hz' } }],
    ['seawater', { ...DUTY_POINT, fluid: { optionKey: 'seawater' } }],
    ['hydraulic oil ISO VG 46', { ...DUTY_POINT, fluid: { optionKey: 'hydraulic-oil-vg46' } }],
    [
      'condensate at 250 °F',
      {
        ...DUTY_POINT,
        fluid: { optionKey: 'condensate' },
        temperature: { value: '250', unit: '°F' },
        // Above its atmospheric boiling point: a pressurised suction, whose NPSH available the engineer gives.
        npsh_available: { value: '60', unit: 'ft' },
      },
    ],
    ['all-bronze materials', { ...DUTY_POINT, materials: { optionKey: 'all-bronze' } }],
    ['stainless materials', { ...DUTY_POINT, materials: { optionKey: 'stainless-316' } }],
    ['a split-case pump', { ...DUTY_POINT, pump_type: { optionKey: 'split-case' } }],
    ['a vertical pump', { ...DUTY_POINT, orientation: { optionKey: 'vertical' } }],
    ['a suction lift', { ...DUTY_POINT, suction_condition: { optionKey: 'lift' } }],
    ['a packed shaft', { ...DUTY_POINT, shaft_seal: { optionKey: 'packing' } }],
    ['a mechanical seal', { ...SMALL_DUTY, shaft_seal: { optionKey: 'mechanical' } }],
    [
      '1,800 rpm without a drive',
      { ...DUTY_POINT, speed: { value: '1800' }, variable_speed: { value: false } },
    ],
    ['2 × 50 %', { ...DUTY_POINT, redundancy: { optionKey: '2x50' } }],
    [
      'all of them at once',
      {
        ...DUTY_POINT,
        fluid: { optionKey: 'seawater' },
        electrical_supply: { optionKey: '460v-3ph-60hz' },
        materials: { optionKey: 'duplex' },
        pump_type: { optionKey: 'end-suction' },
        orientation: { optionKey: 'horizontal' },
        shaft_seal: { optionKey: 'cartridge' },
        variable_speed: { value: false },
      },
    ],
  ])('%s', async (_, values) => {
    const { duty, entries } = await search(values);
    expect(entries.length).toBeGreaterThan(0);
    expect(brokenByMatches(duty, entries)).toEqual([]);
    for (const entry of entries) {
      if (isNoMatch(entry)) {
        // Nothing met every constraint: the entry says which removed the pumps, and its alternative what it relaxes.
        expect(entry.constraint_removals.some((removal) => removal.removed > 0)).toBe(true);
        expect(entry.relaxed_alternative?.relaxes.length ?? 1).toBeGreaterThan(0);
      }
    }
  });

  it('a 50 Hz and a 60 Hz site get different pumps for the same duty, each on its own frequency', async () => {
    const idsOf = (entries: readonly MatchEntry[]) =>
      entries.flatMap((entry) => (isNoMatch(entry) ? [] : [entry.pump_id]));
    const fiftyHz = idsOf(
      (await search({ ...DUTY_POINT, electrical_supply: { optionKey: '400v-3ph-50hz' } })).entries,
    );
    const sixtyHz = idsOf(
      (await search({ ...DUTY_POINT, electrical_supply: { optionKey: '460v-3ph-60hz' } })).entries,
    );
    expect(fiftyHz.length).toBeGreaterThan(0);
    expect(sixtyHz.length).toBeGreaterThan(0);
    expect(fiftyHz.map((id) => pumps.get(id)?.frequencyHz)).not.toContain(60);
    expect(sixtyHz.map((id) => pumps.get(id)?.frequencyHz)).not.toContain(50);
  });

  it('names how it met a constraint in the reasoning of each match', async () => {
    const { entries } = await search({ ...DUTY_POINT, fluid: { optionKey: 'seawater' } });
    const matches = entries.filter((entry) => !isNoMatch(entry));
    expect(matches.length).toBeGreaterThan(0);
    for (const entry of matches) {
      expect(entry.ai_reasoning).toMatch(/seawater/i);
    }
  });
});
