import { vi } from 'vitest';

export interface StubRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Handler = (request: StubRequest) => Response | Promise<Response>;

/** Replaces `fetch` for one test; `handler` answers each call, the returned mock records them. */
export function stubFetch(handler: Handler) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const raw = typeof init.body === 'string' ? init.body : undefined;
    return handler({
      method: init.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      headers: new Headers(init.headers),
      body: raw === undefined ? undefined : JSON.parse(raw),
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A promise that never settles: the call stays in flight for the whole test. */
export function pending(): Promise<Response> {
  return new Promise(() => {});
}
