import { z } from './zod-mini.ts';

/** Machine-readable error codes; the server maps each to one HTTP status. */
export const ERROR_CODES = [
  'VALIDATION',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CSRF',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CSRF: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/**
 * Why a request was refused, where a client acts on more than the code: a stable name to branch on, since
 * `detail` is a sentence for people and its wording may change.
 */
export const ERROR_REASONS = [
  /** The order (or its payment) is already paid: show it as paid instead of the card form. */
  'already_paid',
  /** The part has no sub-code for this search: the wizard leaves the sub-code field empty and goes on. */
  'no_sub_code',
] as const;

export type ErrorReason = (typeof ERROR_REASONS)[number];

/** Every 4xx/5xx body: `detail` is a sentence a user can act on; `reason`, where present, is for code. */
export const ErrorBodySchema = z.object({
  detail: z.string(),
  code: z.enum(ERROR_CODES),
  reason: z.optional(z.enum(ERROR_REASONS)),
  field_errors: z.optional(z.record(z.string(), z.array(z.string()))),
});

export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** The code an error status implies when the body is not ours (a proxy's 502, Fastify's own 415…). */
const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  502: 'UNAVAILABLE',
  503: 'UNAVAILABLE',
  504: 'UNAVAILABLE',
};

export function errorCodeForStatus(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}
