import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CRONOLINE } from '../__fixtures__/real-pumps.ts';
import type { CataloguePump } from '../analysis/catalogue.ts';
import type { Duty } from '../analysis/duty.ts';
import { testPump } from './__fixtures__/test-pumps.ts';
import { buildCatalogueIndex } from './catalogue-index.ts';
import { match } from './match.ts';
import type { MatchEntry, NoMatch, PumpMatch } from './types.ts';

const duty = (flowGpm: number, headFt: number, extra: Partial<Duty> = {}): Duty => ({
  flowRate: { value: flowGpm, unit: 'gpm' },
  head: { value: headFt, unit: 'ft' },
  ...extra,
});
const matches = (entries: MatchEntry[]) => entries.filter((e): e is PumpMatch => 'pump_id' in e);
const ids = (entries: MatchEntry[]) => matches(entries).map((e) => e.pump_id);
const noMatch = (entries: MatchEntry[]) => {
  expect(entries).toHaveLength(1);
  expect(entries[0]?.Model).toBe('No Matches Found');
  return entries[0] as NoMatch;
};
const run = (pumps: CataloguePump[], d: Duty, limit?: number) =>
  match(d, buildCatalogueIndex(pumps), limit === undefined ? undefined : { limit });

// Right-sized (BEP 500 gpm / 150 ft), far too big (BEP 1500 gpm: 36 % of BEP after trim), too low (BEP head 60 ft).
const OBVIOUS = [
  testPump('right', { bepFlowGpm: 500, bepHeadFt: 150 }),
  testPump('too-big', { bepFlowGpm: 1500, bepHeadFt: 150 }),
  testPump('too-low', { bepFlowGpm: 500, bepHeadFt: 60 }),
];

describe('a small catalogue with an obvious answer', () => {
  it('picks the right-sized pump with the worked numbers of 400 gpm at 130 ft', () => {
    const [first, ...rest] = run(OBVIOUS, duty(400, 130));
    expect(rest).toHaveLength(0);
    const m = first as PumpMatch;
    expect(m).toMatchObject({
      pump_id: 'right',
      Manufacturer: 'Testco (demo)',
      Series: 'ES',
      Model: 'M-right',
      Price: 5000,
      Currency: 'USD',
      Link: '/pumps/right',
    });
    // y = 0.91650 (see feasibility.test): 11.00 in, 87.29 % of BEP, η 77.97 %; BHP 400·130·0.99918/(3960·0.77966).
    expect(m.analysis.Impeller_Diameter_BEP_in).toBeCloseTo(11.0, 2);
    expect(m.analysis.Percent_of_BEP_Flow).toBe(87.29);
    expect(m.analysis.Pump_Efficiency_pct).toBe(77.97);
    expect(m.analysis.Brake_Horsepower_hp).toBeCloseTo((400 * 130 * 0.99918) / (3960 * 0.779661), 2);
    // S = 0.3·(0.77966/0.9) + 0.25·(1 − 12.71/60) + 0.15·0.5 + 0.2·1 + 0.1·(1 − 4/26) = 0.8165; k = 0.85 → 69.
    expect(m.score).toBeCloseTo(0.8165, 4);
    expect(m.confidence_level).toBe(69);
  });

  it('links to the maker page when the catalogue has one', () => {
    const pump = testPump(
      'web',
      { bepFlowGpm: 500, bepHeadFt: 150 },
      { productUrl: 'https://example.com/es-500' },
    );
    expect((run([pump], duty(500, 150))[0] as PumpMatch).Link).toBe('https://example.com/es-500');
  });

  it('matches the real Cronoline-IL 80/220 curve on a duty from its published points', () => {
    const [first] = run([CRONOLINE, ...OBVIOUS], duty(250, 45));
    expect((first as PumpMatch).pump_id).toBe(CRONOLINE.id);
  });
});

describe('metric duties', () => {
  it('m³/h and m give the same match as gpm and ft', () => {
    // 113.562 m³/h = 500 gpm; 45.72 m = 150 ft (exact conversions).
    const metric = run(OBVIOUS, {
      flowRate: { value: (500 * 3.785411784 * 60) / 1000, unit: 'm3/h' },
      head: { value: 150 * 0.3048, unit: 'm' },
    });
    const us = run(OBVIOUS, duty(500, 150));
    expect(ids(metric)).toEqual(ids(us));
    expect((metric[0] as PumpMatch).analysis.Percent_of_BEP_Flow).toBe(100);
  });
});

