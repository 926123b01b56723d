import { ERROR_STATUS, ErrorBodySchema, errorCodeForStatus } from '@specsource/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import type { FuzzCase } from './fuzz-requests.ts';
import type { FuzzRoute } from './fuzz-routes.ts';
import type { FuzzRole } from './fuzz-world.ts';
import { HTML_INJECTIONS } from './hostile-values.ts';

// What every answer to a fuzzed request must be (OWASP ASVS 5.0 V16.5 'Error Handling':
// a generic message for unexpected errors, no stack traces or internals; V2.2 'Input Validation': refused
// input names what is wrong). Checks return problems rather than throw, so one message lists them all.

/** The error statuses the API uses for a caller's mistake (plus 405 and 415 from Fastify itself). */
export const ALLOWED_ERROR_STATUSES = new Set([400, 401, 403, 404, 405, 409, 413, 415, 429]);
/** OIDC routes are browser navigations: they redirect to the provider and back. */
const REDIRECT_STATUSES = new Set([302, 303]);

/** Signs of an internal leaking out: stack frames, source paths, database and ORM error text. */
const STACK_MARKERS: readonly RegExp[] = [
  /\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:\/\/|\/|node:)[^)\s]*:\d+:\d+\)?/,
  /node_modules/,
  /\/apps\/server\/|\/packages\/contracts\//,
  /\.[cm]?[jt]s:\d+:\d+/,
];
const INTERNAL_ERROR_MARKERS: readonly RegExp[] = [
  ...STACK_MARKERS,
  /syntax error at or near/i,
  /violates (?:[\w-]+ )?constraint/i,
  /duplicate key value/i,
  /relation "[^"]+" does not exist/i,
  /invalid input syntax for/i,
  /Failed query:/,
  /PGlite|drizzle|postgres(?:ql)? error/i,
  /\b(?:TypeError|RangeError|ReferenceError|SyntaxError): /,
  /FST_ERR_/,
  /Cannot read propert/,
];

const StrictErrorBody = z.strictObject(ErrorBodySchema.shape);

/** Whether `role` gets past the route's access check. */
export function isAllowed(route: FuzzRoute, role: FuzzRole): boolean {
  return route.access === 'public' || (role !== 'visitor' && route.access.includes(role));
}

