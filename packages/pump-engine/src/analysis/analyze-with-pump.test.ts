import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CRONOLINE, CRONOLINE_RAW, FT_PER_M, GPM_PER_M3H, W_PER_HP } from '../__fixtures__/real-pumps.ts';
import { expectClose } from '../__fixtures__/vectors.ts';
import { affinityByDiameter } from '../formulas/affinity.ts';
import { analyzeNormalisedWithPump, analyzeWithPump } from './analyze-with-pump.ts';
import type { CataloguePump } from './catalogue.ts';
import { validateCataloguePump } from './catalogue.ts';
import { normaliseDuty } from './duty.ts';
import type { StructuredOutput } from './structured-output.ts';

const q = (value: number, unit: string) => ({ value, unit });
// Water at 68 °F against 60 °F (the engine's default fluid): SG = 998.2/999.0171 = 0.99918 (see water tests).
const SG_68F = 0.99918;

/**
 * A synthetic 12 in end-suction pump at 3560 rpm whose curve is exact between points: H = 200 − 0.1·Q (ft, gpm),
 * η = 0.8·(1 − ((Q − 500)/700)²) (BEP 500 gpm, 150 ft, 80 %), NPSH3 = 5 + 10·(Q/1000)² ft; points every 100 gpm.
 */
function syntheticPump(overrides: Partial<CataloguePump> = {}, scale = { flow: 1, head: 1 }): CataloguePump {
  const curve = Array.from({ length: 11 }, (_, i) => {
    const flow = 100 * i;
    return {
      flowGpm: flow * scale.flow,
      headFt: (200 - 0.1 * flow) * scale.head,
      efficiency: 0.8 * (1 - ((flow - 500) / 700) ** 2),
      npshRequiredFt: 5 + 10 * (flow / 1000) ** 2,
      powerHp: null,
    };
  });
  return {
    id: 'test/synthetic-12in',
    manufacturer: 'Testco',
    series: 'ES',
    model: '3x4-12',
    type: 'end-suction',
    nominalSpeedRpm: 3560,
    frequencyHz: 60,
    impellerDiameterMinIn: 10,
    impellerDiameterMaxIn: 12,
    stages: 1,
    suctionNozzleIn: 4,
    dischargeNozzleIn: 3,
    curve,
    minContinuousStableFlowGpm: 150 * scale.flow,
    variableSpeed: null,
    materials: { casing: 'ASTM A48 Cl 30', impeller: 'bronze', shaft: '316 SS' },
    materialClass: 'bronze-fitted',
    shaftSeals: ['mechanical'],
    orientation: 'horizontal',
    listPrice: { amount: 9_000, currency: 'USD' },
    leadTimeWeeks: 6,
    productUrl: 'https://example.com/es-3x4-12',
    dataSource: 'test fixture',
    ...overrides,
  };
}

