import { createRequire } from 'node:module';

// The package is a JSON array of domains (`main: index.json`); require reads it once, synchronously.
const require = createRequire(import.meta.url);
const DISPOSABLE_DOMAINS = new Set(
  (require('disposable-email-domains') as string[]).map((domain) => domain.toLowerCase()),
);
// Services that hand out whole subdomains (`anything.33mail.com`).
const DISPOSABLE_WILDCARD_DOMAINS = new Set(
  (require('disposable-email-domains/wildcard.json') as string[]).map((domain) => domain.toLowerCase()),
);

/**
 * Whether an address belongs to a disposable-address service: its domain, or any parent domain of it
 * (`x.mailinator.com` is mailinator's), is on the `disposable-email-domains` list.
 */
export function isDisposableEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  if (at < 0 || domain === '') {
    return false;
  }
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const candidate = labels.slice(i).join('.');
    if (DISPOSABLE_DOMAINS.has(candidate) || DISPOSABLE_WILDCARD_DOMAINS.has(candidate)) {
      return true;
    }
  }
  return false;
}
