import { describe, expect, it } from 'vitest';
import { redactQuery, redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it.each([
    ['/activate/k3Xb-9aQ_zz', '/activate/[redacted]'],
    ['/activate/k3Xb-9aQ_zz?next=%2Forders', '/activate/[redacted]?next=%2Forders'],
    [
      '/accounts/google/callback/?code=4%2F0Aabc&state=xyz&scope=openid',
      '/accounts/google/callback/?code=[redacted]&state=[redacted]&scope=openid',
    ],
    [
      '/api/payments/stripe/return?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2',
      '/api/payments/stripe/return?payment_intent=pi_1&payment_intent_client_secret=[redacted]',
    ],
    ['/x?Code=1&%63ode=2', '/x?Code=[redacted]&%63ode=[redacted]'],
  ])('masks the secrets in %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it.each(['/api/parts/?search=pump&page=2', '/part/pump', '/activate', '/x?%E0%A4%A=1&flag', '/'])(
    'leaves %s as it is',
    (url) => {
      expect(redactUrl(url)).toBe(url);
    },
  );
});

describe('redactQuery', () => {
  it('masks the secret parameters of a parsed query and keeps the rest', () => {
    expect(redactQuery({ code: 'abc', STATE: 'x', page: '2' })).toEqual({
      code: '[redacted]',
      STATE: '[redacted]',
      page: '2',
    });
    expect(redactQuery(undefined)).toBeUndefined();
  });
});
