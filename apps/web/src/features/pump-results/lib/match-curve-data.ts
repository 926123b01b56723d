import type { PumpDetail } from '@specsource/contracts';
import { bestEfficiencyRow, type CurveRow, operatingCurveRows } from '../../../lib/pump-curve.ts';
import { toNumber } from './format-result.ts';
import type { MatchView } from './read-results.ts';

export interface MatchCurveData {
  rows: CurveRow[];
  bep: CurveRow | null;
  /** The duty (flow, head) the engine analysed the pump at, when it sent them. */
  systemPoint: { flowGpm: number; headFt: number } | undefined;
  diameterIn: number;
  speedRpm: number;
}

/**
 * The match's catalogue curve moved to the impeller diameter and speed the engine found for the duty (its analysis'
 * Impeller_Diameter_BEP_in and RPM), so the duty point sits on the curve; without them, the catalogue curve as it is.
 */
export function matchCurveData(pump: PumpDetail, match: MatchView): MatchCurveData {
  const analysis = match.analysis ?? {};
  const diameterIn = toNumber(analysis.Impeller_Diameter_BEP_in) ?? pump.impeller_diameter_max_in;
  const speedRpm = toNumber(analysis.RPM) ?? pump.nominal_speed_rpm;
  const rows = operatingCurveRows(pump.curve, {
    diameterRatio: diameterIn / pump.impeller_diameter_max_in,
    speedRatio: speedRpm / pump.nominal_speed_rpm,
  });
  const flow = toNumber(analysis.Flow_gpm);
  const head = toNumber(analysis.Head_ft);
  return {
    rows,
    bep: bestEfficiencyRow(rows),
    systemPoint: flow === null || head === null ? undefined : { flowGpm: flow, headFt: head },
    diameterIn,
    speedRpm,
  };
}
