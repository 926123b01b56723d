import { markMfaEnabled, replaceRecoveryCodes, savePendingKey } from '../src/domain/mfa/mfa.repository.ts';
import { hashRecoveryCode, newRecoveryCodes } from '../src/domain/mfa/recovery-codes.ts';
import { newTotpSecret } from '../src/domain/mfa/totp.ts';
import type { Database } from '../src/platform/db/database.ts';

/**
 * Turns two-step sign-in on for a user straight in the database (the setup routes have their own tests),
 * with a new key and `count` recovery codes; answers both.
 */
export async function enableMfaFor(db: Database, userId: number, count = 2) {
  const secret = newTotpSecret();
  const now = new Date();
  await savePendingKey(db, { userId, secret, setupExpiresAt: new Date(now.getTime() + 60_000), now });
  await markMfaEnabled(db, userId, now);
  const recoveryCodes = newRecoveryCodes(count);
  await replaceRecoveryCodes(db, userId, await Promise.all(recoveryCodes.map(hashRecoveryCode)), now);
  return { secret, recoveryCodes };
}
