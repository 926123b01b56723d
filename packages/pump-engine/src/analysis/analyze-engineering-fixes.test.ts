import { describe, expect, it } from 'vitest';
import { outputOf, q } from './__fixtures__/analyzed-duties.ts';
import { analyze } from './analyze.ts';

describe('analyze: engineering fixes (each with its worked value)', () => {
  it('fix: small pumps use the PSAT correlation, not a 20 % floor (20 gpm / 40 ft was 27.6 %)', () => {
    const out = outputOf({ flowRate: q(20, 'gpm'), head: q(40, 'ft') });
    // η_pre(20) = 84.655455 − 18.706336·e^(−0.032113) − 20.655962·e^(−0.162395) = 48.9806 %;
    // Ns = 3560·√20/40^0.75 = 1001.0 → ΔSS = 2.719 points; DF(20) = 1.173258 → η = (0.489806 − 0.027190)·1.173258 = 0.54277
    expect(out.RPM).toBe(3560);
    expect(out.Pump_Efficiency_pct).toBe(54.28);
    // Real small pumps in real-curves/real-pump-data.ts: Wilo Stratos 25/1-8 51.8 % and AixLib DN25_H1_6_V8 59.0 %
    // wire-to-water at ~22 gpm (pump-only is higher): 54 % is at or below real pumps; 27.6 % was half of them.
    expect(out.Pump_Efficiency_pct).toBeGreaterThan(45);
  });
  it('fix: a water-like liquid (≤ 1.75 cSt, ISO 9906 clean cold water) gets no HI 9.6.7 correction', () => {
    // At 20 gpm B = 26.6·40^0.0625/(20^0.375·3560^0.25) = 1.41 > 1 even for water; the curve is measured on water.
    const result = analyze({ flowRate: q(20, 'gpm'), head: q(40, 'ft') });
    expect(result.assumptions.join(' ')).not.toMatch(/HI 9.6.7 B =/);
  });
  it('fix: the Replacement text backs the DOE remark with a number (300 gpm / 150 ft, inline IL.3600)', () => {
    const out = outputOf({ flowRate: q(300, 'gpm'), head: q(150, 'ft') });
    // η_STD(IL.3600) = PV55's ESCC value with C 133.84 instead of 130.42: 72.6248 − 3.42 = 69.2048 % → "69.2 %"
    // Pump: PSAT (71.2922 % − 0.985)·1.068481 = 75.12 %; indicative PEI = 69.2048/75.122 = 0.92
    expect(out.Pump_Type).toMatch(/inline/i);
    expect(out.Replacement_description).toContain('DOE class IL.3600: minimum η_STD 69.2 %');
    expect(out.Replacement_description).toContain("the pump's 75.12 %");
    expect(out.Replacement_description).toContain('PEI ≈ 0.9212 (meets');
  });
});
