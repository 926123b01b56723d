import type { Issue } from '../issues.ts';
import { issueError, issueWarning } from '../issues.ts';
import { isFiniteNumber } from '../units/brand.ts';
import type { FluidService, LiquidModel } from './library.ts';
import { findLiquid, LIQUIDS } from './library.ts';

/** The fluid as the duty describes it; every field optional (default: water at 68 °F). */
export interface DutyFluid {
  readonly name?: string;
  readonly temperatureF?: number;
  readonly specificGravity?: number;
  readonly viscosityCp?: number;
  readonly vaporPressurePsia?: number;
  readonly specificHeat?: number;
}

/** A liquid at its pumping temperature, with every property the analysis needs. */
export interface FluidState {
  readonly id: string;
  readonly name: string;
  readonly service: FluidService;
  readonly temperatureF: number;
  readonly specificGravity: number;
  readonly viscosityCp: number;
  /** ν = μ/ρ, cSt; ρ = SG·0.9990171 g/cm³ (water at 60 °F). */
  readonly viscosityCst: number;
  /** Null when the liquid is unknown and no value was given. */
  readonly vaporPressurePsia: number | null;
  readonly specificHeat: number;
}

export interface ResolvedFluid {
  readonly fluid: FluidState;
  readonly issues: Issue[];
  readonly assumptions: string[];
}

export const DEFAULT_TEMPERATURE_F = 68;
const WATER = LIQUIDS[0] as LiquidModel;

function positiveOverride(
  value: number | undefined,
  field: keyof DutyFluid,
  issues: Issue[],
  allowZero = false,
): number | undefined {
  if (value === undefined) {
    return undefined;
  }
  if (!isFiniteNumber(value) || value < 0 || (!allowZero && value === 0)) {
    issues.push(issueError('invalid_number', ['fluid', field], `Fluid ${field} must be a positive number.`));
    return undefined;
  }
  return value;
}

/** Resolves the duty's fluid to properties at temperature: library values, then the user's overrides win. */
export function resolveFluid(input: DutyFluid | undefined): ResolvedFluid {
  const issues: Issue[] = [];
  const assumptions: string[] = [];
  const given = input ?? {};
  let model = WATER;
  // Looked up once: the same answer picks the model here and marks a name the library lacks (a blank one too) below.
  const found = given.name === undefined ? null : findLiquid(given.name);
  if (given.name === undefined || given.name.trim() === '') {
    assumptions.push('Fluid not given: clean water assumed.');
  } else if (found === null) {
    issues.push(
      issueWarning(
        'unknown_fluid',
        ['fluid', 'name'],
        `"${given.name}" is not in the fluid library; water properties are used for anything not given.`,
      ),
    );
  } else {
    model = found;
  }
  let temperatureF = DEFAULT_TEMPERATURE_F;
  if (given.temperatureF === undefined) {
    assumptions.push(`Fluid temperature not given: ${DEFAULT_TEMPERATURE_F} °F assumed.`);
  } else if (!isFiniteNumber(given.temperatureF)) {
    issues.push(
      issueError('invalid_number', ['fluid', 'temperatureF'], 'Temperature must be a finite number.'),
    );
  } else {
    temperatureF = given.temperatureF;
  }
  if (temperatureF < model.rangeF.min || temperatureF > model.rangeF.max) {
    issues.push(
      issueWarning(
        'out_of_range',
        ['fluid', 'temperatureF'],
        `${model.name} properties are tabulated for ${model.rangeF.min}–${model.rangeF.max} °F; ${temperatureF} °F is outside, so values are extrapolated or clamped.`,
      ),
    );
  }
  const library = model.at(temperatureF);
  const specificGravity =
    positiveOverride(given.specificGravity, 'specificGravity', issues) ?? library.specificGravity;
  const viscosityCp = positiveOverride(given.viscosityCp, 'viscosityCp', issues) ?? library.viscosityCp;
  const specificHeat = positiveOverride(given.specificHeat, 'specificHeat', issues) ?? library.specificHeat;
  const vaporOverride = positiveOverride(given.vaporPressurePsia, 'vaporPressurePsia', issues, true);
  // Far outside a correlation's range the properties stop being numbers (water at 2000 °F is steam):
  // that is an input the engine cannot analyse, not a result to print as NaN.
  const properties = [specificGravity, viscosityCp, specificHeat, library.vaporPressurePsia];
  if (properties.some((value) => !isFiniteNumber(value) || value < 0) || specificGravity <= 0) {
    issues.push(
      issueError(
        'out_of_range',
        ['fluid', 'temperatureF'],
        `${model.name} cannot be analysed at ${temperatureF} °F: its properties are only known for ${model.rangeF.min}–${model.rangeF.max} °F. Check the temperature and its unit.`,
      ),
    );
  }
  const isUnknownName = given.name !== undefined && found === null;
  const vaporPressurePsia = vaporOverride ?? (isUnknownName ? null : library.vaporPressurePsia);
  if (given.specificGravity === undefined || given.viscosityCp === undefined) {
    assumptions.push(`${model.name} properties at ${round(temperatureF)} °F from ${model.source}.`);
  }
  return {
    fluid: {
      id: isUnknownName ? 'custom' : model.id,
      name: isUnknownName ? (given.name ?? model.name) : model.name,
      service: model.service,
      temperatureF,
      specificGravity,
      viscosityCp,
      viscosityCst: viscosityCp / (specificGravity * 0.9990171),
      vaporPressurePsia,
      specificHeat,
    },
    issues,
    assumptions,
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
