import {
  type AttributeKey,
  DispatcherResponseSchema,
  type PartStructure,
  PartStructureSchema,
} from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { fillByKey, type KeyedValue } from '../../../test/keyed-attributes.ts';
import { seededAccount, signedInClient } from '../../../test/seeded-accounts.ts';

// Through HTTP, on the seeded pump part (PGlite, or PostgreSQL with TEST_DATABASE_URL): each constraint the wizard
// collects reaches the engine, as the duty the search stores and answers in search_params.
const { app } = await buildTestApp();
const client = await signedInClient(app, seededAccount('customer'));
const part: PartStructure = PartStructureSchema.parse((await app.inject({ url: '/api/part/pump' })).json());

const DUTY_POINT: Partial<Record<AttributeKey, KeyedValue>> = {
  flow_rate: { value: '120', unit: 'm3/h' },
  head: { value: '35', unit: 'm' },
};

async function searchedDuty(values: Partial<Record<AttributeKey, KeyedValue>>) {
  const response = await client.post('/api/dispatcher/', { part: 'pump', answer: fillByKey(part, values) });
  expect(response.statusCode, response.body).toBe(200);
  return DispatcherResponseSchema.parse(response.json()).search_params.duty;
}

describe('POST /api/dispatcher/: every constraint reaches the engine', () => {
  it.each<[string, Partial<Record<AttributeKey, KeyedValue>>, Record<string, unknown>]>([
    [
      'fluid (library id)',
      { fluid: { optionKey: 'hydraulic-oil-vg46' } },
      { fluid: { name: 'hydraulic-oil-vg46' } },
    ],
    // 25 °C = 25 × 9/5 + 32 = 77 °F
    ['temperature', { temperature: { value: '25', unit: '°C' } }, { fluid: { temperatureF: 77 } }],
    ['specific gravity', { specific_gravity: { value: '1.1' } }, { fluid: { specificGravity: 1.1 } }],
    ['viscosity', { viscosity: { value: '12' } }, { fluid: { viscosityCp: 12 } }],
    ['suction condition', { suction_condition: { optionKey: 'lift' } }, { suctionCondition: 'lift' }],
    [
      'NPSH available',
      { npsh_available: { value: '4', unit: 'm' } },
      { npshAvailable: { value: 4, unit: 'm' } },
    ],
    ['hours per day', { hours_per_day: { value: '16' } }, { hoursPerDay: 16 }],
    ['days per year', { days_per_year: { value: '250' } }, { daysPerYear: 250 }],
    ['electricity rate', { electricity_rate: { value: '0.2' } }, { electricityRatePerKwh: 0.2 }],
    ['redundancy', { redundancy: { optionKey: '2x50' } }, { redundancy: '2x50' }],
    ['pump type', { pump_type: { optionKey: 'split-case' } }, { pumpType: 'split-case' }],
    ['no pump type preference', { pump_type: { optionKey: 'any' } }, { pumpType: 'any' }],
    ['materials', { materials: { optionKey: 'all-bronze' } }, { materials: 'all-bronze' }],
    ['orientation', { orientation: { optionKey: 'vertical' } }, { orientation: 'vertical' }],
    ['shaft seal', { shaft_seal: { optionKey: 'packing' } }, { shaftSeal: 'packing' }],
    [
      'a 50 Hz supply',
      { electrical_supply: { optionKey: '400v-3ph-50hz' } },
      { supply: { voltage: 400, phase: 3, frequencyHz: 50 }, frequencyHz: 50 },
    ],
    [
      'a single-phase supply',
      { electrical_supply: { optionKey: '115v-1ph-60hz' } },
      { supply: { voltage: 115, phase: 1, frequencyHz: 60 }, frequencyHz: 60 },
    ],
    ['a variable frequency drive', { variable_speed: { value: true } }, { variableSpeed: true }],
    ['no drive', { variable_speed: { value: false } }, { variableSpeed: false }],
    ['a requested speed', { speed: { value: '1450', unit: 'rpm' } }, { speedRpm: 1450 }],
  ])('%s', async (_, values, expected) => {
    const duty = await searchedDuty({ ...DUTY_POINT, ...values });
    expect(duty).toEqual({
      flowRate: { value: 120, unit: 'm3/h' },
      head: { value: 35, unit: 'm' },
      // The pump part has the drive checkbox: left unticked it says no drive.
      variableSpeed: false,
      ...expected,
    });
  });

  it('all of them together, as one engineer fills the whole wizard', async () => {
    const duty = await searchedDuty({
      ...DUTY_POINT,
      fluid: { optionKey: 'seawater' },
      temperature: { value: '60', unit: '°F' },
      suction_condition: { optionKey: 'flooded' },
      npsh_available: { value: '30', unit: 'ft' },
      hours_per_day: { value: '24' },
      days_per_year: { value: '365' },
      redundancy: { optionKey: 'duty-standby' },
      pump_type: { optionKey: 'end-suction' },
      materials: { optionKey: 'duplex' },
      orientation: { optionKey: 'horizontal' },
      shaft_seal: { optionKey: 'cartridge' },
      electrical_supply: { optionKey: '460v-3ph-60hz' },
      variable_speed: { value: true },
      speed: { value: '1780' },
    });
    expect(duty).toEqual({
      flowRate: { value: 120, unit: 'm3/h' },
      head: { value: 35, unit: 'm' },
      fluid: { name: 'seawater', temperatureF: 60 },
      suctionCondition: 'flooded',
      npshAvailable: { value: 30, unit: 'ft' },
      hoursPerDay: 24,
      daysPerYear: 365,
      redundancy: 'duty-standby',
      pumpType: 'end-suction',
      materials: 'duplex',
      orientation: 'horizontal',
      shaftSeal: 'cartridge',
      supply: { voltage: 460, phase: 3, frequencyHz: 60 },
      frequencyHz: 60,
      variableSpeed: true,
      speedRpm: 1780,
    });
  });
});
