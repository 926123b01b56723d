import { describe, expect, it } from 'vitest';
import { type AnswerField, pumpAnswerOf as answerOf } from '../../../test/part-answer.ts';
import { dutyFromAnswer } from './duty-from-answer.ts';

// Titles and wordings here are deliberately not the seed's: the duty is read by key and option key only.
const flow: AnswerField = {
  title: 'Q',
  key: 'flow_rate',
  value: '500',
  units: ['gpm', 'm3/h', 'L/s'],
  unit_value: 'gpm',
};
const head: AnswerField = { title: 'H', key: 'head', value: 120, units: ['ft', 'm'], unit_value: 'ft' };

function picked(key: string, value: string, options: [string, string][]): AnswerField {
  return {
    title: `Pick ${key}`,
    key,
    type: 'select',
    value,
    options: options.map(([option]) => option),
    option_keys: options.map(([, optionKey]) => optionKey),
  };
}

/** Every constraint the wizard collects, each set to something other than the engine's default. */
const EVERY_CONSTRAINT: AnswerField[] = [
  flow,
  head,
  picked('fluid', 'Salt water', [
    ['Fresh water', 'water'],
    ['Salt water', 'seawater'],
  ]),
  { title: 'T', key: 'temperature', value: '40', units: ['°F', '°C'], unit_value: '°C' },
  { title: 'SG', key: 'specific_gravity', value: '1.025' },
  { title: 'Mu', key: 'viscosity', value: '1.1', units: ['cP'] },
  picked('suction_condition', 'Lift', [
    ['Flooded', 'flooded'],
    ['Lift', 'lift'],
  ]),
  { title: 'NPSHa', key: 'npsh_available', value: '9', units: ['ft', 'm'], unit_value: 'm' },
  { title: 'Hours', key: 'hours_per_day', value: '16', units: ['hours/day'] },
  { title: 'Days', key: 'days_per_year', value: '250', units: ['days/year'] },
  { title: 'Rate', key: 'electricity_rate', value: '0.11', units: ['$/kWh'] },
  picked('redundancy', 'Two halves', [
    ['One', 'single'],
    ['Two halves', '2x50'],
  ]),
  picked('pump_type', 'Horizontal split case', [
    ['Whatever', 'any'],
    ['Horizontal split case', 'split-case'],
  ]),
  picked('materials', 'Bronze throughout', [
    ['Iron', 'cast-iron'],
    ['Bronze throughout', 'all-bronze'],
  ]),
  picked('orientation', 'Flat', [
    ['Flat', 'horizontal'],
    ['Upright', 'vertical'],
  ]),
  picked('shaft_seal', 'Gland', [
    ['Mech', 'mechanical'],
    ['Gland', 'packing'],
  ]),
  picked('electrical_supply', '460 volt three phase', [
    ['460 volt three phase', '460v-3ph-60hz'],
    ['400 volt three phase', '400v-3ph-50hz'],
  ]),
  { title: 'Drive', key: 'variable_speed', type: 'checkbox', value: true },
  { title: 'N', key: 'speed', value: '1780', units: ['rpm'] },
];

const EVERY_DUTY = {
  flowRate: { value: 500, unit: 'gpm' },
  head: { value: 120, unit: 'ft' },
  // 40 °C = 40 × 9/5 + 32 = 104 °F
  fluid: { name: 'seawater', temperatureF: 104, specificGravity: 1.025, viscosityCp: 1.1 },
  suctionCondition: 'lift',
  npshAvailable: { value: 9, unit: 'm' },
  hoursPerDay: 16,
  daysPerYear: 250,
  electricityRatePerKwh: 0.11,
  redundancy: '2x50',
  pumpType: 'split-case',
  materials: 'all-bronze',
  orientation: 'horizontal',
  shaftSeal: 'packing',
  supply: { voltage: 460, phase: 3, frequencyHz: 60 },
  frequencyHz: 60,
  variableSpeed: true,
  speedRpm: 1780,
  zipCode: '77001',
  quantity: 2,
};

function dutyOf(fields: AnswerField[], extras = {}) {
  const read = dutyFromAnswer(answerOf(fields), extras);
  if (!read.ok) {
    throw new Error(`expected a duty, got ${JSON.stringify(read.fieldErrors)}`);
  }
  return read.duty;
}

function errorsOf(fields: AnswerField[]) {
  const read = dutyFromAnswer(answerOf(fields), {});
  return read.ok ? null : read.fieldErrors;
}

/** The fields with one replaced (matched by key). */
function replaced(key: string, change: Partial<AnswerField>): AnswerField[] {
  return EVERY_CONSTRAINT.map((field) => (field.key === key ? { ...field, ...change } : field));
}

