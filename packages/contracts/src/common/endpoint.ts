import type { z } from 'zod/mini';

/** Any schema, from zod or zod/mini (they share zod's core): what an endpoint's parts may be. */
export type AnySchema = z.core.$ZodType;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call described as data: the server registers it (validation + OpenAPI),
 * the web calls it (URL building + response parsing). Paths use `:name` for parameters.
 */
export interface Endpoint<
  Params extends AnySchema = AnySchema,
  Query extends AnySchema = AnySchema,
  Body extends AnySchema = AnySchema,
  Response extends AnySchema = AnySchema,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  params?: Params;
  query?: Query;
  body?: Body;
  /** The success body; error bodies are always `ErrorBodySchema`. */
  response: Response;
  successStatus?: number;
  /** Other non-error bodies by status (e.g. a health report answered with 503). */
  otherResponses?: Readonly<Record<number, AnySchema>>;
}

export function defineEndpoint<
  Params extends AnySchema = z.core.$ZodNever,
  Query extends AnySchema = z.core.$ZodNever,
  Body extends AnySchema = z.core.$ZodNever,
  Response extends AnySchema = AnySchema,
>(endpoint: Endpoint<Params, Query, Body, Response>): Endpoint<Params, Query, Body, Response> {
  return endpoint;
}

export type EndpointParams<E> =
  E extends Endpoint<infer P, AnySchema, AnySchema, AnySchema> ? z.input<P> : never;
export type EndpointQuery<E> =
  E extends Endpoint<AnySchema, infer Q, AnySchema, AnySchema> ? z.input<Q> : never;
export type EndpointBody<E> =
  E extends Endpoint<AnySchema, AnySchema, infer B, AnySchema> ? z.input<B> : never;
export type EndpointResponse<E> =
  E extends Endpoint<AnySchema, AnySchema, AnySchema, infer R> ? z.output<R> : never;

/** Substitutes `:name` segments; every value is URI-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) {
      throw new Error(`Missing path parameter '${name}' for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
