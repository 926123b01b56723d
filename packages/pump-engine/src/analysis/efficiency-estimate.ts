import type { PsatPumpStyle } from '../formulas/psat-efficiency.ts';
import {
  psatAchievableEfficiency,
  psatAverageEfficiencyPct,
  psatSpecificSpeedCorrection,
} from '../formulas/psat-efficiency.ts';
import { specificSpeedUs } from '../formulas/specific-speed.ts';

// Gülich's correlation is fitted on pumps above ~50 gpm and fell to 27.6 % at 20 gpm / 40 ft; PSAT (HI chart fits,
// docs/reference/pump-engineering.md §3 [V]) gives 54 % there, in line with real small pumps (Wilo Stratos 25/1-8: 52 %
// wire-to-water at 22 gpm).
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

interface IdealHydraulics {
  readonly flowGpm: number;
  readonly headFt: number;
  readonly speedRpm: number;
  readonly stages: number;
  readonly eyes: number;
}

/** An ideal pump layout's specific speed per eye and stage (HI EDB Eq. 1.D.1). */
function layoutSpecificSpeedUs(input: IdealHydraulics): number {
  return specificSpeedUs({
    speedRpm: input.speedRpm,
    flowGpm: input.flowGpm / input.eyes,
    headFt: input.headFt / input.stages,
  });
}

/** The PSAT style of an ideal pump's layout, from its specific speed per eye and stage. */
function idealStyle(input: IdealHydraulics, specificSpeedPerEyeAndStage: number): PsatPumpStyle {
  return psatStyleFor({
    stages: input.stages,
    eyes: input.eyes,
    specificSpeedUs: specificSpeedPerEyeAndStage,
  });
}

const bounded = (eta: number) => Math.min(EFFICIENCY_CEILING, Math.max(EFFICIENCY_FLOOR, eta));

/**
 * Water BEP efficiency of an ideal pump, fraction: PSAT achievable efficiency (docs/reference/pump-engineering.md §3
 * [V]) within 20–92 % [J]. A caller that has the layout's specific speed per eye and stage passes it (the ideal design
 * scores several layouts), so it is not taken twice.
 */
export function idealWaterEfficiency(
  input: IdealHydraulics,
  specificSpeedPerEyeAndStage = layoutSpecificSpeedUs(input),
): number {
  return bounded(
    psatAchievableEfficiency({
      style: idealStyle(input, specificSpeedPerEyeAndStage),
      flowGpm: input.flowGpm,
      headFt: input.headFt,
      speedRpm: input.speedRpm,
      stages: input.stages,
      // Water-test value: the engine applies HI 9.6.7 itself, on the per-eye, per-stage BEP, above 1.75 cSt.
      viscosityCst: null,
    }),
  );
}

/**
 * Typical water BEP efficiency, fraction: PSAT's HI-chart average for the style and flow less its specific-speed
 * correction (per stage, all eyes, as PSAT passes it), (η_pre − ΔSS), without the deviation factor that lifts it to the
 * achievable line (AMO-Tools-Suite OptimalPrePumpEff and OptimalSpecificSpeedCorrection;
 * docs/reference/pump-engineering.md §3 [V]); 20–92 % [J].
 */
export function idealTypicalEfficiency(input: IdealHydraulics): number {
  const style = idealStyle(input, layoutSpecificSpeedUs(input));
  const ns = specificSpeedUs({
    speedRpm: input.speedRpm,
    flowGpm: input.flowGpm,
    headFt: input.headFt / input.stages,
  });
  return bounded(
    psatAverageEfficiencyPct({ style, flowGpm: input.flowGpm }) / 100 -
      psatSpecificSpeedCorrection({ style, specificSpeedUs: ns }),
  );
}
