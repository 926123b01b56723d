import fc from 'fast-check';
import { sometimes } from './fuzz-common.ts';
import type { FuzzRoute } from './fuzz-routes.ts';
import type { KnownValues } from './fuzz-world.ts';
import { hostileString, NUMBER_EDGES } from './hostile-values.ts';
import { isRecord, type Mutation, mutate } from './json-mutations.ts';
import { arbitraryOf, defOf, objectKeysOf } from './zod-arbitrary.ts';

// The URL of a case: path params and query strings, percent-encoded or written raw, and the status the
// router gives a URL it refuses.

export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

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
export const RAW_SEGMENTS = [
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
export const RAW_QUERIES = [
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

/** What the router does with these param values before anything else runs (see `urlStatusOf`). */
export function paramsUrlStatus(
  values: Record<string, string>,
  rawNames: readonly string[],
): number | 'unknown' | undefined {
  const known = Object.fromEntries(Object.entries(values).filter(([name]) => !rawNames.includes(name)));
  return rawNames.length > 0 ? (urlStatusOf(known) ?? 'unknown') : urlStatusOf(values);
}

/** Params: known rows, contract-shaped values, hostile strings, edge numbers, and raw wire escapes. */
export function paramsArbitrary(route: FuzzRoute, known: KnownValues) {
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

export function queryText(values: Record<string, string | string[]>): string {
  return Object.entries(values)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (item) => `${encodeComponent(key)}=${encodeComponent(item)}`,
      ),
    )
    .join('&');
}

/** A value as a query string carries it: text, or repeated keys for a list. */
export function asQueryValue(value: unknown): string | string[] | undefined {
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

export function queryArbitrary(route: FuzzRoute, known: KnownValues) {
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
