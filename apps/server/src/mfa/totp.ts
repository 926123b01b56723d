import { createHmac, randomBytes } from 'node:crypto';
import { MFA_CODE_DIGITS, MFA_ISSUER, MFA_STEP_SECONDS } from '@specsource/contracts';
import { base32Decode, base32Encode } from './base32.ts';

/**
 * HOTP (RFC 4226 §5.3): HMAC-SHA-1 over the 8-byte big-endian counter, dynamic truncation (the low nibble
 * of the last byte picks 4 bytes, top bit cleared), then modulo 10^digits, left-padded with zeros.
 */
export function hotp(key: Uint8Array, counter: number, digits = MFA_CODE_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step of an instant (RFC 6238 §4.2: T = floor((Unix time − T0) / X), T0 = 0, X = 30 s). */
export function timeStep(at: Date, stepSeconds = MFA_STEP_SECONDS): number {
  return Math.floor(at.getTime() / 1000 / stepSeconds);
}

/** The TOTP code of a Base32 key at an instant (RFC 6238 §4: TOTP = HOTP(K, T)). */
export function totpAt(secretBase32: string, at: Date): string {
  const key = base32Decode(secretBase32);
  if (!key) {
    throw new Error('The TOTP key is not Base32');
  }
  return hotp(key, timeStep(at));
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
  const key = base32Decode(secretBase32);
  if (!key || !/^\d+$/.test(code) || code.length !== MFA_CODE_DIGITS) {
    return null;
  }
  const now = timeStep(at);
  let matched: number | null = null;
  // Every candidate is computed, so the time taken does not tell which step matched.
  for (const step of [now - 1, now, now + 1]) {
    if (hotp(key, step) === code && (lastUsedStep === null || step > lastUsedStep) && matched === null) {
      matched = step;
    }
  }
  return matched;
}

/** A new key: 20 random bytes, the HMAC-SHA-1 block RFC 4226 §4 recommends (160 bits), in Base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The Key Uri Format authenticator apps scan: otpauth://totp/Issuer:account?secret=…&issuer=… */
export function otpauthUri(secretBase32: string, accountName: string): string {
  const label = `${encodeURIComponent(MFA_ISSUER)}:${encodeURIComponent(accountName)}`;
  const params = new URLSearchParams({
    secret: secretBase32,
    issuer: MFA_ISSUER,
    algorithm: 'SHA1',
    digits: String(MFA_CODE_DIGITS),
    period: String(MFA_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