describe('ranking: each term moves the rank the right way', () => {
  const base = (id: string, shape = {}, overrides: Partial<CataloguePump> = {}) =>
    testPump(id, { bepFlowGpm: 500, bepHeadFt: 150, ...shape }, overrides);

  it('higher efficiency at duty ranks first', () => {
    expect(
      ids(
        run([base('a-low', { bepEfficiency: 0.7 }), base('z-high', { bepEfficiency: 0.8 })], duty(500, 150)),
      ),
    ).toEqual(['z-high', 'a-low']);
  });

  it('nearer BEP ranks first at equal efficiency, price and lead time', () => {
    // 'a-far' has its BEP at 650 gpm: trimmed to y = 0.97466 the duty sits at 78.9 % of BEP (q = 0.78925), where its
    // curve gives η = η_BEP·(0.84 + 0.12·0.18925/0.2) = 0.839·0.95355 = 0.8000, the same as 'z-near' at its BEP.
    const near = base('z-near');
    const far = testPump('a-far', { bepFlowGpm: 650, bepHeadFt: 150, bepEfficiency: 0.839 });
    const result = matches(run([far, near], duty(500, 150)));
    expect(result.map((m) => m.pump_id)).toEqual(['z-near', 'a-far']);
    expect(result[0]?.analysis.Percent_of_BEP_Flow).toBe(100);
    expect(result[1]?.analysis.Percent_of_BEP_Flow).toBeCloseTo(78.9, 1);
    expect(result[1]?.analysis.Pump_Efficiency_pct).toBe(80);
  });

  it('more NPSH margin ranks first when NPSHa is given', () => {
    const result = ids(
      run(
        [base('a-hungry', { npshBepFt: 14 }), base('z-easy', { npshBepFt: 6 })],
        duty(500, 150, { npshAvailable: { value: 30, unit: 'ft' } }),
      ),
    );
    expect(result).toEqual(['z-easy', 'a-hungry']);
  });

  it('lower life-cycle cost (price) ranks first', () => {
    const dear = base('a-dear', {}, { listPrice: { amount: 60_000, currency: 'USD' } });
    expect(ids(run([dear, base('z-cheap')], duty(500, 150)))).toEqual(['z-cheap', 'a-dear']);
  });

  it('shorter lead time ranks first', () => {
    expect(
      ids(
        run(
          [base('a-slow', {}, { leadTimeWeeks: 20 }), base('z-fast', {}, { leadTimeWeeks: 1 })],
          duty(500, 150),
        ),
      ),
    ).toEqual(['z-fast', 'a-slow']);
  });

  it('ties are broken by pump id', () => {
    expect(ids(run([base('b'), base('a'), base('c')], duty(500, 150)))).toEqual(['a', 'b', 'c']);
  });
});

// A varied catalogue: BEP flows 100–2000 gpm, heads 40–300 ft, some VFD, some 50 Hz, some without NPSH3 or price.
const VARIED: CataloguePump[] = Array.from({ length: 60 }, (_, k) =>
  testPump(
    `v${String(k).padStart(2, '0')}`,
    {
      bepFlowGpm: 100 * 1.05 ** k,
      bepHeadFt: 40 + ((k * 37) % 260),
      bepEfficiency: 0.6 + ((k * 7) % 25) / 100,
      npshBepFt: k % 7 === 0 ? null : 5 + (k % 11),
    },
    {
      variableSpeed: k % 5 === 0 ? { minSpeedRpm: 1200, maxSpeedRpm: 3560 } : null,
      frequencyHz: k % 6 === 0 ? 50 : 60,
      nominalSpeedRpm: k % 6 === 0 ? 2900 : 3560,
      listPrice: k % 4 === 0 ? null : { amount: 3000 + 97 * k, currency: 'USD' },
      leadTimeWeeks: k % 9 === 0 ? null : 2 + (k % 12),
    },
  ),
);
const dutyArb = fc.record({
  flowGpm: fc.double({ min: 60, max: 2500, noNaN: true }),
  headFt: fc.double({ min: 30, max: 320, noNaN: true }),
  npsh: fc.option(fc.double({ min: 5, max: 60, noNaN: true })),
});
const toDuty = (d: { flowGpm: number; headFt: number; npsh: number | null }) =>
  duty(d.flowGpm, d.headFt, d.npsh === null ? {} : { npshAvailable: { value: d.npsh, unit: 'ft' } });

