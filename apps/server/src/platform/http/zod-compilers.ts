import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import {
  serializerCompiler as encodingSerializerCompiler,
  ResponseSerializationError,
  validatorCompiler as runtimeValidatorCompiler,
} from 'fastify-type-provider-zod';
import { $ZodType, compile, safeParse } from 'zod/v4/core';

/**
 * The route schemas Fastify checks requests and answers with, compiled once per route by zod's own compiler
 * (`z.compile`, https://zod.dev/compile): one generated function per schema, the same results and the same issues,
 * falling back to the ordinary parser for an input it refuses or a schema it cannot compile.
 *
 * Why: the contracts are written with zod/mini for the home page's bundle (docs/decisions/0013-home-page-scripts.md),
 * and zod/mini's objects walk their keys at run time, where `zod`'s own objects had a generated fast path. Checking
 * the typeahead's 20 results that way cost about 10 µs of a ~60 µs request, and its garbage as much again; compiled,
 * the check costs 0.3 µs (figures: docs/decisions/0013-home-page-scripts.md, Consequences).
 */

// One compiled form per schema, made the first time a route checks something with it. Compiling every route's
// schemas eagerly took ~190 ms of each start, half of it on the error body every route declares twice (4xx, 5xx).
const compiledForms = new WeakMap<$ZodType, $ZodType>();

function compiledOf(schema: $ZodType): $ZodType {
  let compiled = compiledForms.get(schema);
  if (compiled === undefined) {
    compiled = compile(schema);
    compiledForms.set(schema, compiled);
  }
  return compiled;
}

/** Query, params and body: the library's validator, handed the compiled schema on the route's first request. */
export const compiledValidatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  let validate: ReturnType<typeof runtimeValidatorCompiler> | undefined;
  return (data) => {
    validate ??= runtimeValidatorCompiler({ ...route, schema: compiledOf(route.schema) });
    return validate(data);
  };
};

// Schema kinds whose encode (answer → wire) differs from their parse: a transform or pipe runs the other way, a
// default is not filled in, a catch does not catch. A lazy schema's inside is not known until it runs.
const DIRECTIONAL_KINDS = new Set(['pipe', 'transform', 'default', 'prefault', 'catch', 'lazy']);

/** True when some schema inside `schema` (itself included) encodes differently from how it parses. */
export function hasDirectionalPart(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) {
    return false;
  }
  seen.add(schema);
  const def = schema._zod.def;
  if (DIRECTIONAL_KINDS.has(def.type)) {
    return true;
  }
  return Object.values(def).some((member) => containsDirectionalPart(member, seen));
}

/** The schemas a definition holds sit in fields (innerType, element), arrays (options, items) or the shape object. */
function containsDirectionalPart(member: unknown, seen: Set<$ZodType>): boolean {
  if (member instanceof $ZodType) {
    return hasDirectionalPart(member, seen);
  }
  if (Array.isArray(member)) {
    return member.some((item) => containsDirectionalPart(item, seen));
  }
  if (member !== null && typeof member === 'object' && Object.getPrototypeOf(member) === Object.prototype) {
    return Object.values(member).some((value) => containsDirectionalPart(value, seen));
  }
  return false;
}

function responseSchema(schema: $ZodType | { properties: $ZodType }): $ZodType {
  return schema instanceof $ZodType ? schema : schema.properties;
}

/**
 * Answers: checked against the response schema (unknown keys dropped, a wrong type a 500) and written as JSON. The
 * compiler only parses forwards, so an answer schema that parses and encodes alike is parsed by its compiled form;
 * one with a transform, pipe or default keeps the library's encode, as before.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<$ZodType | { properties: $ZodType }> = (
  route,
) => {
  const schema = responseSchema(route.schema);
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => {
    serialize ??= hasDirectionalPart(schema)
      ? encodingSerializerCompiler(route)
      : parsingSerializer(route, schema);
    return serialize(data);
  };
};

function parsingSerializer(
  route: { method: string; url: string },
  schema: $ZodType,
): (data: unknown) => string {
  const compiled = compiledOf(schema);
  return (data) => {
    const result = safeParse(compiled, data);
    if (!result.success) {
      throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
    }
    return JSON.stringify(result.data);
  };
}