describe('dutyFromAnswer', () => {
  it('maps every constraint the wizard collects into the engine duty, by key and option key', () => {
    const read = dutyFromAnswer(answerOf(EVERY_CONSTRAINT), { zipCode: '77001', quantity: 2 });
    expect(read).toEqual({
      ok: true,
      duty: EVERY_DUTY,
      searchParams: {
        part_type: 'pump',
        flow_rate: { value: 500, unit: 'gpm' },
        differential_head: { value: 120, unit: 'ft' },
        duty: EVERY_DUTY,
      },
      attributeIds: expect.any(Map),
    });
  });

  it('reads nothing by title: the seed’s titles without keys give no duty', () => {
    const titledOnly = answerOf([
      { title: 'Flow rate', value: '500', units: ['gpm'], unit_value: 'gpm' },
      { title: 'Differential head', value: '120', units: ['ft'], unit_value: 'ft' },
    ]);
    const read = dutyFromAnswer(titledOnly, {});
    expect(read.ok).toBe(false);
    expect(!read.ok && Object.keys(read.fieldErrors)).toEqual(['answer']);
  });

  it('reads the site supply’s frequency and phase from its option key', () => {
    const fiftyHz = dutyOf(replaced('electrical_supply', { value: '400 volt three phase' }));
    expect([fiftyHz.supply, fiftyHz.frequencyHz]).toEqual([{ voltage: 400, phase: 3, frequencyHz: 50 }, 50]);
    const singlePhase = dutyOf(
      replaced('electrical_supply', {
        options: ['Domestic'],
        option_keys: ['230v-1ph-60hz'],
        value: 'Domestic',
      }),
    );
    expect(singlePhase.supply).toEqual({ voltage: 230, phase: 1, frequencyHz: 60 });
  });

  it("passes 'No preference' as the engine's 'any', an unticked drive as false, and leaves out what was not asked", () => {
    const noPreference = dutyOf(replaced('pump_type', { value: 'Whatever' }));
    expect(noPreference.pumpType).toBe('any');
    expect(dutyOf(replaced('variable_speed', { value: false })).variableSpeed).toBe(false);
    const bare = dutyOf([flow, head]);
    expect(bare).toEqual({ flowRate: { value: 500, unit: 'gpm' }, head: { value: 120, unit: 'ft' } });
    // A blank optional field is not asked for either.
    const blank = dutyOf(replaced('materials', { value: '' }));
    expect('materials' in blank).toBe(false);
  });

  it('looks a typed fluid up in the library by name, and sends one it does not know as typed', () => {
    const typed = (value: string) =>
      dutyOf([flow, head, { title: 'Fluid', key: 'fluid', type: 'editable_select', value, option_keys: [] }])
        .fluid;
    expect(typed('Hydraulic oil (ISO VG 46)')).toEqual({ name: 'hydraulic-oil-vg46' });
    expect(typed('Molasses')).toEqual({ name: 'Molasses' });
  });

  it('keys every problem by the field it belongs to (answer.<attribute id>)', () => {
    // pumpAnswerOf numbers the attributes 1, 2, … in order: flow is 1, head 2, materials 14.
    expect(errorsOf([{ ...flow, value: '0' }, head])).toEqual({ 'answer.1': ['Enter more than 0 gpm'] });
    expect(errorsOf([{ ...flow, value: '-3', unit_value: 'm3/h' }, head])).toEqual({
      'answer.1': ['Enter more than 0 m3/h'],
    });
    expect(errorsOf([{ ...flow, value: 'fast' }, head])).toEqual({
      'answer.1': ['Enter a number, such as 250 or 12.5'],
    });
    expect(errorsOf([{ ...flow, value: '' }, head])).toEqual({ 'answer.1': ['This field is required'] });
    expect(errorsOf([{ ...flow, units: ['bbl/d'], unit_value: 'bbl/d' }, head])).toEqual({
      'answer.1.unit': ['Choose one of the units the pump search reads: gpm, m3/h, L/s, L/min, m3/s'],
    });
    expect(errorsOf([flow, { ...head, value: 0 }])).toEqual({ 'answer.2': ['Enter more than 0 ft'] });
    expect(errorsOf(replaced('materials', { value: 'Gold' }))).toEqual({
      'answer.14': ['Choose one of the listed options'],
    });
    expect(errorsOf(replaced('materials', { option_keys: ['cast-iron', ''] }))).toEqual({
      'answer.14': [
        "The pump search cannot read 'Bronze throughout' yet: an administrator must give this option its key.",
      ],
    });
    expect(errorsOf(replaced('speed', { value: 'fast' }))).toEqual({
      'answer.19': ['Enter a number, such as 250 or 12.5'],
    });
  });

  it('says so when the part has no flow or head field at all', () => {
    expect(errorsOf([head])).toEqual({
      answer: [
        "This part's specification has no flow rate field (key 'flow_rate'); an administrator must add it before pumps can be searched.",
      ],
    });
  });
});
