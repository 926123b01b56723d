import * as contracts from '@specsource/contracts';
import { FindPartsQuerySchema, FindPartsResponseSchema } from '@specsource/contracts';
import {
  serializerCompiler as encodingSerializerCompiler,
  ResponseSerializationError,
  validatorCompiler as runtimeValidatorCompiler,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { compile } from 'zod/v4/core';
import {
  compiledSerializerCompiler,
  compiledValidatorCompiler,
  hasDirectionalPart,
} from './zod-compilers.ts';

const route = { method: 'GET', url: '/api/part/', httpPart: 'querystring', httpStatus: '200' } as const;

function serialize(compiler: typeof compiledSerializerCompiler, schema: $ZodType, data: unknown): string {
  return compiler({ ...route, schema })(data);
}

function validate(compiler: typeof compiledValidatorCompiler, schema: $ZodType, data: unknown) {
  return compiler({ ...route, schema } as never)(data) as { value?: unknown; error?: { message: string }[] };
}

/** Every endpoint descriptor the contracts export, with the schemas of its four parts. */
type EndpointParts = Partial<Record<'params' | 'query' | 'body' | 'response', $ZodType>>;
const endpoints = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, EndpointParts] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'method' in entry[1] && 'path' in entry[1],
);

describe('the compiled route schemas', () => {
  it('compile for every request part and every answer that parses as it encodes, with no fallback', () => {
    const refused: string[] = [];
    let compiled = 0;
    for (const [name, endpoint] of endpoints) {
      for (const part of ['params', 'query', 'body', 'response'] as const) {
        const schema = endpoint[part];
        if (!schema || (part === 'response' && hasDirectionalPart(schema))) {
          continue;
        }
        try {
          compile(schema, { strict: true });
          compiled += 1;
        } catch (error) {
          refused.push(`${name}.${part}: ${(error as Error).message}`);
        }
      }
    }
    // A schema the compiler refuses still works, on the slower parser; this says which, so it is a choice.
    expect(refused).toEqual([]);
    expect(compiled).toBeGreaterThan(200);
  });

  it('write an answer exactly as the encoding serializer did: unknown keys dropped, the same JSON', () => {
    const body = {
      count: 2,
      next: null,
      previous: null,
      results: [
        { id: 1, title: 'Seal kit', slug: 'seal-kit', internal: 'not for the wire' },
        { id: 2, title: 'Impeller', slug: 'impeller' },
      ],
      extra: true,
    };
    const written = serialize(compiledSerializerCompiler, FindPartsResponseSchema, body);
    expect(written).toBe(serialize(encodingSerializerCompiler as never, FindPartsResponseSchema, body));
    expect(JSON.parse(written)).toEqual({
      count: 2,
      next: null,
      previous: null,
      results: [
        { id: 1, title: 'Seal kit', slug: 'seal-kit' },
        { id: 2, title: 'Impeller', slug: 'impeller' },
      ],
    });
  });

  it('refuse an answer of the wrong shape with the library’s serialization error, naming the path', () => {
    const wrong = { count: 1, next: null, previous: null, results: [{ id: 1.5, title: 'x', slug: 'x' }] };
    let thrown: unknown;
    try {
      serialize(compiledSerializerCompiler, FindPartsResponseSchema, wrong);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ResponseSerializationError);
    expect((thrown as ResponseSerializationError).cause.issues[0]?.path).toEqual(['results', 0, 'id']);
  });

  it('keep encoding an answer whose schema encodes differently from how it parses (a default here)', () => {
    const schema = z.object({ rows: z.array(z.object({ unit: z._default(z.optional(z.string()), 'gpm') })) });
    expect(hasDirectionalPart(schema)).toBe(true);
    // Encoding fills no default: the answer is written as the handler gave it. A forward parse would add one.
    expect(serialize(compiledSerializerCompiler, schema, { rows: [{}] })).toBe('{"rows":[{}]}');
    expect(JSON.stringify(z.parse(schema, { rows: [{}] }))).toBe('{"rows":[{"unit":"gpm"}]}');
  });

  it('find a directional part anywhere inside, and none in a plain answer', () => {
    expect(hasDirectionalPart(FindPartsResponseSchema)).toBe(false);
    expect(hasDirectionalPart(z.union([z.string(), z.pipe(z.string(), z.transform(Number))]))).toBe(true);
    expect(hasDirectionalPart(z.record(z.string(), z.catch(z.number(), 0)))).toBe(true);
    expect(hasDirectionalPart(z.tuple([z.string(), z.lazy(() => z.string())]))).toBe(true);
  });

  it('validate a request as the runtime parser does: the same values, the same messages', () => {
    const good = { title: '  seal ', page: '2' };
    expect(validate(compiledValidatorCompiler, FindPartsQuerySchema, good)).toEqual(
      validate(runtimeValidatorCompiler, FindPartsQuerySchema, good),
    );
    expect(validate(compiledValidatorCompiler, FindPartsQuerySchema, good).value).toMatchObject({
      title: 'seal',
      exact: false,
      pagination: true,
    });
    const bad = { title: 'x'.repeat(300), exact: 'maybe' };
    const compiledError = validate(compiledValidatorCompiler, FindPartsQuerySchema, bad).error;
    expect(compiledError?.map((issue) => issue.message)).toEqual(
      validate(runtimeValidatorCompiler, FindPartsQuerySchema, bad).error?.map((issue) => issue.message),
    );
    expect(compiledError?.map((issue) => issue.message)).toContain("exact is 'true' or 'false'");
  });
});
