import type { ConstraintId } from '../analysis/selection-rules.ts';
import type { StructuredOutput } from '../analysis/structured-output.ts';

/** One catalogue pump that meets the duty (docs/spec/pump-selection-spec.md §3 'Match results'). */
export interface PumpMatch {
  Manufacturer: string;
  Series: string;
  Model: string;
  /** List price in `Currency`, 2 decimals; null when unknown. */
  Price: number | null;
  Currency: string | null;
  /** The maker's product page when the catalogue has one, else the in-app pump page `/pumps/{id}`. */
  Link: string;
  /** 0–100: round(100 · score · data-completeness factor), see confidenceLevel. */
  confidence_level: number;
  /** Plain sentences built from the analysis numbers. */
  ai_reasoning: string;
  pump_id: string;
  /** The ranking score in [0, 1], see SCORE_WEIGHTS. */
  score: number;
  /** analyzeWithPump(duty, pump).structured_output. */
  analysis: StructuredOutput;
}

/** The single entry returned when nothing is feasible. */
export interface NoMatch {
  Manufacturer: '';
  Series: '';
  Model: 'No Matches Found';
  Price: null;
  Currency: null;
  Link: '';
  confidence_level: 0;
  /** Plain text: the failing constraint(s), the nearest miss and by how much, and what to change. */
  ai_reasoning: string;
  /** The same as minimal safe HTML (escaped text in <p> and <ul><li>). */
  explanation: string;
  /** Pumps that meet the flow and head (hydraulics, NPSH, motor) before the stated constraints; 0 when none does. */
  hydraulic_matches: number;
  /**
   * Pumps sized near the duty the relaxed search solved: all of them in a catalogue of production size, the nearest
   * RELAXED_SEARCH_BUDGET of a huge one (the counts are then of those); 0 when no constraint was the cause.
   */
  pumps_examined: number;
  /** Per stated constraint, how many of those pumps it removed, and how many it alone removed. */
  constraint_removals: ConstraintRemoval[];
  /** The best pump that breaks the fewest constraints, clearly marked with what it relaxes; null when there is none. */
  relaxed_alternative: RelaxedAlternative | null;
}

/** How many hydraulically suitable pumps one constraint removed. */
export interface ConstraintRemoval {
  constraint: ConstraintId;
  label: string;
  removed: number;
  /** Removed by this constraint and no other: relaxing it alone would bring them back. */
  removed_alone: number;
}

/** A catalogue pump offered although it breaks a stated constraint: a match plus what it relaxes. */
export interface RelaxedAlternative extends PumpMatch {
  relaxes: { constraint: ConstraintId; label: string; reason: string }[];
}

export type MatchEntry = PumpMatch | NoMatch;
