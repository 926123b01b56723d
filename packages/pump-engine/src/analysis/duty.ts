import { resolveFluid } from '../fluids/resolve-fluid.ts';
import type { Issue } from '../issues.ts';
import { issueError } from '../issues.ts';
import { isFiniteNumber } from '../units/brand.ts';
import { parseFlow } from '../units/flow.ts';
import { parseHead } from '../units/head.ts';
import { roundSignificant } from '../units/significant.ts';
import { ARRANGEMENTS, normaliseConstraints } from './duty-constraints.ts';
import { boilingIssue, freezingIssue, sizeLimitIssues } from './duty-limits.ts';
import type { Duty, NormalisedDuty } from './duty-types.ts';
import { dutyNpshAvailableFt } from './suction.ts';

export type { Duty, DutyQuantity, NormalisedDuty } from './duty-types.ts';

export const DEFAULT_HOURS_PER_DAY = 24;
export const DEFAULT_DAYS_PER_YEAR = 365;

function optionalNumber(
  value: unknown,
  path: string,
  issues: Issue[],
  range: { min: number; max: number },
): number | undefined {
  if (value === undefined || value === null) {
    return undefined;
  }
  if (!isFiniteNumber(value) || value < range.min || value > range.max) {
    issues.push(
      issueError('out_of_range', [path], `${path} must be a number from ${range.min} to ${range.max}.`),
    );
    return undefined;
  }
  return value;
}

/** normaliseDuty's result: the duty in US units with defaults applied (null when an error stops it), and why. */
export interface DutyNormalisation {
  duty: NormalisedDuty | null;
  issues: Issue[];
  assumptions: string[];
}

/** Validates and converts a duty; issues for anything wrong, never an exception. */

