import {
  type CreateRequestBody,
  type CreateRequestResponse,
  CreateRequestResponseSchema,
  createRequest,
  ErrorBodySchema,
  IDEMPOTENCY_KEY_HEADER,
} from '@specsource/contracts';
import { ApiError } from '../../../lib/api-error.ts';
import { CSRF_HEADER, readCsrfToken } from '../../../lib/csrf.ts';
import {
  fallbackForStatus,
  UNEXPECTED_ANSWER_DETAIL,
  UNREACHABLE_DETAIL,
} from '../../../lib/error-fallbacks.ts';

// spec: marketplace §8 — a failed submit toasts the server's message, or this.
export const SUBMIT_FAILED = 'An error occurred';

/**
 * POST /api/request/ (spec: marketplace §7): JSON, or multipart with `form_data` (the JSON body) and
 * `file_comment` when there is a file. Sent here rather than through `call`/`callWithForm` because the
 * shared client cannot send extra headers yet, and this call needs its Idempotency-Key.
 */
export async function sendCreateRequest(
  body: CreateRequestBody,
  { file, idempotencyKey }: { file: File | null; idempotencyKey: string },
): Promise<CreateRequestResponse> {
  const headers = new Headers({ Accept: 'application/json', [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
  const csrfToken = readCsrfToken();
  if (csrfToken !== null) {
    headers.set(CSRF_HEADER, csrfToken);
  }
  let payload: BodyInit;
  if (file === null) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  } else {
    const form = new FormData();
    form.append('form_data', JSON.stringify(body));
    form.append('file_comment', file, file.name);
    payload = form;
  }

  let response: Response;
  try {
    response = await fetch(createRequest.path, {
      method: createRequest.method,
      headers,
      body: payload,
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError({ status: 0, code: 'UNAVAILABLE', detail: UNREACHABLE_DETAIL, cause: error });
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = ErrorBodySchema.safeParse(answer);
    throw error.success
      ? new ApiError({
          status: response.status,
          code: error.data.code,
          detail: error.data.detail,
          fieldErrors: error.data.field_errors,
        })
      : new ApiError({
          status: response.status,
          code: fallbackForStatus(response.status).code,
          detail: SUBMIT_FAILED,
          cause: answer,
        });
  }
  const parsed = CreateRequestResponseSchema.safeParse(answer);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'INTERNAL',
      detail: UNEXPECTED_ANSWER_DETAIL,
      cause: parsed.error,
    });
  }
  return parsed.data;
}
