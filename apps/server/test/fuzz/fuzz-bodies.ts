import fc from 'fast-check';
import { BODY_METHODS } from './fuzz-common.ts';
import type { FuzzRoute } from './fuzz-routes.ts';
import type { KnownValues } from './fuzz-world.ts';
import { type Json, mutate, mutationArbitrary, viaJson } from './json-mutations.ts';
import { arbitraryOf } from './zod-arbitrary.ts';

// Request bodies: a route's JSON (mutated or not) written in one of several encodings and content types,
// with the status the server must give the ones it refuses.

export interface BodyPlan {
  payload?: string | Buffer;
  contentType?: string;
  /** The value the server parses, when the payload is the JSON the suite built. */
  parsed?: { value: Json };
  expectStatus?: number;
  label: string;
}

const APP_BODY_LIMIT = 1024 * 1024;
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json\r\nX-Injected: yes',
  'application/vnd.api+json',
  '',
] as const;

export const ENCODINGS = [
  'json',
  'proto',
  'constructor',
  'truncated',
  'invalid-utf8',
  'oversized',
  'empty',
  'deep',
  'content-type',
] as const;
export type Encoding = (typeof ENCODINGS)[number];

function isUploadScope(route: FuzzRoute): boolean {
  return route.url === '/api/admin/catalogue/import' || route.url === '/api/admin/parts/import';
}

/** `{"k":…}` with `key` written first, as raw JSON text (an object literal cannot carry `__proto__` as a key). */
function withRawKey(json: string, entry: string): string {
  return json.startsWith('{') ? `{${entry}${json.length > 2 ? ',' : ''}${json.slice(1)}` : `{${entry}}`;
}

export function encodeBody(route: FuzzRoute, value: Json, encoding: Encoding, contentType: string): BodyPlan {
  const parses = BODY_METHODS.has(route.method);
  const json = value === undefined ? '' : JSON.stringify(value);
  const plain = { contentType: 'application/json' };
  switch (encoding) {
    case 'json':
      return value === undefined
        ? { label: 'no body', parsed: { value: undefined } }
        : { ...plain, payload: json, parsed: { value: viaJson(value) }, label: 'json' };
    case 'proto':
      // Fastify's JSON parser (secure-json-parse) refuses `__proto__` keys outright (onProtoPoisoning 'error').
      return {
        ...plain,
        payload: withRawKey(json, '"__proto__":{"polluted":"yes"}'),
        ...(parses ? { expectStatus: 400 } : {}),
        label: 'json __proto__',
      };
    case 'constructor':
      // The app's parser refuses constructor.prototype too; the upload scopes' parser ignores it.
      return {
        ...plain,
        payload: withRawKey(json, '"constructor":{"prototype":{"polluted":"yes"}}'),
        ...(parses && !isUploadScope(route) ? { expectStatus: 400 } : {}),
        label: 'json constructor.prototype',
      };
    case 'truncated': {
      const cut = json.slice(0, Math.max(1, Math.floor(json.length / 2)));
      let isValid = true;
      try {
        JSON.parse(cut);
      } catch {
        isValid = false;
      }
      return {
        ...plain,
        payload: cut,
        ...(parses && !isValid ? { expectStatus: 400 } : {}),
        label: 'truncated json',
      };
    }
    case 'invalid-utf8':
      return {
        ...plain,
        payload: Buffer.concat([
          Buffer.from('{"comment":"', 'utf8'),
          Buffer.from([0xff, 0xfe, 0xed, 0xa0, 0x80, 0xc0, 0xaf, 0x00]),
          Buffer.from('","prompt":"x"}', 'utf8'),
        ]),
        label: 'invalid utf-8',
      };
    case 'oversized': {
      const limit = route.kind === 'webhook' ? WEBHOOK_BODY_LIMIT : APP_BODY_LIMIT;
      const payload = withRawKey(json, `"pad":"${'a'.repeat(limit + 1)}"`);
      return {
        ...plain,
        payload,
        ...(parses && !isUploadScope(route) ? { expectStatus: 413 } : {}),
        label: 'oversized body',
      };
    }
    case 'empty':
      return {
        ...plain,
        payload: '',
        ...(parses && route.kind !== 'webhook' ? { expectStatus: 400 } : {}),
        label: 'empty json',
      };
    case 'deep':
      // Deeper than any recursive validator, serialiser or JSON column should be asked to go.
      return {
        ...plain,
        payload: `{"answer":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
        label: 'deeply nested',
      };
    case 'content-type':
      return {
        ...(contentType === '' ? {} : { contentType }),
        payload: json === '' ? 'x' : json,
        label: `content-type ${JSON.stringify(contentType)}`,
      };
  }
}

export function bodyArbitrary(route: FuzzRoute, known: KnownValues): fc.Arbitrary<BodyPlan> {
  const samples = known.bodies.get(`${route.method} ${route.url}`) ?? [];
  const shaped: fc.Arbitrary<Json> = route.body
    ? fc.oneof(
        { weight: 3, arbitrary: arbitraryOf(route.body) },
        ...(samples.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...samples) }] : []),
      )
    : fc.constant(undefined);
  const encoding = fc.oneof(
    { weight: 12, arbitrary: fc.constant('json' as const) },
    { weight: 1, arbitrary: fc.constantFrom(...ENCODINGS) },
  );
  return fc
    .tuple(shaped, mutationArbitrary, encoding, fc.constantFrom(...CONTENT_TYPES))
    .map(([value, mutation, chosen, contentType]) => {
      // A route without a body mostly gets none; sometimes one anyway.
      const { value: body, label } =
        route.body || mutation.kind !== 'none' ? mutate(value, mutation) : { value, label: '' };
      const plan = encodeBody(
        route,
        route.body ? body : mutation.kind === 'none' ? undefined : body,
        chosen,
        contentType,
      );
      return { ...plan, label: [label, plan.label].filter(Boolean).join(', ') };
    });
}
