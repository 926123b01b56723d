import type { AttributeType } from './parts.ts';

// An attribute's stable key says what the pump search reads from it, so an admin may rename its title or reword
// its options without changing the duty a search is given. The keys are a closed list: each one is read by the
// server's duty mapping (apps/server/src/features/pump-search/duty-from-answer.ts), and a key nothing reads
// would be a silent typo.

export const ATTRIBUTE_KEYS = [
  'flow_rate',
  'head',
  'fluid',
  'temperature',
  'specific_gravity',
  'viscosity',
  'suction_condition',
  'npsh_available',
  'hours_per_day',
  'days_per_year',
  'electricity_rate',
  'redundancy',
  'pump_type',
  'materials',
  'orientation',
  'shaft_seal',
  'electrical_supply',
  'variable_speed',
  'speed',
] as const;
export type AttributeKey = (typeof ATTRIBUTE_KEYS)[number];

/** What an attribute with a key must be for the pump search to read it. */
export interface AttributeKeyRule {
  /** How the admin screens name the key. */
  readonly label: string;
  readonly types: readonly AttributeType[];
  /**
   * The unit titles the search can read the value in (case-insensitive); an attribute with the key may offer
   * only these. Absent: the attribute has no units.
   */
  readonly units?: readonly string[];
  /** Whether the value needs a unit: the attribute then offers at least one. */
  readonly needsUnit?: boolean;
  /** Each option carries an option key from the engine's vocabulary for this key. */
  readonly hasOptionKeys?: boolean;
  /** The value must be above 0 in any unit, whatever the attribute's own bounds say. */
  readonly isPositive?: boolean;
  /** A part the pump search serves must have this attribute, as a required field. */
  readonly isRequiredForSearch?: boolean;
}

const NUMBER: readonly AttributeType[] = ['number'];
const PICKED: readonly AttributeType[] = ['radio', 'select', 'searchable_select'];
// Flow and head units the engine parses (packages/pump-engine/src/units/flow.ts and head.ts).
const HEAD_UNITS = ['ft', 'm', 'psi', 'bar', 'kPa'];

export const ATTRIBUTE_KEY_RULES: Readonly<Record<AttributeKey, AttributeKeyRule>> = {
  flow_rate: {
    label: 'Flow rate',
    types: NUMBER,
    units: ['gpm', 'm3/h', 'L/s', 'L/min', 'm3/s'],
    needsUnit: true,
    isPositive: true,
    isRequiredForSearch: true,
  },
  head: {
    label: 'Differential head',
    types: NUMBER,
    units: HEAD_UNITS,
    needsUnit: true,
    isPositive: true,
    isRequiredForSearch: true,
  },
  // An editable select's typed text is looked up in the engine's fluid library by name.
  fluid: { label: 'Fluid', types: [...PICKED, 'editable_select'], hasOptionKeys: true },
  temperature: { label: 'Temperature', types: NUMBER, units: ['°F', '°C'], needsUnit: true },
  specific_gravity: { label: 'Specific gravity', types: NUMBER },
  viscosity: { label: 'Viscosity', types: NUMBER, units: ['cP'] },
  suction_condition: { label: 'Suction condition', types: PICKED, hasOptionKeys: true },
  npsh_available: { label: 'NPSH available', types: NUMBER, units: HEAD_UNITS, needsUnit: true },
  hours_per_day: { label: 'Hours per day of operation', types: NUMBER, units: ['hours/day'] },
  days_per_year: { label: 'Days per year of operation', types: NUMBER, units: ['days/year'] },
  electricity_rate: { label: 'Electricity rate', types: NUMBER, units: ['$/kWh'] },
  redundancy: { label: 'Redundancy', types: PICKED, hasOptionKeys: true },
  pump_type: { label: 'Pump type', types: PICKED, hasOptionKeys: true },
  materials: { label: 'Materials', types: PICKED, hasOptionKeys: true },
  orientation: { label: 'Orientation', types: PICKED, hasOptionKeys: true },
  shaft_seal: { label: 'Shaft seal', types: PICKED, hasOptionKeys: true },
  electrical_supply: { label: 'Electrical supply', types: PICKED, hasOptionKeys: true },
  variable_speed: { label: 'Variable frequency drive', types: ['checkbox'] },
  speed: { label: 'Pump speed', types: NUMBER, units: ['rpm'] },
};

export function isAttributeKey(key: string): key is AttributeKey {
  return (ATTRIBUTE_KEYS as readonly string[]).includes(key);
}

/** The key's rule, or undefined for an attribute without a key. */
export function attributeKeyRule(key: string | null | undefined): AttributeKeyRule | undefined {
  return key !== null && key !== undefined && isAttributeKey(key) ? ATTRIBUTE_KEY_RULES[key] : undefined;
}

/** An option key: lower-case letters, digits and hyphens (`seawater`, `460v-3ph-60hz`). */
export const OPTION_KEY_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const OPTION_KEY_MAX_LENGTH = 64;

/** The units of `titles` the key's rule does not allow (case-insensitive); every unit when it allows none. */
export function unitsOutsideKey(key: AttributeKey, titles: readonly string[]): string[] {
  const allowed = (ATTRIBUTE_KEY_RULES[key].units ?? []).map((unit) => unit.toLowerCase());
  return titles.filter((title) => !allowed.includes(title.trim().toLowerCase()));
}

/** The option key of an answer's value: the key beside the option it names, or null. */
export function optionKeyOf(
  attribute: { options: readonly string[]; option_keys?: readonly string[] | undefined },
  value: unknown,
): string | null {
  if (typeof value !== 'string') {
    return null;
  }
  const index = attribute.options.indexOf(value.trim());
  return index === -1 ? null : (attribute.option_keys?.[index] ?? null);
}
