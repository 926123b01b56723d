import { MESSAGES, type OidcProviderName } from '@specsource/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as openid from 'openid-client';
import { sendPage } from './html-page.ts';
import { describeOidcError } from './oidc-client.ts';
import type { OidcContext } from './oidc-context.ts';
import { failurePage } from './oidc-pages.ts';

/**
 * The provider's configuration (discovery, cached by the clients), or null after answering the 503 page that says
 * the provider cannot be reached: both legs of a sign-in need it first.
 */
export async function providerConfigurationOrPage(
  context: OidcContext,
  provider: OidcProviderName,
  request: FastifyRequest,
  reply: FastifyReply,
  next: string,
): Promise<openid.Configuration | null> {
  try {
    return await context.clients.configuration(provider);
  } catch (error) {
    request.log.warn({ provider, error: describeOidcError(error) }, 'oidc discovery failed');
    sendPage(reply, 503, failurePage(provider, MESSAGES.providerUnreachable, next));
    return null;
  }
}
