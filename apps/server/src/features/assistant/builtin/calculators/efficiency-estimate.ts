import { psatAchievableEfficiency, specificSpeedUs } from '@specsource/pump-engine';
import { type Facts, FROM_QUESTION, type Sourced, speedsOf } from '../facts.ts';
import { formatNumber, withUnit } from '../format.ts';
import { candidateSpeeds } from './calculator.ts';

// The pump efficiency the power and energy answers use when the question gives none: the engine's method for an
// ideal pump at the better of the two usual motor speeds.

export interface EfficiencyEstimate {
  readonly efficiency: number;
  readonly speed: Sourced;
  readonly note: string;
}

/** The engine's ideal-pump efficiency: DOE PSAT achievable efficiency (HI chart fits), clamped to 20–92 %. */
export function estimateEfficiency(facts: Facts, flowGpm: number, headFt: number): EfficiencyEstimate {
  const typedSpeed = speedsOf(facts)[0];
  const candidates = candidateSpeeds(facts);
  let best: { efficiency: number; speed: number } | null = null;
  for (const speed of candidates) {
    const ns = specificSpeedUs({ speedRpm: speed, flowGpm, headFt });
    const efficiency = Math.min(
      0.92,
      Math.max(
        0.2,
        psatAchievableEfficiency({
          style: ns >= 4000 ? 'VERTICAL_TURBINE' : 'END_SUCTION_ANSI_API',
          flowGpm,
          headFt,
          speedRpm: speed,
          stages: 1,
          viscosityCst: null,
        }),
      ),
    );
    if (best === null || efficiency > best.efficiency) {
      best = { efficiency, speed };
    }
  }
  const chosen = best ?? { efficiency: 0.7, speed: 3560 };
  const speed: Sourced =
    typedSpeed !== undefined
      ? { value: chosen.speed, shown: withUnit(chosen.speed, 'rpm'), source: FROM_QUESTION }
      : {
          value: chosen.speed,
          shown: withUnit(chosen.speed, 'rpm'),
          source: `assumed: the ${candidates.map((s) => formatNumber(s)).join(' / ')} rpm motor speed with the better estimated efficiency`,
        };
  return {
    efficiency: chosen.efficiency,
    speed,
    note: `Estimated pump efficiency ${formatNumber(chosen.efficiency * 100)} % at BEP — DOE PSAT "achievable efficiency" (fits of the Hydraulic Institute efficiency charts), as the pump engine uses for an ideal pump; a real pump's curve will differ by a few points.`,
  };
}
