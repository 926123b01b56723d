import type { CatalogueCurvePointRecord } from '@specsource/contracts';

/** One curve point as the chart and table show it; efficiency is calculated from power when not published. */
export interface CurveRow {
  flowGpm: number;
  headFt: number;
  efficiencyPct: number | null;
  isEfficiencyCalculated: boolean;
  npshrFt: number | null;
  powerHp: number | null;
}

// Water horsepower = Q[gpm] · H[ft] · SG / 3960 (Hydraulic Institute; Karassik, Pump Handbook 4th ed. §2.1).
const GPM_FT_PER_HP = 3960;

/** The curve's rows, with efficiency from shaft power (water, SG 1) where the sheet gives power only. */
export function curveRows(curve: readonly CatalogueCurvePointRecord[]): CurveRow[] {
  return curve.map((point) => {
    const calculated =
      point.efficiency_pct === null && point.power_hp !== null && point.flow_gpm > 0
        ? round((100 * point.flow_gpm * point.head_ft) / (GPM_FT_PER_HP * point.power_hp), 1)
        : null;
    return {
      flowGpm: point.flow_gpm,
      headFt: point.head_ft,
      efficiencyPct: point.efficiency_pct ?? calculated,
      isEfficiencyCalculated: calculated !== null,
      npshrFt: point.npshr_ft,
      powerHp: point.power_hp,
    };
  });
}

/** The best efficiency point: the row with the highest efficiency (the first, on a tie), or null without any. */
export function bestEfficiencyRow(rows: readonly CurveRow[]): CurveRow | null {
  let best: CurveRow | null = null;
  for (const row of rows) {
    if (row.efficiencyPct !== null && (best === null || row.efficiencyPct > (best.efficiencyPct ?? 0))) {
      best = row;
    }
  }
  return best;
}

export function hasNpshr(rows: readonly CurveRow[]): boolean {
  return rows.some((row) => row.npshrFt !== null);
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
