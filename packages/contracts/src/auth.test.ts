import { describe, expect, it } from 'vitest';
import { LoginBodySchema, RegisterBodySchema } from './auth.ts';
import { MESSAGES } from './messages.ts';

const valid = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: '  Ada@Example.COM ',
  phone: '+1 555 0100',
  company_name: 'Analytical Engines Ltd',
  password: 'a long passphrase',
  confirm_password: 'a long passphrase',
};

function fieldErrors(input: unknown) {
  const result = RegisterBodySchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('RegisterBodySchema', () => {
  it('normalises the e-mail and accepts a 64+ character passphrase', () => {
    const long = 'x'.repeat(100);
    const parsed = RegisterBodySchema.parse({ ...valid, password: long, confirm_password: long });
    expect(parsed.email).toBe('ada@example.com');
  });

  it("uses the spec's messages, one per field", () => {
    expect(
      fieldErrors({
        ...valid,
        first_name: ' ',
        email: 'nope',
        company_name: '',
        password: '',
        confirm_password: 'x',
      }),
    ).toEqual({
      first_name: MESSAGES.firstNameRequired,
      email: MESSAGES.emailInvalid,
      company_name: MESSAGES.companyNameRequired,
      password: MESSAGES.passwordRequired,
    });
  });

  it('gives the field message when a field is missing altogether', () => {
    const { first_name: _first, company_name: _company, ...rest } = valid;
    expect(fieldErrors(rest)).toEqual({
      first_name: MESSAGES.firstNameRequired,
      company_name: MESSAGES.companyNameRequired,
    });
  });

  it('enforces length only: 8 to 128 characters, no composition rules', () => {
    expect(fieldErrors({ ...valid, password: 'short', confirm_password: 'short' })).toEqual({
      password: MESSAGES.passwordTooShort,
    });
    const tooLong = 'y'.repeat(129);
    expect(fieldErrors({ ...valid, password: tooLong, confirm_password: tooLong })).toEqual({
      password: MESSAGES.passwordTooLong,
    });
    expect(fieldErrors({ ...valid, password: 'alllowercase', confirm_password: 'alllowercase' })).toEqual({});
  });

  it("says 'Confirm password not match' on the confirmation field", () => {
    expect(fieldErrors({ ...valid, confirm_password: 'something else' })).toEqual({
      confirm_password: MESSAGES.confirmPasswordMismatch,
    });
  });
});

describe('LoginBodySchema', () => {
  it('requires both fields with the spec messages', () => {
    const result = LoginBodySchema.safeParse({ email: '', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['email', MESSAGES.emailInvalid],
      ['password', MESSAGES.passwordRequired],
    ]);
  });
});
