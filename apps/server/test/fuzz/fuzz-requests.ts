import fc from 'fast-check';
import { buildXlsx, SAMPLE_FILES } from '../file-samples.ts';
import { signStripePayload } from '../stripe-peer.ts';
import type { FuzzRoute } from './fuzz-routes.ts';
import type { FuzzRequest, KnownValues } from './fuzz-world.ts';
import {
  CRLF_VALUES,
  HOSTILE_STRINGS,
  hostileString,
  hostileValue,
  NUMBER_EDGES,
  PATH_TRAVERSALS,
  wrongTypedValue,
} from './hostile-values.ts';
import { arbitraryOf, defOf, objectKeysOf } from './zod-arbitrary.ts';

// Turns a route's contract into requests: valid-shaped values from its zod schemas, then one or more parts
// made hostile (a field, the whole body, the encoding, a header, the URL). A case also says what the server
// will parse when the suite can know it (so the oracle can predict the 400 and the fields it names), and the
// one status a case must get whoever sends it (a missing CSRF token, a body that is not JSON).

export interface FuzzCase extends FuzzRequest {
  /** The input as the server will parse it, when the URL and body are well-formed JSON the suite built. */
  parsed?: {
    params: Record<string, string>;
    query: Record<string, string | string[]>;
    /** undefined: no body sent. */
    body: unknown;
  };
  /** The answer this case must get from every role (it is decided before the access check). */
  expectStatus?: number;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Fastify parses a body for these (and ignores one sent with GET or HEAD). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const APP_BODY_LIMIT = 1024 * 1024;
const WEBHOOK_BODY_LIMIT = 256 * 1024;

type Json = unknown;

/** `arbitrary` one time in `oneIn`, else null (fc.option's `freq` is the other way round: 1/freq is null). */
function sometimes<T>(arbitrary: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
}
type Path = Array<string | number>;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Percent-encodes like encodeURIComponent, and encodes a lone surrogate (which encodeURIComponent refuses)
 * as the three bytes WTF-8 gives it: invalid UTF-8 that the server's decoder must refuse or replace.
 */
export function encodeComponent(value: string): string {
  if (!LONE_SURROGATE.test(value)) {
    return encodeURIComponent(value);
  }
  let out = '';
  for (const character of value) {
    const unit = character.charCodeAt(0);
    if (character.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += `%${(0xe0 | (unit >> 12)).toString(16).toUpperCase()}`;
      out += `%${(0x80 | ((unit >> 6) & 0x3f)).toString(16).toUpperCase()}`;
      out += `%${(0x80 | (unit & 0x3f)).toString(16).toUpperCase()}`;
    } else {
      out += encodeURIComponent(character);
    }
  }
  return out;
}

/** Path segments written as they go on the wire: broken escapes, overlong UTF-8, encoded traversal. */
const RAW_SEGMENTS = [
  '%ED%A0%80',
  '%C0%AF',
  '%E0%A4%A',
  '%',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%252e%252e%252f',
  '..',
  '.',
  '%uD800',
  '%0d%0aSet-Cookie:%20x=1',
] as const;

/**
 * The router's answer before any hook, if the params decide it: a decoded value longer than find-my-way's
 * maxParamLength (100) is refused as a bad URL (our 400, platform/plugins/error-handler.ts `answerFrameworkError`);
 * a lone surrogate's bytes may be refused the same way.
 */
function urlStatusOf(values: Record<string, string>): number | 'unknown' | undefined {
  const all = Object.values(values);
  if (all.some((value) => !LONE_SURROGATE.test(value) && value.length > 100)) {
    return 400;
  }
  return all.some((value) => LONE_SURROGATE.test(value)) ? 'unknown' : undefined;
}

/** Query strings appended as they are: prototype keys in qs bracket style, broken escapes, oddities. */
const RAW_QUERIES = [
  '__proto__[polluted]=yes',
  '__proto__=polluted',
  'constructor[prototype][polluted]=yes',
  'constructor.prototype.polluted=yes',
  '%E0%A4%A=1',
  'a=%',
  'a=%zz',
  '&&&==&',
  'page[]=1&page[]=2',
  'page=1&page=2',
  `x=${'a'.repeat(20_000)}`,
  'search=%00',
] as const;

const MASS_ASSIGNMENT_KEYS = [
  'role',
  'is_admin',
  'isAdmin',
  'user_id',
  'customer_id',
  'status',
  'price',
  'id',
  'is_active',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every path into a JSON value (objects and arrays), shallow first; capped so big answers stay cheap. */
function pathsOf(value: Json, limit = 300): Path[] {
  const paths: Path[] = [];
  const queue: Array<{ node: Json; path: Path }> = [{ node: value, path: [] }];
  while (queue.length > 0 && paths.length < limit) {
    const { node, path } = queue.shift() as { node: Json; path: Path };
    const entries: Array<[string | number, Json]> = Array.isArray(node)
      ? node.map((item, index) => [index, item])
      : isRecord(node)
        ? Object.entries(node)
        : [];
    for (const [key, child] of entries) {
      paths.push([...path, key]);
      queue.push({ node: child, path: [...path, key] });
    }
  }
  return paths;
}

function setAt(root: Json, path: Path, value: Json): Json {
  if (path.length === 0) {
    return value;
  }
  const copy = structuredClone(root) as Record<string | number, Json>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    node = node[key] as Record<string | number, Json>;
  }
  node[path[path.length - 1] as string | number] = value;
  return copy;
}

function deleteAt(root: Json, path: Path): Json {
  if (path.length === 0) {
    return undefined;
  }
  const copy = structuredClone(root) as Record<string | number, Json>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    node = node[key] as Record<string | number, Json>;
  }
  const last = path[path.length - 1] as string | number;
  if (Array.isArray(node) && typeof last === 'number') {
    node.splice(last, 1);
  } else {
    delete node[last];
  }
  return copy;
}

