import { parseArgs } from 'node:util';
import { EmailSchema, NAME_MAX_LENGTH, NewPasswordSchema, USER_ROLES } from '@specsource/contracts';
import { z } from 'zod';
import { findAccountRuleProblems } from '../accounts/account-rules.ts';
import type { ActiveAccountInput } from '../features/accounts/create-active-account.ts';

export const ADMIN_USAGE = `Usage:
  npm run -s admin -- create-user --role admin|supplier|customer --email E --password P
                                  [--first-name F] [--last-name L] [--company C] [--username U]

Creates an active user whose e-mail counts as verified, on the database the server uses: PostgreSQL when
DATABASE_URL is set (any time), otherwise the embedded database under DATA_DIR (default ./data), which only
one process can open: stop the server first.

The e-mail and password follow the registration rules: a valid address that is not from a disposable-address
service, and a password of 8 to 128 characters that is not one of the most common ones.
`;

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

export type AdminCommand =
  | { kind: 'help' }
  | { kind: 'create-user'; input: ActiveAccountInput }
  | { kind: 'invalid'; problems: string[] };

/** Parses and validates the CLI's arguments; pure, so every bad input is testable without a database. */
export function parseAdminCommand(argv: string[]): AdminCommand {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(argv);
  } catch (error) {
    return { kind: 'invalid', problems: [(error as Error).message] };
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length === 0) {
    return { kind: 'help' };
  }
  if (positionals.length !== 1 || positionals[0] !== 'create-user') {
    return {
      kind: 'invalid',
      problems: [`unknown command '${positionals.join(' ')}'; the command is create-user`],
    };
  }
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

function parseOptions(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      role: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      company: { type: 'string' },
      username: { type: 'string' },
    },
  });
}
