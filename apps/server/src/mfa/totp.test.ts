import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode } from './base32.ts';
import { hotp, matchTotpStep, newTotpSecret, otpauthUri, timeStep, totpAt } from './totp.ts';

// The ASCII seed of RFC 4226 Appendix D and RFC 6238 Appendix B, and its Base32 form.
const SEED = new TextEncoder().encode('12345678901234567890');
const SEED_BASE32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('base32 (RFC 4648 §10 test vectors)', () => {
  const vectors: [string, string][] = [
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ];
  it.each(vectors)('encodes %j as %s (padding left off)', (plain, encoded) => {
    expect(base32Encode(new TextEncoder().encode(plain))).toBe(encoded);
  });
  it.each(vectors)('decodes back to %j, padded or not', (plain, encoded) => {
    expect(new TextDecoder().decode(base32Decode(encoded) ?? new Uint8Array())).toBe(plain);
    expect(new TextDecoder().decode(base32Decode(`${encoded.toLowerCase()}===`) ?? new Uint8Array())).toBe(
      plain,
    );
  });
  it('encodes the RFC seed as authenticator apps are given it', () => {
    expect(base32Encode(SEED)).toBe(SEED_BASE32);
  });
  it('refuses characters outside the alphabet', () => {
    expect(base32Decode('MZXW1')).toBeNull();
  });
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
      expect(hotp(SEED, counter)).toBe(code);
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
    expect(hotp(SEED, timeStep(new Date(59_000)), 8)).toBe('94287082');
    expect(hotp(SEED, timeStep(new Date(20_000_000_000_000)), 8)).toBe('65353130');
  });
});

describe('matchTotpStep', () => {
  const at = new Date(1_234_567_890_000); // step 41152263
  const step = timeStep(at);

  it('accepts the current step, one behind and one ahead, and nothing further', () => {
    expect(step).toBe(41_152_263);
    for (const offset of [-1, 0, 1]) {
      const code = hotp(SEED, step + offset);
      expect(matchTotpStep(SEED_BASE32, code, at, null)).toBe(step + offset);
    }
    for (const offset of [-2, 2]) {
      expect(matchTotpStep(SEED_BASE32, hotp(SEED, step + offset), at, null)).toBeNull();
    }
  });

  it('refuses a code whose step was already used, and any earlier one', () => {
    const code = totpAt(SEED_BASE32, at);
    expect(matchTotpStep(SEED_BASE32, code, at, step)).toBeNull();
    expect(matchTotpStep(SEED_BASE32, hotp(SEED, step - 1), at, step - 1)).toBeNull();
    expect(matchTotpStep(SEED_BASE32, hotp(SEED, step + 1), at, step)).toBe(step + 1);
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
    expect(base32Decode(first)).toHaveLength(20);
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
