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

/** ANSI/HI 9.6.3 preferred operating region: 70–120 % of BEP flow (the engine ranks by the same bounds). */
export const PREFERRED_REGION_MIN_FRACTION = 0.7;
export const PREFERRED_REGION_MAX_FRACTION = 1.2;

/** The flow range of the preferred operating region around `bep`, in gpm. */
export function preferredRegionGpm(bep: CurveRow): { fromGpm: number; toGpm: number } {
  return {
    fromGpm: round(bep.flowGpm * PREFERRED_REGION_MIN_FRACTION, 2),
    toGpm: round(bep.flowGpm * PREFERRED_REGION_MAX_FRACTION, 2),
  };
}

/** How a catalogue pump runs at the duty: its impeller diameter and speed against the catalogue's (max, nominal). */
export interface OperatingRatios {
  /** Operating diameter / maximum diameter (1 without a trim). */
  diameterRatio: number;
  /** Operating speed / catalogue speed (a VFD, or the 50/60 Hz change). */
  speedRatio: number;
}

/**
 * The max-diameter, nominal-speed curve moved to the operating diameter and speed by the affinity laws, as the engine
 * does (HI EDB §3: Q ∝ x, H ∝ x², η unchanged at the corresponding point, P ∝ x³). NPSHr follows the engine too: a trim
 * keeps the impeller eye, so NPSHr at a flow is unchanged; speed scales it by s² at Q/s (Karassik).
 */
export function operatingCurveRows(
  curve: readonly CatalogueCurvePointRecord[],
  { diameterRatio, speedRatio }: OperatingRatios,
): CurveRow[] {
  const ratio = diameterRatio * speedRatio;
  return curveRows(curve).map((row) => {
    const npshrAtMaxCurve = interpolateNpshr(curve, row.flowGpm * diameterRatio);
    return {
      ...row,
      flowGpm: round(row.flowGpm * ratio, 2),
      headFt: round(row.headFt * ratio ** 2, 2),
      npshrFt: npshrAtMaxCurve === null ? null : round(npshrAtMaxCurve * speedRatio ** 2, 2),
      powerHp: row.powerHp === null ? null : round(row.powerHp * ratio ** 3, 2),
    };
  });
}

/** NPSHr at `flowGpm` by linear interpolation between published points (as the engine reads curves), or null. */
function interpolateNpshr(curve: readonly CatalogueCurvePointRecord[], flowGpm: number): number | null {
  for (let i = 0; i < curve.length; i += 1) {
    const point = curve[i];
    const next = curve[i + 1];
    if (point === undefined) {
      break;
    }
    if (point.flow_gpm === flowGpm) {
      return point.npshr_ft;
    }
    if (next !== undefined && point.flow_gpm < flowGpm && flowGpm < next.flow_gpm) {
      if (point.npshr_ft === null || next.npshr_ft === null) {
        return null;
      }
      const t = (flowGpm - point.flow_gpm) / (next.flow_gpm - point.flow_gpm);
      return point.npshr_ft + t * (next.npshr_ft - point.npshr_ft);
    }
  }
  return null;
}