/** What a JSON round trip leaves of a value (undefined keys dropped, -0 as 0): what the server parses. */
function viaJson(value: Json): Json {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

type Mutation =
  | { kind: 'none' }
  | { kind: 'set'; pick: number; value: Json }
  | { kind: 'delete'; pick: number }
  | { kind: 'extra'; key: string; value: Json }
  | { kind: 'replace'; value: Json };

const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('set' as const), pick: fc.nat(), value: hostileValue }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      key: fc.oneof(fc.constantFrom(...MASS_ASSIGNMENT_KEYS), hostileString),
      value: hostileValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replace' as const), value: wrongTypedValue }) },
);

function mutate(value: Json, mutation: Mutation): { value: Json; label: string } {
  switch (mutation.kind) {
    case 'none':
      return { value, label: 'shaped' };
    case 'replace':
      return { value: mutation.value, label: 'replaced' };
    case 'extra':
      return isRecord(value)
        ? {
            value: { ...value, [mutation.key]: mutation.value },
            label: `extra key ${JSON.stringify(mutation.key).slice(0, 40)}`,
          }
        : { value: mutation.value, label: 'replaced' };
    case 'set':
    case 'delete': {
      const paths = pathsOf(value);
      const path = paths.length === 0 ? [] : (paths[mutation.pick % paths.length] as Path);
      const label = `${mutation.kind} ${path.join('.') || '(root)'}`;
      return mutation.kind === 'set'
        ? { value: setAt(value, path, mutation.value), label }
        : { value: deleteAt(value, path), label };
    }
  }
}

