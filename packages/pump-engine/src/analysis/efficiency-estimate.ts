import type { PsatPumpStyle } from '../formulas/psat-efficiency.ts';
import {
  psatAchievableEfficiency,
  psatAverageEfficiencyPct,
  psatSpecificSpeedCorrection,
} from '../formulas/psat-efficiency.ts';
import { specificSpeedUs } from '../formulas/specific-speed.ts';

// Gülich's correlation is fitted on pumps above ~50 gpm and fell to 27.6 % at 20 gpm / 40 ft; PSAT (HI chart fits,
// reference §3 [V]) gives 54 % there, in line with real small pumps (Wilo Stratos 25/1-8: 52 % wire-to-water at 22 gpm).
const EFFICIENCY_FLOOR = 0.2;
const EFFICIENCY_CEILING = 0.92;

/** PSAT style for a hydraulic layout: multistage, double suction, mixed/axial flow (Ns ≥ 4000) or ANSI/API end suction [J]. */
export function psatStyleFor(input: {
  stages: number;
  eyes: number;
  specificSpeedUs: number;
}): PsatPumpStyle {
  if (input.stages > 1) {
    return 'MULTISTAGE_BOILER_FEED';
  }
  if (input.specificSpeedUs >= 4000) {
    return 'VERTICAL_TURBINE';
  }
  return input.eyes === 2 ? 'DOUBLE_SUCTION' : 'END_SUCTION_ANSI_API';
}

/** Water BEP efficiency of an ideal pump, fraction: PSAT achievable efficiency (reference §3 [V]) within 20–92 % [J]. */
export function idealWaterEfficiency(input: {
  flowGpm: number;
  headFt: number;
  speedRpm: number;
  stages: number;
  eyes: number;
}): number {
  const ns = specificSpeedUs({
    speedRpm: input.speedRpm,
    flowGpm: input.flowGpm / input.eyes,
    headFt: input.headFt / input.stages,
  });
  const eta = psatAchievableEfficiency({
    style: psatStyleFor({ stages: input.stages, eyes: input.eyes, specificSpeedUs: ns }),
    flowGpm: input.flowGpm,
    headFt: input.headFt,
    speedRpm: input.speedRpm,
    stages: input.stages,
    // Water-test value: the engine applies HI 9.6.7 itself, on the per-eye, per-stage BEP, above 1.75 cSt.
    viscosityCst: null,
  });
  return Math.min(EFFICIENCY_CEILING, Math.max(EFFICIENCY_FLOOR, eta));
}

/**
 * Typical water BEP efficiency, fraction: PSAT's HI-chart average for the style and flow less its specific-speed
 * correction, (η_pre − ΔSS), without the deviation factor that lifts it to the achievable line (AMO-Tools-Suite
 * OptimalPrePumpEff and OptimalSpecificSpeedCorrection; reference §3 [V]); within 20–92 % [J].
 */
export function idealTypicalEfficiency(input: {
  flowGpm: number;
  headFt: number;
  speedRpm: number;
  stages: number;
  eyes: number;
}): number {
  const style = psatStyleFor({
    stages: input.stages,
    eyes: input.eyes,
    specificSpeedUs: specificSpeedUs({
      speedRpm: input.speedRpm,
      flowGpm: input.flowGpm / input.eyes,
      headFt: input.headFt / input.stages,
    }),
  });
  const ns = specificSpeedUs({
    speedRpm: input.speedRpm,
    flowGpm: input.flowGpm,
    headFt: input.headFt / input.stages,
  });
  const eta =
    psatAverageEfficiencyPct({ style, flowGpm: input.flowGpm }) / 100 -
    psatSpecificSpeedCorrection({ style, specificSpeedUs: ns });
  return Math.min(EFFICIENCY_CEILING, Math.max(EFFICIENCY_FLOOR, eta));
}
