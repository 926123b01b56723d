import { defineEndpoint, ERROR_STATUS, MESSAGES } from '@specsource/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { registerOrderingRoutes } from '../../features/ordering/ordering.routes.ts';
import { registerRequestSubmissionRoutes } from '../../features/request-submission/request-submission.routes.ts';
import { registerAccessControl } from '../plugins/access-control.ts';
import { registerErrorHandler } from '../plugins/error-handler.ts';
import type { SessionManager, SessionUser } from '../sessions/session-manager.ts';
import { registerEndpoint, type SignedInUser } from './register-endpoint.ts';
import { compiledSerializerCompiler, compiledValidatorCompiler } from './zod-compilers.ts';

// Without the app's access check (which answers 401 first in the real app), registerEndpoint still never runs
// a handler for roles without its user: the 401 comes from registerEndpoint itself.
async function appWithoutAccessCheck(register: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(compiledValidatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);
  registerErrorHandler(app);
  register(app);
  await app.ready();
  return app;
}

// Dependencies a handler would touch first; reaching one means the handler ran.
const unreachable = new Proxy({} as never, {
  get(_target, name) {
    throw new Error(`the handler ran and read deps.${String(name)}`);
  },
});

const SIGN_IN_REQUIRED = { code: 'UNAUTHENTICATED', detail: MESSAGES.signInRequired };

describe('the user registerEndpoint hands a handler', () => {
  const endpoint = defineEndpoint({
    method: 'GET',
    path: '/api/whoami/',
    summary: 'who',
    tags: ['test'],
    response: z.object({ user_id: z.number().nullable() }),
  });

  it('answers 401 on a route for roles when the request has no user, without running the handler', async () => {
    let calls = 0;
    const app = await appWithoutAccessCheck((scope) =>
      registerEndpoint(scope, endpoint, {
        access: ['customer'],
        handler: async ({ user }) => {
          calls += 1;
          return { user_id: user.id };
        },
      }),
    );
    const answer = await app.inject({ method: 'GET', url: '/api/whoami/' });
    expect(answer.statusCode).toBe(ERROR_STATUS.UNAUTHENTICATED);
    expect(answer.json()).toMatchObject(SIGN_IN_REQUIRED);
    expect(calls).toBe(0);
  });

  it('gives a public route null for a visitor', async () => {
    const app = await appWithoutAccessCheck((scope) =>
      registerEndpoint(scope, endpoint, {
        access: 'public',
        handler: async ({ user }) => ({ user_id: (await user)?.id ?? null }),
      }),
    );
    const answer = await app.inject({ method: 'GET', url: '/api/whoami/' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ user_id: null });
  });

  it("reads a public route's caller only when its handler asks, and once however often it asks", async () => {
    let sessionReads = 0;
    const app = Fastify();
    app.setValidatorCompiler(compiledValidatorCompiler);
    app.setSerializerCompiler(compiledSerializerCompiler);
    registerErrorHandler(app);
    const signedIn = { id: 7 } as SessionUser;
    registerAccessControl(app, {
      current: async () => {
        sessionReads += 1;
        return signedIn;
      },
    } as unknown as SessionManager);
    registerEndpoint(app, endpoint, { access: 'public', handler: async () => ({ user_id: null }) });
    registerEndpoint(
      app,
      { ...endpoint, path: '/api/whoami/asks/' },
      {
        access: 'public',
        handler: async (input) => {
          const first = await input.user;
          const again = await input.user;
          return { user_id: first === again ? (first?.id ?? null) : -1 };
        },
      },
    );
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/whoami/' })).json()).toEqual({ user_id: null });
    expect(sessionReads).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/whoami/asks/' })).json()).toEqual({ user_id: 7 });
    expect(sessionReads).toBe(1);
  });

  it('types the user from the access rule: signed in with one of its roles, or a promise of one or null when public', () => {
    registerEndpoint(Fastify(), endpoint, {
      access: ['supplier', 'admin'],
      handler: async ({ user }) => {
        expectTypeOf(user).toEqualTypeOf<SignedInUser<'supplier' | 'admin'>>();
        return { user_id: user.id };
      },
    });
    registerEndpoint(Fastify(), endpoint, {
      access: 'public',
      handler: async ({ user }) => {
        expectTypeOf(user).toEqualTypeOf<Promise<SessionUser | null>>();
        return { user_id: null };
      },
    });
  });

  // These two handlers threw a plain Error (a 500) when they found no user; now they never run without one.
  it.each([
    [
      'GET /api/order-info/{order_id}',
      '/api/order-info/1',
      (app: FastifyInstance) => registerOrderingRoutes(app, unreachable),
    ],
    [
      'GET /api/request/part/{order_id}',
      '/api/request/part/0123456789abcdef',
      (app: FastifyInstance) => registerRequestSubmissionRoutes(app, unreachable),
    ],
  ])('%s answers a visitor 401, not 500', async (_route, url, register) => {
    const app = await appWithoutAccessCheck(register);
    const answer = await app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(ERROR_STATUS.UNAUTHENTICATED);
    expect(answer.json()).toMatchObject(SIGN_IN_REQUIRED);
  });
});
