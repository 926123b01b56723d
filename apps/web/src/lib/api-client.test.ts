import {
  defineEndpoint,
  findPartsEndpoint,
  getHealthEndpoint,
  getPartBySlugEndpoint,
} from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setCookie } from '../../test/cookies.ts';
import { errorBody, findPartsBody, partStructure, partSummary } from '../../test/factories.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { call } from './api-client.ts';
import { ApiError } from './api-error.ts';

const createThing = defineEndpoint({
  method: 'POST',
  path: '/api/things/',
  summary: 'test-only endpoint with a body',
  tags: ['test'],
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.number() }),
});

async function callError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('call', () => {
  it('builds the URL from the descriptor and returns the parsed body', async () => {
    const fetchMock = stubFetch(() => jsonResponse(findPartsBody([partSummary()])));

    const page = await call(findPartsEndpoint, { query: { title: 'pu' } });

    expect(page.results).toEqual([{ id: 1, title: 'Pump', slug: 'pump' }]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/part/?title=pu',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin' }),
    );
  });

  it('substitutes and encodes path parameters', async () => {
    const fetchMock = stubFetch(() => jsonResponse(partStructure()));

    const part = await call(getPartBySlugEndpoint, { params: { slug: 'pump' } });

    expect(part.title).toBe('Pump');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/part/pump');
  });

  it('turns a 400 error body into an ApiError with field errors', async () => {
    stubFetch(() =>
      jsonResponse(
        errorBody({ detail: 'Title is too long', code: 'VALIDATION', field_errors: { title: ['Too long'] } }),
        400,
      ),
    );

    const error = await callError(call(findPartsEndpoint, { query: { title: 'x'.repeat(300) } }));

    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      detail: 'Title is too long',
      message: 'Title is too long',
      fieldErrors: { title: ['Too long'] },
    });
  });

  it('turns a non-JSON 502 into an UNAVAILABLE ApiError with an actionable detail', async () => {
    stubFetch(() => new Response('<html>Bad Gateway</html>', { status: 502 }));

    const error = await callError(call(getHealthEndpoint));

    expect(error).toMatchObject({ status: 502, code: 'UNAVAILABLE' });
    expect(error.detail).toMatch(/try again/);
  });

  it('treats a success body that breaks the contract as an error', async () => {
    stubFetch(() => jsonResponse({ results: 'nope' }));

    const error = await callError(call(findPartsEndpoint, { query: { title: '' } }));

    expect(error).toMatchObject({ status: 200, code: 'INTERNAL' });
    expect(error.detail).toMatch(/Reload the page/);
  });

  it('reports a network failure as "cannot reach SpecSource"', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    const error = await callError(call(getHealthEndpoint));

    expect(error).toMatchObject({
      status: 0,
      code: 'UNAVAILABLE',
      detail: 'Cannot reach SpecSource. Check your connection and try again.',
    });
  });

  it('rethrows an aborted call as it is, not as a network failure', async () => {
    const controller = new AbortController();
    stubFetch(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });

    await expect(call(getHealthEndpoint, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('sends the csrftoken cookie as X-CSRFToken on non-GET calls, with a JSON body', async () => {
    setCookie('csrftoken', 'abc123');
    const fetchMock = stubFetch(({ headers, body }) => {
      expect(headers.get('X-CSRFToken')).toBe('abc123');
      expect(headers.get('Content-Type')).toBe('application/json');
      expect(body).toEqual({ name: 'valve' });
      return jsonResponse({ id: 7 }, 201);
    });

    await expect(call(createThing, { body: { name: 'valve' } })).resolves.toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('sends extra headers, without letting them replace its own', async () => {
    setCookie('csrftoken', 'abc123');
    stubFetch(({ headers }) => {
      expect(headers.get('Idempotency-Key')).toBe('key-1');
      expect(headers.get('X-CSRFToken')).toBe('abc123');
      expect(headers.get('Accept')).toBe('application/json');
      return jsonResponse({ id: 7 }, 201);
    });

    await expect(
      call(createThing, {
        body: { name: 'valve' },
        headers: { 'Idempotency-Key': 'key-1', 'X-CSRFToken': 'forged', Accept: 'text/html' },
      }),
    ).resolves.toEqual({ id: 7 });
  });

  it("words an error answer without an error body as the caller's fallback detail, keeping the status's code", async () => {
    stubFetch(() => new Response('<html>Bad Gateway</html>', { status: 502 }));

    const error = await callError(call(getHealthEndpoint, { fallbackDetail: 'An error occurred' }));

    expect(error).toMatchObject({ status: 502, code: 'UNAVAILABLE', detail: 'An error occurred' });
  });

  it("keeps the server's own detail over the caller's fallback", async () => {
    stubFetch(() => jsonResponse(errorBody({ code: 'CONFLICT', detail: 'Changed meanwhile.' }), 409));

    const error = await callError(call(getHealthEndpoint, { fallbackDetail: 'An error occurred' }));

    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', detail: 'Changed meanwhile.' });
  });

  it('does not send the CSRF header on GET calls', async () => {
    setCookie('csrftoken', 'abc123');
    stubFetch(({ headers }) => {
      expect(headers.has('X-CSRFToken')).toBe(false);
      return jsonResponse(findPartsBody([]));
    });

    await call(findPartsEndpoint, { query: { title: 'pu' } });
  });
});
