/** Where an issue points in the input, zod-style: `['flowRate', 'value']`. */
export type IssuePath = readonly (string | number)[];

/** One problem or caution, as data (errors are data, in zod's issue shape). */
export interface Issue {
  readonly code: IssueCode;
  readonly path: IssuePath;
  readonly message: string;
  /** `error`: the input cannot be analysed as given; `warning`: analysed, but look at this. */
  readonly severity: 'error' | 'warning';
}

export type IssueCode =
  | 'required'
  | 'invalid_number'
  | 'unknown_unit'
  | 'out_of_range'
  | 'unknown_fluid'
  | 'correlation_range'
  | 'viscosity_out_of_range'
  | 'off_bep'
  | 'cavitation_risk'
  | 'npsh_unknown'
  | 'no_standard_size'
  | 'duty_not_reachable'
  | 'motor_overload_at_runout'
  | 'below_minimum_flow'
  | 'invalid_curve'
  | 'not_computable'
  | 'constraint_not_met';

/** A value or the issue that stopped it. */
export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly issue: Issue };

/** Builds an error issue. */
export function issueError(code: IssueCode, path: IssuePath, message: string): Issue {
  return { code, path, message, severity: 'error' };
}

/** Builds a warning issue. */
export function issueWarning(code: IssueCode, path: IssuePath, message: string): Issue {
  return { code, path, message, severity: 'warning' };
}

/** Wraps a value as a successful result. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** Wraps an error issue as a failed result. */
export function fail<T>(code: IssueCode, path: IssuePath, message: string): Result<T> {
  return { ok: false, issue: issueError(code, path, message) };
}
