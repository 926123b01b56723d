import type { AnalysisResult, DispatcherResponse, MatchEntry, PumpResults } from '@specsource/contracts';
import {
  analyze,
  type CatalogueIndex,
  DEFAULT_MATCH_LIMIT,
  type Duty,
  type Issue,
  match,
} from '@specsource/pump-engine';
import { type JsonText, toJsonText } from '../../platform/http/serialized-json.ts';

/**
 * What one search computes from a duty: the results as JSON text (the analysis, then the matches), or the
 * engine's field errors when it cannot analyse the duty. Plain data, so it crosses a worker boundary as is.
 */
export type DutySearch =
  | { ok: true; resultsJson: JsonText<DispatcherResponse['results']> }
  | { ok: false; fieldErrors: Record<string, string[]> };

/** The engine's input errors as field errors, keyed by the duty path it names (e.g. `fluid.temperatureF`). */
function engineFieldErrors(issues: readonly Issue[]): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues.filter((candidate) => candidate.severity !== 'warning')) {
    const key = issue.path.join('.') || 'answer';
    fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
  }
  return fieldErrors;
}

/**
 * The CPU-bound part of a dispatcher call, pure: the first-principles analysis, the catalogue match over
 * `index`, and the results written as JSON (the same text is stored and sent). It runs in a search worker
 * (search-pool.ts), or in the server's own thread when there is none.
 */
export function searchDuty(duty: Duty, index: CatalogueIndex): DutySearch {
  const analysis = analyze(duty);
  if (analysis.structured_output === null) {
    return { ok: false, fieldErrors: engineFieldErrors(analysis.issues) };
  }
  // The engine's output is the contract's (pump-results.ts): these assignments compile only while the types agree.
  const analysisResult: AnalysisResult = {
    structured_output: analysis.structured_output,
    issues: analysis.issues.map((issue) => ({ ...issue, path: [...issue.path] })),
    assumptions: analysis.assumptions,
  };
  const matches: MatchEntry[] = match(duty, index, { limit: DEFAULT_MATCH_LIMIT });
  const results: PumpResults = [analysisResult, ...matches];
  return { ok: true, resultsJson: toJsonText(results) };
}
