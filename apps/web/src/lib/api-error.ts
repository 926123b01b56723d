import type { ErrorCode, ErrorReason } from '@specsource/contracts';

export interface ApiErrorInit {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  code: ErrorCode;
  /** A sentence the user can act on (docs/design.md 'Errors'). */
  detail: string;
  /** The server's stable name for why (contracts' ERROR_REASONS): branch on this, never on `detail`. */
  reason?: ErrorReason | undefined;
  fieldErrors?: Record<string, string[]>;
  cause?: unknown;
}

/** Every failed API call, whatever went wrong, surfaces as this one typed error. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode;
  readonly detail: string;
  readonly reason: ErrorReason | undefined;
  readonly fieldErrors: Record<string, string[]>;

  constructor({ status, code, detail, reason, fieldErrors = {}, cause }: ApiErrorInit) {
    super(detail, { cause });
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.reason = reason;
    this.fieldErrors = fieldErrors;
  }
}

export function isApiError(error: unknown, code?: ErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
