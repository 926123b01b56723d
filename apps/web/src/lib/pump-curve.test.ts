import { describe, expect, it } from 'vitest';
import {
  bestEfficiencyRow,
  curveRows,
  hasNpshr,
  operatingCurveRows,
  preferredRegionGpm,
} from './pump-curve.ts';

const point = (
  flow_gpm: number,
  head_ft: number,
  efficiency_pct: number | null,
  power_hp: number | null,
) => ({
  flow_gpm,
  head_ft,
  efficiency_pct,
  npshr_ft: null,
  power_hp,
});

describe('curveRows and bestEfficiencyRow', () => {
  it('keeps published efficiency and picks the highest as the BEP', () => {
    const rows = curveRows([point(0, 120, null, 4.1), point(200, 110, 70, 8.2), point(300, 95, 74.5, 9.9)]);

    expect(bestEfficiencyRow(rows)?.flowGpm).toBe(300);
    expect(rows[1]).toMatchObject({ efficiencyPct: 70, isEfficiencyCalculated: false });
    expect(hasNpshr(rows)).toBe(false);
  });

  it('calculates efficiency from power where only power is published: 300 gpm × 100 ft / (3960 × 10 hp) = 75.8 %', () => {
    const rows = curveRows([point(0, 120, null, 4), point(300, 100, null, 10)]);

    // Shut-off (no flow) has no efficiency to speak of.
    expect(rows[0]).toMatchObject({ efficiencyPct: null, isEfficiencyCalculated: false });
    expect(rows[1]).toMatchObject({ efficiencyPct: 75.8, isEfficiencyCalculated: true });
    expect(bestEfficiencyRow(rows)?.flowGpm).toBe(300);
  });

  it('without efficiency or power there is no BEP', () => {
    expect(bestEfficiencyRow(curveRows([point(0, 120, null, null), point(100, 110, null, null)]))).toBeNull();
  });
});

describe('operatingCurveRows and preferredRegionGpm', () => {
  const curve = [
    { flow_gpm: 0, head_ft: 100, efficiency_pct: null, npshr_ft: 4, power_hp: null },
    { flow_gpm: 200, head_ft: 90, efficiency_pct: 70, npshr_ft: 8, power_hp: 6.5 },
    { flow_gpm: 300, head_ft: 80, efficiency_pct: 75, npshr_ft: 12, power_hp: 8.1 },
  ];

  it('trims by the affinity laws: Q × 0.9, H × 0.81, η kept; NPSHr at the same flow (the eye is unchanged)', () => {
    const rows = operatingCurveRows(curve, { diameterRatio: 0.9, speedRatio: 1 });

    expect(rows.map((row) => [row.flowGpm, row.headFt, row.efficiencyPct])).toEqual([
      [0, 81, null],
      [180, 72.9, 70],
      [270, 64.8, 75],
    ]);
    // NPSHr at 180 gpm on the full curve: 4 + 0.9 × (8 − 4) = 7.6 ft; at 270 gpm: 8 + 0.7 × 4 = 10.8 ft.
    expect(rows.map((row) => row.npshrFt)).toEqual([4, 7.6, 10.8]);
    // Power × 0.9³ = 0.729: 6.5 → 4.74 hp.
    expect(rows[1]?.powerHp).toBe(4.74);
  });

  it('changes speed by the affinity laws: Q × s, H × s², NPSHr × s²', () => {
    const rows = operatingCurveRows(curve, { diameterRatio: 1, speedRatio: 0.5 });

    expect(rows.map((row) => [row.flowGpm, row.headFt, row.npshrFt])).toEqual([
      [0, 25, 1],
      [100, 22.5, 2],
      [150, 20, 3],
    ]);
  });

  it('the preferred operating region is 70–120 % of BEP flow (ANSI/HI 9.6.3)', () => {
    const bep = bestEfficiencyRow(operatingCurveRows(curve, { diameterRatio: 0.9, speedRatio: 1 }));
    expect(bep?.flowGpm).toBe(270);
    expect(bep && preferredRegionGpm(bep)).toEqual({ fromGpm: 189, toGpm: 324 });
  });
});
