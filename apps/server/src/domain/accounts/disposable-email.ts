import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A JSON list of domains from the package, lower-cased, as a Set. Read as a file rather than `require`d: require keeps
 * the module's exports (the list, ~120,000 strings) in its cache and its source text (4.7 MB) on the module for the
 * process's life, beside the Set that is all the lookups need (a heap snapshot of the server after `npm run load`).
 */
function domainSet(specifier: string): Set<string> {
  const domains = JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as string[];
  return new Set(domains.map((domain) => domain.toLowerCase()));
}

// The package is a JSON array of domains (`main: index.json`).
const DISPOSABLE_DOMAINS = domainSet('disposable-email-domains');
// Services that hand out whole subdomains (`anything.33mail.com`).
const DISPOSABLE_WILDCARD_DOMAINS = domainSet('disposable-email-domains/wildcard.json');

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
