import { bigint, boolean, index, integer, pgEnum, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { users } from './users.ts';

/**
 * A Google or Microsoft account linked to a user. Keyed by (issuer, subject), never by e-mail:
 * the e-mail claims are kept only to decide whether linking is safe (the 'nOAuth' takeover).
 */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    issuer: text().notNull(),
    subject: text().notNull(),
    email: text(),
    emailVerified: boolean().notNull().default(false),
    createdAt: instant().notNull().defaultNow(),
    lastLoginAt: instant(),
  },
  (t) => [
    unique('oidc_identities_issuer_subject_unique').on(t.issuer, t.subject),
    index('oidc_identities_user_id_idx').on(t.userId),
  ],
);

/** Server-side sessions; the id is a hash of the cookie's token, so a leaked table cannot be replayed. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfSecret: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
    lastSeenAt: instant().notNull().defaultNow(),
    expiresAt: instant().notNull(),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const EMAIL_TOKEN_PURPOSES = ['activation', 'password_reset'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

export const emailTokenPurpose = pgEnum('email_token_purpose', EMAIL_TOKEN_PURPOSES);

/** Single-use links sent by e-mail; only the hash of the token is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: emailTokenPurpose().notNull(),
    tokenHash: text().notNull(),
    // Where the link lands after it signs the user in (a same-origin path, checked when written).
    nextPath: text(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    unique('email_tokens_token_hash_unique').on(t.tokenHash),
    index('email_tokens_user_id_purpose_idx').on(t.userId, t.purpose),
    index('email_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * A user's TOTP key (RFC 6238; docs/security.md G2). `enabledAt` is null while a key shown at setup waits for
 * its first code (`setupExpiresAt`); only an enabled key asks for the second sign-in step. `lastUsedStep` is
 * the time step of the last accepted code, so no code works twice (OWASP ASVS 5.0 §6.5.1).
 */
export const userMfa = pgTable('user_mfa', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text().notNull(),
  enabledAt: instant(),
  setupExpiresAt: instant(),
  lastUsedStep: bigint({ mode: 'number' }),
  createdAt: instant().notNull().defaultNow(),
});

/** Single-use recovery codes, stored as argon2id hashes (OWASP ASVS 5.0 §6.5.2: under 112 bits of entropy). */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: instant(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [index('mfa_recovery_codes_user_id_idx').on(t.userId)],
);

/**
 * A sign-in waiting for its second step: keyed by the SHA-256 of a short-lived cookie token, in the database
 * so any instance can finish it and wrong codes are counted across instances.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Where a Google or Microsoft sign-in meant to land (a same-origin path, checked when written).
    nextPath: text(),
    failedAttempts: integer().notNull().default(0),
    createdAt: instant().notNull().defaultNow(),
    expiresAt: instant().notNull(),
  },
  (t) => [index('mfa_challenges_expires_at_idx').on(t.expiresAt)],
);
