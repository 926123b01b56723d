import { HOTP, Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchTotpStep, newTotpSecret, otpauthUri, timeStep, totpAt } from './totp.ts';

// The ASCII seed of RFC 4226 Appendix D and RFC 6238 Appendix B, and its Base32 form (RFC 4648 §6).
const SEED_BASE32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

/** HOTP of the RFC seed at a counter (the library's HOTP: the vectors below check it as used here). */
const hotp = (counter: number, digits = 6) =>
  HOTP.generate({ secret: Secret.fromBase32(SEED_BASE32), counter, digits });

it('the Base32 seed is the RFC seed', () => {
  expect(new TextDecoder().decode(Secret.fromBase32(SEED_BASE32).bytes)).toBe('12345678901234567890');
});

describe('hotp (RFC 4226 Appendix D)', () => {
  const expected = [
    '755224',
    '287082',
    '359152',
    '969429',
    '338314',
    '254676',
    '287922',
    '162583',
    '399871',
    '520489',
  ];
  it.each(expected.map((code, counter) => [counter, code] as const))(
    'counter %i gives %s',
    (counter, code) => {
      expect(hotp(counter)).toBe(code);
    },
  );
});

describe('totp (RFC 6238 Appendix B, SHA-1, last 6 of the 8 digits)', () => {
  const vectors: [number, string][] = [
    [59, '287082'],
    [1_111_111_109, '081804'],
    [1_111_111_111, '050471'],
    [1_234_567_890, '005924'],
    [2_000_000_000, '279037'],
    [20_000_000_000, '353130'],
  ];
  it.each(vectors)('at %i s gives %s', (seconds, code) => {
    expect(totpAt(SEED_BASE32, new Date(seconds * 1000))).toBe(code);
  });
  it('gives the 8-digit vectors with 8 digits', () => {
    expect(hotp(timeStep(new Date(59_000)), 8)).toBe('94287082');
    expect(hotp(timeStep(new Date(20_000_000_000_000)), 8)).toBe('65353130');
  });
});

describe('matchTotpStep', () => {
  const at = new Date(1_234_567_890_000); // step 41152263
  const step = timeStep(at);

  it('accepts the current step, one behind and one ahead, and nothing further', () => {
    expect(step).toBe(41_152_263);
    for (const offset of [-1, 0, 1]) {
      const code = hotp(step + offset);
      expect(matchTotpStep(SEED_BASE32, code, at, null)).toBe(step + offset);
    }
    for (const offset of [-2, 2]) {
      expect(matchTotpStep(SEED_BASE32, hotp(step + offset), at, null)).toBeNull();
    }
  });

  it('refuses a code whose step was already used, and any earlier one', () => {
    const code = totpAt(SEED_BASE32, at);
    expect(matchTotpStep(SEED_BASE32, code, at, step)).toBeNull();
    expect(matchTotpStep(SEED_BASE32, hotp(step - 1), at, step - 1)).toBeNull();
    expect(matchTotpStep(SEED_BASE32, hotp(step + 1), at, step)).toBe(step + 1);
  });

  it('refuses codes of the wrong shape', () => {
    expect(matchTotpStep(SEED_BASE32, '05924', at, null)).toBeNull();
    expect(matchTotpStep(SEED_BASE32, '0059245', at, null)).toBeNull();
    expect(matchTotpStep(SEED_BASE32, 'abcdef', at, null)).toBeNull();
  });
});

describe('new keys and their URI', () => {
  it('makes 160-bit keys (32 Base32 characters), different each time', () => {
    const first = newTotpSecret();
    expect(first).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(first).bytes).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(first);
  });
  it('writes the Key Uri Format with issuer, account and parameters', () => {
    const uri = new URL(otpauthUri(SEED_BASE32, 'ada@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/SpecSource:ada@example.com');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: SEED_BASE32,
      issuer: 'SpecSource',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
