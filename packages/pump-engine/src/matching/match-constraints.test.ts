import { describe, expect, it } from 'vitest';
import type { CataloguePump } from '../analysis/catalogue.ts';
import { MATERIAL_CLASSES } from '../analysis/constraints.ts';
import type { Duty } from '../analysis/duty.ts';
import type { ConstraintId } from '../analysis/selection-rules.ts';
import { testPump } from './__fixtures__/test-pumps.ts';
import { buildCatalogueIndex } from './catalogue-index.ts';
import { match } from './match.ts';
import { RELAXED_SEARCH_BUDGET } from './relaxation.ts';
import type { MatchEntry, NoMatch, PumpMatch } from './types.ts';

const q = (value: number, unit: string) => ({ value, unit });
const SIXTY = { voltage: 460, phase: 3 as const, frequencyHz: 60 as const };

const run = (pumps: CataloguePump[], duty: Duty): MatchEntry[] => match(duty, buildCatalogueIndex(pumps));
const ids = (entries: MatchEntry[]) =>
  entries.filter((e): e is PumpMatch => 'pump_id' in e).map((e) => e.pump_id);
const noMatchOf = (entries: MatchEntry[]): NoMatch => {
  expect(entries).toHaveLength(1);
  expect(entries[0]?.Model).toBe('No Matches Found');
  return entries[0] as NoMatch;
};

/**
 * Each constraint on two pumps for one duty: 'best' (more efficient, ranked first without the constraint) breaks it,
 * 'ok' meets it. With the constraint the match is 'ok' and its reasoning names the constraint; without 'ok' nothing
 * qualifies, the answer says the constraint removed 'best' (1 of 1, alone) and offers it as the relaxed alternative,
 * marked with what it relaxes.
 */
interface Case {
  readonly constraint: ConstraintId;
  readonly duty: Duty;
  readonly best: Partial<CataloguePump>;
  readonly ok: Partial<CataloguePump>;
  /** Words the winner's reasoning must contain for this constraint. */
  readonly named: RegExp;
  readonly shape?: { bepFlowGpm: number; bepHeadFt: number; npshBepFt?: number };
  readonly bestShape?: { npshBepFt?: number };
}

const BASE: Duty = { flowRate: q(480, 'gpm'), head: q(145, 'ft') };
const SHAPE = { bepFlowGpm: 500, bepHeadFt: 150 };
// A curve that stops at 120 % of BEP flow: far less run-out power than the fixture's 160 % curve.
const shortCurve = (shape: { bepFlowGpm: number; bepHeadFt: number }) =>
  testPump('s', { ...shape, bepEfficiency: 0.78 }).curve.slice(0, 7);

