import { optionalString, optionalUrl } from '../env-values.ts';

/** Sign-in with Google and Microsoft accounts (OpenID Connect); a provider is on when its client is set. */
export const signInProvidersEnv = {
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  MICROSOFT_CLIENT_ID: optionalString,
  MICROSOFT_CLIENT_SECRET: optionalString,
  MICROSOFT_TENANT: optionalString,
  /** For tests and sovereign clouds; unset: https://accounts.google.com. */
  GOOGLE_ISSUER_URL: optionalUrl,
  /** For tests and sovereign clouds; unset: https://login.microsoftonline.com/{MICROSOFT_TENANT}/v2.0. */
  MICROSOFT_ISSUER_URL: optionalUrl,
};
