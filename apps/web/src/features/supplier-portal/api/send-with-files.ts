import { buildPath, type Endpoint, type EndpointResponse, ErrorBodySchema } from '@specsource/contracts';
import { ApiError } from '../../../lib/api-error.ts';
import { CSRF_HEADER, readCsrfToken } from '../../../lib/csrf.ts';
import {
  fallbackForStatus,
  UNEXPECTED_ANSWER_DETAIL,
  UNREACHABLE_DETAIL,
} from '../../../lib/error-fallbacks.ts';

/**
 * Sends a body with files as multipart/form-data (issue 7 item 2): each body field as a text field, each file
 * under `fileField`. The browser sets the multipart boundary itself, so no Content-Type is set here. Errors
 * become the same `ApiError` the JSON client throws, field errors included.
 */
export async function sendWithFiles<E extends Endpoint>(
  endpoint: E,
  options: {
    params: Record<string, string | number>;
    /** Text fields: each value is sent as its string form; undefined and null are left out. */
    body: Readonly<Record<string, unknown>>;
    fileField: string;
    files: readonly File[];
  },
): Promise<EndpointResponse<E>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.body)) {
    if (value !== undefined && value !== null) {
      form.append(name, String(value));
    }
  }
  for (const file of options.files) {
    form.append(options.fileField, file, file.name);
  }
  const headers = new Headers({ Accept: 'application/json' });
  const csrfToken = readCsrfToken();
  if (csrfToken !== null) {
    headers.set(CSRF_HEADER, csrfToken);
  }
  let response: Response;
  try {
    response = await fetch(buildPath(endpoint.path, options.params), {
      method: endpoint.method,
      headers,
      body: form,
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError({ status: 0, code: 'UNAVAILABLE', detail: UNREACHABLE_DETAIL, cause: error });
  }
  const text = await response.text();
  let payload: unknown;
  try {
    payload = text === '' ? undefined : JSON.parse(text);
  } catch {
    payload = text;
  }
  if (!response.ok) {
    const body = ErrorBodySchema.safeParse(payload);
    throw body.success
      ? new ApiError({
          status: response.status,
          code: body.data.code,
          detail: body.data.detail,
          fieldErrors: body.data.field_errors,
        })
      : new ApiError({ status: response.status, ...fallbackForStatus(response.status), cause: payload });
  }
  const parsed = endpoint.response.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: 'INTERNAL',
      detail: UNEXPECTED_ANSWER_DETAIL,
      cause: parsed.error,
    });
  }
  return parsed.data as EndpointResponse<E>;
}
