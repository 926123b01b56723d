import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.ts';

// Whatever a user types, the analysis is either refused with issues or made of finite numbers:
// a NaN or Infinity would reach the web as a broken table (and fail the API's response schema).
describe('analyze never emits NaN or Infinity', () => {
  it('holds for arbitrary duties, fluids and temperatures', () => {
    fc.assert(
      fc.property(
        fc.record({
          flow: fc.double({ min: 0.01, max: 100_000, noNaN: true }),
          flowUnit: fc.constantFrom('gpm', 'm3/h', 'L/s', 'L/min'),
          head: fc.double({ min: 0.01, max: 10_000, noNaN: true }),
          headUnit: fc.constantFrom('ft', 'm'),
          fluid: fc.constantFrom(
            'Water',
            'Seawater',
            'Diesel',
            'Ethylene glycol 30%',
            'ISO VG 68',
            'Mystery',
          ),
          temperatureF: fc.option(fc.double({ min: -200, max: 3000, noNaN: true })),
          specificGravity: fc.option(fc.double({ min: 0.01, max: 5, noNaN: true })),
          viscosityCp: fc.option(fc.double({ min: 0.01, max: 50_000, noNaN: true })),
          npsha: fc.option(fc.double({ min: 0, max: 500, noNaN: true })),
          hoursPerDay: fc.option(fc.double({ min: 0, max: 24, noNaN: true })),
        }),
        (input) => {
          const analysis = analyze({
            flowRate: { value: input.flow, unit: input.flowUnit },
            head: { value: input.head, unit: input.headUnit },
            fluid: {
              name: input.fluid,
              ...(input.temperatureF === null ? {} : { temperatureF: input.temperatureF }),
              ...(input.specificGravity === null ? {} : { specificGravity: input.specificGravity }),
              ...(input.viscosityCp === null ? {} : { viscosityCp: input.viscosityCp }),
            },
            ...(input.npsha === null ? {} : { npshAvailable: { value: input.npsha, unit: 'ft' } }),
            ...(input.hoursPerDay === null ? {} : { hoursPerDay: input.hoursPerDay }),
          });
          if (analysis.structured_output === null) {
            expect(analysis.issues.some((issue) => issue.severity === 'error')).toBe(true);
            return;
          }
          const broken = Object.entries(analysis.structured_output).filter(
            ([, value]) => typeof value === 'number' && !Number.isFinite(value),
          );
          expect(broken).toEqual([]);
        },
      ),
      { numRuns: 400 },
    );
  });
});
