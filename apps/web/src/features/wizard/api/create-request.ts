import {
  type CreateRequestBody,
  type CreateRequestResponse,
  createRequestEndpoint,
  IDEMPOTENCY_KEY_HEADER,
} from '@specsource/contracts';
import { call, callWithForm } from '../../../lib/api-client.ts';

// docs/spec/marketplace-spec.md §8 — a failed submit toasts the server's message, or this.
export const SUBMIT_FAILED = 'An error occurred';

/**
 * POST /api/request/ (docs/spec/marketplace-spec.md §7): JSON, or multipart with `form_data` (the JSON body) and
 * `file_comment` when there is a file. The Idempotency-Key lets the server replay a second send of the same
 * body instead of recording a second request.
 */
export function sendCreateRequest(
  body: CreateRequestBody,
  { file, idempotencyKey }: { file: File | null; idempotencyKey: string },
): Promise<CreateRequestResponse> {
  const options = { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }, fallbackDetail: SUBMIT_FAILED };
  if (file === null) {
    return call(createRequestEndpoint, { body, ...options });
  }
  const form = new FormData();
  form.append('form_data', JSON.stringify(body));
  form.append('file_comment', file, file.name);
  return callWithForm(createRequestEndpoint, { form, ...options });
}
