import { describe, expect, it } from 'vitest';
import { expectClose } from '../__fixtures__/vectors.ts';
import { outputOf, VARIED_DUTIES } from './__fixtures__/analyzed-duties.ts';
import type { Duty } from './duty.ts';
import type { StructuredOutput } from './structured-output.ts';

const SPEC_FIELDS = [
  'Pump_Type',
  'Best_Efficiency_Point_BEP',
  'Brake_Horsepower_hp',
  'Motor_Power_Consumption_hp',
  'Motor_Power_Rating_hp',
  'RPM',
  'Impeller_Diameter_BEP_in',
  'Fluid_Temperature_Rise_F',
  'Cavitation_Risk',
  'BEP_Warning',
  'Suction_Size_str',
  'Discharge_Size_str',
  'Required_Straight_Pipe_min_ft',
  'Required_Straight_Pipe_max_ft',
  'Envelope_Length_in',
  'Envelope_Width_in',
  'Envelope_Height_in',
  'Estimated_Weight_lbs',
  'Motor_Frame',
  'Single_Pump_description',
  'Redundancy_description',
  'Replacement_description',
  'Estimated_Lifetime',
  'Hours_of_Operation',
  'Days_of_Operation',
  'Sound_Power_Level_dB',
  'Sound_Pressure_Level_dB',
  'Vibration_Velocity_mm_per_s',
  'Pump_Orientation',
  'Frequent_Maintenance_description',
  'Major_Maintenance_description',
  'Material_Class_description',
  'Burn_in_period',
  'Power_Usage_Per_Year_kWh',
  'Lifetime_Energy_Cost_with_rate',
  'Thermal_Loss_BTU_h',
  'Estimated_Lead_Time_weeks',
  'Single_Pump_CapEx',
  'Single_Pump_OpEx',
  'Total_Cost_Ownership_with_maintenance',
];

// The engine's own fields beyond the spec's: the duty, the efficiency basis, how the motor was sized, the costing
// horizon and basis, and the arrangement (packages/contracts/src/pump-results.ts is the wire contract).
const ENGINE_FIELDS = [
  'Flow_gpm',
  'Head_ft',
  'Specific_Gravity',
  'Specific_Speed_US',
  'Pump_Efficiency_pct',
  'Percent_of_BEP_Flow',
  'Hydraulic_Power_hp',
  'Motor_Efficiency_pct',
  'NPSH_Required_ft',
  'NPSH_Available_ft',
  'Electricity_Rate_per_kWh',
  'Efficiency_Basis',
  'Typical_Efficiency_pct',
  'Motor_Sizing_Practice',
  'Motor_Sizing_Basis',
  'Life_Cycle_Horizon_years',
  'Discount_Rate_pct',
  'Energy_Escalation_pct',
  'Cost_Estimate_Basis',
  'System_Flow_gpm',
  'Pumps_Installed',
  'Pumps_Running',
  'Run_Alone_Flow_gpm',
  'Run_Alone_Head_ft',
  'Run_Alone_Power_hp',
  'Run_Alone_Percent_of_BEP',
];

const NEMA = [
  1, 1.5, 2, 3, 5, 7.5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 100, 125, 150, 200, 250, 300, 350, 400, 450, 500,
];
const between = (value: number | null, min: number, max: number, key: string) => {
  expect(value, key).not.toBeNull();
  expect(value as number, key).toBeGreaterThanOrEqual(min);
  expect(value as number, key).toBeLessThanOrEqual(max);
};
const npsAndVelocity = (text: string): [number, number] => {
  const match = /^NPS ([\d.]+) Sch 40 \(ID [\d.]+ in, ([\d.]+) ft\/s\)/.exec(text);
  expect(match, text).not.toBeNull();
  return [Number(match?.[1]), Number(match?.[2])];
};

