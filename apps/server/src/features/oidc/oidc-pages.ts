import { MESSAGES, OIDC_LOGIN_PATH, type OidcProviderName } from '@specsource/contracts';
import type { Page, PageLink } from './html-page.ts';

const PROVIDER_LABELS: Record<OidcProviderName, string> = { google: 'Google', microsoft: 'Microsoft' };
const SIGN_IN_PAGE = '/login';
const BACK_TO_SIGN_IN: PageLink = { href: SIGN_IN_PAGE, label: 'Back to sign-in' };

/** Where a new attempt starts, keeping the landing page. */
export function loginHref(provider: OidcProviderName, next = '/'): string {
  const path = OIDC_LOGIN_PATH.replace(':provider', provider);
  return next === '/' ? path : `${path}?next=${encodeURIComponent(next)}`;
}

export const unknownProviderPage: Page = {
  title: 'Unknown sign-in provider',
  message: MESSAGES.routeNotFound,
  links: [BACK_TO_SIGN_IN],
};

export function notConfiguredPage(provider: OidcProviderName): Page {
  return {
    title: `${PROVIDER_LABELS[provider]} sign-in is not available`,
    message: MESSAGES.providerNotConfigured,
    links: [BACK_TO_SIGN_IN],
  };
}

/** A sign-in that failed or was refused, with a link to try the same provider again. */
export function failurePage(provider: OidcProviderName, message: string, next = '/'): Page {
  return {
    title: `${PROVIDER_LABELS[provider]} sign-in did not complete`,
    message,
    links: [
      { href: loginHref(provider, next), label: `Try ${PROVIDER_LABELS[provider]} again` },
      BACK_TO_SIGN_IN,
    ],
  };
}

/** An account has this e-mail but the provider did not vouch for it: the password proves ownership first. */
export function passwordFirstPage(next: string): Page {
  return {
    title: 'Sign in with your password first',
    message: MESSAGES.providerEmailNeedsPassword,
    links: [
      { href: `${SIGN_IN_PAGE}?url=${encodeURIComponent(next)}`, label: 'Sign in with e-mail and password' },
    ],
  };
}
