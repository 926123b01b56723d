import { MESSAGES, type OidcProviderName } from '@specsource/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as openid from 'openid-client';
import { safeNextPath } from '../../platform/security/safe-next-path.ts';
import { sendPage } from './html-page.ts';
import { resolveOidcSignIn } from './oidc.service.ts';
import { readIdentityClaims } from './oidc-claims.ts';
import { describeOidcError } from './oidc-client.ts';
import type { OidcContext } from './oidc-context.ts';
import { providerConfigurationOrPage } from './oidc-discovery.ts';
import { failurePage, passwordFirstPage } from './oidc-pages.ts';
import { clearOidcStateCookie, isOidcStateFresh, readOidcStateCookie } from './oidc-state-cookie.ts';

type IdTokenClaims = NonNullable<ReturnType<openid.TokenEndpointResponseHelpers['claims']>>;

/**
 * GET /accounts/:provider/callback/: checks the state cookie, redeems the code (openid-client checks
 * state, PKCE, the exact issuer, our client_id as audience and the nonce), then signs in the account the
 * identity resolves to. Every failure is a 400 page with a way to try again; the reason goes to the log.
 */
export async function finishOidcSignIn(
  context: OidcContext,
  provider: OidcProviderName,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  // Single use: cleared whatever happens next.
  const stored = readOidcStateCookie(request, context);
  clearOidcStateCookie(reply, context);
  const next = safeNextPath(stored?.next);
  const refuse = (reason: string, details: Record<string, unknown> = {}) => {
    request.log.warn({ provider, reason, ...details }, 'oidc sign-in refused');
    return sendPage(reply, 400, failurePage(provider, MESSAGES.providerSignInFailed, next));
  };
  if (!stored) {
    return refuse('state cookie missing, forged or malformed');
  }
  if (stored.provider !== provider) {
    return refuse('state cookie is for another provider');
  }
  if (!isOidcStateFresh(stored, context.now())) {
    return refuse('state cookie expired');
  }
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  const providerError = query.get('error');
  if (providerError !== null) {
    request.log.info({ provider, providerError }, 'oidc sign-in cancelled at the provider');
    return sendPage(reply, 400, failurePage(provider, MESSAGES.providerSignInCancelled, next));
  }

  const configuration = await providerConfigurationOrPage(context, provider, request, reply, next);
  if (configuration === null) {
    return reply;
  }
  // The URL the provider redirected to, rebuilt on the registered redirect URI (the path may lack its slash).
  const currentUrl = context.callbackUrl(request, provider);
  currentUrl.search = query.toString();
  let idTokenClaims: IdTokenClaims | undefined;
  try {
    const tokens = await openid.authorizationCodeGrant(configuration, currentUrl, {
      expectedState: stored.state,
      expectedNonce: stored.nonce,
      pkceCodeVerifier: stored.verifier,
      idTokenExpected: true,
    });
    idTokenClaims = tokens.claims();
  } catch (error) {
    return refuse('code exchange or ID Token validation failed', { error: describeOidcError(error) });
  }
  if (!idTokenClaims) {
    return refuse('no ID Token in the token response');
  }

  const result = await resolveOidcSignIn(context, provider, readIdentityClaims(provider, idTokenClaims));
  switch (result.outcome) {
    case 'signed-in':
      request.log.info({ provider, userId: result.userId, via: result.via }, 'oidc sign-in');
      if (
        (await context.mfaSignIn.signInOrChallenge(request, reply, result.userId, next)) === 'code-required'
      ) {
        // The provider proved one factor; the web app's page asks for the code and then goes on to `next`.
        const verifyPage = `/login/verify/?${new URLSearchParams({ next }).toString()}`;
        return reply.header('cache-control', 'no-store').redirect(verifyPage, 302);
      }
      return reply.header('cache-control', 'no-store').redirect(next, 302);
    case 'email-needs-password':
      request.log.info({ provider }, 'oidc sign-in refused: unverified e-mail of an existing account');
      return sendPage(reply, 400, passwordFirstPage(next));
    case 'email-missing':
      request.log.info({ provider }, 'oidc sign-in refused: no usable e-mail claim for a new account');
      return sendPage(reply, 400, failurePage(provider, MESSAGES.providerEmailMissing, next));
    case 'account-inactive':
      request.log.info({ provider }, 'oidc sign-in refused: account inactive');
      return sendPage(reply, 400, failurePage(provider, MESSAGES.accountNotActivated, next));
  }
}
