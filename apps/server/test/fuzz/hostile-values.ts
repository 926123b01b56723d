import fc from 'fast-check';

// The payloads the suite throws at every field (OWASP ASVS 5.0 V1 'Encoding and
// Sanitization' and V2 'Validation and Business Logic'). A value here is never expected to succeed as
// meant; the server must answer it with a 2xx or a 4xx with our error body, never a 5xx.

export const SQL_INJECTIONS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(0) --',
  "admin'--",
  '1 UNION SELECT null, current_user --',
  "\\'; SELECT 1; --",
] as const;

export const HTML_INJECTIONS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '<svg/onload=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as written.
  '{{7*7}}${7*7}<%= 7*7 %>',
] as const;

export const PATH_TRAVERSALS = [
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  '....//....//etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'file:///etc/passwd',
] as const;

export const CRLF_VALUES = [
  'key\r\nSet-Cookie: sessionid=forged',
  'value\r\n\r\n<html>',
  'a\nb',
  'a\rb',
] as const;

/** Keys that must never reach an object's prototype (OWASP 'Prototype Pollution Prevention'). */
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

export const UNICODE_EDGES = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uDC00y',
  '\u202Eevil\u202Dtxt.pdf',
  '\u200F\u200E\u061C',
  '\u200B\uFEFF\u2060',
  '👍🏽👨‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301',
  'ﬁ İ ß ǅ',
  '١٢٣',
  '１２３',
  '\u0085\u2028\u2029',
  '\u001b[31m',
  '%00',
  '%',
  '%s%n%x',
] as const;

export const NUMBER_EDGES = [
  '0',
  '-0',
  '-1',
  '1.5',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '0x10',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999',
  ' 1 ',
  '1,000',
] as const;

const ALL_STRINGS: readonly string[] = [
  ...SQL_INJECTIONS,
  ...HTML_INJECTIONS,
  ...PATH_TRAVERSALS,
  ...CRLF_VALUES,
  ...PROTO_KEYS,
  ...UNICODE_EDGES,
  ...NUMBER_EDGES,
  '',
  ' ',
  'null',
  'undefined',
  'true',
];

/** The fixed list, indexable, so a deterministic pass can walk every one of them. */
export const HOSTILE_STRINGS: readonly string[] = ALL_STRINGS;

/** Oversized strings: a long word, a long line of emoji (4 UTF-8 bytes each), and a long line of spaces. */
export function longString(length: number): fc.Arbitrary<string> {
  return fc.constantFrom('a'.repeat(length), '😀'.repeat(Math.ceil(length / 2)), ' '.repeat(length));
}

/** A hostile string: from the list, or random code points including lone surrogates, or very long. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...ALL_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...ALL_STRINGS), fc.constantFrom(...ALL_STRINGS))
      .map(([left, right]) => `${left}${right}`),
  },
  { weight: 1, arbitrary: longString(10_000) },
);

/** A value of the wrong JSON type for almost any field, and numbers at JavaScript's and Postgres's edges. */
export const wrongTypedValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -0,
    2 ** 31,
    2 ** 53 + 2,
    1e308,
    -1e308,
    Number.MIN_VALUE,
    [],
    {},
    [1, 'a', null],
    { nested: { deeper: [{}] } },
    { __proto__: { polluted: true } },
  ),
  fc.jsonValue({ maxDepth: 3 }),
  // Deep nesting: recursive validators and serialisers must not blow the stack.
  fc.integer({ min: 200, max: 2_000 }).map((depth) => nested(depth)),
);

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) {
    value = level % 2 === 0 ? [value] : { a: value };
  }
  return value;
}

/** Any hostile value: a hostile string or a wrong-typed one. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: wrongTypedValue },
);
