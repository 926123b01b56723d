import type { OidcProviderName } from '@specsource/contracts';
import * as openid from 'openid-client';

export interface OidcProviderSettings {
  clientId: string;
  clientSecret: string;
  /** Google's or Microsoft's issuer identifier (or a test issuer on loopback). */
  issuerUrl: string;
}

export type OidcProviderSettingsMap = Record<OidcProviderName, OidcProviderSettings | undefined>;

export interface OidcClients {
  isConfigured(provider: OidcProviderName): boolean;
  /** The discovered configuration; rejects when the issuer cannot be reached or answers wrongly. */
  configuration(provider: OidcProviderName): Promise<openid.Configuration>;
}

// Discovery sits on a user's sign-in click: give up quickly and show the 'unreachable' page.
const DISCOVERY_TIMEOUT_S = 10;

/** Plain HTTP is allowed only for an issuer on this machine (the test issuer), never for a real provider. */
function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/**
 * One openid-client configuration per provider, discovered on first use and cached. A failed discovery
 * is not cached, so the next click tries again. Issuer, audience (client_id), nonce, state and PKCE
 * checks stay at openid-client's strict defaults, and ID Token signatures are verified.
 */
export function createOidcClients(settings: OidcProviderSettingsMap): OidcClients {
  const cache = new Map<OidcProviderName, Promise<openid.Configuration>>();

  function discover(provider: OidcProviderName): Promise<openid.Configuration> {
    const provided = settings[provider];
    if (!provided) {
      return Promise.reject(new Error(`${provider} sign-in is not configured`));
    }
    const issuer = new URL(provided.issuerUrl);
    return openid.discovery(
      issuer,
      provided.clientId,
      { client_secret: provided.clientSecret },
      // Both Google and Microsoft accept the secret in the token request body.
      openid.ClientSecretPost(provided.clientSecret),
      {
        timeout: DISCOVERY_TIMEOUT_S,
        execute: [
          // OWASP ASVS 5.0 §6.8.2: the ID Token's signature is checked against the issuer's published keys
          // (jwks_uri), not only trusted because it came over TLS; unsigned or wrongly signed tokens fail.
          openid.enableNonRepudiationChecks,
          ...(isLoopbackHttp(issuer) ? [openid.allowInsecureRequests] : []),
        ],
      },
    );
  }

  return {
    isConfigured: (provider) => settings[provider] !== undefined,
    configuration(provider) {
      let pending = cache.get(provider);
      if (!pending) {
        pending = discover(provider);
        cache.set(provider, pending);
        pending.catch(() => cache.delete(provider));
      }
      return pending;
    },
  };
}

/** What to log about an openid-client failure: the precise check that failed, never tokens or claims. */
export function describeOidcError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) {
    return { message: String(error) };
  }
  // openid-client wraps the failed check (state, aud, nonce…) as the cause.
  const { code, error: oauthError, cause } = error as { code?: unknown; error?: unknown; cause?: unknown };
  return {
    message: error.message,
    code,
    oauthError,
    detail: cause instanceof Error ? cause.message : undefined,
  };
}
