import type { OidcProviderName } from '@specsource/contracts';
import { availableUsername, retryOnUsernameRace } from '../../domain/users/available-username.ts';
import { createUser, findUserByEmail } from '../../domain/users/users.repository.ts';
import type { Database } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { createIdentity, findIdentity, updateIdentityLogin } from './oidc.repository.ts';
import type { OidcIdentityClaims } from './oidc-claims.ts';

export interface OidcServiceDeps {
  db: Database;
  now: () => Date;
}

export type OidcSignIn =
  | { outcome: 'signed-in'; userId: number; via: 'identity' | 'linked' | 'created' }
  /** An account has this e-mail, but the provider does not vouch for it: never sign into that account. */
  | { outcome: 'email-needs-password' }
  | { outcome: 'email-missing' }
  | { outcome: 'account-inactive' };

/**
 * Decides which account a verified ID Token signs into. A known (issuer, subject) wins, whatever its
 * e-mail says now. Otherwise an account with the same e-mail is linked only when the provider verified
 * that e-mail; else a new active customer is created with the identity, in one transaction.
 */
export async function resolveOidcSignIn(
  deps: OidcServiceDeps,
  provider: OidcProviderName,
  claims: OidcIdentityClaims,
): Promise<OidcSignIn> {
  try {
    return await resolveOnce(deps, provider, claims);
  } catch (error) {
    // Two first sign-ins of one identity at once: the loser's insert collides; the second pass finds the winner's rows.
    if (isUniqueViolation(error)) {
      return resolveOnce(deps, provider, claims);
    }
    throw error;
  }
}

async function resolveOnce(
  deps: OidcServiceDeps,
  provider: OidcProviderName,
  claims: OidcIdentityClaims,
): Promise<OidcSignIn> {
  const at = deps.now();
  const login = { email: claims.email, emailVerified: claims.isEmailVerified, lastLoginAt: at };
  const known = await findIdentity(deps.db, claims.issuer, claims.subject);
  if (known) {
    if (!known.user.isActive) {
      return { outcome: 'account-inactive' };
    }
    await updateIdentityLogin(deps.db, known.identity.id, login);
    return { outcome: 'signed-in', userId: known.user.id, via: 'identity' };
  }

  const { email } = claims;
  if (email === null) {
    return { outcome: 'email-missing' };
  }
  const identity = { provider, issuer: claims.issuer, subject: claims.subject, ...login };
  const existing = await findUserByEmail(deps.db, email);
  if (existing) {
    if (!claims.isEmailVerified) {
      return { outcome: 'email-needs-password' };
    }
    if (!existing.isActive) {
      return { outcome: 'account-inactive' };
    }
    await createIdentity(deps.db, { ...identity, userId: existing.id });
    return { outcome: 'signed-in', userId: existing.id, via: 'linked' };
  }

  const userId = await retryOnUsernameRace(() =>
    deps.db.transaction(async (tx) => {
      const user = await createUser(tx, {
        role: 'customer',
        username: await availableUsername(tx, email),
        email,
        firstName: claims.firstName,
        lastName: claims.lastName,
        passwordHash: null,
        isActive: true,
        emailVerified: claims.isEmailVerified,
      });
      await createIdentity(tx, { ...identity, userId: user.id });
      return user.id;
    }),
  );
  return { outcome: 'signed-in', userId, via: 'created' };
}
