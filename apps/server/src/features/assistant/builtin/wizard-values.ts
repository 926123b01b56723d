import { type AttributeKey, optionKeyOf, type PartStructure } from '@specsource/contracts';
import { electricalSupplyFromKey, findLiquid, isDutyOptionKey } from '@specsource/pump-engine';
import {
  type AnswerAttribute,
  attributesByKey,
  readNumber,
  temperatureFOf,
  unitOf,
} from '../../../domain/parts/answer-values.ts';
import { specificGravityAt } from './named-liquid.ts';

// The values the user has typed into the wizard so far, read from the part structure by attribute key (as the pump
// search reads them, so an admin's renaming changes nothing). Anything blank or unusable is null. FIELDS are the
// seed's titles, for answers that point at a field the user has not filled; a filled one is named by its title.

export interface WizardQuantity {
  readonly value: number;
  readonly unit: string;
  /** The wizard field it came from, e.g. 'Flow rate'. */
  readonly field: string;
}

export interface WizardValues {
  readonly flow: WizardQuantity | null;
  readonly head: WizardQuantity | null;
  readonly npshAvailable: WizardQuantity | null;
  readonly temperatureF: number | null;
  readonly specificGravity: { value: number; field: string } | null;
  readonly viscosityCp: number | null;
  readonly fluid: string | null;
  readonly hoursPerDay: number | null;
  readonly daysPerYear: number | null;
  readonly electricityRate: number | null;
  readonly frequencyHz: 50 | 60 | null;
}

/** Wizard field titles, as the user sees them; answers that point at a field name these. */
export const FIELDS = {
  flow: 'Flow rate',
  head: 'Differential head',
  fluid: 'Fluid',
  temperature: 'Temperature',
  specificGravity: 'Specific gravity',
  viscosity: 'Viscosity',
  npshAvailable: 'NPSH available',
  hoursPerDay: 'Hours per day of operation',
  daysPerYear: 'Days per year of operation',
  electricityRate: 'Electricity rate',
  electricalSupply: 'Electrical supply',
} as const;

export const NO_WIZARD_VALUES: WizardValues = {
  flow: null,
  head: null,
  npshAvailable: null,
  temperatureF: null,
  specificGravity: null,
  viscosityCp: null,
  fluid: null,
  hoursPerDay: null,
  daysPerYear: null,
  electricityRate: null,
  frequencyHz: null,
};

function quantity(attributes: Map<string, AnswerAttribute>, key: AttributeKey): WizardQuantity | null {
  const attribute = attributes.get(key);
  const value = readNumber(attribute?.value);
  const unit = unitOf(attribute);
  if (attribute === undefined || value === null || value <= 0 || unit === null) {
    return null;
  }
  return { value, unit, field: attribute.title };
}

function positive(attributes: Map<string, AnswerAttribute>, key: AttributeKey): number | null {
  const value = readNumber(attributes.get(key)?.value);
  return value !== null && value > 0 ? value : null;
}

/** Reads the wizard's current values; a missing or odd answer gives all nulls rather than an error. */
export function wizardValuesOf(answer: PartStructure | undefined): WizardValues {
  if (answer === undefined || !Array.isArray(answer.partclassification_set)) {
    return NO_WIZARD_VALUES;
  }
  const attributes = attributesByKey(answer);
  const temperatureF = temperatureFOf(attributes.get('temperature'));
  const fluid = fluidOf(attributes.get('fluid'));
  const typedGravity = positive(attributes, 'specific_gravity');
  return {
    flow: quantity(attributes, 'flow_rate'),
    head: quantity(attributes, 'head'),
    npshAvailable: quantity(attributes, 'npsh_available'),
    temperatureF,
    specificGravity:
      typedGravity !== null
        ? { value: typedGravity, field: attributes.get('specific_gravity')?.title ?? FIELDS.specificGravity }
        : gravityOfFluid(fluid, temperatureF),
    viscosityCp: positive(attributes, 'viscosity'),
    fluid,
    hoursPerDay: positive(attributes, 'hours_per_day'),
    daysPerYear: positive(attributes, 'days_per_year'),
    electricityRate: positive(attributes, 'electricity_rate'),
    frequencyHz: frequencyOf(attributes.get('electrical_supply')),
  };
}

/** The chosen liquid: its library id when the option's key is one, else the typed text (an editable select). */
function fluidOf(attribute: AnswerAttribute | undefined): string | null {
  const value = attribute?.value;
  if (attribute === undefined || typeof value !== 'string' || value.trim() === '') {
    return null;
  }
  const optionKey = optionKeyOf(attribute, value);
  return optionKey !== null && isDutyOptionKey('fluid', optionKey) ? optionKey : value.trim();
}

function frequencyOf(attribute: AnswerAttribute | undefined): 50 | 60 | null {
  const value = attribute?.value;
  if (attribute === undefined || typeof value !== 'string' || value.trim() === '') {
    return null;
  }
  const optionKey = optionKeyOf(attribute, value);
  return (optionKey === null ? null : electricalSupplyFromKey(optionKey)?.frequencyHz) ?? null;
}

// 'Ethylene glycol 30%' (the wizard's spelling) is the engine library's 'Ethylene glycol 30 %' (findLiquid normalises).
function gravityOfFluid(
  fluid: string | null,
  temperatureF: number | null,
): { value: number; field: string } | null {
  const liquid = fluid === null ? null : findLiquid(fluid);
  if (liquid === null) {
    return null;
  }
  const gravity = specificGravityAt(liquid, temperatureF);
  return {
    value: gravity.value,
    field: `${FIELDS.fluid} (${liquid.name} at ${Math.round(gravity.atF)} °F)`,
  };
}
