import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';

// Found by the route fuzz suite (test/fuzz): a URL the router cannot decode, or a path parameter over 100
// characters, got Fastify's own answer — its error code, the raw path echoed back, a 414, and none of the
// security headers. It is our 400 with `{detail, code}` now (platform/plugins/error-handler.ts answerFrameworkError).

const { app } = await buildTestApp();

describe('URLs the router refuses', () => {
  it.each([
    ['a broken escape', '/api/part/%E0%A4%A'],
    ["an unpaired surrogate's bytes", '/api/part-types/%ED%A0%80'],
    ['a path parameter over the length limit', `/api/part/${'a'.repeat(101)}`],
  ])('%s is a 400 in our error shape', async (_, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'This address is not valid. Check the link, or start again from the home page.',
      code: 'BAD_REQUEST',
    });
    expect(response.body).not.toContain('FST_ERR');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('leaves a parameter within the limit to the route', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/part/${'a'.repeat(100)}` });
    expect(response.statusCode).toBe(404);
  });
});
