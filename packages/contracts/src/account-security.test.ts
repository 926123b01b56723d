import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  ACCOUNT_SECURITY_MESSAGES,
  ChangePasswordBodySchema,
  EndSessionsBodySchema,
  PasswordResetConfirmBodySchema,
} from './account-security.ts';
import { MESSAGES } from './messages.ts';

function fieldErrors(schema: z.core.$ZodType, input: unknown) {
  const result = z.safeParse(schema, input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const NEW_PASSWORD = 'quiet copper meadow 42';

describe('ChangePasswordBodySchema', () => {
  it('takes the current password as typed and the new one under the registration length rules', () => {
    const body = { current_password: ' old ', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    expect(ChangePasswordBodySchema.parse(body)).toEqual(body);
    expect(
      fieldErrors(ChangePasswordBodySchema, {
        current_password: '',
        new_password: 'short',
        confirm_password: 'x',
      }),
    ).toEqual({
      current_password: MESSAGES.passwordRequired,
      new_password: MESSAGES.passwordTooShort,
      confirm_password: MESSAGES.confirmPasswordMismatch,
    });
    expect(
      fieldErrors(ChangePasswordBodySchema, {
        current_password: 'old',
        new_password: NEW_PASSWORD,
        confirm_password: 'other',
      }),
    ).toEqual({ confirm_password: MESSAGES.confirmPasswordMismatch });
  });
});

describe('PasswordResetConfirmBodySchema', () => {
  it('names the token when it cannot be one', () => {
    expect(
      fieldErrors(PasswordResetConfirmBodySchema, {
        token: 'short',
        new_password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      }),
    ).toEqual({ token: ACCOUNT_SECURITY_MESSAGES.resetLinkInvalid });
  });
});

describe('EndSessionsBodySchema', () => {
  it('takes exactly one of session_id and all_others, with the password', () => {
    const id = 'a'.repeat(32);
    expect(EndSessionsBodySchema.parse({ session_id: id, password: 'pw' })).toEqual({
      session_id: id,
      password: 'pw',
    });
    expect(EndSessionsBodySchema.parse({ all_others: true, password: 'pw' })).toEqual({
      all_others: true,
      password: 'pw',
    });
    for (const body of [{ password: 'pw' }, { session_id: id, all_others: true, password: 'pw' }]) {
      expect(fieldErrors(EndSessionsBodySchema, body)).toEqual({
        session_id: ACCOUNT_SECURITY_MESSAGES.chooseSessions,
      });
    }
    expect(fieldErrors(EndSessionsBodySchema, { session_id: 'not-hex', password: '' })).toEqual({
      session_id: ACCOUNT_SECURITY_MESSAGES.sessionNotFound,
      password: MESSAGES.passwordRequired,
    });
  });
});
