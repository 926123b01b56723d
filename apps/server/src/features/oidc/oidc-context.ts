import type { OidcProviderName } from '@specsource/contracts';
import type { FastifyRequest } from 'fastify';
import type { MfaSignIn } from '../../domain/mfa/mfa-sign-in.ts';
import type { Database } from '../../platform/db/database.ts';
import type { SessionManager } from '../../platform/sessions/session-manager.ts';
import type { OidcClients, OidcProviderSettingsMap } from './oidc-client.ts';

export interface OidcRoutesDeps {
  db: Database;
  sessions: SessionManager;
  mfaSignIn: MfaSignIn;
  providers: OidcProviderSettingsMap;
  /** Where links in mail point (`config.publicOrigin`), never the request's Host. */
  publicOrigin: string;
  isSecure: boolean;
  now: () => Date;
}

/** What both sign-in handlers share. */
export interface OidcContext extends OidcRoutesDeps {
  clients: OidcClients;
  /** The redirect URI registered at the provider for this app. */
  callbackUrl(request: FastifyRequest, provider: OidcProviderName): URL;
}
