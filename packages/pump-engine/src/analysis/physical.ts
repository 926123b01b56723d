import type { FluidState } from '../fluids/resolve-fluid.ts';
import { frameShaftHeightIn, frameWidthIn } from '../formulas/motor.ts';
import type { PumpDesign } from './pump-design.ts';

// Typical TEFC motor length C, in, and weight, lb, by frame size (two digits) [J: catalogue medians, ±30 %;
// weights are the middle of docs/reference/pump-engineering.md §1 'Estimated_Weight_lbs' ranges].
const MOTOR_BY_FRAME: Record<string, { lengthIn: number; weightLb: number }> = {
  '14': { lengthIn: 13, weightLb: 58 },
  '18': { lengthIn: 16, weightLb: 105 },
  '21': { lengthIn: 19, weightLb: 175 },
  '25': { lengthIn: 24, weightLb: 295 },
  '28': { lengthIn: 28, weightLb: 440 },
  '32': { lengthIn: 31, weightLb: 635 },
  '36': { lengthIn: 35, weightLb: 925 },
  '40': { lengthIn: 39, weightLb: 1250 },
  '44': { lengthIn: 46, weightLb: 1800 },
};

/** Motor length and weight from its frame; frames above 445T (or unknown) scale with rating [J]. */
export function motorSize(
  frame: string | null,
  ratedHp: number,
): { lengthIn: number; weightLb: number; heightIn: number; widthIn: number } {
  const known = frame === null ? undefined : MOTOR_BY_FRAME[frame.slice(0, 2)];
  if (frame !== null && known !== undefined) {
    return { ...known, heightIn: frameShaftHeightIn(frame), widthIn: frameWidthIn(frame) };
  }
  // Beyond the T-frame table: 449T/5000-frame class, weight ≈ 10 lb/hp [J].
  return { lengthIn: 55, weightLb: 10 * ratedHp, heightIn: 12.5, widthIn: 25 };
}

/**
 * Bare pump weight, lb: 90·(D/6)^2.45, fitted to ~90 lb (1x1.5-6) and ~600 lb (3x4-13) ANSI pumps
 * (docs/reference/pump-engineering.md §1) [J].
 */
export function barePumpWeightLb(design: PumpDesign): number {
  const single = 90 * (design.casingDiameterIn / 6) ** 2.45;
  const suctionFactor = design.eyes === 2 ? 1.8 : 1;
  return single * suctionFactor * (1 + 0.45 * (design.stages - 1));
}

/** Envelope of the set, in: pump + coupling guard + motor on a baseplate, or stacked for vertical pumps [J; NEMA MG-1 §4.4.1 for D and A]. */
export function envelopeIn(
  design: PumpDesign,
  motor: { lengthIn: number; heightIn: number; widthIn: number },
): {
  lengthIn: number;
  widthIn: number;
  heightIn: number;
} {
  const d = design.casingDiameterIn;
  const stageLength = 0.45 * d * (design.stages - 1);
  if (design.isVertical) {
    // Flange-to-flange about 1.5·D + 10; pump casing height about 1.2·D + 6; motor stacked on top.
    const pumpHeight = 1.2 * d + 6 + stageLength;
    return {
      lengthIn: 1.5 * d + 10,
      widthIn: Math.max(motor.widthIn, d + 6),
      heightIn: pumpHeight + motor.lengthIn + 4,
    };
  }
  const pumpLength = (design.eyes === 2 ? 1.2 * d + 12 : 10 + 1.6 * d) + stageLength;
  const baseplate = 4;
  return {
    lengthIn: pumpLength + 6 + motor.lengthIn,
    widthIn: Math.max(motor.widthIn, design.eyes === 2 ? 2 * d : d + 4) + 6,
    heightIn: Math.max(motor.heightIn + motor.widthIn / 2, 1.5 * d + 1) + baseplate,
  };
}

/** Baseplate and coupling weight, lb: 100–600 lb scaled with the set (docs/reference/pump-engineering.md §1) [J]. */
export function baseplateWeightLb(design: PumpDesign, setWeightLb: number): number {
  return design.isVertical ? 0 : Math.min(600, Math.max(100, 0.25 * setWeightLb));
}

/**
 * Lead time, weeks, by construction and service (docs/reference/pump-engineering.md §1 'Estimated_Lead_Time_weeks')
 * [J].
 */
export function leadTimeWeeks(design: PumpDesign, fluid: FluidState, ratedHp: number): number {
  const base: Record<PumpDesign['family'], number> = {
    inline: ratedHp <= 10 ? 2 : 5,
    'end-suction': ratedHp <= 50 ? 6 : 8,
    'api-overhung': 24,
    'split-case': 12,
    'vertical-multistage': 5,
    'horizontal-multistage': 20,
    'vertical-turbine': 16,
    axial: 20,
    submersible: 6,
    'low-specific-speed': 8,
  };
  const alloy = fluid.service === 'seawater' || fluid.temperatureF > 350 ? 8 : 0;
  return base[design.family] + alloy;
}

/**
 * Design life, years: 20 (API 610 basis); 15 for small commercial inline sets (docs/reference/pump-engineering.md §1
 * 'Estimated_Lifetime') [J].
 */
export function lifetimeYears(design: PumpDesign, ratedHp: number): number {
  return design.family === 'inline' || ratedHp < 5 ? 15 : 20;
}
