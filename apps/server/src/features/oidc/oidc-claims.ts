import { EmailSchema, NAME_MAX_LENGTH, type OidcProviderName } from '@specsource/contracts';

/** What SpecSource takes from a validated ID Token. */
export interface OidcIdentityClaims {
  issuer: string;
  subject: string;
  /** Lower-cased; null when absent or not an e-mail address. */
  email: string | null;
  /** Whether the provider vouches that the user controls `email`. */
  isEmailVerified: boolean;
  firstName: string;
  lastName: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, NAME_MAX_LENGTH) : '';
}

/**
 * Whether the e-mail claim may be trusted to link accounts. Google sets `email_verified`. Microsoft's
 * `email` is whatever a tenant admin typed (the 'nOAuth' takeover), so only `xms_edov` (the e-mail
 * domain owner verified it) counts there, never `email_verified`.
 */
export function isEmailClaimVerified(provider: OidcProviderName, claims: Record<string, unknown>): boolean {
  return provider === 'microsoft' ? claims.xms_edov === true : claims.email_verified === true;
}

export function readIdentityClaims(
  provider: OidcProviderName,
  claims: Record<string, unknown> & { iss: string; sub: string },
): OidcIdentityClaims {
  const parsedEmail = EmailSchema.safeParse(claims.email);
  const email = parsedEmail.success ? parsedEmail.data : null;
  let firstName = text(claims.given_name);
  let lastName = text(claims.family_name);
  if (!firstName && !lastName) {
    const [first = '', ...rest] = text(claims.name).split(/\s+/);
    firstName = first;
    lastName = rest.join(' ');
  }
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email,
    isEmailVerified: email !== null && isEmailClaimVerified(provider, claims),
    firstName,
    lastName,
  };
}