/** Params: known rows, contract-shaped values, hostile strings, edge numbers, and raw wire escapes. */
function paramsArbitrary(route: FuzzRoute, known: KnownValues) {
  const names = [...route.url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] as string);
  const shape = route.params ? (defOf(route.params).shape as Record<string, never> | undefined) : undefined;
  const segmentOf = (name: string) => {
    const knownValues = known.byName.get(name) ?? known.all;
    const field = shape?.[name];
    return fc.oneof(
      {
        weight: 4,
        arbitrary: fc.constantFrom(...knownValues).map((value) => ({ value: String(value), raw: false })),
      },
      ...(field
        ? [
            {
              weight: 2,
              arbitrary: arbitraryOf(field).map((value) => ({ value: String(value), raw: false })),
            },
          ]
        : []),
      { weight: 3, arbitrary: hostileString.map((value) => ({ value, raw: false })) },
      { weight: 1, arbitrary: fc.constantFrom(...NUMBER_EDGES).map((value) => ({ value, raw: false })) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((value) => ({ value, raw: true })) },
    );
  };
  return fc.tuple(...names.map(segmentOf)).map((values) => {
    const params: Record<string, string> = {};
    const rawNames: string[] = [];
    let predictable = true;
    let index = 0;
    const path = route.url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, () => {
      const name = names[index] as string;
      const { value, raw } = values[index] as { value: string; raw: boolean };
      index += 1;
      params[name] = value;
      if (raw) {
        rawNames.push(name);
      }
      // An empty segment routes elsewhere, a raw or unpaired one decodes as the router decides.
      if (raw || value === '' || LONE_SURROGATE.test(value)) {
        predictable = false;
      }
      return raw ? value : encodeComponent(value);
    });
    // An empty or raw segment may route elsewhere (or nowhere): no status can be promised for the case.
    const urlStatus = predictable ? paramsUrlStatus(params, rawNames) : 'unknown';
    return { path, params, predictable: predictable && urlStatus === undefined, urlStatus };
  });
}

function queryText(values: Record<string, string | string[]>): string {
  return Object.entries(values)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (item) => `${encodeComponent(key)}=${encodeComponent(item)}`,
      ),
    )
    .join('&');
}

/** A value as a query string carries it: text, or repeated keys for a list. */
function asQueryValue(value: unknown): string | string[] | undefined {
  if (value === undefined) {
    return undefined;
  }
  if (Array.isArray(value) && value.length === 1) {
    // One `key=value` pair reads back as a string, not a list.
    return asQueryValue(value[0]);
  }
  if (Array.isArray(value)) {
    return value.length === 0
      ? undefined
      : value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function queryArbitrary(route: FuzzRoute, known: KnownValues) {
  const keys = objectKeysOf(route.query);
  const samples = known.queries.get(`${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`) ?? [];
  const base: fc.Arbitrary<unknown> = fc.oneof(
    { weight: 3, arbitrary: route.query ? arbitraryOf(route.query) : fc.constant({}) },
    ...(samples.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...samples) }] : []),
  );
  const keyedMutation: fc.Arbitrary<Mutation> = fc.oneof(
    { weight: 3, arbitrary: fc.constant({ kind: 'none' as const }) },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('extra' as const),
        key: keys.length > 0 ? fc.constantFrom(...keys) : fc.constantFrom('page', 'search', 'q'),
        value: fc.oneof(
          hostileString,
          fc.constantFrom(...NUMBER_EDGES),
          fc.array(hostileString, { maxLength: 3 }),
        ),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('extra' as const), key: hostileString, value: hostileString }),
    },
  );
  return fc
    .tuple(base, keyedMutation, sometimes(fc.constantFrom(...RAW_QUERIES), 6))
    .map(([value, mutation, raw]) => {
      const mutated = mutate(isRecord(value) ? value : {}, mutation);
      const values: Record<string, string | string[]> = {};
      for (const [key, item] of Object.entries(isRecord(mutated.value) ? mutated.value : {})) {
        const text = asQueryValue(item);
        if (text !== undefined) {
          values[key] = text;
        }
      }
      const text = [queryText(values), raw ?? ''].filter(Boolean).join('&');
      const predictable =
        raw === null &&
        !Object.entries(values).some(([key, item]) =>
          [key, item].flat().some((part) => LONE_SURROGATE.test(part)),
        );
      return {
        search: text === '' ? '' : `?${text}`,
        values,
        predictable,
        label: mutation.kind === 'none' ? '' : `query ${mutated.label}`,
      };
    });
}

