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
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    handler(toStubRequest(input, init)),
  );
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

/**
 * `stubFetch` with one handler per `'METHOD /path'` (`'GET /api/check-auth/'`). Anything else
 * answers 404, naming the missing stub.
 */
export function stubRoutes(routes: Record<string, Handler>) {
  return stubFetch((request) => {
    const handler = routes[`${request.method} ${request.url.pathname}`];
    if (handler) {
      return handler(request);
    }
    return jsonResponse(
      { code: 'NOT_FOUND', detail: `No stub for ${request.method} ${request.url.pathname}` },
      404,
    );
  });
}

/** The calls `mock` recorded for one `'METHOD /path'`, as the handler saw them. */
export function callsTo(mock: ReturnType<typeof stubFetch>, route: string): StubRequest[] {
  return mock.mock.calls
    .map(([input, init]) => toStubRequest(input, init))
    .filter((request) => `${request.method} ${request.url.pathname}` === route);
}

function toStubRequest(input: RequestInfo | URL, init: RequestInit = {}): StubRequest {
  const raw = typeof init.body === 'string' ? init.body : undefined;
  return {
    method: init.method ?? 'GET',
    url: new URL(String(input), 'http://localhost'),
    headers: new Headers(init.headers),
    body: raw === undefined ? undefined : JSON.parse(raw),
  };
}
