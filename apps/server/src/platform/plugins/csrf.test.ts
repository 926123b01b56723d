import { MESSAGES } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createTestClient } from '../../../test/test-client.ts';

const { app } = await buildTestApp({ PUBLIC_URL: 'http://specsource.test' });
const secure = await buildTestApp({ PUBLIC_URL: 'https://specsource.test' });
const body = { is_logged_in: 'not_logged_in' };

describe('CSRF protection', () => {
  it('hands out a readable csrftoken cookie on the first response', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/check-auth/' });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/csrftoken=[\w-]{20,}/);
    expect(setCookie).not.toMatch(/HttpOnly/);
  });

  it('accepts an unsafe call that echoes the cookie in X-CSRFToken', async () => {
    const response = await createTestClient(app).post('/api/logout/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(body);
  });

  it('refuses a missing, wrong or cookie-less token with 403 and a clear detail', async () => {
    const client = createTestClient(app);
    await client.get('/api/check-auth/');
    const token = client.cookies.get('csrftoken') ?? '';
    const cases = [
      { cookie: `csrftoken=${token}` },
      { cookie: `csrftoken=${token}`, 'x-csrftoken': 'wrong' },
      { 'x-csrftoken': token },
    ];
    for (const headers of cases) {
      const response = await app.inject({ method: 'POST', url: '/api/logout/', headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'CSRF', detail: MESSAGES.csrfMissing });
    }
  });

  it('refuses a call from another origin even with a valid token', async () => {
    const client = createTestClient(app);
    const foreign = await client.post('/api/logout/', undefined, {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ code: 'CSRF', detail: MESSAGES.originRejected });
    const viaReferer = await client.post('/api/logout/', undefined, {
      headers: { referer: 'https://evil.example/x' },
    });
    expect(viaReferer.statusCode).toBe(403);
    const own = await client.post('/api/logout/', undefined, {
      headers: { origin: 'http://specsource.test' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('checks the token before the body: a CSRF failure never reaches validation', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/api_login/', payload: { email: 'x' } });
    expect(response.statusCode).toBe(403);
  });
});

describe('CSRF protection over https', () => {
  it('names the cookie __Host-csrftoken: Secure, Path=/, no Domain (OWASP ASVS 5.0 §3.3.1)', async () => {
    const response = await secure.app.inject({ method: 'GET', url: '/api/check-auth/' });
    const setCookie = [response.headers['set-cookie'] ?? []]
      .flat()
      .find((line) => line.includes('csrftoken='));
    expect(setCookie).toMatch(/^__Host-csrftoken=[\w-]{20,};/);
    expect(setCookie).toMatch(/; Path=\/;/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).not.toMatch(/Domain=/);
    expect(setCookie).not.toMatch(/HttpOnly/);
  });

  it('takes only the __Host- cookie: a plain csrftoken a sibling host planted counts for nothing', async () => {
    const planted = 'planted-by-a-sibling-host-0123456789';
    const origin = { origin: 'https://specsource.test' };
    const refused = await secure.app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: { ...origin, cookie: `csrftoken=${planted}`, 'x-csrftoken': planted },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'CSRF', detail: MESSAGES.csrfMissing });

    const client = createTestClient(secure.app);
    const accepted = await client.post('/api/logout/', undefined, { headers: origin });
    expect(accepted.statusCode).toBe(200);
    expect(client.cookies.has('__Host-csrftoken')).toBe(true);
  });
});