const CASES: readonly Case[] = [
  {
    constraint: 'supply_frequency',
    duty: { ...BASE, supply: SIXTY },
    best: { frequencyHz: 50, nominalSpeedRpm: 2900 },
    ok: {},
    named: /rated for the 60 Hz supply/,
  },
  {
    // 200 gpm at 100 ft, BHP ≈ 6.3 hp: the full fixture curve runs out at ≈ 2.1 × that (needs 15 hp under the 1.15
    // service factor); the short curve at ≈ 1.19 × (7.5 hp), within single-phase motors.
    constraint: 'supply_phase',
    duty: {
      flowRate: q(200, 'gpm'),
      head: q(100, 'ft'),
      supply: { voltage: 230, phase: 1, frequencyHz: 60 },
    },
    shape: { bepFlowGpm: 210, bepHeadFt: 105 },
    best: {},
    ok: { curve: shortCurve({ bepFlowGpm: 210, bepHeadFt: 105 }) },
    named: /single-phase 230 V: its 7.5 hp motor is within the 10 hp/,
  },
  {
    constraint: 'fluid_materials',
    duty: { ...BASE, fluid: { name: 'seawater', temperatureF: 60 } },
    best: { materialClass: 'bronze-fitted' },
    ok: { materialClass: 'duplex' },
    named: /duplex stainless steel: seawater needs all-bronze or duplex/,
  },
  {
    constraint: 'materials',
    duty: { ...BASE, materials: 'all-bronze' },
    best: { materialClass: 'bronze-fitted' },
    ok: { materialClass: 'stainless-316' },
    named: /at least the requested all bronze/,
  },
  {
    constraint: 'pump_type',
    duty: { ...BASE, pumpType: 'split-case' },
    best: { type: 'end-suction' },
    ok: { type: 'split-case' },
    named: /type split-case as requested/,
  },
  {
    constraint: 'orientation',
    duty: { ...BASE, orientation: 'vertical' },
    best: { orientation: 'horizontal' },
    ok: { orientation: 'vertical' },
    named: /vertical as requested/,
  },
  {
    constraint: 'suction_lift',
    duty: { ...BASE, suctionCondition: 'lift' },
    best: { type: 'vertical-turbine', orientation: 'vertical' },
    ok: {},
    named: /suction lift: not a wet-pit type/,
  },
  {
    // Water at 68 °F at sea level: a lift gives at most (14.696 − 0.339)·144/62.32 = 33.2 ft; NPSH3 40 ft × 1.2 cannot.
    constraint: 'suction_lift',
    duty: { ...BASE, suctionCondition: 'lift' },
    bestShape: { npshBepFt: 40 },
    best: {},
    ok: {},
    named: /its NPSH3 leaves room for a lift/,
  },
  {
    constraint: 'shaft_seal',
    duty: { ...BASE, shaftSeal: 'packing' },
    best: { shaftSeals: ['mechanical', 'cartridge'] },
    ok: { shaftSeals: ['mechanical', 'packing'] },
    named: /offered with a packing seal/,
  },
  {
    constraint: 'variable_speed',
    duty: { ...BASE, variableSpeed: false },
    best: { variableSpeed: { minSpeedRpm: 1200, maxSpeedRpm: 3560 } },
    ok: {},
    named: /fixed speed without a drive/,
  },
  {
    constraint: 'speed',
    duty: { ...BASE, speedRpm: 1800 },
    best: { nominalSpeedRpm: 3560 },
    ok: { nominalSpeedRpm: 1780 },
    named: /runs at 1780 rpm, within the requested 1800 rpm/,
  },
];

describe('every constraint is a hard filter, named in the reasoning, with a relaxed alternative when it empties the list', () => {
  it.each(CASES.map((c, k) => [`${c.constraint} (${k})`, c] as const))('%s', (_, c) => {
    const shape = c.shape ?? SHAPE;
    const best = testPump('best', { ...shape, bepEfficiency: 0.85, ...c.bestShape }, c.best);
    const ok = testPump('ok', { ...shape, bepEfficiency: 0.78 }, c.ok);
    const duty = c.duty;
    // Without the constraint 'best' wins; with it, 'ok' and the reasoning says how the constraint is met.
    const unconstrained: Duty = { flowRate: duty.flowRate, head: duty.head };
    expect(ids(run([best, ok], unconstrained))[0]).toBe('best');
    const entries = run([best, ok], duty);
    expect(ids(entries)).toEqual(['ok']);
    expect((entries[0] as PumpMatch).ai_reasoning).toMatch(c.named);

    // Without 'ok' the constraint removed every pump: counted, and 'best' offered as the relaxed alternative.
    const none = noMatchOf(run([best], duty));
    expect(none.hydraulic_matches).toBe(1);
    expect(none.constraint_removals).toEqual([
      expect.objectContaining({ constraint: c.constraint, removed: 1, removed_alone: 1 }),
    ]);
    expect(none.relaxed_alternative?.pump_id).toBe('best');
    expect(none.relaxed_alternative?.relaxes.map((relaxed) => relaxed.constraint)).toEqual([c.constraint]);
    expect(none.relaxed_alternative?.ai_reasoning).toMatch(/^RELAXED ALTERNATIVE — it does not meet the /);
    expect(none.ai_reasoning).toMatch(/removed 1 of 1 \(1 by this constraint alone\)/);
    expect(none.ai_reasoning).toContain('Best relaxed alternative, relaxing the');
    expect(none.explanation).toContain('Best relaxed alternative');
  });
});

