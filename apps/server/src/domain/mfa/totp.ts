import { MFA_CODE_DIGITS, MFA_ISSUER, MFA_STEP_SECONDS } from '@specsource/contracts';
import { Secret, TOTP } from 'otpauth';

// TOTP (RFC 6238) over HOTP (RFC 4226) with SHA-1, 6 digits and 30 s steps, as authenticator apps expect, by the
// otpauth library; this module adds the step bookkeeping that makes each code work once.

function totpOf(secretBase32: string, accountName = ''): TOTP {
  return new TOTP({
    issuer: MFA_ISSUER,
    label: accountName,
    algorithm: 'SHA1',
    digits: MFA_CODE_DIGITS,
    period: MFA_STEP_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The time step of an instant (RFC 6238 §4.2: T = floor((Unix time − T0) / X), T0 = 0, X = 30 s). */
export function timeStep(at: Date, stepSeconds = MFA_STEP_SECONDS): number {
  return Math.floor(at.getTime() / 1000 / stepSeconds);
}

/** The TOTP code of a Base32 key at an instant (RFC 6238 §4: TOTP = HOTP(K, T)). */
export function totpAt(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}

/**
 * The step a code belongs to, looking one step back and one ahead of now (RFC 6238 §5.2 allows a step
 * of network delay; one ahead forgives a phone clock a little fast), or null. A step at or before
 * `lastUsedStep` never matches: each code works once (OWASP ASVS 5.0 §6.5.1).
 */
export function matchTotpStep(
  secretBase32: string,
  code: string,
  at: Date,
  lastUsedStep: number | null,
): number | null {
  if (!/^\d+$/.test(code) || code.length !== MFA_CODE_DIGITS) {
    return null;
  }
  let totp: TOTP;
  try {
    totp = totpOf(secretBase32);
  } catch {
    return null;
  }
  // otpauth compares in constant time and answers the matching step's offset from now (−1, 0 or +1).
  const offset = totp.validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (offset === null) {
    return null;
  }
  const step = timeStep(at) + offset;
  return lastUsedStep === null || step > lastUsedStep ? step : null;
}

/** A new key: 20 random bytes, the HMAC-SHA-1 block RFC 4226 §4 recommends (160 bits), in Base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The Key Uri Format authenticator apps scan: otpauth://totp/Issuer:account?secret=…&issuer=… */
export function otpauthUri(secretBase32: string, accountName: string): string {
  return totpOf(secretBase32, accountName).toString();
}
