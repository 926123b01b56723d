import type { AttributeKey } from '@specsource/contracts';
import { answerFieldOf } from './answer-reader.ts';

// The engine names what it refuses by its duty path (`flowRate.value`, `fluid.temperatureF`); the wizard shows a
// message under `answer.<attributeId>`. This is the way back from one to the other, through the attribute keys.
const KEY_OF_DUTY_PATH: Readonly<Record<string, AttributeKey>> = {
  flowRate: 'flow_rate',
  head: 'head',
  fluid: 'fluid',
  'fluid.name': 'fluid',
  'fluid.temperatureF': 'temperature',
  'fluid.specificGravity': 'specific_gravity',
  'fluid.viscosityCp': 'viscosity',
  npshAvailable: 'npsh_available',
  suctionCondition: 'suction_condition',
  hoursPerDay: 'hours_per_day',
  daysPerYear: 'days_per_year',
  electricityRatePerKwh: 'electricity_rate',
  redundancy: 'redundancy',
  pumpType: 'pump_type',
  materials: 'materials',
  orientation: 'orientation',
  shaftSeal: 'shaft_seal',
  supply: 'electrical_supply',
  frequencyHz: 'electrical_supply',
  variableSpeed: 'variable_speed',
  speedRpm: 'speed',
};

/** Duty fields the wizard asks for on its Submit step rather than as attributes. */
const REQUEST_FIELD_OF_DUTY_PATH: Readonly<Record<string, string>> = {
  quantity: 'quantity',
  zipCode: 'zip_code',
};

/** The wizard's key for an engine issue's duty path; `answer` (a message for the whole form) when it has none. */
export function wizardFieldOf(dutyPath: string, attributeIds: ReadonlyMap<AttributeKey, number>): string {
  const segments = dutyPath.split('.');
  const [first = ''] = segments;
  const key = KEY_OF_DUTY_PATH[segments.slice(0, 2).join('.')] ?? KEY_OF_DUTY_PATH[first];
  const attributeId = key === undefined ? undefined : attributeIds.get(key);
  if (attributeId !== undefined) {
    return answerFieldOf(attributeId, segments.at(-1) === 'unit');
  }
  return REQUEST_FIELD_OF_DUTY_PATH[first] ?? 'answer';
}

/** The engine's field errors (by duty path) under the wizard's keys. */
export function wizardFieldErrors(
  dutyPathErrors: Readonly<Record<string, readonly string[]>>,
  attributeIds: ReadonlyMap<AttributeKey, number>,
): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(dutyPathErrors)) {
    const field = wizardFieldOf(path, attributeIds);
    fieldErrors[field] = [...(fieldErrors[field] ?? []), ...messages];
  }
  return fieldErrors;
}