describe('supply frequency', () => {
  const fifty = testPump(
    'fifty',
    { ...SHAPE, bepEfficiency: 0.85 },
    { frequencyHz: 50, nominalSpeedRpm: 2900 },
  );
  it('a pump off the site frequency runs from a drive at its rated speed, said so', () => {
    const [onDrive] = run([fifty], { ...BASE, supply: SIXTY, variableSpeed: true }) as PumpMatch[];
    expect(onDrive?.pump_id).toBe('fifty');
    expect(onDrive?.analysis.RPM).toBe(2900);
    expect(onDrive?.ai_reasoning).toMatch(
      /rated 50 Hz: on the 60 Hz site it runs from the site drive at its rated speed, so its published curve applies/,
    );
  });
  it('a VFD pump brings its own drive: allowed off frequency unless the duty says there is no drive', () => {
    const vfd = { ...fifty, id: 'vfd', variableSpeed: { minSpeedRpm: 1000, maxSpeedRpm: 2900 } };
    expect(ids(run([vfd], { ...BASE, supply: SIXTY }))).toEqual(['vfd']);
    expect(
      noMatchOf(run([vfd], { ...BASE, supply: SIXTY, variableSpeed: false })).constraint_removals,
    ).toEqual([
      expect.objectContaining({ constraint: 'supply_frequency', removed: 1 }),
      expect.objectContaining({ constraint: 'variable_speed', removed: 1 }),
    ]);
  });
  it('without a stated supply each pump runs at its own rating, and the reasoning asks to check', () => {
    const [entry] = run([fifty], BASE) as PumpMatch[];
    expect(entry?.ai_reasoning).toContain("supply not stated: rated 50 Hz, check the site's supply");
  });
});

describe('materials', () => {
  const pumpIn = (materialClass: CataloguePump['materialClass']) =>
    testPump(materialClass, { ...SHAPE, bepEfficiency: 0.8 }, { materialClass });
  const all = MATERIAL_CLASSES.map(pumpIn);
  const classesFor = (duty: Duty) => ids(match(duty, buildCatalogueIndex(all), { limit: 10 })).sort();
  it('seawater: no iron and no plain bronze-fitted casings, even when cast iron is asked for', () => {
    const seawater = { ...BASE, fluid: { name: 'seawater', temperatureF: 60 } };
    expect(classesFor(seawater)).toEqual(['all-bronze', 'duplex']);
    expect(classesFor({ ...seawater, materials: 'cast-iron' })).toEqual(['all-bronze', 'duplex']);
  });
  it('hydrocarbons: a ductile casing (ductile iron, steel, stainless), no grey iron or bronze', () => {
    expect(classesFor({ ...BASE, fluid: { name: 'diesel', specificGravity: 1, viscosityCp: 1 } })).toEqual([
      'carbon-steel',
      'ductile-iron',
      'duplex',
      'stainless-316',
    ]);
  });
  it('hot water and condensate: steel or stainless above 248 °F, 12 % Cr or better above 347 °F', () => {
    const hot = (temperatureF: number): Duty => ({
      ...BASE,
      fluid: { name: 'condensate', temperatureF },
      npshAvailable: q(200, 'ft'),
    });
    expect(classesFor(hot(240))).toHaveLength(7);
    expect(classesFor(hot(250))).toEqual(['carbon-steel', 'duplex', 'stainless-316']);
    expect(classesFor(hot(360))).toEqual(['duplex', 'stainless-316']);
  });
  it('glycols and oils suit every class; the requested class is a minimum on both axes', () => {
    expect(classesFor({ ...BASE, fluid: { name: 'ethylene glycol 30%', temperatureF: 40 } })).toHaveLength(7);
    expect(classesFor({ ...BASE, materials: 'ductile-iron' })).toEqual([
      'carbon-steel',
      'ductile-iron',
      'duplex',
      'stainless-316',
    ]);
    expect(classesFor({ ...BASE, materials: 'bronze-fitted' })).toEqual([
      'all-bronze',
      'bronze-fitted',
      'duplex',
      'stainless-316',
    ]);
  });
});

