import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

// Stripe.js, its card field and 3-D Secure frames (Stripe's integration security guide), allowed only when
// the Stripe provider is configured; the sandbox needs nothing from another origin.
const STRIPE_CSP_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
const NO_CSP_SOURCES = { script: [], frame: [], connect: [] };

export interface SecurityHeaderSettings {
  /** Served over https (PUBLIC_URL): HSTS and upgrade-insecure-requests are sent. */
  isSecure: boolean;
  /** Stripe is the payment provider: its script, frames and API are allowed by the CSP. */
  allowStripe: boolean;
}

/**
 * Helmet's headers on every response (OWASP ASVS 5.0 §3.4): a CSP without inline scripts, frame-ancestors
 * 'none', nosniff, a referrer policy, HSTS over https. The middleware is built once here: @fastify/helmet
 * built it again on every request, re-validating the whole CSP each time (about 3 % of a search's CPU).
 */
export function registerSecurityHeaders(app: FastifyInstance, settings: SecurityHeaderSettings): void {
  const stripeSources = settings.allowStripe ? STRIPE_CSP_SOURCES : NO_CSP_SOURCES;
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeSources.script],
        // Mantine sets style attributes at run time; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripeSources.connect],
        frameSrc: ["'self'", ...stripeSources.frame],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // OWASP ASVS 5.0 §3.4.3: object-src and base-uri 'none' (the web app sets no <base>).
        baseUri: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: settings.isSecure ? [] : null,
      },
    },
    hsts: settings.isSecure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Helmet sets the headers synchronously and throws rather than pass an error on; its callback only says done.
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, () => done());
  });
}
