import multipart from '@fastify/multipart';
import { type AnySchema, type Endpoint, ErrorBodySchema, MESSAGES } from '@specsource/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { type MultipartOption, multipartLimits, readMultipartBody } from '../files/multipart-body.ts';
import { removeSpooled } from '../files/spooled-upload.ts';
import { setUploadedFiles, takeSpooled } from '../files/uploaded-files.ts';
import type { SessionUser } from '../sessions/session-manager.ts';
import { publicRequestUser, requestUser } from './request-user.ts';
import { SerializedJson } from './serialized-json.ts';
import { rejectUnstorableText } from './unstorable-text.ts';

export type Role = 'customer' | 'supplier' | 'admin';

/** Who may call a route; every route declares one (the accounts issue enforces roles on it). */
export type Access = 'public' | readonly Role[];

/** A signed-in user whose role is one of `R`. */
export type SignedInUser<R extends Role = Role> = SessionUser & { role: R };

/**
 * The user a handler gets: on a route for roles, signed in with one of them (read by the access check); on a
 * public route, the caller or null, read from the session only when the handler awaits it.
 */
export type UserFor<A extends Access> = A extends readonly (infer R extends Role)[]
  ? SignedInUser<R>
  : Promise<SessionUser | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Works for a signed-in user who must still set up two-step sign-in (the setup itself, who-am-I). */
    allowDuringMfaSetup?: boolean;
  }
}

// Optional descriptor fields are `Schema | undefined`; the handler sees the schema's output.
type Output<S> = NonNullable<S> extends AnySchema ? z.output<NonNullable<S>> : undefined;

export interface EndpointInput<P, Q, B, U = SessionUser | null> {
  params: Output<P>;
  query: Output<Q>;
  body: Output<B>;
  /**
   * The caller: on a route for roles, read by the access check and never null (a visitor got 401); on a public
   * route, a promise of the caller or null, whose session read starts the first time `user` is touched.
   */
  user: U;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface EndpointOptions<P, Q, B, R extends AnySchema, A extends Access = Access> {
  access: A;
  /** See FastifyContextConfig.allowDuringMfaSetup. */
  allowDuringMfaSetup?: boolean;
  /** Resolves with the success body, or with it already written as JSON (see SerializedJson). */
  handler: (input: EndpointInput<P, Q, B, UserFor<A>>) => Promise<z.input<R> | SerializedJson<z.input<R>>>;
  /**
   * The route also takes multipart: its text fields (or the `jsonField` JSON string) become
   * the body the schema validates, and its checked files are `uploadedFiles(request)`. JSON still works.
   */
  multipart?: MultipartOption;
  /**
   * Runs after the access check and before a multipart body is read (or anything stored): where a route takes
   * its rate-limit slot, so a caller over a limit is refused before the server reads 50 MiB of attachments.
   */
  beforeBody?: (request: FastifyRequest, user: UserFor<A>) => Promise<void>;
}

/**
 * Registers a contracts endpoint: its schemas validate the request, serialise the response and feed OpenAPI;
 * the handler gets typed, already-validated input and returns the success body.
 */
export function registerEndpoint<
  P extends AnySchema,
  Q extends AnySchema,
  B extends AnySchema,
  R extends AnySchema,
  const A extends Access,
>(
  app: FastifyInstance,
  endpoint: Endpoint<P, Q, B, R>,
  options: EndpointOptions<P, Q, B, NoInfer<R>, A>,
): void {
  const { multipart: multipartOption, beforeBody } = options;
  if (!multipartOption) {
    addRoute(
      app,
      endpoint,
      options,
      beforeBody && ((request) => beforeBody(request, userFor(options.access, request))),
    );
    return;
  }
  // Each multipart route gets its own scope with the parser, so routes (and the CSV import scope) never
  // register it twice on one instance. The files are read in a route hook, which runs after the app's access
  // check (also preValidation): a visitor or a wrong role is refused before any upload is read.
  app.register(async (scope) => {
    // Inside a scope that already has the parser (e.g. `registerFileUploadScope`), it is reused.
    if (!scope.hasRequestDecorator('isMultipart')) {
      await scope.register(multipart, { limits: multipartLimits(multipartOption) });
    }
    // Uploads are spooled to disk as they arrive; by the time the answer is sent they are stored or refused.
    const removeRequestSpool = async (request: FastifyRequest) => removeSpooled(takeSpooled(request));
    scope.addHook('onResponse', removeRequestSpool);
    scope.addHook('onRequestAbort', removeRequestSpool);
    addRoute(scope, endpoint, options, async (request) => {
      await beforeBody?.(request, userFor(options.access, request));
      if (!request.isMultipart()) {
        return;
      }
      const { body, files } = await readMultipartBody(request, multipartOption);
      request.body = body;
      setUploadedFiles(request, files);
    });
  });
}

/**
 * The handler's user. The app's access check already answered 401 to a visitor on a route for roles; this
 * answers the same where no access check ran, so a handler never runs without the user its route promises.
 */
function userFor<A extends Access>(access: A, request: FastifyRequest): UserFor<A> {
  if (access === 'public') {
    return publicRequestUser(request) as UserFor<A>;
  }
  const user = requestUser(request);
  if (access !== 'public' && user === null) {
    throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
  }
  return user as UserFor<A>;
}

/**
 * What a handler gets. `user` is a getter on the prototype: a public handler that never touches it costs no session
 * read, and every input is built the same cheap way (an object literal with a getter is not).
 */
class HandlerInput<P, Q, B, A extends Access> implements EndpointInput<P, Q, B, UserFor<A>> {
  readonly params: Output<P>;
  readonly query: Output<Q>;
  readonly body: Output<B>;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly #access: A;

  constructor(access: A, request: FastifyRequest, reply: FastifyReply) {
    this.params = request.params as Output<P>;
    this.query = request.query as Output<Q>;
    this.body = request.body as Output<B>;
    this.request = request;
    this.reply = reply;
    this.#access = access;
  }

  get user(): UserFor<A> {
    return userFor(this.#access, this.request);
  }
}

function addRoute<
  P extends AnySchema,
  Q extends AnySchema,
  B extends AnySchema,
  R extends AnySchema,
  A extends Access,
>(
  app: FastifyInstance,
  endpoint: Endpoint<P, Q, B, R>,
  options: EndpointOptions<P, Q, B, R, A>,
  preValidation?: (request: FastifyRequest) => Promise<void>,
): void {
  const successStatus = endpoint.successStatus ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    ...(preValidation ? { preValidation } : {}),
    preHandler: rejectUnstorableText,
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: options.access,
      allowDuringMfaSetup: options.allowDuringMfaSetup ?? false,
    },
    schema: {
      summary: endpoint.summary,
      tags: [...endpoint.tags],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: {
        '4xx': ErrorBodySchema,
        '5xx': ErrorBodySchema,
        ...endpoint.otherResponses,
        [successStatus]: endpoint.response,
      },
    },
    handler: async (request, reply) => {
      const result = await options.handler(new HandlerInput<P, Q, B, A>(options.access, request, reply));
      // A handler may pick another declared status (reply.code) before returning its body.
      if (reply.statusCode === 200 && successStatus !== 200) {
        reply.code(successStatus);
      }
      if (result instanceof SerializedJson) {
        // A string body with a JSON content type skips Fastify's serializer (and the schema check) entirely.
        return reply.type('application/json; charset=utf-8').send(result.json as never);
      }
      // The serializer checks `result` against the response schema declared above.
      return reply.send(result as never);
    },
  });
}
