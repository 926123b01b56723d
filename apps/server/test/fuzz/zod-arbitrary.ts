import fc from 'fast-check';
import type { z } from 'zod';

// Values shaped like a zod contract's input, for the route fuzz suite: mostly within the schema's bounds so
// the request gets past validation into the handler, sometimes at or just over an edge. Refinements and
// transforms are not solved for; a value they refuse is still a fair case (a 400 naming the field).

/** The parts of zod 4's internal definition the generator reads; `_zod.def` is zod's documented introspection. */
interface Def {
  type: string;
  [key: string]: unknown;
}

interface Check {
  _zod: { def: { check: string; [key: string]: unknown } };
}

/** Containers deep (objects, arrays, records): a request's answer is about seven deep. */
const MAX_DEPTH = 9;
/** Longer strings are the hostile generators' business (hostile-values.ts); here, enough to fill a field. */
const PLAIN_STRING_MAX = 24;

export function defOf(schema: z.core.$ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

function checksOf(def: Def): Array<Check['_zod']['def']> {
  const checks = (def.checks as Check[] | undefined) ?? [];
  return checks.map((check) => check._zod.def);
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  // z.email() carries its format on the definition; z.string().email() as a check.
  const formatCheck = checksOf(def).find(
    (check) => check.check === 'string_format' && check.format !== 'regex',
  );
  const format = (def.format ?? formatCheck?.format) as string | undefined;
  if (format === 'email') {
    // fast-check's emailAddress() covers RFC 5322 corners zod's stricter pattern refuses; these pass it.
    return fc
      .tuple(
        fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/),
        fc.stringMatching(/^[a-z]{1,10}$/),
        fc.constantFrom('com', 'org', 'de'),
      )
      .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
  }
  if (format === 'uuid' || format === 'guid') {
    return fc.uuid();
  }
  if (format === 'url') {
    return fc.webUrl();
  }
  let minLength = 0;
  let maxLength = PLAIN_STRING_MAX;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') {
      minLength = Number(check.minimum);
    } else if (check.check === 'max_length') {
      maxLength = Math.min(Number(check.maximum), Math.max(minLength, PLAIN_STRING_MAX));
    } else if (check.check === 'length_equals') {
      minLength = maxLength = Number(check.length);
    } else if (
      check.check === 'string_format' &&
      check.format === 'regex' &&
      check.pattern instanceof RegExp
    ) {
      return matching(check.pattern, minLength, maxLength);
    }
  }
  if (typeof def.pattern === 'object' && def.pattern instanceof RegExp && format !== undefined) {
    return matching(def.pattern, minLength, maxLength);
  }
  return fc.string({ minLength, maxLength: Math.max(minLength, maxLength), unit: 'grapheme' });
}

function matching(pattern: RegExp, minLength: number, maxLength: number): fc.Arbitrary<string> {
  try {
    return fc.oneof(
      { weight: 3, arbitrary: fc.stringMatching(pattern) },
      { weight: 1, arbitrary: fc.string({ minLength, maxLength }) },
    );
  } catch {
    // A pattern fast-check cannot turn into a generator (look-arounds): plain text, which the check may refuse.
    return fc.string({ minLength, maxLength });
  }
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 1_000_000;
  let isInt = typeof def.format === 'string' && /int/.test(def.format);
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than') {
      min = Number(check.value) + (check.inclusive ? 0 : 1);
    } else if (check.check === 'less_than') {
      max = Number(check.value) - (check.inclusive ? 0 : 1);
    } else if (
      check.check === 'number_format' &&
      typeof check.format === 'string' &&
      /int/.test(check.format)
    ) {
      isInt = true;
    }
  }
  // Rows are few in a test database: ids and counts mostly small, so lookups sometimes find something.
  const low = Math.max(min, -1_000_000);
  const high = Math.min(max, 1_000_000);
  if (low > high) {
    return fc.constant(min);
  }
  const edges = fc.constantFrom(low, high, Math.min(high, Math.max(low, 1)));
  const body = isInt
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
  const small = fc.integer({
    min: Math.max(Math.ceil(low), 0),
    max: Math.max(Math.ceil(low), Math.min(20, high)),
  });
  return fc.oneof(
    { weight: 2, arbitrary: small },
    { weight: 2, arbitrary: body },
    { weight: 1, arbitrary: edges },
  );
}

