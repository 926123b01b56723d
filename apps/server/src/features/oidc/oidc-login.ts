import type { OidcProviderName } from '@specsource/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as openid from 'openid-client';
import { safeNextPath } from '../../platform/security/safe-next-path.ts';
import type { OidcContext } from './oidc-context.ts';
import { providerConfigurationOrPage } from './oidc-discovery.ts';
import { writeOidcStateCookie } from './oidc-state-cookie.ts';

const SCOPES = 'openid email profile';

/**
 * GET /accounts/:provider/login/?next=…: authorization code with PKCE (S256), state and nonce. What the
 * callback must check is kept in a signed cookie, and the browser goes to the provider.
 */
export async function startOidcSignIn(
  context: OidcContext,
  provider: OidcProviderName,
  request: FastifyRequest<{ Querystring: { next?: string | undefined } }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const next = safeNextPath(request.query.next);
  const configuration = await providerConfigurationOrPage(context, provider, request, reply, next);
  if (configuration === null) {
    return reply;
  }

  const verifier = openid.randomPKCECodeVerifier();
  const state = { provider, state: openid.randomState(), nonce: openid.randomNonce(), verifier, next };
  const authorizationUrl = openid.buildAuthorizationUrl(configuration, {
    redirect_uri: context.callbackUrl(request, provider).href,
    scope: SCOPES,
    state: state.state,
    nonce: state.nonce,
    code_challenge: await openid.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    // OWASP ASVS 5.0 §7.6.2: the provider always shows its account page, so a link from another site cannot
    // sign a browser that is signed in at Google or Microsoft into SpecSource without the user's click.
    prompt: 'select_account',
  });
  writeOidcStateCookie(reply, { ...state, issuedAt: context.now().getTime() }, context);
  return reply.header('cache-control', 'no-store').redirect(authorizationUrl.href, 302);
}
