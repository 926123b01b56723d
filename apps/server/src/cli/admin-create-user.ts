import { EmailSchema, NAME_MAX_LENGTH, NewPasswordSchema, USER_ROLES } from '@specsource/contracts';
import { z } from 'zod';
import { findAccountRuleProblems } from '../domain/accounts/account-rules.ts';
import type { ActiveAccountInput } from '../features/registration/create-active-account.ts';

// Django's username rule, which the specs' accounts come from.
const USERNAME_PATTERN = /^[\w.@+-]{1,150}$/;

const CreateUserOptionsSchema = z.object({
  role: z.enum(USER_ROLES, { error: `must be one of ${USER_ROLES.join(', ')}` }),
  email: EmailSchema,
  password: NewPasswordSchema,
  'first-name': z.string().trim().max(NAME_MAX_LENGTH).default(''),
  'last-name': z.string().trim().max(NAME_MAX_LENGTH).default(''),
  company: z.string().trim().max(NAME_MAX_LENGTH).default(''),
  username: z
    .string()
    .trim()
    .regex(USERNAME_PATTERN, 'use 1 to 150 letters, digits and . @ + - _')
    .optional(),
});

export type CreateUserCommand =
  | { kind: 'create-user'; input: ActiveAccountInput }
  | { kind: 'invalid'; problems: string[] };

/** Validates create-user's options (already parsed by `parseAdminCommand`); pure. */
export function parseCreateUser(values: Record<string, string | boolean | undefined>): CreateUserCommand {
  const { help: _help, ...options } = values;
  const result = CreateUserOptionsSchema.safeParse(options);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`);
    return { kind: 'invalid', problems };
  }
  const input = result.data;
  const ruleProblems = findAccountRuleProblems({
    email: input.email,
    password: input.password,
    firstName: input['first-name'],
    lastName: input['last-name'],
    companyName: input.company,
  });
  const problems = Object.entries(ruleProblems).flatMap(([field, messages]) =>
    messages.map(
      (message) => `--${field}: ${field === 'email' ? 'disposable addresses are refused' : message}`,
    ),
  );
  if (problems.length > 0) {
    return { kind: 'invalid', problems };
  }
  return {
    kind: 'create-user',
    input: {
      role: input.role,
      email: input.email,
      password: input.password,
      firstName: input['first-name'],
      lastName: input['last-name'],
      companyName: input.company,
      username: input.username,
    },
  };
}