interface BodyPlan {
  payload?: string | Buffer;
  contentType?: string;
  /** The value the server parses, when the payload is the JSON the suite built. */
  parsed?: { value: Json };
  expectStatus?: number;
  label: string;
}

const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json\r\nX-Injected: yes',
  'application/vnd.api+json',
  '',
] as const;

const ENCODINGS = [
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
type Encoding = (typeof ENCODINGS)[number];

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

function bodyArbitrary(route: FuzzRoute, known: KnownValues): fc.Arbitrary<BodyPlan> {
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

/** Header values that travel into logs, idempotency keys, origins and cookies. */
function headersArbitrary(route: FuzzRoute) {
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

interface MultipartPart {
  headers: string[];
  content: Buffer;
}

function multipartBody(boundary: string, parts: MultipartPart[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(`--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n`, 'utf8'),
      part.content,
      Buffer.from('\r\n'),
    );
  }
  if (close) {
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
  }
  return Buffer.concat(chunks);
}

const FILE_NAMES = [
  'drawing.pdf',
  '../../etc/passwd',
  '..\\..\\boot.ini',
  'evil\u202Efdp.exe',
  'a\u0000b.pdf',
  'curve.png\r\nContent-Type: text/html',
  `${'n'.repeat(400)}.pdf`,
  '',
  '.pdf',
  'page.html',
  'parts.csv',
  'sheet.xlsx',
  '"quoted".pdf',
  '<script>alert(1)</script>.pdf',
] as const;

const FILE_CONTENTS: readonly Buffer[] = [
  SAMPLE_FILES.pdf,
  SAMPLE_FILES.png,
  SAMPLE_FILES.csv,
  SAMPLE_FILES.html,
  buildXlsx(),
  Buffer.from('PK\x03\x04broken zip', 'latin1'),
  Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64, 0xff)]),
  Buffer.from("=cmd|' /C calc'!A0,\"unterminated\n\u0000,x", 'utf8'),
  Buffer.alloc(0),
];

