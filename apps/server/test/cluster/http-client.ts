import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '@specsource/contracts';
import { parseSetCookie } from '../set-cookie-field.ts';

export interface RequestOptions {
  json?: unknown;
  /** A multipart body (fetch sets the boundary). */
  form?: FormData;
  headers?: Record<string, string>;
}

export interface HttpClient {
  /** The cookies held so far, shared by every address this client calls. */
  cookies: Map<string, string>;
  /** One request to `baseUrl` + `path` (an instance directly, or the proxy). */
  request(baseUrl: string, method: string, path: string, options?: RequestOptions): Promise<Response>;
}

/**
 * A browser-like client over fetch, for talking to several instances as one site: one cookie jar whatever
 * the address, the page's Origin (PUBLIC_URL) on every call, and the `csrftoken` cookie echoed in X-CSRFToken
 * on unsafe calls, fetching it first when it has none, as the web app does.
 */
export function createHttpClient(origin: string): HttpClient {
  const cookies = new Map<string, string>();

  function remember(response: Response): void {
    for (const field of response.headers.getSetCookie()) {
      const { name, value, isCleared } = parseSetCookie(field);
      if (isCleared) {
        cookies.delete(name);
      } else {
        cookies.set(name, value);
      }
    }
  }

  async function request(
    baseUrl: string,
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<Response> {
    const isUnsafe = method !== 'GET' && method !== 'HEAD';
    if (isUnsafe && !cookies.has(CSRF_COOKIE_NAME)) {
      const first = await request(baseUrl, 'GET', '/api/check-auth/');
      await first.body?.cancel();
    }
    const headers: Record<string, string> = { origin, ...options.headers };
    if (cookies.size > 0) {
      headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (isUnsafe) {
      headers[CSRF_HEADER_NAME.toLowerCase()] = cookies.get(CSRF_COOKIE_NAME) ?? '';
    }
    let body: RequestInit['body'];
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    const response = await fetch(new URL(path, baseUrl), { method, headers, body, redirect: 'manual' });
    remember(response);
    return response;
  }

  return { cookies, request };
}