/** A value shaped like `schema`'s input (what a client sends, before transforms). */
export function arbitraryOf(schema: z.core.$ZodType, depth = 0): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) {
    return fc.constant(null);
  }
  const def = defOf(schema);
  // Wrappers (optional, default, pipe…) stay at this depth; containers go one deeper.
  const same = (inner: unknown) => arbitraryOf(inner as z.core.$ZodType, depth);
  const next = (inner: unknown) => arbitraryOf(inner as z.core.$ZodType, depth + 1);
  const bag = (schema as unknown as { _zod: { bag?: { truthy?: string[]; falsy?: string[] } } })._zod.bag;
  if (bag?.truthy && bag.falsy) {
    // z.stringbool(): the words it reads as true or false.
    return fc.constantFrom(...bag.truthy, ...bag.falsy);
  }
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'int':
      return numberArbitrary({ ...def, format: 'safeint' });
    case 'boolean':
      return fc.boolean();
    case 'bigint':
      return fc.bigInt({ min: -(2n ** 40n), max: 2n ** 40n }).map(String);
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'date':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array': {
      const checks = checksOf(def);
      const minLength = Number(checks.find((check) => check.check === 'min_length')?.minimum ?? 0);
      const declaredMax = checks.find((check) => check.check === 'max_length')?.maximum;
      const maxLength = Math.max(minLength, Math.min(Number(declaredMax ?? 4), 4));
      return fc.array(next(def.element), { minLength, maxLength });
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.core.$ZodType[]).map(next));
    case 'object': {
      const shape = def.shape as Record<string, z.core.$ZodType>;
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const requiredKeys: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        model[key] = next(field);
        if (!isOptional(field)) {
          requiredKeys.push(key);
        }
      }
      return fc.record(model, { requiredKeys });
    }
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), next(def.valueType), {
        maxKeys: 4,
      }) as fc.Arbitrary<unknown>;
    case 'union':
      return fc.oneof(...(def.options as z.core.$ZodType[]).map(same));
    case 'intersection':
      return fc
        .tuple(same(def.left), same(def.right))
        .map(([left, right]) =>
          isPlainObject(left) && isPlainObject(right) ? { ...left, ...right } : (left ?? right),
        );
    case 'optional':
      // One time in four the key is left out (fc.option: 1/freq is the nil value).
      return fc.option(same(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(same(def.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return same(def.innerType);
    case 'pipe': {
      // z.preprocess is pipe(transform, schema): the transform takes anything, so generate for its target.
      // A normalising pipe (trim, digits only, then a pattern) is best fed from both ends.
      const input = defOf(def.in as z.core.$ZodType);
      const output = defOf(def.out as z.core.$ZodType);
      if (input.type === 'transform') {
        return same(def.out);
      }
      return output.type === 'transform' ? same(def.in) : fc.oneof(same(def.in), same(def.out));
    }
    case 'lazy':
      return same((def.getter as () => z.core.$ZodType)());
    default:
      // unknown, any, custom, transform: any JSON value.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Whether a client may leave the key out. */
export function isOptional(schema: z.core.$ZodType): boolean {
  return (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The keys an object schema declares (through optional/nullable/default/pipe wrappers); [] for others. */
export function objectKeysOf(schema: z.core.$ZodType | undefined): string[] {
  let current = schema;
  for (let depth = 0; current && depth < 8; depth += 1) {
    const def = defOf(current);
    if (def.type === 'object') {
      return Object.keys(def.shape as Record<string, unknown>);
    }
    if (def.type === 'pipe') {
      const input = defOf(def.in as z.core.$ZodType);
      current = (input.type === 'transform' ? def.out : def.in) as z.core.$ZodType;
    } else if ('innerType' in def) {
      current = def.innerType as z.core.$ZodType;
    } else {
      return [];
    }
  }
  return [];
}
