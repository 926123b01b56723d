import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from './analysis/analyze.ts';
import type { StructuredOutput } from './analysis/structured-output.ts';
import { affinityByDiameter, affinityBySpeed } from './formulas/affinity.ts';
import { api610DriverMarginFactor, nemaMotorRatingHp } from './formulas/motor.ts';
import { cavitationRisk } from './formulas/npsh.ts';
import { brakeHorsepower } from './formulas/power.ts';
import { FLOW_UNITS, flowToGpm, gpmToFlow } from './units/flow.ts';
import { feetToPsi, psiToFeet } from './units/head.ts';
import { celsiusToFahrenheit, fahrenheitToCelsius } from './units/temperature.ts';

const positive = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
const close = (a: number, b: number, rel = 1e-9) => Math.abs(a - b) <= rel * Math.max(1, Math.abs(b));

describe('properties', () => {
  it('unit round trips', () => {
    fc.assert(
      fc.property(
        positive(1e-3, 1e6),
        fc.constantFrom(...FLOW_UNITS),
        positive(0.5, 2),
        (value, unit, sg) => {
          expect(close(gpmToFlow(flowToGpm(value, unit), unit), value)).toBe(true);
          expect(close(feetToPsi(psiToFeet(value, sg), sg), value)).toBe(true);
          expect(close(fahrenheitToCelsius(celsiusToFahrenheit(value)), value)).toBe(true);
        },
      ),
    );
  });

  it('BHP scales linearly with SG', () => {
    fc.assert(
      fc.property(
        positive(1, 1e5),
        positive(1, 3000),
        positive(0.3, 2),
        positive(0.1, 0.95),
        positive(1.01, 3),
        (q, h, sg, eta, k) => {
          const base = brakeHorsepower({ flowGpm: q, headFt: h, specificGravity: sg, efficiency: eta });
          const scaled = brakeHorsepower({ flowGpm: q, headFt: h, specificGravity: sg * k, efficiency: eta });
          expect(close(scaled, base * k)).toBe(true);
        },
      ),
    );
  });

  it('affinity laws compose: up then down is identity', () => {
    fc.assert(
      fc.property(
        positive(1, 1e5),
        positive(1, 3000),
        positive(0.1, 5000),
        positive(500, 3600),
        positive(500, 3600),
        (q, h, p, n1, n2) => {
          const there = affinityBySpeed({ flowGpm: q, headFt: h, powerHp: p, fromRpm: n1, toRpm: n2 });
          const back = affinityBySpeed({ ...there, fromRpm: n2, toRpm: n1 });
          expect(close(back.flowGpm, q) && close(back.headFt, h) && close(back.powerHp, p)).toBe(true);
          const trimmed = affinityByDiameter({ flowGpm: q, headFt: h, powerHp: p, fromIn: 13, toIn: 11 });
          expect(close(affinityByDiameter({ ...trimmed, fromIn: 11, toIn: 13 }).headFt, h)).toBe(true);
        },
      ),
    );
  });

  it('the motor rating never falls below the power it must carry', () => {
    fc.assert(
      fc.property(positive(0.01, 450), (bhp) => {
        const rating = nemaMotorRatingHp(bhp * api610DriverMarginFactor(bhp * 0.7457));
        expect(rating === null || rating >= bhp * api610DriverMarginFactor(bhp * 0.7457)).toBe(true);
      }),
    );
  });

  it('NPSH margin sign matches the risk class', () => {
    fc.assert(
      fc.property(positive(-20, 200), positive(0.5, 100), (npsha, npsh3) => {
        const { marginFt, risk } = cavitationRisk({ npshAvailableFt: npsha, npshRequiredFt: npsh3 });
        if (marginFt <= 0) {
          expect(risk).toBe('High');
        }
        if (risk === 'Low') {
          expect(marginFt).toBeGreaterThanOrEqual(5);
        }
      }),
    );
  });

  it('energy and costs are non-negative and monotone in hours', () => {
    fc.assert(
      fc.property(positive(5, 8000), positive(10, 800), fc.integer({ min: 0, max: 23 }), (q, h, hours) => {
        const at = (hoursPerDay: number) =>
          analyze({
            flowRate: { value: q, unit: 'gpm' },
            head: { value: h, unit: 'ft' },
            hoursPerDay,
            electricityRatePerKwh: 0.1,
          }).structured_output as StructuredOutput;
        const less = at(hours);
        const more = at(hours + 1);
        for (const out of [less, more]) {
          expect(out.Power_Usage_Per_Year_kWh).toBeGreaterThanOrEqual(0);
          expect(out.Lifetime_Energy_Cost_with_rate).toBeGreaterThanOrEqual(0);
          expect(out.Single_Pump_OpEx ?? 0).toBeGreaterThanOrEqual(0);
        }
        expect(more.Power_Usage_Per_Year_kWh).toBeGreaterThanOrEqual(less.Power_Usage_Per_Year_kWh);
        expect(more.Lifetime_Energy_Cost_with_rate).toBeGreaterThanOrEqual(
          less.Lifetime_Energy_Cost_with_rate,
        );
        // Whether there is a cost estimate depends on the size only (the correlation's range), never on the hours.
        expect(more.Single_Pump_CapEx === null).toBe(less.Single_Pump_CapEx === null);
        expect(more.Total_Cost_Ownership_with_maintenance ?? 0).toBeGreaterThanOrEqual(
          less.Total_Cost_Ownership_with_maintenance ?? 0,
        );
      }),
      { numRuns: 60 },
    );
  });
});
