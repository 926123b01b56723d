import type { PartStructure } from '@specsource/contracts';
import { findLiquid } from '@specsource/pump-engine';
import {
  type AnswerAttribute,
  attributesByTitle,
  readNumber,
  temperatureFOf,
  unitOf,
} from '../../parts/answer-values.ts';
import { specificGravityAt } from './named-liquid.ts';

// The values the user has typed into the wizard so far, read from the part structure by attribute title (the pump
// part's titles in db/seed/classifications-data.ts, matched case-insensitively). Anything blank or unusable is null.

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

function quantity(attributes: Map<string, AnswerAttribute>, field: string): WizardQuantity | null {
  const attribute = attributes.get(field.toLowerCase());
  const value = readNumber(attribute?.value);
  const unit = unitOf(attribute);
  if (attribute === undefined || value === null || value <= 0 || unit === null) {
    return null;
  }
  return { value, unit, field: attribute.title };
}

function positive(attributes: Map<string, AnswerAttribute>, field: string): number | null {
  const value = readNumber(attributes.get(field.toLowerCase())?.value);
  return value !== null && value > 0 ? value : null;
}

/** Reads the wizard's current values; a missing or odd answer gives all nulls rather than an error. */
export function wizardValuesOf(answer: PartStructure | undefined): WizardValues {
  if (answer === undefined || !Array.isArray(answer.partclassification_set)) {
    return NO_WIZARD_VALUES;
  }
  const attributes = attributesByTitle(answer);
  const temperatureF = temperatureFOf(attributes.get(FIELDS.temperature.toLowerCase()));
  const fluidValue = attributes.get(FIELDS.fluid.toLowerCase())?.value;
  const fluid = typeof fluidValue === 'string' && fluidValue.trim() !== '' ? fluidValue.trim() : null;
  const typedGravity = positive(attributes, FIELDS.specificGravity);
  const supply = attributes.get(FIELDS.electricalSupply.toLowerCase())?.value;
  return {
    flow: quantity(attributes, FIELDS.flow),
    head: quantity(attributes, FIELDS.head),
    npshAvailable: quantity(attributes, FIELDS.npshAvailable),
    temperatureF,
    specificGravity:
      typedGravity !== null
        ? { value: typedGravity, field: FIELDS.specificGravity }
        : gravityOfFluid(fluid, temperatureF),
    viscosityCp: positive(attributes, FIELDS.viscosity),
    fluid,
    hoursPerDay: positive(attributes, FIELDS.hoursPerDay),
    daysPerYear: positive(attributes, FIELDS.daysPerYear),
    electricityRate: positive(attributes, FIELDS.electricityRate),
    frequencyHz:
      typeof supply === 'string' && supply.trim() !== '' ? (/\b50\s*Hz\b/i.test(supply) ? 50 : 60) : null,
  };
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