/** Sanity bounds per field: engineering ranges, and the relations that tie the fields together. */
function expectSane(out: StructuredOutput, duty: Duty): void {
  expect(Object.keys(out).sort()).toEqual([...SPEC_FIELDS, ...ENGINE_FIELDS].sort());
  for (const [key, value] of Object.entries(out)) {
    if (typeof value === 'number') {
      expect(Number.isFinite(value), key).toBe(true);
    }
    if (typeof value === 'string') {
      expect(value.length, key).toBeGreaterThan(2);
    }
    // Significant figures, not fixed decimals: nothing is reported with more than 4 (integers excepted).
    if (typeof value === 'number' && !Number.isInteger(value)) {
      expect(Number(value.toPrecision(4)), key).toBe(value);
    }
  }
  const hours = (duty.hoursPerDay ?? 24) * (duty.daysPerYear ?? 365);
  // Hydraulics: WHP = Q·H·SG/3960; BHP = WHP/η; η at BEP 20–92 % (PSAT range); viscous duties may fall lower.
  between(out.Flow_gpm, 1, 100_000, 'Flow_gpm');
  between(out.Head_ft, 1, 5_000, 'Head_ft');
  between(out.Specific_Gravity, 0.5, 2, 'Specific_Gravity');
  expectClose(out.Hydraulic_Power_hp, (out.Flow_gpm * out.Head_ft * out.Specific_Gravity) / 3960, 0.01);
  between(out.Best_Efficiency_Point_BEP, 10, 92, 'Best_Efficiency_Point_BEP');
  between(out.Pump_Efficiency_pct, 10, out.Best_Efficiency_Point_BEP, 'Pump_Efficiency_pct');
  expectClose(out.Brake_Horsepower_hp, out.Hydraulic_Power_hp / (out.Pump_Efficiency_pct / 100), 0.01);
  expect(out.Percent_of_BEP_Flow).toBe(100);
  between(out.Specific_Speed_US, 200, 15_000, 'Specific_Speed_US');
  expect([3560, 1780, 1180, 2900, 1450, 960, duty.speedRpm]).toContain(out.RPM);
  between(out.Impeller_Diameter_BEP_in, 2, 40, 'Impeller_Diameter_BEP_in');
  between(out.Fluid_Temperature_Rise_F, 0, 15, 'Fluid_Temperature_Rise_F');
  // Motor (docs/decisions/0003-motor-sizing.md): NEMA rating ≥ BHP in general service, ≥ BHP × the API 610 margin
  // (at least 1.10) in petroleum service, or null above 500 hp; premium efficiency 77–96.2 %.
  const margin = out.Motor_Sizing_Practice === 'api-610' ? 1.1 : 1;
  if (out.Motor_Power_Rating_hp === null) {
    expect(out.Brake_Horsepower_hp * margin).toBeGreaterThan(500 / 1.15);
  } else {
    expect(NEMA).toContain(out.Motor_Power_Rating_hp);
    expect(out.Motor_Power_Rating_hp).toBeGreaterThanOrEqual(out.Brake_Horsepower_hp * margin);
    between(out.Motor_Efficiency_pct, 77, 96.2, 'Motor_Efficiency_pct');
  }
  expect(out.Motor_Sizing_Practice).toBe(
    ['diesel', 'oil-vg68'].includes(duty.fluid?.name ?? '') ? 'api-610' : 'nema-general-service',
  );
  expect(out.Efficiency_Basis).toBe('achievable');
  between(out.Typical_Efficiency_pct, 10, out.Pump_Efficiency_pct, 'Typical_Efficiency_pct');
  between(
    out.Motor_Power_Consumption_hp,
    out.Brake_Horsepower_hp * 1.03,
    out.Brake_Horsepower_hp / 0.76,
    'P_in',
  );
  expect(out.Motor_Frame === null || /^(\d{3}TS?|5[08]\d\d[SL])$/.test(out.Motor_Frame), 'Motor_Frame').toBe(
    out.Motor_Power_Rating_hp !== null,
  );
  // NPSH: estimate 0.5–100 ft; risk class present exactly when NPSHa is known.
  between(out.NPSH_Required_ft, 0.5, 100, 'NPSH_Required_ft');
  expect(out.Cavitation_Risk === null).toBe(out.NPSH_Available_ft === null);
  expect([null, 'Low', 'Moderate', 'High']).toContain(out.Cavitation_Risk);
  expect(out.BEP_Warning).toMatch(/^(None|Caution|Warning)/);
  // Lines: preferred Sch 40, suction ≤ 6 ft/s, discharge ≤ 10 ft/s, suction ≥ discharge; 5–10 D straight run.
  if (out.Flow_gpm < 7_500) {
    const [suctionNps, suctionV] = npsAndVelocity(out.Suction_Size_str ?? '');
    const [dischargeNps, dischargeV] = npsAndVelocity(out.Discharge_Size_str ?? '');
    expect([2.5, 5]).not.toContain(suctionNps);
    expect([2.5, 5]).not.toContain(dischargeNps);
    between(suctionV, 1.5, 6, 'suction velocity');
    between(dischargeV, 2.5, 10, 'discharge velocity');
    expect(suctionNps).toBeGreaterThanOrEqual(dischargeNps);
    between(
      out.Required_Straight_Pipe_min_ft,
      (5 * suctionNps * 0.9) / 12,
      (5 * suctionNps * 1.1) / 12,
      'min',
    );
    expectClose(out.Required_Straight_Pipe_max_ft, 2 * (out.Required_Straight_Pipe_min_ft ?? 0), 0.01);
  } else {
    expect(out.Suction_Size_str).toBeNull();
  }
  // Physical: set envelope and weight within what pumps of 1–500 hp occupy.
  between(out.Envelope_Length_in, 8, 250, 'Envelope_Length_in');
  between(out.Envelope_Width_in, 8, 120, 'Envelope_Width_in');
  between(out.Envelope_Height_in, 10, 250, 'Envelope_Height_in');
  between(out.Estimated_Weight_lbs, 60, 40_000, 'Estimated_Weight_lbs');
  expect(['Horizontal', 'Vertical']).toContain(out.Pump_Orientation);
  // Sound (Bies & Hansen, conservative): 60–115 dB at 1 m; Lw = Lp + 10·log(2π) = Lp + 7.98.
  between(out.Sound_Pressure_Level_dB, 60, 115, 'Sound_Pressure_Level_dB');
  expectClose(out.Sound_Power_Level_dB, out.Sound_Pressure_Level_dB + 7.98, 0.002);
  expect([3, 3.9, 5]).toContain(out.Vibration_Velocity_mm_per_s);
  // Texts are specific: they carry the duty's numbers.
  expect(out.Single_Pump_description).toContain('gpm');
  expect(out.Redundancy_description).toContain('2 × 50 %');
  expect(out.Replacement_description).toMatch(/DOE|EU 547|outside the DOE/);
  expect(out.Frequent_Maintenance_description).toContain('h/yr');
  expect(out.Major_Maintenance_description).toContain('L10');
  expect(out.Material_Class_description).toMatch(/API 610 class/);
  expect(out.Burn_in_period).toContain('HI 14.6');
  // Operation, energy and money: kWh = P_in·hours; lifetime energy undiscounted = kWh·rate·years.
  expect(out.Hours_of_Operation).toBe(duty.hoursPerDay ?? 24);
  expect(out.Days_of_Operation).toBe(duty.daysPerYear ?? 365);
  between(out.Estimated_Lifetime, 10, 25, 'Estimated_Lifetime');
  // P_in is printed to 0.01 hp: 1 % tolerance covers the rounding of a 0.5 hp set.
  expectClose(out.Power_Usage_Per_Year_kWh, out.Motor_Power_Consumption_hp * 0.745699872 * hours, 0.012);
  between(out.Electricity_Rate_per_kWh, 0.05, 0.5, 'Electricity_Rate_per_kWh');
  // One horizon for every pump (20 years unless given), undiscounted by default.
  expect(out.Life_Cycle_Horizon_years).toBe(duty.lifetimeYears ?? 20);
  expect(out.Discount_Rate_pct).toBe(0);
  expectClose(
    out.Lifetime_Energy_Cost_with_rate,
    out.Power_Usage_Per_Year_kWh * out.Electricity_Rate_per_kWh * out.Life_Cycle_Horizon_years,
    0.002,
  );
  expect(out.Thermal_Loss_BTU_h).toBeGreaterThan(0);
  between(out.Estimated_Lead_Time_weeks, 1, 52, 'Estimated_Lead_Time_weeks');
  // A cost only inside Corripio's fitted range (S = Q·√H per stage 400–100,000), else null and the reason.
  if (out.Single_Pump_CapEx === null) {
    expect(out.Cost_Estimate_Basis).toMatch(/^No estimate: .*outside the 400–100,000/);
    expect(out.Total_Cost_Ownership_with_maintenance).toBeNull();
  } else {
    between(out.Single_Pump_CapEx, 1_000, 3_000_000, 'Single_Pump_CapEx');
    expect(out.Single_Pump_OpEx).toBeGreaterThan(out.Power_Usage_Per_Year_kWh * out.Electricity_Rate_per_kWh);
    expect(out.Total_Cost_Ownership_with_maintenance).toBeGreaterThan(
      out.Single_Pump_CapEx + out.Lifetime_Energy_Cost_with_rate,
    );
  }
}

describe('analyze: every field for 20 varied duties, with sanity bounds per field', () => {
  it.each(VARIED_DUTIES.map((duty, i) => [i + 1, duty] as const))('duty %d', (_, duty) => {
    expectSane(outputOf(duty), duty);
  });
  it('covers the acceptance list: small inline, large split case, hot water, viscous oil, high elevation, metric', () => {
    const outs = VARIED_DUTIES.map(outputOf);
    const types = outs.map((o) => o.Pump_Type);
    expect(types.some((t) => /inline/i.test(t))).toBe(true);
    expect(types.some((t) => /split-case/i.test(t))).toBe(true);
    expect(VARIED_DUTIES.some((d) => (d.fluid?.temperatureF ?? 0) >= 190)).toBe(true);
    expect(VARIED_DUTIES.some((d) => d.fluid?.name === 'oil-vg68')).toBe(true);
    expect(VARIED_DUTIES.some((d) => (d.siteElevationFt ?? 0) >= 5000)).toBe(true);
    expect(VARIED_DUTIES.some((d) => d.flowRate.unit !== 'gpm' && d.head.unit !== 'ft')).toBe(true);
  });
});