describe('determinism and stability', () => {
  const index = buildCatalogueIndex(VARIED);
  it('a shuffled catalogue gives the same result', () => {
    fc.assert(
      fc.property(dutyArb, fc.array(fc.nat(), { minLength: 60, maxLength: 60 }), (d, keys) => {
        const shuffled = VARIED.map((pump, k) => ({ pump, key: keys[k] ?? 0 }))
          .sort((a, b) => a.key - b.key)
          .map((entry) => entry.pump);
        expect(match(toDuty(d), buildCatalogueIndex(shuffled))).toEqual(match(toDuty(d), index));
      }),
      { numRuns: 40 },
    );
  });
  it('the same input gives the same output', () => {
    const d = duty(700, 150);
    expect(match(d, index)).toEqual(match(d, index));
  });
  it('ranks a pump by its % of BEP as reported (found by the property below)', () => {
    // At this flow pump v25 runs at 69.95…% of BEP, reported to 4 significant figures as 69.95: outside the POR, so no
    // pump inside the POR may follow it (once it was reported as 70.0 and ranked outside the POR).
    const result = matches(match(toDuty({ flowGpm: 91.9955, headFt: 30, npsh: null }), index, { limit: 10 }));
    const v25 = result.findIndex((m) => m.pump_id === 'v25');
    const por = (p: number) => p >= 70 && p <= 120;
    expect(result[v25]?.analysis.Percent_of_BEP_Flow).toBe(69.95);
    expect(result.slice(v25).some((m) => por(m.analysis.Percent_of_BEP_Flow))).toBe(false);
  });

  it('matches come preferred-region first, then in score order, each feasible', () => {
    fc.assert(
      fc.property(dutyArb, (d) => {
        const result = matches(match(toDuty(d), index, { limit: 10 }));
        const inPor = result.map(
          (m) => m.analysis.Percent_of_BEP_Flow >= 70 && m.analysis.Percent_of_BEP_Flow <= 120,
        );
        // Once a match outside the POR appears, no POR match follows it.
        expect(inPor).toEqual([...inPor].sort((a, b) => Number(b) - Number(a)));
        result.forEach((m, k) => {
          expect(m.analysis.Percent_of_BEP_Flow).toBeGreaterThanOrEqual(39.95);
          expect(m.analysis.Percent_of_BEP_Flow).toBeLessThanOrEqual(130.05);
          expect(m.analysis.Motor_Power_Rating_hp).not.toBeNull();
          if (k > 0 && inPor[k] === inPor[k - 1]) {
            expect(m.score).toBeLessThanOrEqual(result[k - 1]?.score ?? 1);
          }
        });
      }),
      { numRuns: 60 },
    );
  });
});

describe("every match's reasoning agrees with its numbers", () => {
  const index = buildCatalogueIndex(VARIED);
  const num = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1]);
  it('parses % of BEP, efficiency, NPSH, power, motor, lead time, life-cycle cost and confidence', () => {
    let checked = 0;
    fc.assert(
      fc.property(dutyArb, (d) => {
        for (const m of matches(match(toDuty(d), index, { limit: 5 }))) {
          const t = m.ai_reasoning;
          const a = m.analysis;
          expect(num(t, /Runs at ([\d.]+) % of BEP flow/)).toBe(a.Percent_of_BEP_Flow);
          expect(num(t, /efficiency at the duty is ([\d.]+) %/)).toBe(a.Pump_Efficiency_pct);
          expect(num(t, /\(([\d.]+) % at BEP\)/)).toBe(a.Best_Efficiency_Point_BEP);
          expect(num(t, /NPSH3 (?:is )?([\d.]+) ft/)).toBe(a.NPSH_Required_ft);
          expect(num(t, /Power ([\d.]+) hp/)).toBe(a.Brake_Horsepower_hp);
          expect(num(t, /Motor ([\d.]+) hp by/)).toBe(a.Motor_Power_Rating_hp);
          expect(num(t, /lead time ([\d.]+) weeks/)).toBe(a.Estimated_Lead_Time_weeks);
          if (a.Total_Cost_Ownership_with_maintenance === null) {
            expect(t).toContain('no life-cycle cost estimate');
          } else {
            expect(num(t, /life-cycle cost ([\d.]+) USD/)).toBe(a.Total_Cost_Ownership_with_maintenance);
            expect(num(t, /search's (\d+)-year horizon/)).toBe(a.Life_Cycle_Horizon_years);
          }
          expect(num(t, /Confidence (\d+) %/)).toBe(m.confidence_level);
          expect(num(t, /Score ([\d.]+)/)).toBe(m.score);
          if (a.NPSH_Available_ft !== null) {
            expect(num(t, /NPSHa ([\d.]+) ft/)).toBe(a.NPSH_Available_ft);
          }
          if (t.includes('Impeller trimmed')) {
            expect(num(t, /trimmed to ([\d.]+) in/)).toBe(a.Impeller_Diameter_BEP_in);
          } else {
            expect(num(t, /Runs at (\d+) rpm/)).toBe(a.RPM);
          }
          checked += 1;
        }
      }),
      { numRuns: 80 },
    );
    expect(checked).toBeGreaterThan(20);
  });
});

