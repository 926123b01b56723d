import type { PartTypeConfig } from '@specsource/contracts';
import { TOP_MATCHES_SHOWN } from './read-results.ts';

/** Which parts of the results a part type shows (docs/spec/pump-selection-spec.md §3 'part-type configuration'). */
export interface ResultsDisplay {
  showAnalysis: boolean;
  showMatches: boolean;
  showNoMatchPanel: boolean;
  /** How many matches the table lists, 1 to 3. */
  maxMatches: number;
  showFeedback: boolean;
}

/** Before the configuration is here (or when it cannot be loaded), everything shows, as it always did. */
export const SHOW_EVERYTHING: ResultsDisplay = {
  showAnalysis: true,
  showMatches: true,
  showNoMatchPanel: true,
  maxMatches: TOP_MATCHES_SHOWN,
  showFeedback: true,
};

/**
 * The part type's result flags, with its feature switches on top: a type whose 'first principles' or 'match results'
 * feature is off shows neither, whatever its result flags say (docs/spec/pump-selection-spec.md §9 lists both).
 */
export function resultsDisplayOf(config: PartTypeConfig | undefined): ResultsDisplay {
  if (config === undefined) {
    return SHOW_EVERYTHING;
  }
  const { features, results } = config;
  return {
    showAnalysis: features.firstPrinciples && results.showFirstPrinciples,
    showMatches: features.matchResults && results.showTopMatches,
    showNoMatchPanel: results.showNoMatchPanel,
    maxMatches: Math.min(Math.max(1, Math.trunc(results.maxMatches)), TOP_MATCHES_SHOWN),
    showFeedback: features.feedback,
  };
}