export function normaliseDuty(duty: Duty): DutyNormalisation {
  const issues: Issue[] = [];
  const assumptions: string[] = [];
  const resolved = resolveFluid(duty.fluid);
  issues.push(...resolved.issues);
  assumptions.push(...resolved.assumptions);
  const sg = resolved.fluid.specificGravity;

  const flow = duty.flowRate === undefined ? null : parseFlow(duty.flowRate, ['flowRate']);
  if (flow === null) {
    issues.push(issueError('required', ['flowRate'], 'Flow rate is required.'));
  } else if (!flow.ok) {
    issues.push(flow.issue);
  }
  const head = duty.head === undefined ? null : parseHead(duty.head, sg, ['head']);
  if (head === null) {
    issues.push(issueError('required', ['head'], 'Head is required.'));
  } else if (!head.ok) {
    issues.push(head.issue);
  }
  let npshAvailableFt: number | null = null;
  if (duty.npshAvailable !== undefined) {
    const npsh = parseHead(duty.npshAvailable, sg, ['npshAvailable'], { allowNegative: true });
    if (npsh.ok) {
      npshAvailableFt = npsh.value;
    } else {
      issues.push(npsh.issue);
    }
  }
  const frequencyHz = optionalNumber(duty.frequencyHz, 'frequencyHz', issues, { min: 50, max: 60 });
  if (frequencyHz !== undefined && frequencyHz !== 50 && frequencyHz !== 60) {
    issues.push(issueError('out_of_range', ['frequencyHz'], 'frequencyHz must be 50 or 60.'));
  }
  const speedRpm = optionalNumber(duty.speedRpm, 'speedRpm', issues, { min: 300, max: 7200 });
  const hoursPerDay = optionalNumber(duty.hoursPerDay, 'hoursPerDay', issues, { min: 0, max: 24 });
  const daysPerYear = optionalNumber(duty.daysPerYear, 'daysPerYear', issues, { min: 0, max: 366 });
  const lifetimeYears = optionalNumber(duty.lifetimeYears, 'lifetimeYears', issues, { min: 1, max: 60 });
  const rate = optionalNumber(duty.electricityRatePerKwh, 'electricityRatePerKwh', issues, {
    min: 0,
    max: 5,
  });
  const quantity = optionalNumber(duty.quantity, 'quantity', issues, { min: 1, max: 10_000 });
  const elevation = optionalNumber(duty.siteElevationFt, 'siteElevationFt', issues, {
    min: -1500,
    max: 15_000,
  });
  const staticHead = optionalNumber(duty.suctionStaticHeadFt, 'suctionStaticHeadFt', issues, {
    min: -30,
    max: 2000,
  });
  const friction = optionalNumber(duty.suctionFrictionLossFt, 'suctionFrictionLossFt', issues, {
    min: 0,
    max: 500,
  });
  const discountRate = optionalNumber(duty.discountRate, 'discountRate', issues, { min: 0, max: 0.5 });
  const escalation = optionalNumber(duty.energyEscalation, 'energyEscalation', issues, {
    min: -0.2,
    max: 0.5,
  });

  if (hoursPerDay === undefined) {
    assumptions.push(
      `Operation not given: ${DEFAULT_HOURS_PER_DAY} h/day assumed (continuous, the PSAT default).`,
    );
  }
  if (daysPerYear === undefined) {
    assumptions.push(`Operation not given: ${DEFAULT_DAYS_PER_YEAR} days/year assumed.`);
  }
  const constraints = normaliseConstraints(duty, frequencyHz, speedRpm, issues);
  if (constraints.frequencyHz === null) {
    assumptions.push('Supply frequency not given: 60 Hz assumed.');
  }
  if (discountRate === undefined) {
    assumptions.push(
      'Costs are undiscounted (discount rate 0 %); give discountRate for present values (HI/Europump LCC).',
    );
  }
  if (
    issues.some((issue) => issue.severity === 'error') ||
    flow === null ||
    head === null ||
    !flow.ok ||
    !head.ok
  ) {
    return { duty: null, issues, assumptions };
  }
  const arrangement = ARRANGEMENTS[constraints.redundancy];
  const normalised: NormalisedDuty = {
    flowGpm: flow.value / arrangement.running,
    systemFlowGpm: flow.value,
    headFt: head.value,
    fluid: resolved.fluid,
    npshAvailableFt,
    frequencyHz: constraints.frequencyHz ?? 60,
    speedRpm: speedRpm ?? null,
    hoursPerDay: hoursPerDay ?? DEFAULT_HOURS_PER_DAY,
    daysPerYear: daysPerYear ?? DEFAULT_DAYS_PER_YEAR,
    lifetimeYears: lifetimeYears ?? null,
    electricityRatePerKwh: rate,
    zipCode: duty.zipCode,
    quantity: quantity ?? 1,
    siteElevationFt: elevation ?? 0,
    suctionStaticHeadFt: staticHead,
    suctionFrictionLossFt: friction ?? 0,
    discountRate: discountRate ?? 0,
    energyEscalation: escalation ?? 0,
    constraints,
  };
  // Limits that need the whole duty: sizes no pump is built for, ice, and a liquid boiling at the suction.
  const limits = sizeLimitIssues(flow.value, head.value);
  const ice = freezingIssue(resolved.fluid);
  const boiling = boilingIssue({
    fluid: resolved.fluid,
    npshAvailableFt: dutyNpshAvailableFt(normalised, true) ?? 1,
    isNpshGiven: npshAvailableFt !== null,
    siteElevationFt: normalised.siteElevationFt,
  });
  if (limits.length > 0 || ice !== null || boiling !== null) {
    issues.push(...limits, ...(ice === null ? [] : [ice]), ...(boiling === null ? [] : [boiling]));
    return { duty: null, issues, assumptions };
  }
  if (arrangement.running > 1) {
    assumptions.push(
      `${arrangement.installed} × 50 % arrangement: each pump is sized for ${arrangement.running === 2 ? 'half' : 'its share of'} the duty flow, ${roundSignificant(normalised.flowGpm)} gpm at the full head, and checked running alone.`,
    );
  }
  return { duty: normalised, issues, assumptions };
}
