import fc from 'fast-check';
import { type BodyPlan, bodyArbitrary, CONTENT_TYPES, ENCODINGS, encodeBody } from './fuzz-bodies.ts';
import { BODY_METHODS, UNSAFE_METHODS } from './fuzz-common.ts';
import { headersArbitrary } from './fuzz-headers.ts';
import { multipartArbitrary } from './fuzz-multipart.ts';
import type { FuzzRoute } from './fuzz-routes.ts';
import {
  asQueryValue,
  encodeComponent,
  LONE_SURROGATE,
  paramsArbitrary,
  paramsUrlStatus,
  queryArbitrary,
  queryText,
  RAW_QUERIES,
  RAW_SEGMENTS,
} from './fuzz-url.ts';
import { webhookArbitrary } from './fuzz-webhook.ts';
import type { FuzzRequest, KnownValues } from './fuzz-world.ts';
import { HOSTILE_STRINGS, NUMBER_EDGES, PATH_TRAVERSALS } from './hostile-values.ts';
import { isRecord, type Json } from './json-mutations.ts';
import { arbitraryOf, objectKeysOf } from './zod-arbitrary.ts';

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