/** The field names a 400 must carry, as platform/http/validation-errors.ts writes them: `a.b.0`, or the part's name. */
function fieldNamesOf(issues: z.core.$ZodIssue[], context: string): string[] {
  const names = issues.map((issue) => {
    const path = `/${issue.path.map(String).join('/')}`;
    return path.replace(/^\//, '').split('/').filter(Boolean).join('.') || context;
  });
  return [...new Set(names)].sort();
}

/**
 * The validation failure Fastify reports for this input, if any: it validates params, then body, then
 * query (fastify/lib/validation.js), and stops at the first part that fails.
 */
export function expectedValidation(
  route: FuzzRoute,
  parsed: NonNullable<FuzzCase['parsed']>,
): string[] | null {
  const parts: Array<[string, z.core.$ZodType | undefined, unknown]> = [
    ['params', route.params, parsed.params],
    ['body', route.body, parsed.body],
    ['querystring', route.query, parsed.query],
  ];
  for (const [context, schema, data] of parts) {
    if (!schema) {
      continue;
    }
    const result = z.safeParse(schema, data);
    if (!result.success) {
      return fieldNamesOf(result.error.issues, context);
    }
  }
  return null;
}

function headerOf(response: LightMyRequestResponse, name: string): string {
  const value = response.headers[name];
  return Array.isArray(value) ? value.join(', ') : String(value ?? '');
}

function checkErrorBody(
  response: LightMyRequestResponse,
  problems: string[],
): z.infer<typeof ErrorBodySchema> | null {
  if (!headerOf(response, 'content-type').startsWith('application/json')) {
    problems.push(`error body is not JSON (content-type ${headerOf(response, 'content-type')})`);
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(response.body);
  } catch {
    problems.push('error body does not parse as JSON');
    return null;
  }
  const body = StrictErrorBody.safeParse(json);
  if (!body.success) {
    problems.push(`error body is not {detail, code, field_errors?}: ${response.body.slice(0, 200)}`);
    return null;
  }
  // A status without a code of its own (Fastify's 405, 415) gets the one errorCodeForStatus implies.
  const fitsStatus =
    ERROR_STATUS[body.data.code] === response.statusCode ||
    body.data.code === errorCodeForStatus(response.statusCode);
  if (!fitsStatus) {
    problems.push(`code ${body.data.code} does not go with status ${response.statusCode}`);
  }
  if (body.data.detail.trim() === '') {
    problems.push('error detail is empty');
  }
  if (body.data.code === 'VALIDATION') {
    const fields = Object.entries(body.data.field_errors ?? {});
    if (fields.length === 0) {
      problems.push(`a validation error names no field: ${response.body.slice(0, 200)}`);
    }
    for (const [field, messages] of fields) {
      if (field.trim() === '' || messages.length === 0) {
        problems.push(
          `a validation error has an empty field name or no message: ${response.body.slice(0, 200)}`,
        );
      }
    }
  }
  return body.data;
}

function checkStream(response: LightMyRequestResponse, problems: string[]): void {
  for (const block of response.body.split('\n\n')) {
    if (!block.includes('event: error')) {
      continue;
    }
    const data = block.split('\n').find((line) => line.startsWith('data: '));
    try {
      const event = JSON.parse(data?.slice('data: '.length) ?? '') as { code?: unknown };
      if (event.code === 'INTERNAL') {
        problems.push(`the stream ended with an internal error: ${block}`);
      }
    } catch {
      problems.push(`an error event without a JSON body: ${block}`);
    }
  }
}

/** Everything wrong with one answer; empty when it is acceptable. */
export function responseProblems(
  route: FuzzRoute,
  role: FuzzRole,
  fuzzCase: FuzzCase,
  response: LightMyRequestResponse,
): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  const isHtmlRoute = route.kind === 'html';
  const isOk = status >= 200 && status < 300;
  if (status >= 500) {
    problems.push(`status ${status}`);
  } else if (
    !isOk &&
    !ALLOWED_ERROR_STATUSES.has(status) &&
    !(isHtmlRoute && REDIRECT_STATUSES.has(status))
  ) {
    problems.push(`status ${status} is not an allowed answer`);
  }
  const markers = isOk ? STACK_MARKERS : INTERNAL_ERROR_MARKERS;
  const leak = markers.find((marker) => marker.test(response.body));
  if (leak) {
    problems.push(`the body leaks internals (${leak}): ${response.body.slice(0, 300)}`);
  }
  if (headerOf(response, 'x-content-type-options') !== 'nosniff') {
    problems.push('no X-Content-Type-Options: nosniff');
  }
  if (headerOf(response, 'content-type').startsWith('text/html')) {
    const reflected = HTML_INJECTIONS.find(
      (payload) => payload.includes('<') && response.body.includes(payload),
    );
    if (reflected) {
      problems.push(`an HTML answer reflects ${reflected} unescaped`);
    }
  }
  const hasBody = route.method !== 'HEAD';
  const errorBody = status >= 400 && hasBody && !isHtmlRoute ? checkErrorBody(response, problems) : null;
  if (route.kind === 'stream' && isOk) {
    checkStream(response, problems);
  }

  if (fuzzCase.expectStatus !== undefined && status !== fuzzCase.expectStatus) {
    problems.push(`expected ${fuzzCase.expectStatus} for this payload, got ${status}`);
  }
  const canPredict =
    fuzzCase.parsed !== undefined &&
    fuzzCase.expectStatus === undefined &&
    isAllowed(route, role) &&
    (route.kind === 'json' || route.kind === 'stream');
  if (canPredict && fuzzCase.parsed) {
    const expected = expectedValidation(route, fuzzCase.parsed);
    if (expected !== null) {
      if (status !== 400 || (hasBody && errorBody?.code !== 'VALIDATION')) {
        problems.push(
          `the contract refuses this input (${expected.join(', ')}) but the answer is ${status} ${response.body.slice(0, 200)}`,
        );
      } else if (hasBody && errorBody) {
        const named = Object.keys(errorBody.field_errors ?? {}).sort();
        if (JSON.stringify(named) !== JSON.stringify(expected)) {
          problems.push(
            `the 400 names ${named.join(', ')}; the contract's issues are on ${expected.join(', ')}`,
          );
        }
      }
    }
  }
  return problems;
}

/** Whether anything has been written onto Object.prototype (OWASP 'Prototype Pollution Prevention'). */
export function prototypeProblems(baseline: readonly string[]): string[] {
  const now = Object.getOwnPropertyNames(Object.prototype);
  const added = now.filter((name) => !baseline.includes(name));
  const probe = {} as Record<string, unknown>;
  return [
    ...(added.length > 0 ? [`Object.prototype gained ${added.join(', ')}`] : []),
    ...(probe.polluted !== undefined ? ['{}.polluted is set'] : []),
  ];
}