describe('redundancy', () => {
  const pump = testPump('p', { bepFlowGpm: 500, bepHeadFt: 150 });
  it('duty/standby sizes each pump for the full flow; 2 × 50 % each for half, checked running alone', () => {
    const [standby] = run([pump], { ...BASE, redundancy: 'duty-standby' }) as PumpMatch[];
    expect(standby?.analysis).toMatchObject({ Pumps_Installed: 2, Pumps_Running: 1, Flow_gpm: 480 });
    expect(standby?.ai_reasoning).toContain('Duty/standby: 2 of this pump, each sized for the full 480 gpm');
    // 2 × 50 % of 500 gpm at 130 ft: 250 gpm each; alone (see feasibility.test) 471 gpm at 115.3 ft, 106.5 % of BEP.
    const [parallel] = run([pump], {
      flowRate: q(500, 'gpm'),
      head: q(130, 'ft'),
      redundancy: '2x50',
    }) as PumpMatch[];
    expect(parallel?.analysis).toMatchObject({
      Pumps_Installed: 2,
      Pumps_Running: 2,
      Flow_gpm: 250,
      System_Flow_gpm: 500,
    });
    expect(parallel?.analysis.Run_Alone_Flow_gpm).toBeCloseTo(471, 0);
    expect(parallel?.analysis.Run_Alone_Percent_of_BEP).toBeCloseTo(106.5, 1);
    expect(parallel?.ai_reasoning).toMatch(
      /2 × 50 %: 2 pumps in parallel share 500 gpm, each sized for 250 gpm/,
    );
    const [three] = run([pump], {
      flowRate: q(500, 'gpm'),
      head: q(130, 'ft'),
      redundancy: '3x50',
    }) as PumpMatch[];
    expect(three?.analysis).toMatchObject({ Pumps_Installed: 3, Pumps_Running: 2, Flow_gpm: 250 });
  });
  it('a pump that would run out alone is refused for 2 × 50 % and offered as the relaxed alternative', () => {
    const none = noMatchOf(run([pump], { flowRate: q(1100, 'gpm'), head: q(146, 'ft'), redundancy: '2x50' }));
    expect(none.constraint_removals).toEqual([
      expect.objectContaining({ constraint: 'redundancy', removed: 1 }),
    ]);
    expect(none.relaxed_alternative?.relaxes[0]?.reason).toBe(
      'running alone it would run out past its curve or beyond 130 % of its BEP flow',
    );
  });
});

describe('a large catalogue: the no-match counts are of the pumps nearest the duty, and say so', () => {
  const singlePhase = { ...BASE, supply: { voltage: 230, phase: 1, frequencyHz: 60 } } as const;

  it('solves the 256 nearest of 1,000 pumps sized near it, and says how many it examined', () => {
    // 1,000 pumps around 500 gpm / 150 ft, each needing more than a single-phase motor for 480 gpm at 145 ft.
    const pumps = Array.from({ length: 1000 }, (_, k) =>
      testPump(`p${k}`, { bepFlowGpm: 450 + k * 0.1, bepHeadFt: 150 }),
    );
    const none = noMatchOf(run(pumps, singlePhase));
    expect(none.pumps_examined).toBe(RELAXED_SEARCH_BUDGET);
    expect(none.hydraulic_matches).toBe(256);
    expect(none.ai_reasoning).toContain(
      'Of the 256 pumps nearest the duty (of 1,000 sized near it), 256 meet the flow and head',
    );
    // The examined are the nearest by BEP flow (log distance from 480 gpm): p0 (450 gpm) is farther than p499 (499.9).
    expect(none.relaxed_alternative?.pump_id).toMatch(/^p\d+$/);
  });

  it('solves them all when none of the nearest meets the flow and head, rather than saying no pump does', () => {
    // 300 pumps right at the duty's flow, each needing far more NPSH than the 12 ft available, and one farther out that
    // meets it but needs more than a single-phase motor.
    const near = Array.from({ length: 300 }, (_, k) =>
      testPump(`near${k}`, { bepFlowGpm: 480 + k * 0.01, bepHeadFt: 150, npshBepFt: 40 }),
    );
    const far = testPump('far', { bepFlowGpm: 560, bepHeadFt: 150, npshBepFt: 4 });
    const none = noMatchOf(run([...near, far], { ...singlePhase, npshAvailable: q(12, 'ft') }));
    expect(none.pumps_examined).toBe(301);
    expect(none.hydraulic_matches).toBe(1);
    expect(none.relaxed_alternative?.pump_id).toBe('far');
    expect(none.constraint_removals).toEqual([
      expect.objectContaining({ constraint: 'supply_phase', removed: 1, removed_alone: 1 }),
    ]);
  });
});

describe('the no-match advice follows the binding constraint', () => {
  it('far too little NPSHa: the advice is to raise NPSHa, not to reduce the flow', () => {
    const pumps = [
      testPump('right', SHAPE),
      testPump('short-curve', { bepFlowGpm: 300, bepHeadFt: 150 }),
      testPump('small', { bepFlowGpm: 200, bepHeadFt: 100 }),
    ];
    const none = noMatchOf(run(pumps, { ...BASE, npshAvailable: q(2, 'ft') }));
    expect(none.ai_reasoning).toMatch(/What to change: raise NPSHa by [\d.]+ ft/);
    expect(none.ai_reasoning).not.toContain('reduce the flow');
    expect(none.hydraulic_matches).toBe(0);
    expect(none.relaxed_alternative).toBeNull();
  });
});