function out(result: ReturnType<typeof analyzeWithPump>): StructuredOutput {
  expect(result.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
  return result.structured_output as StructuredOutput;
}

describe('analyzeWithPump: impeller trim by the affinity laws (synthetic linear curve)', () => {
  const result = analyzeWithPump(
    { flowRate: q(400, 'gpm'), head: q(150, 'ft'), electricityRatePerKwh: 0.1, npshAvailable: q(30, 'ft') },
    syntheticPump(),
  );
  const o = out(result);
  // x²·H_max(Q/x) = H with H_max = 200 − 0.1·Q: 200x² − 0.1·Q·x − H = 0 →
  // x = (0.1·400 + √(40² + 4·200·150))/(2·200) = (40 + √121600)/400 = (40 + 348.7119)/400 = 0.971780
  const x = (40 + Math.sqrt(121_600)) / 400;
  it('trims to D = 0.971780·12 = 11.66 in and keeps 3560 rpm', () => {
    expectClose(x, 0.97178, 1e-5);
    expect(o.Impeller_Diameter_BEP_in).toBe(11.66);
    expect(o.RPM).toBe(3560);
    expect(o.Pump_Type).toContain('Testco ES 3x4-12');
  });
  it('efficiency, %BEP and power at the corresponding point Q/x = 411.62 gpm on the full-diameter curve', () => {
    // η(400) = 0.8·(1 − (100/700)²) = 0.783673; η(500) = 0.8; linear: 0.783673 + 0.016327·0.116157 = 0.785570
    const eta = 0.8 * (1 - (100 / 700) ** 2) + ((0.8 - 0.8 * (1 - (100 / 700) ** 2)) * (400 / x - 400)) / 100;
    expectClose(eta, 0.78557, 1e-5);
    expect(o.Pump_Efficiency_pct).toBe(78.56);
    expect(o.Best_Efficiency_Point_BEP).toBe(80);
    // BEP moves with D: 500·x = 485.89 gpm → 400/485.89 = 82.32 %
    expect(o.Percent_of_BEP_Flow).toBe(82.32);
    // BHP = 400·150·0.99918/(3960·0.785570) = 19.27 hp
    expectClose(o.Brake_Horsepower_hp, (400 * 150 * SG_68F) / (3960 * eta), 0.001);
  });
  it('NPSH3 of a trim is the full-diameter value at the same flow: 5 + 10·0.4² = 6.6 ft', () => {
    expect(o.NPSH_Required_ft).toBe(6.6);
    // 30/6.6 = 4.5, margin 23.4 ft → Low
    expect(o.Cavitation_Risk).toBe('Low');
  });
  it('motor by the service (docs/decisions/0003-motor-sizing.md): non-overloading in general service', () => {
    // Run-out at full diameter: 1000 gpm, 100 ft, η = 0.8·(1 − (500/700)²) = 0.391837 → 1000·100/(3960·0.391837)
    // = 64.446 hp; trimmed: ×x³ = ×0.917713 → 59.143 hp; ×SG 0.99918 → 59.09 hp. NEMA general service: R ≥ 19.27 hp
    // at the duty and 1.15·R ≥ 59.09 → R ≥ 51.4 → 60 hp, so no run-out overload.
    expect(o.Motor_Power_Rating_hp).toBe(60);
    expect(o.Motor_Sizing_Practice).toBe('nema-general-service');
    expect(result.issues.map((issue) => issue.code)).not.toContain('motor_overload_at_runout');
  });
  it('motor in petroleum service: API 610 margin, and the run-out overload is warned, not upsized', () => {
    const petroleum = analyzeWithPump(
      {
        flowRate: q(400, 'gpm'),
        head: q(150, 'ft'),
        fluid: { name: 'diesel', specificGravity: 1, viscosityCp: 1 },
      },
      syntheticPump(),
    );
    // BHP = 400·150/(3960·0.785570) = 19.288 hp = 14.38 kW ≤ 22 kW → ×1.25 = 24.1 hp → 25 hp; run-out 59.14 hp > 25.
    expect(petroleum.structured_output?.Motor_Power_Rating_hp).toBe(25);
    expect(petroleum.structured_output?.Motor_Sizing_Practice).toBe('api-610');
    const warning = petroleum.issues.find((issue) => issue.code === 'motor_overload_at_runout');
    expect(warning?.message).toContain('59.14 hp');
    expect(warning?.severity).toBe('warning');
  });
  it('catalogue price, lead time, nozzles and materials flow through', () => {
    expect(o.Estimated_Lead_Time_weeks).toBe(6);
    // CapEx = price × 1.5 (installation 0.5×)
    expect(o.Single_Pump_CapEx).toBe(13_500);
    expect(o.Suction_Size_str).toContain('pump nozzle 4 in');
    expect(o.Material_Class_description).toContain('impeller bronze');
    // DOE ESFM.3600 at the rating BEP 500 gpm / 150 ft is out of scope (> 459 gpm)
    expect(o.Replacement_description).toContain('outside the DOE');
  });
});

describe('analyzeWithPump: variable speed instead of trim', () => {
  const pump = syntheticPump({ variableSpeed: { minSpeedRpm: 1200, maxSpeedRpm: 3560 } });
  const o = out(analyzeWithPump({ flowRate: q(400, 'gpm'), head: q(150, 'ft') }, pump));
  const x = (40 + Math.sqrt(121_600)) / 400;
  it('N = 0.971780·3560 = 3459.5 rpm at full diameter', () => {
    expect(o.RPM).toBe(Math.round(3560 * x));
    expect(o.Impeller_Diameter_BEP_in).toBe(12);
    expect(o.Percent_of_BEP_Flow).toBe(82.32);
  });
  it('NPSH3 scales with speed²: x²·NPSH3(Q/x) = 0.944356·(6.6 + 0.9·0.116157) = 6.3316 ft', () => {
    expectClose(o.NPSH_Required_ft, x * x * (6.6 + (0.9 * (400 / x - 400)) / 100), 0.001);
  });
});

describe('analyzeWithPump: duties it cannot meet are rejected with the reason', () => {
  it('head above the full-diameter curve', () => {
    // H_max(400) = 200 − 40 = 160 ft < 250 ft: 90 ft short
    const result = analyzeWithPump({ flowRate: q(400, 'gpm'), head: q(250, 'ft') }, syntheticPump());
    expect(result.structured_output).toBeNull();
    expect(result.issues[0]?.code).toBe('duty_not_reachable');
    expect(result.issues[0]?.message).toContain('90 ft short');
  });
  it('head below the smallest trim (10 in of 12)', () => {
    // x_min = 10/12: (10/12)²·(200 − 0.1·400·12/10) = 0.694444·152 = 105.56 ft > 80 ft: 25.56 ft too much
    const result = analyzeWithPump({ flowRate: q(400, 'gpm'), head: q(80, 'ft') }, syntheticPump());
    expect(result.structured_output).toBeNull();
    expect(result.issues[0]?.message).toContain('25.56 ft too much');
    expect(result.issues[0]?.message).toContain('trim range');
  });
  it('flow beyond the end of the curve', () => {
    const result = analyzeWithPump({ flowRate: q(1200, 'gpm'), head: q(50, 'ft') }, syntheticPump());
    expect(result.structured_output).toBeNull();
    expect(result.issues[0]?.code).toBe('duty_not_reachable');
  });
  it('below the minimum continuous stable flow is flagged', () => {
    // 120 gpm at 185 ft: 200x² − 12x − 185 = 0 → x = (12 + √(144 + 148000))/400 = 0.99198; MCSF 150·x = 148.8 gpm
    const result = analyzeWithPump({ flowRate: q(120, 'gpm'), head: q(185, 'ft') }, syntheticPump());
    const issue = result.issues.find((i) => i.code === 'below_minimum_flow');
    expect(issue?.message).toContain('148.8 gpm');
  });
  it('a bad curve is an issue, not an exception', () => {
    const pump = syntheticPump();
    const broken = { ...pump, curve: [pump.curve[2], pump.curve[1], pump.curve[3]] } as CataloguePump;
    expect(validateCataloguePump(broken).map((i) => i.path.join('.'))).toEqual(['pump.curve.1.flowGpm']);
    expect(
      analyzeWithPump({ flowRate: q(100, 'gpm'), head: q(100, 'ft') }, broken).structured_output,
    ).toBeNull();
  });
});

describe('analyzeWithPump: a real measured curve (Wilo Cronoline-IL 80/220-4/4, Modelica Buildings Library)', () => {
  // BEP = point 6: 77.142857 m³/h·4.402868 = 339.650 gpm; 13.120801 m/0.3048 = 43.0472 ft; 3592.7528 W/745.69987 = 4.81796 hp
  const [bepQ, bepH, bepP] = CRONOLINE_RAW[6] ?? [0, 0, 0];
  const bepGpm = bepQ * GPM_PER_M3H;
  const bepFt = bepH * FT_PER_M;
  const bepHp = bepP / W_PER_HP;
  // η = Q·H/(3960·P) = 339.650·43.0472/(3960·4.81796) = 0.76633 (pumps.csv: 0.7661 with ρ = 998.2; 3960 assumes 62 °F)
  const eta = (bepGpm * bepFt) / (3960 * bepHp);
  it('at its own BEP: 100 % of BEP, full diameter, 1450 rpm on 50 Hz', () => {
    expectClose(eta, 0.76633, 1e-4);
    const result = analyzeWithPump({ flowRate: q(bepGpm, 'gpm'), head: q(bepFt, 'ft') }, CRONOLINE);
    const o = out(result);
    expect(o.Percent_of_BEP_Flow).toBe(100);
    expect(o.RPM).toBe(1450);
    expect(o.Impeller_Diameter_BEP_in).toBe(8.661);
    expect(o.Pump_Efficiency_pct).toBe(76.63);
    // BHP = 4.81796·SG = 4.814 hp; end of curve 3793.35 W = 5.087 hp × SG = 5.083 hp: R ≥ 4.814 and 1.15·R ≥ 5.083 → 5 hp
    expectClose(o.Brake_Horsepower_hp, bepHp * SG_68F, 0.002);
    expect(o.Motor_Power_Rating_hp).toBe(5);
    expect(result.issues.map((i) => i.code)).not.toContain('motor_overload_at_runout');
    expect(result.assumptions.join(' ')).toMatch(/50 Hz rating assumed/);
    // EU ESCCi 1450 at 77.14 m³/h, 13.12 m: a number, not boilerplate
    expect(o.Replacement_description).toMatch(/EU 547\/2012 class ESCCi 1450: minimum η_BEP \d+(\.\d+)? %/);
  });
  it('trimmed to 300 gpm at 35 ft: solved on the segment between points 5 and 6 (65.38–77.14 m³/h)', () => {
    const o = out(analyzeWithPump({ flowRate: q(300, 'gpm'), head: q(35, 'ft') }, CRONOLINE));
    // Independent solve on the segment between points 5 and 6 (in gpm, ft): H(Q) = h5 + m·(Q − q5);
    // x²·(h5 − m·q5) + m·Q·x − H = 0 (quadratic in x).
    const [q5, h5] = [(CRONOLINE_RAW[5]?.[0] ?? 0) * GPM_PER_M3H, (CRONOLINE_RAW[5]?.[1] ?? 0) * FT_PER_M];
    const m = (bepFt - h5) / (bepGpm - q5);
    const a = h5 - m * q5;
    const x = (-m * 300 + Math.sqrt(m * m * 300 * 300 + 4 * a * 35)) / (2 * a);
    expect(300 / x).toBeGreaterThan(q5);
    expect(300 / x).toBeLessThan(bepGpm);
    expectClose(o.Impeller_Diameter_BEP_in, (x * 220) / 25.4, 0.001);
    expectClose(o.Percent_of_BEP_Flow, (100 * 300) / (x * bepGpm), 0.002);
  });
  it('on a 60 Hz site it runs from a drive at its rated 1450 rpm, said so; without a drive it breaks the supply', () => {
    const duty = { flowRate: q(bepGpm, 'gpm'), head: q(bepFt, 'ft'), frequencyHz: 60 };
    const onDrive = analyzeWithPump({ ...duty, variableSpeed: true }, CRONOLINE);
    expect(out(onDrive).RPM).toBe(1450);
    expect(out(onDrive).Percent_of_BEP_Flow).toBe(100);
    // Across the line it would run 1450·60/50 = 1740 rpm: head × 1.44, power × 1.728.
    expect(onDrive.assumptions.join(' ')).toMatch(
      /from a drive at its rated 1450 rpm \(across the line it would run at 1740 rpm: head × 1.44, power × 1.73/,
    );
    expect(onDrive.issues.map((issue) => issue.code)).not.toContain('constraint_not_met');
    const noDrive = analyzeWithPump(duty, CRONOLINE);
    const broken = noDrive.issues.find((issue) => issue.code === 'constraint_not_met');
    expect(broken?.path).toEqual(['supply']);
    expect(broken?.message).toMatch(/rated for 50 Hz and the 60 Hz site has no drive/);
  });
  it('one normalised duty serves several pumps (the matcher confirms three per query) and is left as it was', () => {
    const duty = { flowRate: q(bepGpm, 'gpm'), head: q(bepFt, 'ft'), frequencyHz: 60 };
    const query = normaliseDuty(duty);
    const before = structuredClone(query);
    // The 50 Hz pump breaks the 60 Hz supply: an issue and an assumption that must not stay behind in the query.
    const first = analyzeNormalisedWithPump(query, CRONOLINE);
    const second = analyzeNormalisedWithPump(query, CRONOLINE);
    expect(first.issues.filter((issue) => issue.code === 'constraint_not_met')).toHaveLength(1);
    expect(second).toEqual(first);
    expect(second).toEqual(analyzeWithPump(duty, CRONOLINE));
    expect(query).toEqual(before);
  });
});

describe('affinity and BEP properties', () => {
  it('trimming then un-trimming is the identity', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 10_000, noNaN: true }),
        fc.double({ min: 5, max: 1000, noNaN: true }),
        fc.double({ min: 0.1, max: 500, noNaN: true }),
        fc.double({ min: 4, max: 30, noNaN: true }),
        fc.double({ min: 0.7, max: 1, noNaN: true }),
        (flowGpm, headFt, powerHp, fromIn, ratio) => {
          const trimmed = affinityByDiameter({ flowGpm, headFt, powerHp, fromIn, toIn: fromIn * ratio });
          const back = affinityByDiameter({ ...trimmed, fromIn: fromIn * ratio, toIn: fromIn });
          expectClose(back.flowGpm, flowGpm, 1e-12);
          expectClose(back.headFt, headFt, 1e-12);
          expectClose(back.powerHp, powerHp, 1e-12);
        },
      ),
    );
  });
  it('a pump whose BEP is exactly the duty runs at 100 % of BEP with its BEP efficiency', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 20, noNaN: true }),
        fc.double({ min: 0.2, max: 4, noNaN: true }),
        (flowScale, headScale) => {
          const pump = syntheticPump({}, { flow: flowScale, head: headScale });
          const o = out(
            analyzeWithPump({ flowRate: q(500 * flowScale, 'gpm'), head: q(150 * headScale, 'ft') }, pump),
          );
          expect(o.Percent_of_BEP_Flow).toBe(100);
          expect(o.Pump_Efficiency_pct).toBe(80);
        },
      ),
      { numRuns: 50, examples: [[19.999340047267694, 0.2]] },
    );
  });
});
