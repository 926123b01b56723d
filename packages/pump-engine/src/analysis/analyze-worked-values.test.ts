import { describe, expect, it } from 'vitest';
import { expectClose } from '../__fixtures__/vectors.ts';
import { q } from './__fixtures__/analyzed-duties.ts';
import { analyze } from './analyze.ts';
import type { StructuredOutput } from './structured-output.ts';

describe('analyze: worked values, 500 gpm at 120 ft of water at 68 °F', () => {
  const result = analyze({
    flowRate: q(500, 'gpm'),
    head: q(120, 'ft'),
    electricityRatePerKwh: 0.1,
    npshAvailable: q(35, 'ft'),
  });
  const out = result.structured_output as StructuredOutput;

  it('chooses a 2-pole end-suction pump at BEP', () => {
    expect(out.RPM).toBe(3560);
    expect(out.Pump_Type).toMatch(/End suction/);
    expect(out.Pump_Orientation).toBe('Horizontal');
    expect(out.Percent_of_BEP_Flow).toBe(100);
    // Ns = 3560·√500/120^0.75 = 3560·22.3607/36.2565 = 2195.6
    expect(out.Specific_Speed_US).toBe(2196);
  });

  it('hydraulics and power follow from the efficiency it reports', () => {
    // WHP = 500·120·0.999144/3960 = 15.1385 hp (SG of 68 °F water against 60 °F)
    expectClose(out.Hydraulic_Power_hp, 15.14, 0.001);
    const eta = out.Pump_Efficiency_pct / 100;
    expectClose(out.Brake_Horsepower_hp, 15.1385 / eta, 0.002);
    // PSAT achievable (docs/reference/pump-engineering.md §3):
    // η_pre(500) = 84.655455 − 18.706336·e^(−0.80283) − 20.655962·e^(−4.05988) = 75.9176 %;
    // ΔSS(Ns 2195.6) = 0.0469 points; DF(500) = 1.057553 → η = (0.759176 − 0.000469)·1.057553 = 0.80237
    expectClose(eta, 0.80237, 0.001);
  });

  it('sizes the motor by NEMA general-service practice and reads NEMA tables', () => {
    // BHP 15.1385/0.80237 = 18.87 hp. Typical curve at Ns 2195.6 (formulas/curve-shape.ts): rise 0.1976, p 2.4837,
    // P(0) 0.51565 → b 0.06885, a 0.4155; at run-out q 1.3: 0.51565 + 0.54015 + 0.11636 = 1.17216 → 22.12 hp.
    // R ≥ 18.87 and 1.15·R ≥ 22.12 → 20 hp (API 610 would ask 18.87 × 1.25 = 23.6 → 25 hp); 2-pole premium 91.0 %; 256T.
    expect(out.Motor_Power_Rating_hp).toBe(20);
    expect(out.Motor_Sizing_Practice).toBe('nema-general-service');
    expect(out.Motor_Efficiency_pct).toBe(91);
    expect(out.Motor_Frame).toBe('256T');
    expectClose(out.Motor_Power_Consumption_hp, out.Brake_Horsepower_hp / 0.91, 0.001);
  });

  it('says its efficiency is the achievable line, and gives the typical pump beside it', () => {
    // Typical = PSAT's HI-chart average without the deviation factor: 0.759176 − 0.000469 = 0.758707 → 75.87 %.
    expect(out.Efficiency_Basis).toBe('achievable');
    expect(out.Typical_Efficiency_pct).toBe(75.87);
    expect(out.Pump_Efficiency_pct).toBe(80.24);
  });

  it('NPSH: NPSH3 = (3560·√500/8500)^(4/3) = 19.74 ft; 35/19.74 = 1.77, margin 15.3 ft → Low', () => {
    expectClose(out.NPSH_Required_ft, 19.74, 0.001);
    expect(out.NPSH_Available_ft).toBe(35);
    expect(out.Cavitation_Risk).toBe('Low');
  });

  it('fix: lines are preferred sizes at suction ≤ 6 ft/s, discharge ≤ 10 ft/s (was NPS 8 at 3.2 ft/s and non-stock NPS 5)', () => {
    // Suction: NPS 4 = 0.408498·500/4.026² = 12.60 ft/s; NPS 6 = 0.408498·500/6.066² = 5.55 ft/s ≤ 6 → NPS 6
    expect(out.Suction_Size_str).toBe('NPS 6 Sch 40 (ID 6.066 in, 5.551 ft/s)');
    // Discharge: NPS 4 at 12.60 ft/s > 10; NPS 5 (8.02 ft/s) is non-preferred → NPS 6 at 5.55 ft/s
    expect(out.Discharge_Size_str).toBe('NPS 6 Sch 40 (ID 6.066 in, 5.551 ft/s)');
    // 5·6.066/12 = 2.5275 ft; 10·6.066/12 = 5.055 ft (4 significant figures)
    expect(out.Required_Straight_Pipe_min_ft).toBe(2.528);
    expect(out.Required_Straight_Pipe_max_ft).toBe(5.055);
  });

  it('energy, rate and costs', () => {
    // kWh/yr = BHP·0.7457/0.91·24·365
    const kwh = ((out.Brake_Horsepower_hp * 0.745699872) / 0.91) * 8760;
    expectClose(out.Power_Usage_Per_Year_kWh, kwh, 0.001);
    expect(out.Electricity_Rate_per_kWh).toBe(0.1);
    // Undiscounted: lifetime energy = kWh·$0.10·20 years
    expect(out.Estimated_Lifetime).toBe(20);
    expectClose(out.Lifetime_Energy_Cost_with_rate, kwh * 0.1 * 20, 0.001);
    // Equipment: Corripio at S = 500·√120 = 5477.2 (inside 400–100,000): 1.55·exp(8.833 − 0.6019·ln S + 0.0519·ln²S)
    // = 2795.79 × CEPCI 797.9/314 = 7104.35, type and material factor 1, + motor 300·20^0.78 = 3104.02, × 1.1 base =
    // 11,229.2; CapEx = 1.5 × equipment = 16,843.8.
    const capex = out.Single_Pump_CapEx as number;
    expectClose(capex, 16_843.8, 0.001);
    expect(out.Cost_Estimate_Basis).toMatch(
      /^Estimated 11,229 USD: Corripio \(1982\) pump cost at S = 5,477/,
    );
    // OpEx = energy/yr + 3 % of equipment; TCO = CapEx + 20 years of OpEx (undiscounted).
    expectClose(out.Single_Pump_OpEx, kwh * 0.1 + 0.03 * (capex / 1.5), 0.001);
    expectClose(
      out.Total_Cost_Ownership_with_maintenance,
      capex + 20 * (out.Single_Pump_OpEx as number),
      0.001,
    );
    expect(out.Life_Cycle_Horizon_years).toBe(20);
    expect(out.Discount_Rate_pct).toBe(0);
  });

  it('temperature rise, heat, sound, vibration', () => {
    const eta = out.Pump_Efficiency_pct / 100;
    // ΔT = 120·(1/η − 1)/778.17
    expectClose(out.Fluid_Temperature_Rise_F, (120 * (1 / eta - 1)) / 778.17, 0.01);
    // Heat = (P_in − P_hyd)·3412.14, kW
    const inKw = (out.Brake_Horsepower_hp * 0.745699872) / 0.91;
    expectClose(out.Thermal_Loss_BTU_h, (inKw - 15.1385 * 0.745699872) * 3412.14, 0.002);
    // Pump 72 + 10·log kW and motor 17 + 17·log kW + 15·log 3560 combined; Lw = Lp + 7.98
    const kw = out.Brake_Horsepower_hp * 0.745699872;
    const pump = 72 + 10 * Math.log10(kw);
    const motor = 17 + 17 * Math.log10(kw) + 15 * Math.log10(3560);
    const lp = 10 * Math.log10(10 ** (pump / 10) + 10 ** (motor / 10));
    expectClose(out.Sound_Pressure_Level_dB, lp, 0.002);
    expectClose(out.Sound_Power_Level_dB, lp + 7.98, 0.002);
    expect(out.Vibration_Velocity_mm_per_s).toBe(3);
  });

  it('descriptions carry the numbers', () => {
    expect(out.Single_Pump_description).toContain('500 gpm');
    expect(out.Single_Pump_description).toContain('20 hp');
    expect(out.Redundancy_description).toContain('250 gpm');
    expect(out.Replacement_description).toContain('NPS 6 suction');
    expect(out.Material_Class_description).toMatch(/I-2/);
    expect(out.Frequent_Maintenance_description).toContain('8,760 h/yr');
    // 25,000 h / 8760 h/yr = 2.854 years
    expect(out.Major_Maintenance_description).toContain('2.854 years');
    expect(out.BEP_Warning).toMatch(/^None/);
  });

  it('lists its assumptions', () => {
    const text = result.assumptions.join('\n');
    expect(text).toMatch(/clean water assumed/);
    expect(text).toMatch(/24 h\/day/);
    expect(text).toMatch(/NEMA MG 1 general service/);
    expect(text).toMatch(/\$0.1\/kWh as given/);
  });
});
