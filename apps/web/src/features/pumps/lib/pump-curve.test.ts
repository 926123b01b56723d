import { describe, expect, it } from 'vitest';
import { bestEfficiencyRow, curveRows, hasNpshr } from './pump-curve.ts';

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
