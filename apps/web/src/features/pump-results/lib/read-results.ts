import {
  NO_MATCHES_MODEL,
  readStructuredOutput,
  SELECTION_CONSTRAINTS,
  type StructuredOutput,
} from '@specsource/contracts';
import { toNumber } from './format-result.ts';

/**
 * What the results screen takes: a dispatcher answer, or a stored one in the legacy flat format
 * (docs/spec/pump-selection-spec.md §3).
 */
export interface PumpSearchResponse {
  results: readonly unknown[];
  search_params?: {
    flow_rate?: { value: number; unit: string };
    differential_head?: { value: number; unit: string };
  };
}

export interface EngineNote {
  message: string;
  severity: 'error' | 'warning' | undefined;
}

/**
 * The engine's structured output as the results screen reads it: each field typed by the contract (pump-results.ts),
 * missing where an older stored search lacks it.
 */
export type AnalysisOutput = Readonly<Partial<StructuredOutput>>;

/** results[0]: the engine's structured output (with its notes), or the legacy flat analysis. */
export type AnalysisView =
  | {
      kind: 'structured';
      output: AnalysisOutput;
      issues: EngineNote[];
      assumptions: string[];
    }
  | { kind: 'legacy'; values: Readonly<Record<string, unknown>> };

export interface MatchView {
  manufacturer: string;
  series: string;
  model: string;
  price: number | null;
  currency: string | null;
  link: string;
  /** 0–100, or null when the entry gave none. */
  confidenceLevel: number | null;
  reasoning: string;
  pumpId: string | null;
  /** The engine's analysis of this pump at the duty (structured output fields), when it sent one. */
  analysis: AnalysisOutput | null;
}

/** A pump offered although it breaks stated constraints, with the labels of what it relaxes. */
export interface RelaxedAlternativeView extends MatchView {
  relaxes: string[];
}

export interface NoMatchView {
  /** The explanation as HTML (docs/spec/pump-selection-spec.md §3: a 'No Matches Found' entry carries it), or null. */
  explanationHtml: string | null;
  /** The same suggestion as plain text. */
  reasoning: string;
  /** The best pump that breaks the fewest stated constraints, when the constraints removed every pump. */
  relaxedAlternative: RelaxedAlternativeView | null;
}

export interface ResultsView {
  analysis: AnalysisView | null;
  /** Results 2 to 4 (docs/spec/pump-selection-spec.md §9: 3 top matches), without the no-match entry. */
  matches: MatchView[];
  noMatch: NoMatchView | null;
}

// docs/spec/pump-selection-spec.md §9 — top matches shown: 3, from result positions 2 to 4.
export const TOP_MATCHES_SHOWN = 3;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function readAnalysis(entry: unknown): AnalysisView | null {
  if (!isRecord(entry)) {
    return null;
  }
  if (isRecord(entry.structured_output)) {
    const issues = Array.isArray(entry.issues) ? entry.issues.filter(isRecord) : [];
    return {
      kind: 'structured',
      output: readStructuredOutput(entry.structured_output),
      issues: issues.map((issue) => ({
        message: text(issue.message),
        severity: issue.severity === 'error' || issue.severity === 'warning' ? issue.severity : undefined,
      })),
      assumptions: Array.isArray(entry.assumptions)
        ? entry.assumptions.filter((item): item is string => typeof item === 'string')
        : [],
    };
  }
  return { kind: 'legacy', values: entry };
}

// docs/spec/pump-selection-spec.md §3 — both spellings occur: confidence_level / confidenceLevel, ai_reasoning /
// explanation.
function readMatch(entry: Record<string, unknown>): MatchView {
  const confidence = toNumber(entry.confidence_level ?? entry.confidenceLevel);
  return {
    manufacturer: text(entry.Manufacturer),
    series: text(entry.Series),
    model: text(entry.Model),
    price: toNumber(entry.Price),
    currency: typeof entry.Currency === 'string' ? entry.Currency : null,
    link: text(entry.Link),
    confidenceLevel: confidence,
    reasoning: text(entry.ai_reasoning) || stripTags(text(entry.explanation)),
    pumpId: typeof entry.pump_id === 'string' ? entry.pump_id : null,
    analysis: isRecord(entry.analysis) ? readStructuredOutput(entry.analysis) : null,
  };
}

const CONSTRAINTS: readonly string[] = SELECTION_CONSTRAINTS;

function readRelaxedAlternative(entry: unknown): RelaxedAlternativeView | null {
  if (!isRecord(entry) || !Array.isArray(entry.relaxes)) {
    return null;
  }
  const relaxes = entry.relaxes
    .filter(isRecord)
    .filter((item) => typeof item.constraint === 'string' && CONSTRAINTS.includes(item.constraint))
    .map((item) => text(item.label));
  return { ...readMatch(entry), relaxes };
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The analysis, the top matches and the no-match suggestion of a search's results. docs/spec/pump-selection-spec.md §4
 * shows the no-match panel when the second result is 'No Matches Found'; the table lists the real matches among results
 * 2 to 4 (one real match is shown too: the spec's 'more than 2 results' would hide a single match, which no user would
 * want).
 */
export function readResults(response: PumpSearchResponse): ResultsView {
  const [first, ...rest] = response.results;
  const entries = rest.filter(isRecord).slice(0, TOP_MATCHES_SHOWN);
  const noMatchEntry = entries.find((entry) => entry.Model === NO_MATCHES_MODEL);
  return {
    analysis: readAnalysis(first),
    matches: entries.filter((entry) => entry.Model !== NO_MATCHES_MODEL).map(readMatch),
    noMatch:
      noMatchEntry === undefined
        ? null
        : {
            explanationHtml: typeof noMatchEntry.explanation === 'string' ? noMatchEntry.explanation : null,
            reasoning: text(noMatchEntry.ai_reasoning) || stripTags(text(noMatchEntry.explanation)),
            relaxedAlternative: readRelaxedAlternative(noMatchEntry.relaxed_alternative),
          },
  };
}
