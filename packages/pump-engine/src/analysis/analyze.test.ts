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

describe('analyze: every field for 20 varied duties', () => {
  it.each(VARIED_DUTIES.map((duty, i) => [i + 1, duty] as const))('duty %d', (_, duty) => {
    const out = outputOf(duty);
    expect(Object.keys(out).sort()).toEqual([...SPEC_FIELDS].sort());
    for (const [key, value] of Object.entries(out)) {
      if (typeof value === 'number') {
        expect(Number.isFinite(value), key).toBe(true);
      }
    }
    expect(out.Best_Efficiency_Point_BEP).toBeGreaterThan(5);
    expect(out.Best_Efficiency_Point_BEP).toBeLessThan(93);
    expect(out.Motor_Power_Consumption_hp).toBeGreaterThan(out.Brake_Horsepower_hp);
    expect(out.Brake_Horsepower_hp).toBeGreaterThan(out.Hydraulic_Power_hp);
    expect(out.Motor_Power_Rating_hp ?? Number.POSITIVE_INFINITY).toBeGreaterThanOrEqual(
      out.Brake_Horsepower_hp,
    );
    expect(out.Single_Pump_CapEx).toBeGreaterThan(0);
    expect(out.Total_Cost_Ownership_with_maintenance).toBeGreaterThan(out.Single_Pump_CapEx);
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
    // Gülich at Q = 0.0315451 m³/s, nq = 2195.6/51.645 = 42.513: m = 0.1·31.70^0.15·(45/42.513)^0.06 = 0.16835,
    // η = 1 − 0.095·31.70^m − 0.3·(0.35 − log(42.513/23))²·31.70^0.05 = 0.8274
    expectClose(eta, 0.8274, 0.001);
  });

  it('sizes the motor by the API 610 margin and reads NEMA tables', () => {
    // BHP 18.07 hp = 13.47 kW ≤ 22 kW → ×1.25 = 22.6 hp → 25 hp; 2-pole premium 91.7 %; 284TS
    expect(out.Motor_Power_Rating_hp).toBe(25);
    expect(out.Motor_Efficiency_pct).toBe(91.7);
    expect(out.Motor_Frame).toBe('284TS');
    expectClose(out.Motor_Power_Consumption_hp, out.Brake_Horsepower_hp / 0.917, 0.001);
  });

  it('NPSH: NPSH3 = (3560·√500/8500)^(4/3) = 19.74 ft; 35/19.74 = 1.77, margin 15.3 ft → Low', () => {
    expectClose(out.NPSH_Required_ft, 19.74, 0.001);
    expect(out.NPSH_Available_ft).toBe(35);
    expect(out.Cavitation_Risk).toBe('Low');
  });

  it('lines: suction NPS 6 at 0.4085·500/6.066² = 5.55 ft/s is over 5, so NPS 8 (3.21 ft/s); discharge NPS 5 (8.02 ft/s)', () => {
    expect(out.Suction_Size_str).toBe('NPS 8 Sch 40 (ID 7.982 in, 3.2 ft/s)');
    expect(out.Discharge_Size_str).toBe('NPS 5 Sch 40 (ID 5.047 in, 8 ft/s)');
    // 5·7.982/12 = 3.33 ft; 10·7.982/12 = 6.65 ft
    expect(out.Required_Straight_Pipe_min_ft).toBe(3.33);
    expect(out.Required_Straight_Pipe_max_ft).toBe(6.65);
  });

  it('energy, rate and costs', () => {
    // kWh/yr = BHP·0.7457/0.917·24·365
    const kwh = ((out.Brake_Horsepower_hp * 0.745699872) / 0.917) * 8760;
    expectClose(out.Power_Usage_Per_Year_kWh, kwh, 0.001);
    expect(out.Electricity_Rate_per_kWh).toBe(0.1);
    // Undiscounted: lifetime energy = kWh·$0.10·20 years
    expect(out.Estimated_Lifetime).toBe(20);
    expectClose(out.Lifetime_Energy_Cost_with_rate, kwh * 0.1 * 20, 0.001);
    // OpEx = energy/yr + 3 % of equipment; CapEx = 1.5 × equipment
    const equipment = out.Single_Pump_CapEx / 1.5;
    expectClose(out.Single_Pump_OpEx, kwh * 0.1 + 0.03 * equipment, 0.001);
    expectClose(
      out.Total_Cost_Ownership_with_maintenance,
      out.Single_Pump_CapEx + 20 * out.Single_Pump_OpEx,
      0.001,
    );
  });

  it('temperature rise, heat, sound, vibration', () => {
    const eta = out.Pump_Efficiency_pct / 100;
    // ΔT = 120·(1/η − 1)/778.17
    expectClose(out.Fluid_Temperature_Rise_F, (120 * (1 / eta - 1)) / 778.17, 0.01);
    // Heat = (P_in − P_hyd)·3412.14, kW
    const inKw = (out.Brake_Horsepower_hp * 0.745699872) / 0.917;
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
    expect(out.Single_Pump_description).toContain('25 hp');
    expect(out.Redundancy_description).toContain('250 gpm');
    expect(out.Replacement_description).toContain('NPS 8 suction');
    expect(out.Material_Class_description).toMatch(/I-2/);
    expect(out.Frequent_Maintenance_description).toContain('8,760 h/yr');
    // 25,000 h / 8760 h/yr = 2.9 years
    expect(out.Major_Maintenance_description).toContain('2.9 years');
    expect(out.BEP_Warning).toMatch(/^None/);
  });

  it('lists its assumptions', () => {
    const text = result.assumptions.join('\n');
    expect(text).toMatch(/clean water assumed/);
    expect(text).toMatch(/24 h\/day/);
    expect(text).toMatch(/API 610 margin/);
    expect(text).toMatch(/\$0.1\/kWh as given/);
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
  it('metric duty converts: 200 m³/h = 880.57 gpm, 40 m = 131.23 ft', () => {
    const out = outputOf(VARIED_DUTIES[16] as Duty);
    expect(out.Flow_gpm).toBe(880.57);
    expect(out.Head_ft).toBe(131.23);
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
