import { describe, expect, it } from 'vitest';
import { isCommonPassword, isContextSpecificPassword } from './password-policy.ts';

// OWASP ASVS 5.0 §6.2.4 (common passwords) and §6.1.2 / §6.2.11 (the documented context-specific words).
const grace = {
  email: 'grace.hopper@cobol-valves.example',
  firstName: 'Grace',
  lastName: 'Hopper',
  companyName: 'Cobol Valves',
};

describe('isContextSpecificPassword', () => {
  it.each([
    'SpecSource2026!',
    'my spec-source password',
    'grace.hopper@cobol-valves.example',
    'Grace.Hopper-1906',
    'hopper grace 1992',
    'GRACE!!!1906',
    'Hopper19061992',
    'CobolValves#1',
  ])(
    'refuses %s: the service name, or only the account’s own details with digits and symbols',
    (password) => {
      expect(isContextSpecificPassword(password, grace)).toBe(true);
    },
  );

  it.each([
    'correct horse battery staple',
    'grace under pressure 42',
    'cobol-compiler-harbour',
    'amazing-graceful-valley',
  ])('accepts %s: a detail inside a longer passphrase is not a derivative of it', (password) => {
    expect(isContextSpecificPassword(password, grace)).toBe(false);
  });

  it('ignores details too short to be words of their own and accounts without names', () => {
    const shortNames = { email: 'al@example.com', firstName: 'Al', lastName: 'Li' };
    expect(isContextSpecificPassword('Al-2026-2026', shortNames)).toBe(false);
    expect(isContextSpecificPassword('Li-2026-2026', shortNames)).toBe(false);
    // Together they make a four-letter detail, which counts.
    expect(isContextSpecificPassword('AlLi-2026-2026', shortNames)).toBe(true);
    expect(isContextSpecificPassword('12345678', { email: 'x@example.com' })).toBe(false);
  });
});

describe('isCommonPassword', () => {
  it('finds common passwords whatever their case, and not a passphrase', () => {
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
  });
});
