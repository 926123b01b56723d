import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { MFA_MESSAGES, MfaEnableBodySchema, MfaReauthBodySchema, MfaSignInBodySchema } from './mfa.ts';

function firstError(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const issue = result.error?.issues[0];
  return issue ? { [issue.path.join('.')]: issue.message } : {};
}

describe('MfaSignInBodySchema', () => {
  it('takes a TOTP code or a recovery code as typed, trimmed', () => {
    expect(MfaSignInBodySchema.parse({ code: ' 123456 ' })).toEqual({ code: '123456' });
    expect(MfaSignInBodySchema.parse({ code: 'abcde-fgh23' })).toEqual({ code: 'abcde-fgh23' });
  });

  it('asks for a code when it is missing or blank, and refuses one longer than any code', () => {
    expect(firstError(MfaSignInBodySchema.safeParse({}))).toEqual({ code: MFA_MESSAGES.codeRequired });
    expect(firstError(MfaSignInBodySchema.safeParse({ code: '   ' }))).toEqual({
      code: MFA_MESSAGES.codeRequired,
    });
    expect(firstError(MfaSignInBodySchema.safeParse({ code: 'x'.repeat(41) }))).toEqual({
      code: MFA_MESSAGES.codeWrong,
    });
  });
});

describe('MfaEnableBodySchema', () => {
  it.each(['12345', '1234567', 'ABCDE-FGHIJ', '12 3456'])(
    'refuses %j: the first code must be 6 digits',
    (code) => {
      expect(firstError(MfaEnableBodySchema.safeParse({ code }))).toEqual({
        code: MFA_MESSAGES.totpRequired,
      });
    },
  );
  it('takes 6 digits with spaces around', () => {
    expect(MfaEnableBodySchema.parse({ code: ' 012345' })).toEqual({ code: '012345' });
  });
});

describe('MfaReauthBodySchema', () => {
  it('needs the password and a code', () => {
    expect(firstError(MfaReauthBodySchema.safeParse({ code: '123456' }))).toEqual({
      password: MESSAGES.passwordRequired,
    });
    expect(firstError(MfaReauthBodySchema.safeParse({ password: 'secret words', code: '' }))).toEqual({
      code: MFA_MESSAGES.codeRequired,
    });
  });
});
