import { MESSAGES, OIDC_LOGIN_PATH, type OidcProviderName } from '@specsource/contracts';
import type { FastifyReply } from 'fastify';

export interface PageLink {
  href: string;
  label: string;
}

export interface Page {
  title: string;
  message: string;
  links: PageLink[];
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const PROVIDER_LABELS: Record<OidcProviderName, string> = { google: 'Google', microsoft: 'Microsoft' };
const SIGN_IN_PAGE = '/login';
const BACK_TO_SIGN_IN: PageLink = { href: SIGN_IN_PAGE, label: 'Back to sign-in' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** A small self-contained HTML page: these routes are browser navigations, so they answer pages, not JSON. */
export function renderPage(page: Page): string {
  const links = page.links
    .map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`)
    .join(' · ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} · SpecSource</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1a1b1e}a{color:#1c7ed6}</style>
</head>
<body>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.message)}</p>
<p>${links}</p>
</body>
</html>
`;
}

export function sendPage(reply: FastifyReply, status: number, page: Page): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(renderPage(page));
}

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