/** multipart/form-data, well-formed with hostile parts, or broken at the framing. */
function multipartArbitrary(route: FuzzRoute, body: fc.Arbitrary<Json>): fc.Arbitrary<BodyPlan> {
  const upload = route.upload;
  const fileField = upload?.fileField ?? 'file';
  const file = fc.record({
    field: fc.oneof(
      { weight: 4, arbitrary: fc.constant(fileField) },
      { weight: 1, arbitrary: hostileString },
    ),
    name: fc.constantFrom(...FILE_NAMES),
    content: fc.oneof(
      fc.constantFrom(...FILE_CONTENTS),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    ),
    type: fc.constantFrom(
      'application/pdf',
      'text/html',
      'image/svg+xml',
      'application/octet-stream',
      'text/csv\r\nX: y',
    ),
  });
  const framing = fc.constantFrom(
    'good',
    'good',
    'good',
    'no-boundary',
    'wrong-boundary',
    'unclosed',
    'no-disposition',
    'many-fields',
    'long-boundary',
    'json-typed-field',
    'proto-field',
  );
  return fc
    .tuple(body, fc.array(file, { maxLength: 3 }), framing, fc.boolean())
    .map(([value, files, frame, asJsonField]) => {
      const boundary = frame === 'long-boundary' ? 'b'.repeat(200) : 'fuzz-boundary-7MA4YWxk';
      const parts: MultipartPart[] = [];
      if (upload?.jsonField && asJsonField) {
        parts.push({
          headers: [`Content-Disposition: form-data; name="${upload.jsonField}"`],
          content: Buffer.from(JSON.stringify(value) ?? 'null'),
        });
      } else if (isRecord(value)) {
        for (const [key, item] of Object.entries(value)) {
          parts.push({
            headers: [
              `Content-Disposition: form-data; name="${key}"`,
              // @fastify/multipart parses a part typed as JSON itself, and refuses one that is not.
              ...(frame === 'json-typed-field' ? ['Content-Type: application/json'] : []),
            ],
            content: Buffer.from(typeof item === 'string' ? item : (JSON.stringify(item) ?? '')),
          });
        }
      }
      if (frame === 'proto-field') {
        parts.push({
          headers: ['Content-Disposition: form-data; name="__proto__"'],
          content: Buffer.from('{"polluted":"yes"}'),
        });
      }
      for (const entry of files) {
        parts.push({
          headers: [
            `Content-Disposition: form-data; name="${entry.field}"; filename="${entry.name}"`,
            `Content-Type: ${entry.type}`,
          ],
          content: entry.content,
        });
      }
      if (frame === 'no-disposition') {
        parts.push({ headers: ['Content-Type: text/plain'], content: Buffer.from('orphan') });
      }
      if (frame === 'many-fields') {
        for (let index = 0; index < 60; index += 1) {
          parts.push({
            headers: [`Content-Disposition: form-data; name="f${index}"`],
            content: Buffer.from('x'),
          });
        }
      }
      const payload = multipartBody(
        frame === 'wrong-boundary' ? 'another-boundary' : boundary,
        parts,
        frame !== 'unclosed',
      );
      const contentType =
        frame === 'no-boundary' ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`;
      return { payload, contentType, label: `multipart ${frame} ${files.length} file(s)` };
    });
}

/** A Stripe-like event with hostile values, signed well or badly (payments.routes.ts, stripe-webhook.ts). */
function webhookArbitrary(
  known: KnownValues,
  secret: string,
  nowS: () => number,
): fc.Arbitrary<BodyPlan & { headers: Record<string, string> }> {
  const orderIds = known.byName.get('id') ?? [1];
  const intent = fc.record({
    id: fc.oneof(fc.constant('pi_fuzz_1'), hostileString),
    object: fc.constantFrom('payment_intent', 'charge', ''),
    amount: fc.oneof(fc.integer({ min: -1, max: 1_000_000 }), wrongTypedValue),
    amount_received: fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), wrongTypedValue),
    currency: fc.oneof(fc.constantFrom('usd', 'eur', 'USD'), hostileString),
    status: fc.oneof(fc.constantFrom('succeeded', 'requires_payment_method', 'canceled'), hostileString),
    metadata: fc.record({ order_id: fc.oneof(fc.constantFrom(...orderIds).map(String), hostileString) }),
    last_payment_error: sometimes(fc.record({ message: hostileString }), 3),
  });
  const event = fc.record({
    id: fc.oneof(
      fc.string({ minLength: 1, maxLength: 12 }).map((id) => `evt_${id}`),
      hostileString,
    ),
    object: fc.constant('event'),
    type: fc.oneof(
      fc.constantFrom(
        'payment_intent.succeeded',
        'payment_intent.payment_failed',
        'payment_intent.canceled',
        'charge.refunded',
      ),
      hostileString,
    ),
    created: fc.integer({ min: 0, max: 2 ** 31 }),
    data: fc.record({ object: intent }),
  });
  const signing = fc.constantFrom(
    'valid',
    'valid',
    'valid',
    'none',
    'wrong-secret',
    'stale',
    'garbage',
    'crlf',
  );
  return fc
    .tuple(event, mutationArbitrary, signing, fc.constantFrom('json', 'json', 'json', 'not-json', 'empty'))
    .map(([value, mutation, sign, shape]) => {
      const { value: mutated, label } = mutate(value, mutation);
      const text =
        shape === 'json'
          ? (JSON.stringify(mutated) ?? 'null')
          : shape === 'empty'
            ? ''
            : '<xml>not json</xml>';
      const at = nowS();
      const signature =
        sign === 'valid'
          ? signStripePayload(text, secret, at)
          : sign === 'wrong-secret'
            ? signStripePayload(text, 'whsec_wrong', at)
            : sign === 'stale'
              ? signStripePayload(text, secret, at - 3_600)
              : sign === 'garbage'
                ? `t=abc,v1=${'0'.repeat(64)},v0=zz`
                : sign === 'crlf'
                  ? `t=${at},v1=abc\r\nX-Injected: yes`
                  : undefined;
      const headers: Record<string, string> =
        signature === undefined ? {} : { 'stripe-signature': signature };
      return {
        payload: text,
        contentType: 'application/json; charset=utf-8',
        headers,
        // Anything not signed with our secret, recently, is refused before the body is read (400).
        ...(sign === 'valid' ? {} : { expectStatus: 400 }),
        label: `webhook ${sign} ${shape} ${label}`,
      };
    });
}

export interface CaseContext {
  known: KnownValues;
  webhookSecret: string;
  nowS: () => number;
}

/** Random requests for a route, from its contract (fast-check shrinks a failing one towards the simplest). */
export function caseArbitrary(route: FuzzRoute, context: CaseContext): fc.Arbitrary<FuzzCase> {
  const isUnsafe = UNSAFE_METHODS.has(route.method);
  const shapedBody: fc.Arbitrary<Json> = route.body ? arbitraryOf(route.body) : fc.constant({});
  const body: fc.Arbitrary<BodyPlan & { headers?: Record<string, string> }> =
    route.kind === 'webhook'
      ? webhookArbitrary(context.known, context.webhookSecret, context.nowS)
      : isUnsafe
        ? fc.oneof(
            { weight: route.upload ? 3 : 6, arbitrary: bodyArbitrary(route, context.known) },
            { weight: route.upload ? 3 : 1, arbitrary: multipartArbitrary(route, shapedBody) },
          )
        : fc.oneof(
            { weight: 9, arbitrary: fc.constant({ label: '', parsed: { value: undefined } } as BodyPlan) },
            { weight: 1, arbitrary: bodyArbitrary(route, context.known) },
          );
  return fc
    .tuple(
      paramsArbitrary(route, context.known),
      queryArbitrary(route, context.known),
      body,
      headersArbitrary(route),
    )
    .map(([params, query, bodyPlan, headerPlan]) => {
      const headers = { ...headerPlan.headers, ...(bodyPlan.headers ?? {}) };
      if (bodyPlan.contentType !== undefined) {
        headers['content-type'] = bodyPlan.contentType;
      }
      const isMultipart = bodyPlan.contentType?.startsWith('multipart/') ?? false;
      // Without a multipart parser in its scope, a route refuses the form (415) once the CSRF check passed.
      const multipartStatus =
        isMultipart && !route.upload && BODY_METHODS.has(route.method) && route.kind !== 'webhook'
          ? 415
          : undefined;
      // A URL the router refuses is answered before the CSRF check, the body and everything else.
      const expectStatus =
        params.urlStatus === 'unknown'
          ? undefined
          : (params.urlStatus ?? headerPlan.expectStatus ?? multipartStatus ?? bodyPlan.expectStatus);
      const parsed =
        params.predictable && query.predictable && bodyPlan.parsed && !headerPlan.expectStatus
          ? { params: params.params, query: query.values, body: bodyPlan.parsed.value }
          : undefined;
      return {
        label: [bodyPlan.label, query.label, headerPlan.label].filter(Boolean).join('; ') || 'shaped',
        method: route.method,
        url: `${params.path}${query.search}`,
        headers,
        ...(bodyPlan.payload === undefined ? {} : { payload: bodyPlan.payload }),
        omitCsrf: headerPlan.omitCsrf,
        ...(headerPlan.extraCookies ? { extraCookies: headerPlan.extraCookies } : {}),
        remoteAddress: headerPlan.remoteAddress,
        ...(parsed ? { parsed } : {}),
        ...(expectStatus === undefined ? {} : { expectStatus }),
      };
    });
}

/** Param values of rows that exist: the base the fixed cases change one thing of. */
function knownParams(route: FuzzRoute, known: KnownValues): Record<string, string> {
  const params: Record<string, string> = {};
  for (const match of route.url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)) {
    const name = match[1] as string;
    params[name] = String((known.byName.get(name) ?? known.all)[0] ?? '1');
  }
  return params;
}

function pathWith(
  route: FuzzRoute,
  values: Record<string, string>,
  raw: Record<string, string> = {},
): string {
  return route.url.replace(
    /:([A-Za-z_][A-Za-z0-9_]*)/g,
    (_, name: string) => raw[name] ?? encodeComponent(values[name] ?? '1'),
  );
}

/** What the router does with these param values before anything else runs (see `urlStatusOf`). */
function paramsUrlStatus(
  values: Record<string, string>,
  rawNames: readonly string[],
): number | 'unknown' | undefined {
  const known = Object.fromEntries(Object.entries(values).filter(([name]) => !rawNames.includes(name)));
  return rawNames.length > 0 ? (urlStatusOf(known) ?? 'unknown') : urlStatusOf(values);
}

/**
 * The fixed pass: each field of params, query and body set to a wrong type and to each family of hostile
 * string, every body encoding and content type, malformed multipart. Grouped by kind and dealt round-robin,
 * so the first `limit` cases cover every kind; `offset` rotates which member of each kind comes first, so
 * across routes every member is sent somewhere even when the limit is small.
 */
export function fixedCases(
  route: FuzzRoute,
  context: CaseContext,
  options: { limit: number; offset: number },
): FuzzCase[] {
  const sample = <T>(arbitrary: fc.Arbitrary<T>, seed: number) =>
    fc.sample(arbitrary, { numRuns: 1, seed })[0] as T;
  const baseParams = knownParams(route, context.known);
  const baseQuery = route.query ? (sample(arbitraryOf(route.query), 2) as Record<string, unknown>) : {};
  const knownBody = context.known.bodies.get(`${route.method} ${route.url}`)?.[0];
  const baseBody = knownBody ?? (route.body ? sample(arbitraryOf(route.body), 3) : undefined);
  const queryValues = (value: Record<string, unknown>) => {
    const values: Record<string, string | string[]> = {};
    for (const [key, item] of Object.entries(value)) {
      const text = asQueryValue(item);
      if (text !== undefined) {
        values[key] = text;
      }
    }
    return values;
  };
  const make = (
    label: string,
    parts: {
      params?: Record<string, string>;
      rawParams?: Record<string, string>;
      query?: Record<string, unknown>;
      rawQuery?: string;
      body?: BodyPlan;
    },
  ): FuzzCase => {
    const paramValues = parts.params ?? baseParams;
    const rawNames = Object.keys(parts.rawParams ?? {});
    const values = queryValues(parts.query ?? baseQuery);
    const search = [queryText(values), parts.rawQuery ?? ''].filter(Boolean).join('&');
    const bodyPlan =
      parts.body ??
      (route.body ? encodeBody(route, baseBody, 'json', '') : { label: '', parsed: { value: undefined } });
    const urlStatus = paramsUrlStatus(paramValues, rawNames);
    const predictable =
      urlStatus === undefined &&
      parts.rawQuery === undefined &&
      !LONE_SURROGATE.test(JSON.stringify(values)) &&
      !Object.values(paramValues).some((value) => value === '');
    const expectStatus = urlStatus === 'unknown' ? undefined : (urlStatus ?? bodyPlan.expectStatus);
    return {
      label,
      method: route.method,
      url: `${pathWith(route, paramValues, parts.rawParams)}${search ? `?${search}` : ''}`,
      headers: bodyPlan.contentType === undefined ? {} : { 'content-type': bodyPlan.contentType },
      ...(bodyPlan.payload === undefined ? {} : { payload: bodyPlan.payload }),
      remoteAddress: '10.9.0.1',
      ...(bodyPlan.parsed && predictable
        ? { parsed: { params: paramValues, query: values, body: bodyPlan.parsed.value } }
        : {}),
      ...(expectStatus === undefined ? {} : { expectStatus }),
    };
  };
  const wrongValues: Json[] = [{}, [1], null, true, -1, 1e308, 'a'.repeat(10_000)];
  const groups: FuzzCase[][] = [];
  const group = (cases: FuzzCase[]) => {
    if (cases.length > 0) {
      groups.push(cases);
    }
  };

  for (const name of Object.keys(baseParams)) {
    group(
      [...HOSTILE_STRINGS, ...PATH_TRAVERSALS]
        .filter((value) => value !== '')
        .map((value) =>
          make(`param ${name}=${JSON.stringify(value).slice(0, 30)}`, {
            params: { ...baseParams, [name]: value },
          }),
        ),
    );
    group(RAW_SEGMENTS.map((raw) => make(`param ${name} raw ${raw}`, { rawParams: { [name]: raw } })));
  }
  for (const key of objectKeysOf(route.query)) {
    group(
      [...HOSTILE_STRINGS, ...NUMBER_EDGES].map((value) =>
        make(`query ${key}=${JSON.stringify(value).slice(0, 30)}`, { query: { ...baseQuery, [key]: value } }),
      ),
    );
    group([make(`query ${key} twice`, { query: { ...baseQuery, [key]: ['1', '2'] } })]);
  }
  group(RAW_QUERIES.map((raw) => make(`raw query ${raw.slice(0, 30)}`, { rawQuery: raw })));
  if (BODY_METHODS.has(route.method) && route.kind !== 'webhook') {
    for (const key of isRecord(baseBody) ? Object.keys(baseBody) : []) {
      const withField = (value: Json) =>
        encodeBody(route, { ...(baseBody as object), [key]: value }, 'json', '');
      group(wrongValues.map((wrong) => make(`body ${key} wrong type`, { body: withField(wrong) })));
      group(
        HOSTILE_STRINGS.map((value) =>
          make(`body ${key}=${JSON.stringify(value).slice(0, 30)}`, { body: withField(value) }),
        ),
      );
    }
    group(
      [11, 12, 13, 14, 15, 16].map((seed) => {
        const plan = sample(
          multipartArbitrary(route, route.body ? arbitraryOf(route.body) : fc.constant({})),
          seed,
        );
        const made = make(plan.label, { body: plan });
        return route.upload ? made : { ...made, expectStatus: 415 };
      }),
    );
    group(
      ENCODINGS.filter((encoding) => encoding !== 'content-type').map((encoding) =>
        make(`body ${encoding}`, { body: encodeBody(route, baseBody ?? {}, encoding, '') }),
      ),
    );
    group(
      CONTENT_TYPES.map((contentType) =>
        make(`content-type ${JSON.stringify(contentType)}`, {
          body: encodeBody(route, baseBody ?? {}, 'content-type', contentType),
        }),
      ),
    );
  }
  const dealt: FuzzCase[] = [];
  const longest = Math.max(0, ...groups.map((cases) => cases.length));
  for (let round = 0; round < longest && dealt.length < options.limit; round += 1) {
    for (const cases of groups) {
      if (round < cases.length && dealt.length < options.limit) {
        dealt.push(cases[(round + options.offset) % cases.length] as FuzzCase);
      }
    }
  }
  return dealt;
}

export { CONTENT_TYPES, ENCODINGS };
