import fc from 'fast-check';
import { sometimes, UNSAFE_METHODS } from './fuzz-common.ts';
import type { FuzzRoute } from './fuzz-routes.ts';
import { CRLF_VALUES, hostileString, PATH_TRAVERSALS } from './hostile-values.ts';

// Request headers of a case: hostile values, cookies and client addresses, and the CSRF token left out or
// sent from a foreign origin.

/** Header values that travel into logs, idempotency keys, origins and cookies. */
export function headersArbitrary(route: FuzzRoute) {
  const isUnsafe = UNSAFE_METHODS.has(route.method);
  const csrfApplies = isUnsafe && route.kind !== 'webhook';
  return fc
    .record({
      idempotencyKey: sometimes(fc.oneof(hostileString, fc.uuid(), fc.constantFrom(...CRLF_VALUES)), 3),
      userAgent: sometimes(hostileString, 4),
      acceptLanguage: sometimes(hostileString, 6),
      forwarded: sometimes(
        fc.constantFrom('127.0.0.1, 10.0.0.1', '::1', 'evil.example', '\r\nX-Injected: yes'),
        6,
      ),
      // Rare: every one of these makes an unsafe call a CSRF refusal, which says nothing about the route.
      referer: sometimes(
        fc.constantFrom(...PATH_TRAVERSALS, 'http://evil.example/', 'not a url', '\u0000'),
        16,
      ),
      cookie: sometimes(
        fc.constantFrom(
          'sessionid=../../etc/passwd',
          `sessionid=${'a'.repeat(5_000)}`,
          'sessionid=%00',
          '__proto__=polluted',
          'csrftoken=; ; ;=',
          'sessionid="\u202E"',
        ),
        4,
      ),
      csrf: fc.oneof(
        { weight: 14, arbitrary: fc.constant('ok' as const) },
        { weight: 1, arbitrary: fc.constant('missing' as const) },
        { weight: 1, arbitrary: fc.constant('foreign-origin' as const) },
      ),
      ip: fc.oneof(
        fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`),
        fc.constantFrom('127.0.0.1', '::1', '2001:db8::1'),
      ),
    })
    .map((plan) => {
      const headers: Record<string, string> = {};
      if (plan.idempotencyKey !== null && isUnsafe) {
        headers['idempotency-key'] = plan.idempotencyKey;
      }
      if (plan.userAgent !== null) {
        headers['user-agent'] = plan.userAgent;
      }
      if (plan.acceptLanguage !== null) {
        headers['accept-language'] = plan.acceptLanguage;
      }
      if (plan.forwarded !== null) {
        headers['x-forwarded-for'] = plan.forwarded;
      }
      if (plan.referer !== null) {
        headers.referer = plan.referer;
      }
      // Every referer here is foreign or unreadable: the CSRF check refuses it on an unsafe call.
      const isForeign = csrfApplies && (plan.csrf === 'foreign-origin' || plan.referer !== null);
      if (isForeign) {
        headers.origin = 'https://evil.example';
      }
      const omitCsrf = csrfApplies && plan.csrf === 'missing';
      return {
        headers,
        omitCsrf,
        ...(plan.cookie === null ? {} : { extraCookies: plan.cookie }),
        remoteAddress: plan.ip,
        // platform/plugins/csrf.ts refuses both before anything else runs.
        ...(omitCsrf || isForeign ? { expectStatus: 403 } : {}),
        label: omitCsrf ? 'no csrf token' : isForeign ? 'foreign origin' : '',
      };
    });
}
