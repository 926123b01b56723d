import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@specsource/contracts';

/**
 * An error the user can act on: `detail` is shown to them, `code` maps to one HTTP status.
 * Anything that is not an AppError is treated as our fault and answered with a generic 500.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: Record<string, string[]> | undefined;

  constructor(code: ErrorCode, detail: string, fieldErrors?: Record<string, string[]>) {
    super(detail);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fieldErrors = fieldErrors;
  }

  toBody(): ErrorBody {
    return {
      detail: this.message,
      code: this.code,
      ...(this.fieldErrors ? { field_errors: this.fieldErrors } : {}),
    };
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
