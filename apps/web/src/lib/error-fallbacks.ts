import { type ErrorCode, MESSAGES } from '@specsource/contracts';

export const UNREACHABLE_DETAIL = 'Cannot reach SpecSource. Check your connection and try again.';
export const UNEXPECTED_ANSWER_DETAIL =
  'SpecSource sent an answer this page does not understand. Reload the page to get the latest version.';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
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

const DETAIL_BY_CODE: Partial<Record<ErrorCode, string>> = {
  BAD_REQUEST: 'SpecSource could not handle this request. Check what you entered and try again.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  FORBIDDEN: 'Your account is not allowed to do this.',
  NOT_FOUND: 'This item no longer exists. Go back and pick another one.',
  CONFLICT: 'This changed in the meantime. Reload the page and try again.',
  PAYLOAD_TOO_LARGE: 'This is too large to send. Choose a smaller file.',
  RATE_LIMITED: 'Too many attempts. Wait a minute and try again.',
  UNAVAILABLE: 'SpecSource is briefly unavailable. Please try again in a moment.',
};

/**
 * For error answers without our `{detail, code}` body (a proxy's HTML 502, say): the code the status
 * implies and a detail the user can act on.
 */
export function fallbackForStatus(status: number): { code: ErrorCode; detail: string } {
  const code = CODE_BY_STATUS[status] ?? 'INTERNAL';
  return { code, detail: DETAIL_BY_CODE[code] ?? MESSAGES.internalError };
}
