import { describe, expect, it } from 'vitest';
import { expectClose } from '../__fixtures__/vectors.ts';
import { analyze } from './analyze.ts';
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

const q = (value: number, unit: string) => ({ value, unit });

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

function outputOf(duty: Duty): StructuredOutput {
  const result = analyze(duty);
  expect(result.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  expect(result.structured_output).not.toBeNull();
  return result.structured_output as StructuredOutput;
}

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

describe('analyze: special duties', () => {
  it('viscous oil is corrected per HI 9.6.7 and prefers 4-pole', () => {
    const result = analyze({
      flowRate: q(500, 'gpm'),
      head: q(150, 'ft'),
      fluid: { name: 'oil-vg68', temperatureF: 80 },
    });
    expect(result.assumptions.join(' ')).toMatch(/ANSI\/HI 9.6.7 B = /);
    expect(result.structured_output?.RPM).toBe(1780);
  });
  it('a 20,000 cP liquid warns that HI 9.6.7 is exceeded (B ≈ 111 > 40)', () => {
    const result = analyze({
      flowRate: q(100, 'gpm'),
      head: q(50, 'ft'),
      fluid: { name: 'bitumen', specificGravity: 1.4, viscosityCp: 20_000 },
    });
    expect(result.issues.map((issue) => issue.code)).toContain('viscosity_out_of_range');
  });
  it('the materials text follows the fluid table and says what a requested class means for this fluid', () => {
    const out = outputOf({
      flowRate: q(500, 'gpm'),
      head: q(100, 'ft'),
      fluid: { name: 'seawater', temperatureF: 60 },
      materials: 'cast-iron',
    });
    expect(out.Material_Class_description).toMatch(/no iron, and no bronze-fitted pump/);
    expect(out.Material_Class_description).toMatch(
      /Requested at least cast iron \(all iron\): seawater needs all-bronze or duplex wetted parts/,
    );
  });
  it('high elevation lowers NPSHa: 7000 ft, 5 ft lift', () => {
    const out = outputOf({
      flowRate: q(400, 'gpm'),
      head: q(100, 'ft'),
      siteElevationFt: 7000,
      suctionStaticHeadFt: -5,
    });
    // p = 14.696·(1 − 0.0065·2133.6/288.15)^5.25588 = 11.336 psia; (11.336 − 0.3393)·144/62.313 − 5 = 20.41 ft
    expectClose(out.NPSH_Available_ft, 20.41, 0.003);
  });
  it('metric duty converts: 200 m³/h = 880.57 gpm, 40 m = 131.23 ft (reported to 4 significant figures)', () => {
    const out = outputOf(VARIED_DUTIES[16] as Duty);
    expect(out.Flow_gpm).toBe(880.6);
    expect(out.Head_ft).toBe(131.2);
    expect([2900, 1450, 960]).toContain(out.RPM);
  });
  it('zip code picks the state rate: 10001 → NY 18.01 ¢', () => {
    expect(outputOf(VARIED_DUTIES[2] as Duty).Electricity_Rate_per_kWh).toBe(0.1801);
  });
  it('bad input gives issues and no output', () => {
    const result = analyze({ flowRate: q(-1, 'gpm'), head: q(10, 'yards') });
    expect(result.structured_output).toBeNull();
    expect(result.issues.map((issue) => issue.path.join('.'))).toEqual(['flowRate.value', 'head.unit']);
  });
});
