import { type ErrorCode, errorCodeForStatus, MESSAGES } from '@specsource/contracts';

export const UNREACHABLE_DETAIL = 'Cannot reach SpecSource. Check your connection and try again.';
export const UNEXPECTED_ANSWER_DETAIL =
  'SpecSource sent an answer this page does not understand. Reload the page to get the latest version.';

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
  const code = errorCodeForStatus(status);
  return { code, detail: DETAIL_BY_CODE[code] ?? MESSAGES.internalError };
}
