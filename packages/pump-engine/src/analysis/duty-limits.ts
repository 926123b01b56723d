import type { LiquidModel } from '../fluids/library.ts';
import { findLiquid } from '../fluids/library.ts';
import type { FluidState } from '../fluids/resolve-fluid.ts';
import { atmosphericPressurePsia } from '../formulas/atmosphere.ts';
import type { Issue } from '../issues.ts';
import { issueError } from '../issues.ts';
import { numberText } from '../units/number-text.ts';

/**
 * Sizes no centrifugal pump is built for [J, on makers' ranges]: the largest flood-control and cooling-water pumps move
 * about 1,000,000 gpm (≈ 63 m³/s); the highest-head multistage boiler-feed pumps reach about 15,000 ft (≈ 4,600 m); the
 * smallest centrifugal pumps (magnetic-drive laboratory and circulator pumps) about 0.1 gpm, and no pump is sold for
 * less than 1 ft of head. Beyond these a value is far more likely a wrong unit than a real duty.
 */
export const DUTY_LIMITS = {
  flowGpm: { min: 0.1, max: 1_000_000 },
  headFt: { min: 1, max: 15_000 },
} as const;

const text = (value: number) => numberText(value);
const NONE: Issue[] = [];

/** Errors for a flow or head outside DUTY_LIMITS, each keyed to its duty field. */
export function sizeLimitIssues(flowGpm: number, headFt: number): Issue[] {
  const { flowGpm: flow, headFt: head } = DUTY_LIMITS;
  if (flowGpm >= flow.min && flowGpm <= flow.max && headFt >= head.min && headFt <= head.max) {
    return NONE;
  }
  const issues: Issue[] = [];
  if (flowGpm < flow.min || flowGpm > flow.max) {
    issues.push(
      issueError(
        'out_of_range',
        ['flowRate', 'value'],
        `A flow of ${text(flowGpm)} gpm is ${flowGpm < flow.min ? 'below the smallest' : 'beyond the largest'} centrifugal pumps built (${text(flow.min)} to ${text(flow.max)} gpm): check the value and its unit.`,
      ),
    );
  }
  if (headFt < head.min || headFt > head.max) {
    issues.push(
      issueError(
        'out_of_range',
        ['head', 'value'],
        `A head of ${text(headFt)} ft is ${headFt < head.min ? 'below' : 'beyond'} what centrifugal pumps are built for (${text(head.min)} to ${text(head.max)} ft): check the value and its unit.`,
      ),
    );
  }
  return issues;
}

/** Temperature, °F, at which the library liquid's vapour pressure equals `pressurePsia` (bisection), or null. */
export function boilingPointF(model: LiquidModel, pressurePsia: number): number | null {
  let lo = model.rangeF.min - 100;
  let hi = 700;
  const vapour = (t: number) => model.at(t).vaporPressurePsia;
  if (!(vapour(lo) < pressurePsia && vapour(hi) > pressurePsia)) {
    return null;
  }
  for (let k = 0; k < 60; k += 1) {
    const mid = 0.5 * (lo + hi);
    if (vapour(mid) < pressurePsia) {
      lo = mid;
    } else {
      hi = mid;
    }
  }
  return 0.5 * (lo + hi);
}

/** An error when the liquid would be ice at the temperature given (water and seawater only). */
export function freezingIssue(fluid: FluidState): Issue | null {
  const freezesAt = findLiquid(fluid.id)?.freezingPointF;
  if (freezesAt === undefined || fluid.temperatureF >= freezesAt) {
    return null;
  }
  return issueError(
    'out_of_range',
    ['fluid', 'temperatureF'],
    `${fluid.name} freezes at ${freezesAt} °F; ${text(fluid.temperatureF)} °F cannot be pumped. Check the temperature and its unit.`,
  );
}

/**
 * An error when the liquid is at or above its boiling point at the pump suction: NPSHa ≤ 0 means the suction pressure
 * is at or below the vapour pressure (HI EDB Eq. 1.D.6), so it flashes in the inlet and no centrifugal pump can run.
 * Keyed to the NPSHa the user gave, else to the temperature (an open tank at the site's atmospheric pressure assumed).
 */
export function boilingIssue(input: {
  fluid: FluidState;
  npshAvailableFt: number;
  isNpshGiven: boolean;
  siteElevationFt: number;
}): Issue | null {
  if (input.npshAvailableFt > 0 || input.fluid.vaporPressurePsia === null) {
    return null;
  }
  if (input.isNpshGiven) {
    return issueError(
      'out_of_range',
      ['npshAvailable', 'value'],
      `NPSH available must be above 0: at ${text(input.npshAvailableFt)} ft the ${input.fluid.name.toLowerCase()} is at or above its boiling point at the suction pressure and flashes in the pump inlet.`,
    );
  }
  const pressurePsia = atmosphericPressurePsia(input.siteElevationFt);
  const model = findLiquid(input.fluid.id);
  const boils = model === null ? null : boilingPointF(model, pressurePsia);
  return issueError(
    'out_of_range',
    ['fluid', 'temperatureF'],
    `${input.fluid.name} at ${text(input.fluid.temperatureF)} °F is at or above its boiling point at the suction${boils === null ? '' : ` (${text(boils)} °F`} at ${text(pressurePsia)} psia, an open tank at ${text(input.siteElevationFt)} ft, as no NPSH available was given${boils === null ? '' : ')'}: give the NPSH available of the pressurised suction, or check the temperature.`,
  );
}
