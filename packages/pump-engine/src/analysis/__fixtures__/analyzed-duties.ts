import { expect } from 'vitest';
import { analyze } from '../analyze.ts';
import type { Duty } from '../duty.ts';
import type { StructuredOutput } from '../structured-output.ts';

// Duties and helpers shared by the analyze tests (analyze-*.test.ts beside this folder).

export const q = (value: number, unit: string) => ({ value, unit });

/** 20 varied duties: small inline to large split case, hot water, viscous oil, high elevation, metric units. */
export const VARIED_DUTIES: readonly Duty[] = [
  { flowRate: q(20, 'gpm'), head: q(40, 'ft') },
  { flowRate: q(60, 'gpm'), head: q(60, 'ft'), fluid: { name: 'eg30', temperatureF: 45 } },
  { flowRate: q(150, 'gpm'), head: q(80, 'ft'), zipCode: '10001' },
  { flowRate: q(500, 'gpm'), head: q(120, 'ft') },
  { flowRate: q(500, 'gpm'), head: q(120, 'ft'), fluid: { temperatureF: 140, specificGravity: 0.9 } },
  { flowRate: q(900, 'gpm'), head: q(155, 'ft'), npshAvailable: q(30, 'ft') },
  { flowRate: q(2000, 'gpm'), head: q(200, 'ft'), suctionStaticHeadFt: 10 },
  { flowRate: q(5000, 'gpm'), head: q(200, 'ft') },
  { flowRate: q(12000, 'gpm'), head: q(120, 'ft'), npshAvailable: q(40, 'ft') },
  { flowRate: q(20000, 'gpm'), head: q(30, 'ft') },
  {
    flowRate: q(300, 'gpm'),
    head: q(100, 'ft'),
    fluid: { name: 'water', temperatureF: 200 },
    suctionStaticHeadFt: 8,
  },
  {
    flowRate: q(400, 'gpm'),
    head: q(150, 'ft'),
    fluid: { name: 'water', temperatureF: 300 },
    npshAvailable: q(25, 'ft'),
  },
  { flowRate: q(500, 'gpm'), head: q(150, 'ft'), fluid: { name: 'oil-vg68', temperatureF: 80 } },
  {
    flowRate: q(200, 'gpm'),
    head: q(100, 'ft'),
    fluid: { name: 'diesel', temperatureF: 60 },
    suctionStaticHeadFt: 5,
  },
  {
    flowRate: q(300, 'gpm'),
    head: q(100, 'ft'),
    fluid: { name: 'molasses', specificGravity: 1.4, viscosityCp: 3000 },
  },
  { flowRate: q(400, 'gpm'), head: q(100, 'ft'), siteElevationFt: 7000, suctionStaticHeadFt: -5 },
  {
    flowRate: q(200, 'm3/h'),
    head: q(40, 'm'),
    frequencyHz: 50,
    fluid: { name: 'water', temperatureF: 190 },
    npshAvailable: q(5, 'm'),
  },
  { flowRate: q(15, 'L/s'), head: q(3, 'bar'), frequencyHz: 50 },
  { flowRate: q(50, 'gpm'), head: q(900, 'ft'), hoursPerDay: 8, daysPerYear: 260 },
  {
    flowRate: q(1000, 'gpm'),
    head: q(60, 'ft'),
    fluid: { name: 'seawater', temperatureF: 70 },
    speedRpm: 1780,
  },
];

/** The structured output of `duty`, which must analyse without errors. */
export function outputOf(duty: Duty): StructuredOutput {
  const result = analyze(duty);
  expect(result.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  expect(result.structured_output).not.toBeNull();
  return result.structured_output as StructuredOutput;
}
