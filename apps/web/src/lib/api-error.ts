import type { ErrorCode } from '@specsource/contracts';

export interface ApiErrorInit {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  code: ErrorCode;
  /** A sentence the user can act on (DESIGN.md 'Errors'). */
  detail: string;
  fieldErrors?: Record<string, string[]>;
  cause?: unknown;
}

/** Every failed API call, whatever went wrong, surfaces as this one typed error. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode;
  readonly detail: string;
  readonly fieldErrors: Record<string, string[]>;

  constructor({ status, code, detail, fieldErrors = {}, cause }: ApiErrorInit) {
    super(detail, { cause });
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.fieldErrors = fieldErrors;
  }
}

export function isApiError(error: unknown, code?: ErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
