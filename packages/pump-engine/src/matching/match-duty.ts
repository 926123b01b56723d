import type { FluidService } from '../fluids/library.ts';
import type { MatchRules } from './match-rules.ts';

/** The duty as the matcher needs it (engine units, after normaliseDuty): one pump's share of the flow. */
export interface MatchDuty {
  readonly flowGpm: number;
  readonly headFt: number;
  readonly specificGravity: number;
  readonly service: FluidService;
  readonly temperatureF: number;
  readonly npshAvailableFt: number | null;
  /** Kinematic viscosity, cSt: above CLEAN_WATER_MAX_CST a pump's water efficiency is corrected (HI 9.6.7). */
  readonly viscosityCst: number;
  readonly rules: MatchRules;
}
