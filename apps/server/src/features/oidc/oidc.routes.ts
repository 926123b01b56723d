import {
  OIDC_CALLBACK_PATH,
  OIDC_LOGIN_PATH,
  OIDC_PROVIDERS,
  OidcLoginQuerySchema,
  type OidcProviderName,
  OidcProviderParamsSchema,
} from '@specsource/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendPage } from './html-page.ts';
import { finishOidcSignIn } from './oidc-callback.ts';
import { createOidcClients } from './oidc-client.ts';
import type { OidcContext, OidcRoutesDeps } from './oidc-context.ts';
import { startOidcSignIn } from './oidc-login.ts';
import { notConfiguredPage, unknownProviderPage } from './oidc-pages.ts';

function asProvider(name: string): OidcProviderName | null {
  return (OIDC_PROVIDERS as readonly string[]).includes(name) ? (name as OidcProviderName) : null;
}

/** The provider named in the path, or null after answering 404 (unknown) or the not-configured page. */
function configuredProvider(
  context: OidcContext,
  name: string,
  reply: FastifyReply,
): OidcProviderName | null {
  const provider = asProvider(name);
  if (!provider) {
    sendPage(reply, 404, unknownProviderPage);
    return null;
  }
  if (!context.clients.isConfigured(provider)) {
    sendPage(reply, 404, notConfiguredPage(provider));
    return null;
  }
  return provider;
}

/**
 * Google and Microsoft sign-in. Both routes are public by nature (they are how a visitor signs in) and
 * are GETs, because the provider's redirect back is a top-level navigation; CSRF is the OAuth `state`.
 */
export function registerOidcRoutes(app: FastifyInstance, deps: OidcRoutesDeps): void {
  const context: OidcContext = {
    ...deps,
    clients: createOidcClients(deps.providers),
    callbackUrl(_request, provider) {
      return new URL(OIDC_CALLBACK_PATH.replace(':provider', provider), deps.publicOrigin);
    },
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    OIDC_LOGIN_PATH,
    {
      config: { access: 'public' },
      schema: {
        summary: 'Start Google or Microsoft sign-in (a browser redirect to the provider)',
        tags: ['auth'],
        params: OidcProviderParamsSchema,
        querystring: OidcLoginQuerySchema,
      },
    },
    async (request, reply) => {
      const provider = configuredProvider(context, request.params.provider, reply);
      return provider ? startOidcSignIn(context, provider, request, reply) : reply;
    },
  );

  routes.get(
    OIDC_CALLBACK_PATH,
    {
      config: { access: 'public' },
      schema: {
        summary: 'Finish Google or Microsoft sign-in (the provider redirects the browser here)',
        tags: ['auth'],
        params: OidcProviderParamsSchema,
      },
    },
    async (request, reply) => {
      const provider = configuredProvider(context, request.params.provider, reply);
      return provider ? finishOidcSignIn(context, provider, request, reply) : reply;
    },
  );
}
