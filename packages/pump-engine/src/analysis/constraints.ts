import { LIQUIDS } from '../fluids/library.ts';

/**
 * The engineer's selection constraints as the engine understands them: one closed vocabulary per constraint.
 * The server maps a part's attribute options to these values through the options' stable keys, so an admin can
 * reword an option without changing what the engine is asked; an option key outside a vocabulary is refused when
 * the admin saves the part (see `isDutyOptionKey`).
 */

/** Pump construction the engineer asked for; 'any' is "no preference". 'multistage' is horizontal or vertical. */
export const PUMP_TYPE_PREFERENCES = [
  'any',
  'end-suction',
  'inline',
  'split-case',
  'multistage',
  'vertical-turbine',
  'submersible',
] as const;
export type PumpTypePreference = (typeof PUMP_TYPE_PREFERENCES)[number];

/**
 * Wetted-materials classes, a minimum the engineer accepts (a better class also meets it; material-compatibility.ts).
 * 'carbon-steel' (API 610 S-1: steel casing) is a catalogue class the wizard does not offer by default.
 */
export const MATERIAL_CLASSES = [
  'cast-iron',
  'ductile-iron',
  'bronze-fitted',
  'all-bronze',
  'stainless-316',
  'duplex',
  'carbon-steel',
] as const;
export type MaterialClass = (typeof MATERIAL_CLASSES)[number];

export const ORIENTATIONS = ['horizontal', 'vertical'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

/** Flooded: liquid level above the pump inlet; lift: the pump draws the liquid up to itself. */
export const SUCTION_CONDITIONS = ['flooded', 'lift'] as const;
export type SuctionCondition = (typeof SUCTION_CONDITIONS)[number];

/** A cartridge seal is a mechanical seal; 'sealless' is a canned or wet-rotor pump with no shaft seal at all. */
export const SHAFT_SEALS = ['mechanical', 'cartridge', 'packing', 'sealless'] as const;
export type ShaftSeal = (typeof SHAFT_SEALS)[number];

/** Single pump; duty/standby (2 × 100 %); two or three pumps sharing the flow at 50 % each. */
export const REDUNDANCIES = ['single', 'duty-standby', '2x50', '3x50'] as const;
export type Redundancy = (typeof REDUNDANCIES)[number];

/** The site's electrical supply. */
export interface ElectricalSupply {
  readonly voltage: number;
  readonly phase: 1 | 3;
  readonly frequencyHz: 50 | 60;
}

// An electrical-supply option key spells the supply: `460v-3ph-60hz`, `230v-1ph-60hz`, `400v-3ph-50hz`.
const SUPPLY_KEY = /^(\d{2,4})v-([13])ph-(50|60)hz$/;

/** The supply an electrical-supply option key names, or null when the key is not of that form. */
export function electricalSupplyFromKey(key: string): ElectricalSupply | null {
  const found = SUPPLY_KEY.exec(key);
  if (found === null) {
    return null;
  }
  return {
    voltage: Number(found[1]),
    phase: found[2] === '1' ? 1 : 3,
    frequencyHz: found[3] === '50' ? 50 : 60,
  };
}

/** The closed vocabularies by the attribute key whose options they interpret. */
export const DUTY_OPTION_VOCABULARIES = {
  pump_type: PUMP_TYPE_PREFERENCES,
  materials: MATERIAL_CLASSES,
  orientation: ORIENTATIONS,
  suction_condition: SUCTION_CONDITIONS,
  shaft_seal: SHAFT_SEALS,
  redundancy: REDUNDANCIES,
} as const;

/**
 * Whether `optionKey` is a value the engine can interpret for the attribute keyed `attributeKey`: a library liquid's
 * id for `fluid`, a supply key for `electrical_supply`, a vocabulary member for the enumerated constraints. Attribute
 * keys without options (numbers, checkboxes) have no option keys to interpret.
 */
export function isDutyOptionKey(attributeKey: string, optionKey: string): boolean {
  if (attributeKey === 'fluid') {
    return LIQUIDS.some((liquid) => liquid.id === optionKey);
  }
  if (attributeKey === 'electrical_supply') {
    return electricalSupplyFromKey(optionKey) !== null;
  }
  const vocabulary: readonly string[] | undefined =
    DUTY_OPTION_VOCABULARIES[attributeKey as keyof typeof DUTY_OPTION_VOCABULARIES];
  return vocabulary?.includes(optionKey) === true;
}
