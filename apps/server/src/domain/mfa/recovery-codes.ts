import { MFA_RECOVERY_CODE_COUNT } from '@specsource/contracts';
import { Secret } from 'otpauth';
import { hashPassword, verifyPassword } from '../../platform/security/password.ts';

// A recovery code is 10 Base32 characters (50 random bits, OWASP ASVS 5.0 §6.5.4 asks at least 20), shown
// as two groups of five. Under 112 bits, so each is stored as a salted argon2id hash (§6.5.2).

const CODE_LENGTH = 10;
const GROUP = 5;

/** A fresh set of codes, formatted for reading (`ABCDE-FGH23`). */
export function newRecoveryCodes(count = MFA_RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    // 7 bytes give 56 bits; the first 10 characters carry 50 of them.
    const code = new Secret({ size: 7 }).base32.slice(0, CODE_LENGTH);
    return `${code.slice(0, GROUP)}-${code.slice(GROUP)}`;
  });
}

/** What a user typed, as stored before hashing: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(typed: string): string | null {
  const clean = typed.toUpperCase().replace(/[\s-]/g, '');
  return /^[A-Z2-7]{10}$/.test(clean) ? clean : null;
}

export function hashRecoveryCode(code: string): Promise<string> {
  const normalized = normalizeRecoveryCode(code);
  if (!normalized) {
    throw new Error('not a recovery code');
  }
  return hashPassword(normalized);
}

/** The id of the stored code the typed one matches, checking every candidate so timing tells nothing. */
export async function findMatchingRecoveryCode(
  typed: string,
  stored: readonly { id: number; codeHash: string }[],
): Promise<number | null> {
  const normalized = normalizeRecoveryCode(typed);
  if (!normalized) {
    return null;
  }
  const results = await Promise.all(stored.map((row) => verifyPassword(row.codeHash, normalized)));
  const index = results.indexOf(true);
  return index < 0 ? null : (stored[index]?.id ?? null);
}
