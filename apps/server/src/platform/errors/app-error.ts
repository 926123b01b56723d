import { ERROR_STATUS, type ErrorBody, type ErrorCode, type ErrorReason } from '@specsource/contracts';

/**
 * An error the user can act on: `detail` is shown to them, `code` maps to one HTTP status.
 * Anything that is not an AppError is treated as our fault and answered with a generic 500.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: Record<string, string[]> | undefined;
  /** Response headers that go with the error, e.g. Retry-After on a 429. */
  readonly headers: Record<string, string>;
  /** Set by `because`: the stable name a client branches on (contracts' ERROR_REASONS). */
  reason: ErrorReason | undefined;

  constructor(
    code: ErrorCode,
    detail: string,
    fieldErrors?: Record<string, string[]>,
    headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fieldErrors = fieldErrors;
    this.headers = headers;
  }

  /** Names why, for clients that act on it: `throw new AppError('CONFLICT', detail).because('already_paid')`. */
  because(reason: ErrorReason): this {
    this.reason = reason;
    return this;
  }

  toBody(): ErrorBody {
    return {
      detail: this.message,
      code: this.code,
      ...(this.reason ? { reason: this.reason } : {}),
      ...(this.fieldErrors ? { field_errors: this.fieldErrors } : {}),
    };
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** 429 with Retry-After, for every rate limit. */
export function rateLimitedError(retryAfterS: number, detail: string): AppError {
  return new AppError('RATE_LIMITED', detail, undefined, { 'retry-after': String(retryAfterS) });
}
