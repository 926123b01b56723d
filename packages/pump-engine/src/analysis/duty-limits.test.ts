import { describe, expect, it } from 'vitest';
import { findLiquid } from '../fluids/library.ts';
import { analyze } from './analyze.ts';
import type { Duty } from './duty.ts';
import { boilingPointF } from './duty-limits.ts';

const q = (value: number, unit: string) => ({ value, unit });
const errorsOf = (duty: Duty) =>
  analyze(duty)
    .issues.filter((issue) => issue.severity === 'error')
    .map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('input limits, each keyed to its duty field', () => {
  it('zero or negative flow and head', () => {
    expect(errorsOf({ flowRate: q(0, 'gpm'), head: q(-5, 'ft') }).map((e) => e.path)).toEqual([
      'flowRate.value',
      'head.value',
    ]);
  });
  it('sizes no centrifugal pump is built for: likely a wrong unit', () => {
    const [flow, head] = errorsOf({ flowRate: q(2_000_000, 'gpm'), head: q(20_000, 'ft') });
    expect(flow).toEqual({
      path: 'flowRate.value',
      message:
        'A flow of 2,000,000 gpm is beyond the largest centrifugal pumps built (0.1 to 1,000,000 gpm): check the value and its unit.',
    });
    expect(head?.path).toBe('head.value');
    expect(errorsOf({ flowRate: q(0.05, 'gpm'), head: q(0.5, 'ft') }).map((e) => e.path)).toEqual([
      'flowRate.value',
      'head.value',
    ]);
    // 1,000,000 m³/h is 4.4 million gpm: refused although the number looks modest in the other unit.
    expect(errorsOf({ flowRate: q(1_000_000, 'm3/h'), head: q(10, 'm') }).map((e) => e.path)).toEqual([
      'flowRate.value',
    ]);
  });
  it('a liquid at or above its boiling point at the suction: the temperature, or the NPSHa given', () => {
    // Open tank at sea level (14.696 psia): water boils at 212.0 °F.
    const [hot] = errorsOf({
      flowRate: q(100, 'gpm'),
      head: q(50, 'ft'),
      fluid: { name: 'water', temperatureF: 215 },
    });
    expect(hot?.path).toBe('fluid.temperatureF');
    expect(hot?.message).toMatch(
      /at or above its boiling point at the suction \(212 °F at 14.7 psia, an open tank at 0 ft/,
    );
    // At 7000 ft (11.34 psia) water boils near 199 °F.
    expect(
      errorsOf({
        flowRate: q(100, 'gpm'),
        head: q(50, 'ft'),
        fluid: { temperatureF: 205 },
        siteElevationFt: 7000,
      })[0]?.message,
    ).toMatch(/\(199\.\d °F at 11\.34 psia/);
    // Condensate at 250 °F is fine with the NPSHa of its pressurised receiver, refused when NPSHa is 0.
    const condensate = {
      flowRate: q(100, 'gpm'),
      head: q(50, 'ft'),
      fluid: { name: 'condensate', temperatureF: 250 },
    };
    expect(errorsOf({ ...condensate, npshAvailable: q(12, 'ft') })).toEqual([]);
    expect(errorsOf({ ...condensate, npshAvailable: q(0, 'ft') }).map((e) => e.path)).toEqual([
      'npshAvailable.value',
    ]);
  });
  it('ice', () => {
    expect(
      errorsOf({ flowRate: q(100, 'gpm'), head: q(50, 'ft'), fluid: { name: 'water', temperatureF: 20 } })[0]
        ?.message,
    ).toBe('Water freezes at 32 °F; 20 °F cannot be pumped. Check the temperature and its unit.');
  });
  it('boiling point by bisection on the vapour pressure: water 212.0 °F at 14.696 psia (IAPWS)', () => {
    const water = findLiquid('water');
    expect(water && boilingPointF(water, 14.69595)).toBeCloseTo(212.0, 1);
  });
});
