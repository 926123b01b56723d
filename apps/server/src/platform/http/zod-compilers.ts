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

/** Query, params and body: the library's validator, handed the compiled schema. */
export const compiledValidatorCompiler: FastifySchemaCompiler<$ZodType> = (route) =>
  runtimeValidatorCompiler({ ...route, schema: compile(route.schema) });

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
  if (hasDirectionalPart(schema)) {
    return encodingSerializerCompiler(route);
  }
  const compiled = compile(schema);
  return (data) => {
    const result = safeParse(compiled, data);
    if (!result.success) {
      throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
    }
    return JSON.stringify(result.data);
  };
};
