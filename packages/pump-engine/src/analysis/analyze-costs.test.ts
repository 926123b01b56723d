import { describe, expect, it } from 'vitest';
import { expectClose } from '../__fixtures__/vectors.ts';
import { outputOf, q } from './__fixtures__/analyzed-duties.ts';

describe('analyze: costs only inside the correlation, over one stated horizon', () => {
  it("no estimate outside Corripio's S = Q·√H 400–100,000, with the reason (never billions of dollars)", () => {
    // 5 gpm at 20 ft: S = 22.4; 500,000 gpm at 1000 ft on the ideal pump's stages: far above 100,000.
    for (const [flow, head] of [
      [5, 20],
      [500_000, 1000],
    ] as const) {
      const out = outputOf({ flowRate: q(flow, 'gpm'), head: q(head, 'ft') });
      expect(out.Single_Pump_CapEx).toBeNull();
      expect(out.Single_Pump_OpEx).toBeNull();
      expect(out.Total_Cost_Ownership_with_maintenance).toBeNull();
      expect(out.Cost_Estimate_Basis).toMatch(
        /^No estimate: the size factor S = Q·√H = [\d,]+ gpm·ft\^0.5 is outside the 400–100,000/,
      );
      expect(out.Lifetime_Energy_Cost_with_rate).toBeGreaterThan(0);
    }
  });
  it('small numbers keep their precision: significant figures, not fixed decimals', () => {
    const out = outputOf({ flowRate: q(2, 'gpm'), head: q(6, 'ft') });
    // WHP = 2·6·0.999144/3960 = 0.0030277 hp: two decimals would print 0.
    expect(out.Hydraulic_Power_hp).toBe(0.003028);
    expectClose(out.Brake_Horsepower_hp, 0.0030277 / (out.Pump_Efficiency_pct / 100), 0.001);
    expect(out.Brake_Horsepower_hp).toBeLessThan(0.02);
    // ΔT = 6·(1/η − 1)/778.17: a few thousandths of a °F, reported with 4 significant figures.
    expectClose(out.Fluid_Temperature_Rise_F, (6 * (100 / out.Pump_Efficiency_pct - 1)) / 778.17, 0.001);
    expect(out.Fluid_Temperature_Rise_F).toBeLessThan(0.02);
  });
  it('a given life and discount rate are the horizon every figure uses, stated in the result', () => {
    const out = outputOf({
      flowRate: q(500, 'gpm'),
      head: q(120, 'ft'),
      lifetimeYears: 12,
      discountRate: 0.07,
    });
    expect(out.Life_Cycle_Horizon_years).toBe(12);
    expect(out.Discount_Rate_pct).toBe(7);
    // Present-value factor (1 − 1.07^−12)/0.07 = 7.94269 on the annual energy cost.
    const annualEnergy = out.Power_Usage_Per_Year_kWh * out.Electricity_Rate_per_kWh;
    expectClose(out.Lifetime_Energy_Cost_with_rate, annualEnergy * 7.94269, 0.002);
  });
});