describe('comparable economics', () => {
  const index = buildCatalogueIndex(VARIED);
  it("every match of a search is costed over one horizon and one discount rate, the analysis's too", () => {
    // Small inline and large pumps once got 15 and 20 years each; now one horizon, stated in every result.
    for (const extra of [{}, { lifetimeYears: 12, discountRate: 0.05 }]) {
      const d = duty(600, 120, extra);
      const found = matches(match(d, index, { limit: 5 }));
      expect(found.length).toBeGreaterThan(2);
      const horizons = new Set(
        found.map((m) => `${m.analysis.Life_Cycle_Horizon_years}/${m.analysis.Discount_Rate_pct}`),
      );
      expect([...horizons]).toEqual([extra.lifetimeYears === undefined ? '20/0' : '12/5']);
    }
  });
});

describe('limit', () => {
  const index = buildCatalogueIndex(VARIED);
  const d = duty(600, 120);
  it('defaults to 3 and honours 1 and 5', () => {
    expect(matches(match(d, index))).toHaveLength(3);
    expect(matches(match(d, index, { limit: 1 }))).toHaveLength(1);
    expect(matches(match(d, index, { limit: 5 }))).toHaveLength(5);
  });
  it('is a prefix of a longer list', () => {
    expect(ids(match(d, index, { limit: 2 }))).toEqual(ids(match(d, index, { limit: 5 })).slice(0, 2));
  });
  it('clamps 0, negatives and fractions to at least 1; NaN falls back to 3', () => {
    expect(matches(match(d, index, { limit: 0 }))).toHaveLength(1);
    expect(matches(match(d, index, { limit: 2.7 }))).toHaveLength(2);
    expect(matches(match(d, index, { limit: Number.NaN }))).toHaveLength(3);
  });
});

describe('no match', () => {
  it('names the failing constraint, the nearest miss by how much, and what to change', () => {
    // 'right' gives 150·(1.25 − 0.25·1) = 150 ft at 500 gpm full diameter: 168 ft is 12.0 % above.
    const entry = noMatch(run([OBVIOUS[0] as CataloguePump], duty(500, 168)));
    expect(entry.confidence_level).toBe(0);
    expect(entry.ai_reasoning).toContain('not enough head even at the largest impeller or highest speed');
    expect(entry.ai_reasoning).toContain(
      'Nearest miss (right): the head is 12 % above the largest impeller of Testco (demo) ES M-right at 500 gpm (150 ft available, 168 ft needed)',
    );
    expect(entry.ai_reasoning).toContain('lower the duty head by 18 ft');
  });

  it('reports an NPSH shortfall and how many feet to add', () => {
    const entry = noMatch(
      run([OBVIOUS[0] as CataloguePump], duty(500, 150, { npshAvailable: { value: 12, unit: 'ft' } })),
    );
    // NPSH3 at 500 gpm = 10 ft; Nss 14,157 → max(1.2·10, 10 + 3.28) = 13.28 ft.
    expect(entry.ai_reasoning).toContain('NPSH margin short of ANSI/HI 9.6.1');
    expect(entry.ai_reasoning).toContain('raise NPSHa by 1.281 ft');
  });

  it('explains an empty catalogue and an invalid duty', () => {
    expect(noMatch(run([], duty(500, 150))).ai_reasoning).toContain('none is sized anywhere near this duty');
    const invalid = noMatch(
      run(OBVIOUS, { flowRate: { value: 500, unit: 'furlongs' }, head: { value: 150, unit: 'ft' } }),
    );
    expect(invalid.ai_reasoning).toContain('cannot be matched');
  });

  it('gives the same text as escaped HTML', () => {
    const pump = testPump('x', { bepFlowGpm: 500, bepHeadFt: 150 }, { model: '<b>&"x"' });
    const entry = noMatch(run([pump], duty(500, 168)));
    expect(entry.explanation).toContain('&lt;b&gt;&amp;&quot;x&quot;');
    expect(entry.explanation).not.toContain('<b>');
    expect(entry.explanation).toMatch(/^<p>No catalogue pump meets 500 gpm at 168 ft\.<\/p><ul><li>/);
  });
});
