import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { parseSetCookie } from './set-cookie-field.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TestClient {
  /** Cookies as a browser would hold them after the responses so far. */
  cookies: Map<string, string>;
  request(
    method: Method,
    url: string,
    options?: Omit<InjectOptions, 'method' | 'url'>,
  ): Promise<LightMyRequestResponse>;
  get(url: string, options?: Omit<InjectOptions, 'method' | 'url'>): Promise<LightMyRequestResponse>;
  post(
    url: string,
    payload?: unknown,
    options?: Omit<InjectOptions, 'method' | 'url' | 'payload'>,
  ): Promise<LightMyRequestResponse>;
  put(
    url: string,
    payload?: unknown,
    options?: Omit<InjectOptions, 'method' | 'url' | 'payload'>,
  ): Promise<LightMyRequestResponse>;
  /** Signs in through the real login route; fails the test if it does not work. */
  signIn(email: string, password: string): Promise<void>;
}

/**
 * A browser-like client over `app.inject`: keeps cookies between calls and, like the web app, echoes the
 * `csrftoken` cookie in X-CSRFToken on unsafe calls (fetching it first when it has none).
 */
export function createTestClient(app: FastifyInstance): TestClient {
  const cookies = new Map<string, string>();

  function remember(response: LightMyRequestResponse): void {
    const raw = response.headers['set-cookie'];
    const headers = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    for (const header of headers) {
      const { name, value, isCleared } = parseSetCookie(header);
      if (isCleared) {
        cookies.delete(name);
      } else {
        cookies.set(name, value);
      }
    }
  }

  // The app names it `__Host-csrftoken` when PUBLIC_URL is https.
  const csrfToken = () => cookies.get('__Host-csrftoken') ?? cookies.get('csrftoken');

  async function request(method: Method, url: string, options: Omit<InjectOptions, 'method' | 'url'> = {}) {
    const isUnsafe = method !== 'GET';
    if (isUnsafe && csrfToken() === undefined) {
      remember(await app.inject({ method: 'GET', url: '/api/check-auth/' }));
    }
    const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
    if (cookies.size > 0 && headers.cookie === undefined) {
      headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (isUnsafe && headers['x-csrftoken'] === undefined) {
      headers['x-csrftoken'] = csrfToken() ?? '';
    }
    const response = await app.inject({ ...options, method, url, headers });
    remember(response);
    return response;
  }

  const withPayload =
    (method: Method) =>
    (url: string, payload?: unknown, options = {}) =>
      request(method, url, {
        ...options,
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      });

  const client: TestClient = {
    cookies,
    request,
    get: (url, options) => request('GET', url, options),
    post: withPayload('POST'),
    put: withPayload('PUT'),
    async signIn(email, password) {
      const response = await client.post('/api/api_login/', { email, password });
      const body = response.json();
      if (response.statusCode !== 200 || body.is_logged_in !== 'logged_in') {
        throw new Error(`sign-in as ${email} failed: ${response.statusCode} ${response.body}`);
      }
    },
  };
  return client;
}
