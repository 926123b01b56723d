import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FuzzCase } from './fuzz-requests.ts';
import type { FuzzRoute } from './fuzz-routes.ts';
import { expectedValidation, prototypeProblems, responseProblems } from './response-oracle.ts';

// The route fuzz suite passes only if its oracle would catch a bad answer: each check fails on one here.

const route: FuzzRoute = {
  key: 'POST /api/things/:id',
  method: 'POST',
  url: '/api/things/:id',
  access: ['admin'],
  app: 'main',
  kind: 'json',
  params: z.object({ id: z.coerce.number().int() }),
  body: z.object({ title: z.string().max(5), tags: z.array(z.string()) }),
};

const fuzzCase: FuzzCase = {
  label: 'test',
  method: 'POST',
  url: '/api/things/1',
  headers: {},
  remoteAddress: '10.0.0.1',
};

function answer(status: number, body: unknown, headers: Record<string, string> = {}): LightMyRequestResponse {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    statusCode: status,
    body: text,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'x-content-type-options': 'nosniff',
      ...headers,
    },
  } as unknown as LightMyRequestResponse;
}

describe('responseProblems', () => {
  it('accepts a 2xx and a well-formed 4xx', () => {
    expect(responseProblems(route, 'admin', fuzzCase, answer(200, { ok: true }))).toEqual([]);
    expect(
      responseProblems(
        route,
        'admin',
        fuzzCase,
        answer(404, { detail: 'No such thing.', code: 'NOT_FOUND' }),
      ),
    ).toEqual([]);
  });

  it('refuses a 5xx, a status outside the list, a stack trace and SQL text', () => {
    expect(
      responseProblems(route, 'admin', fuzzCase, answer(500, { detail: 'x', code: 'INTERNAL' })),
    ).toContain('status 500');
    expect(
      responseProblems(route, 'admin', fuzzCase, answer(418, { detail: 'x', code: 'BAD_REQUEST' })).join(),
    ).toMatch(/not an allowed answer/);
    const stack = 'Error: boom\n    at handler (/srv/apps/server/src/features/x.ts:10:5)';
    expect(responseProblems(route, 'admin', fuzzCase, answer(200, stack)).join()).toMatch(/leaks internals/);
    const sql = { detail: 'syntax error at or near "OR"', code: 'BAD_REQUEST' };
    expect(responseProblems(route, 'admin', fuzzCase, answer(400, sql)).join()).toMatch(/leaks internals/);
  });

  it('refuses an error body that is not ours, a code that does not fit, and a validation error naming no field', () => {
    expect(
      responseProblems(
        route,
        'admin',
        fuzzCase,
        answer(400, { error: 'Bad Request', statusCode: 400 }),
      ).join(),
    ).toMatch(/not \{detail, code/);
    expect(
      responseProblems(route, 'admin', fuzzCase, answer(404, { detail: 'x', code: 'CONFLICT' })).join(),
    ).toMatch(/does not go with status 404/);
    expect(
      responseProblems(route, 'admin', fuzzCase, answer(400, { detail: 'x', code: 'VALIDATION' })).join(),
    ).toMatch(/names no field/);
    expect(
      responseProblems(
        route,
        'admin',
        fuzzCase,
        answer(400, { detail: 'x', code: 'BAD_REQUEST' }, { 'x-content-type-options': '' }),
      ).join(),
    ).toMatch(/nosniff/);
  });

  it("checks a 400's fields against the contract's own issues, and a case's fixed status", () => {
    const parsed = { params: { id: '1' }, query: {}, body: { title: 'far too long', tags: 'x' } };
    expect(expectedValidation(route, parsed)).toEqual(['tags', 'title']);
    const named = {
      detail: "Check the field 'title'",
      code: 'VALIDATION',
      field_errors: { title: ['too long'] },
    };
    expect(responseProblems(route, 'admin', { ...fuzzCase, parsed }, answer(400, named)).join()).toMatch(
      /names title; the contract's issues are on tags, title/,
    );
    expect(responseProblems(route, 'admin', { ...fuzzCase, parsed }, answer(200, {})).join()).toMatch(
      /contract refuses/,
    );
    // A visitor is refused before validation: no prediction.
    expect(
      responseProblems(
        route,
        'visitor',
        { ...fuzzCase, parsed },
        answer(401, { detail: 'x', code: 'UNAUTHENTICATED' }),
      ),
    ).toEqual([]);
    expect(
      responseProblems(
        route,
        'admin',
        { ...fuzzCase, expectStatus: 403 },
        answer(400, { detail: 'x', code: 'BAD_REQUEST' }),
      ).join(),
    ).toMatch(/expected 403/);
  });

  it('refuses an HTML answer that reflects injected markup, and an internal error inside an event stream', () => {
    const page = answer(400, '<p>"><img src=x onerror=alert(1)></p>', { 'content-type': 'text/html' });
    expect(responseProblems({ ...route, kind: 'html' }, 'admin', fuzzCase, page).join()).toMatch(/reflects/);
    const stream = answer(
      200,
      'data: {"delta":"a"}\n\nevent: error\ndata: {"detail":"x","code":"INTERNAL"}\n\n',
      {
        'content-type': 'text/event-stream',
      },
    );
    expect(responseProblems({ ...route, kind: 'stream' }, 'admin', fuzzCase, stream).join()).toMatch(
      /internal error/,
    );
  });
});

describe('prototypeProblems', () => {
  it('notices a property written onto Object.prototype', () => {
    const baseline = Object.getOwnPropertyNames(Object.prototype);
    expect(prototypeProblems(baseline)).toEqual([]);
    Object.defineProperty(Object.prototype, 'polluted', { value: 'yes', configurable: true });
    try {
      expect(prototypeProblems(baseline).join()).toMatch(/polluted/);
    } finally {
      delete (Object.prototype as Record<string, unknown>).polluted;
    }
  });
});
