import type { PartStructure, SearchParams } from '@specsource/contracts';
import type { Duty, DutyQuantity } from '@specsource/pump-engine';
import {
  type AnswerAttribute,
  attributesByTitle,
  readNumber,
  temperatureFOf,
  unitOf,
} from '../../parts/answer-values.ts';

// The pump part's attribute titles (db/seed/classifications-data.ts), matched case-insensitively.
const TITLES = {
  flowRate: 'flow rate',
  head: 'differential head',
  fluid: 'fluid',
  temperature: 'temperature',
  specificGravity: 'specific gravity',
  viscosity: 'viscosity',
  npshAvailable: 'npsh available',
  hoursPerDay: 'hours per day of operation',
  daysPerYear: 'days per year of operation',
  electricityRate: 'electricity rate',
  electricalSupply: 'electrical supply',
} as const;

const FLOW_UNITS = ['gpm', 'm3/h', 'L/s', 'L/min'];
const HEAD_UNITS = ['ft', 'm'];

export type DutyFromAnswer =
  | { ok: true; duty: Duty; searchParams: SearchParams }
  | { ok: false; fieldErrors: Record<string, string[]> };

function quantityOf(attribute: AnswerAttribute | undefined, units: string[]): DutyQuantity | null {
  const value = readNumber(attribute?.value);
  const unit = unitOf(attribute);
  if (value === null || value <= 0 || unit === null || !units.includes(unit)) {
    return null;
  }
  return { value, unit };
}

/**
 * Reads the pump duty out of a filled specification (a request's `answer`). Flow and head are required;
 * everything else is used when present and left to the engine's stated defaults when not.
 */
export function dutyFromAnswer(
  answer: PartStructure,
  extras: { zipCode?: string | null; quantity?: number | null },
): DutyFromAnswer {
  const byTitle = attributesByTitle(answer);
  const flowAttribute = byTitle.get(TITLES.flowRate);
  const headAttribute = byTitle.get(TITLES.head);
  const flowRate = quantityOf(flowAttribute, FLOW_UNITS);
  const head = quantityOf(headAttribute, HEAD_UNITS);
  const fieldErrors: Record<string, string[]> = {};
  if (!flowRate) {
    fieldErrors[flowAttribute?.title ?? 'Flow rate'] = [
      `Enter the flow rate as a number above 0 with a unit (${FLOW_UNITS.slice(0, 3).join(', ')}).`,
    ];
  }
  if (!head) {
    fieldErrors[headAttribute?.title ?? 'Differential head'] = [
      `Enter the differential head as a number above 0 with a unit (${HEAD_UNITS.join(', ')}).`,
    ];
  }
  if (!flowRate || !head) {
    return { ok: false, fieldErrors };
  }

  const temperatureF = temperatureFOf(byTitle.get(TITLES.temperature));
  const fluidName = byTitle.get(TITLES.fluid)?.value;
  const specificGravity = readNumber(byTitle.get(TITLES.specificGravity)?.value);
  const viscosityCp = readNumber(byTitle.get(TITLES.viscosity)?.value);
  const fluid = {
    ...(typeof fluidName === 'string' && fluidName.trim() !== '' ? { name: fluidName.trim() } : {}),
    ...(temperatureF !== null ? { temperatureF } : {}),
    ...(specificGravity !== null ? { specificGravity } : {}),
    ...(viscosityCp !== null ? { viscosityCp } : {}),
  };
  const npshAvailable = quantityOf(byTitle.get(TITLES.npshAvailable), HEAD_UNITS);
  const hoursPerDay = readNumber(byTitle.get(TITLES.hoursPerDay)?.value);
  const daysPerYear = readNumber(byTitle.get(TITLES.daysPerYear)?.value);
  const electricityRatePerKwh = readNumber(byTitle.get(TITLES.electricityRate)?.value);
  const supply = byTitle.get(TITLES.electricalSupply)?.value;
  // '400 V / 3 ph / 50 Hz' → 50; everything else in the seed's list is 60 Hz.
  const frequencyHz = typeof supply === 'string' && /\b50\s*Hz\b/i.test(supply) ? 50 : undefined;

  const duty: Duty = {
    flowRate,
    head,
    ...(Object.keys(fluid).length > 0 ? { fluid } : {}),
    ...(npshAvailable ? { npshAvailable } : {}),
    ...(frequencyHz ? { frequencyHz } : {}),
    ...(hoursPerDay !== null ? { hoursPerDay } : {}),
    ...(daysPerYear !== null ? { daysPerYear } : {}),
    ...(electricityRatePerKwh !== null ? { electricityRatePerKwh } : {}),
    ...(extras.zipCode ? { zipCode: extras.zipCode } : {}),
    ...(extras.quantity ? { quantity: extras.quantity } : {}),
  };
  return {
    ok: true,
    duty,
    searchParams: {
      part_type: 'pump',
      flow_rate: flowRate,
      differential_head: head,
      duty: { ...duty },
    },
  };
}
