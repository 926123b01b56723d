import {
  buildPath,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  ErrorBodySchema,
} from '@specsource/contracts';
import { safeParse } from 'zod/mini';
import { ApiError } from './api-error.ts';
import { CSRF_HEADER, readCsrfToken } from './csrf.ts';
import { fallbackForStatus, UNEXPECTED_ANSWER_DETAIL, UNREACHABLE_DETAIL } from './error-fallbacks.ts';

type Part<Key extends string, Value> = [Value] extends [never]
  ? { [K in Key]?: never }
  : undefined extends Value
    ? { [K in Key]?: Value }
    : { [K in Key]: Value };

/** What every call may add to its contract's parts. */
export interface SendOptions {
  signal?: AbortSignal;
  /** Extra request headers, e.g. an Idempotency-Key; they cannot replace the client's own. */
  headers?: Record<string, string>;
  /**
   * The detail of an error answer that brings no error body of its own (a proxy's HTML page), for a screen
   * whose spec words that failure itself; otherwise the status's generic fallback.
   */
  fallbackDetail?: string;
}

/** What `call` takes for endpoint `E`: params, query and body exactly as its contract declares. */
export type CallOptions<E extends Endpoint> = Part<'params', EndpointParams<E>> &
  Part<'query', EndpointQuery<E>> &
  Part<'body', EndpointBody<E>> &
  SendOptions;

type CallArgs<E extends Endpoint> =
  object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/**
 * Calls one API endpoint described in `@specsource/contracts` and returns its parsed success body.
 * Anything else (error answer, unreadable answer, no network) throws an `ApiError`.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<EndpointResponse<E>> {
  const { params, query, body, ...sendOptions } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
  } & SendOptions;
  const url = buildPath(endpoint.path, params) + toQueryString(query);
  return answerOf(endpoint, await send(url, { method: endpoint.method, body, ...sendOptions }), sendOptions);
}

/**
 * Calls an endpoint that takes files (multipart/form-data) with `form` as the body; the
 * answer and errors are handled as `call` handles them.
 */
export async function callWithForm<E extends Endpoint>(
  endpoint: E,
  {
    params,
    form,
    ...sendOptions
  }: { params?: Record<string, string | number>; form: FormData } & SendOptions,
): Promise<EndpointResponse<E>> {
  const url = buildPath(endpoint.path, params);
  const response = await send(url, { method: endpoint.method, body: form, ...sendOptions });
  return answerOf(endpoint, response, sendOptions);
}

/** The parsed success body of `response`, or the `ApiError` it stands for. */
async function answerOf<E extends Endpoint>(
  endpoint: E,
  response: Response,
  { signal, fallbackDetail }: SendOptions,
): Promise<EndpointResponse<E>> {
  const payload = await readBody(response, signal);

  if (!response.ok) {
    throw toApiError(response.status, payload, fallbackDetail);
  }

  const parsed = safeParse(endpoint.response, payload);
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

/** A file an endpoint answers with, and the name its `Content-Disposition` suggests (null without one). */
export interface ApiFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * Calls an endpoint that answers with a file (an export) and returns it as it came, unparsed, so large
 * files are not decoded into objects. An error answer throws an `ApiError` as `call` does.
 */
export async function callForFile<E extends Endpoint>(
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<ApiFile> {
  const { params, query, signal } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    signal?: AbortSignal;
  };
  const url = buildPath(endpoint.path, params) + toQueryString(query);
  const response = await send(url, { method: endpoint.method, body: undefined, signal });

  if (!response.ok) {
    throw toApiError(response.status, await readBody(response, signal));
  }
  const blob = await response.blob().catch((error: unknown) => {
    throw signal?.aborted
      ? error
      : new ApiError({ status: 0, code: 'UNAVAILABLE', detail: UNREACHABLE_DETAIL, cause: error });
  });
  return { blob, fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

function fileNameOf(disposition: string | null): string | null {
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? null;
}

async function send(
  url: string,
  { method, body, signal, headers: extraHeaders }: { method: string; body: unknown } & SendOptions,
): Promise<Response> {
  const headers = new Headers(extraHeaders);
  headers.set('Accept', 'application/json');
  // A FormData body goes as multipart/form-data: the browser sets that Content-Type with its boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) {
    headers.set('Content-Type', 'application/json');
  }
  const csrfToken = method === 'GET' ? null : readCsrfToken();
  if (csrfToken !== null) {
    headers.set(CSRF_HEADER, csrfToken);
  }

  try {
    return await fetch(url, {
      method,
      headers,
      body: body === undefined || isForm ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    // A cancelled call (TanStack Query aborts stale searches) is not a failure to report.
    if (signal?.aborted) {
      throw error;
    }
    throw new ApiError({ status: 0, code: 'UNAVAILABLE', detail: UNREACHABLE_DETAIL, cause: error });
  }
}

/** The JSON body, or its raw text when it is not JSON (a proxy's HTML page), or undefined when empty. */
async function readBody(response: Response, signal: AbortSignal | undefined): Promise<unknown> {
  const text = await response.text().catch((error: unknown) => {
    throw signal?.aborted
      ? error
      : new ApiError({ status: 0, code: 'UNAVAILABLE', detail: UNREACHABLE_DETAIL, cause: error });
  });
  if (text === '') {
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, payload: unknown, fallbackDetail?: string): ApiError {
  const body = ErrorBodySchema.safeParse(payload);
  if (body.success) {
    return new ApiError({
      status,
      code: body.data.code,
      detail: body.data.detail,
      reason: body.data.reason,
      fieldErrors: body.data.field_errors,
    });
  }
  const fallback = fallbackForStatus(status);
  return new ApiError({
    status,
    code: fallback.code,
    detail: fallbackDetail ?? fallback.detail,
    cause: payload,
  });
}

function toQueryString(query: Record<string, unknown> | undefined): string {
  if (query === undefined) {
    return '';
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) {
        search.append(key, String(item));
      }
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
