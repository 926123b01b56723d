import { parseArgs } from 'node:util';
import { EmailSchema } from '@specsource/contracts';
import type { ActiveAccountInput } from '../features/registration/create-active-account.ts';
import { parseCreateUser } from './admin-create-user.ts';

export const ADMIN_USAGE = `Usage:
  npm run -s admin -- create-user --role admin|supplier|customer --email E --password P
                                  [--first-name F] [--last-name L] [--company C] [--username U]
  npm run -s admin -- end-sessions --email E
  npm run -s admin -- end-sessions --all
  npm run -s admin -- deactivate --email E
  npm run -s admin -- reset-mfa --email E

create-user creates an active user whose e-mail counts as verified. The e-mail and password follow the
registration rules: a valid address that is not from a disposable-address service, and a password of 8 to
128 characters that is not one of the most common ones.

end-sessions signs a user out everywhere (--email), or every user (--all): their next request finds no
session, on every instance. deactivate switches an account off and ends its sessions, in one step: it can
no longer sign in with a password or through Google or Microsoft. reset-mfa turns two-step sign-in off
for a user who lost both the authenticator app and the recovery codes (confirm who they are first, outside
SpecSource): their sessions end, they are mailed, and they sign in with the password alone until they set
it up again.

Each works on the database the server uses: PostgreSQL when DATABASE_URL is set (any time, the server may
run), otherwise the embedded database under DATA_DIR (default ./data), which only one process can open: stop
the server first.
`;

const COMMANDS = ['create-user', 'end-sessions', 'deactivate', 'reset-mfa'] as const;
type CommandName = (typeof COMMANDS)[number];

/** The options each command takes; any other is refused by name, not silently ignored. */
const OPTIONS_OF: Record<CommandName, readonly string[]> = {
  'create-user': ['role', 'email', 'password', 'first-name', 'last-name', 'company', 'username'],
  'end-sessions': ['email', 'all'],
  deactivate: ['email'],
  'reset-mfa': ['email'],
};

export type AdminCommand =
  | { kind: 'help' }
  | { kind: 'create-user'; input: ActiveAccountInput }
  | { kind: 'end-sessions'; email: string }
  | { kind: 'end-all-sessions' }
  | { kind: 'deactivate'; email: string }
  | { kind: 'reset-mfa'; email: string }
  | { kind: 'invalid'; problems: string[] };

function isCommandName(name: string | undefined): name is CommandName {
  return (COMMANDS as readonly string[]).includes(name ?? '');
}

function parseEmail(value: string | boolean | undefined): { email: string } | { problem: string } {
  const result = EmailSchema.safeParse(value);
  return result.success
    ? { email: result.data }
    : { problem: `--email: ${result.error.issues[0]?.message ?? 'is not an e-mail address'}` };
}

function parseSessionCommand(
  name: 'end-sessions' | 'deactivate' | 'reset-mfa',
  values: Record<string, string | boolean | undefined>,
): AdminCommand {
  if (name === 'end-sessions' && values.all) {
    return values.email === undefined
      ? { kind: 'end-all-sessions' }
      : { kind: 'invalid', problems: ['give either --email or --all, not both'] };
  }
  if (values.email === undefined) {
    return {
      kind: 'invalid',
      problems: [
        name === 'end-sessions' ? 'give --email E, or --all for every user' : '--email: is required',
      ],
    };
  }
  const parsed = parseEmail(values.email);
  return 'problem' in parsed ? { kind: 'invalid', problems: [parsed.problem] } : { kind: name, ...parsed };
}

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
  const [name] = positionals;
  if (positionals.length !== 1 || !isCommandName(name)) {
    return {
      kind: 'invalid',
      problems: [`unknown command '${positionals.join(' ')}'; the commands are ${COMMANDS.join(', ')}`],
    };
  }
  const foreign = Object.keys(values).filter(
    (option) => option !== 'help' && !OPTIONS_OF[name].includes(option),
  );
  if (foreign.length > 0) {
    return {
      kind: 'invalid',
      problems: foreign.map((option) => `--${option}: is not an option of ${name}`),
    };
  }
  return name === 'create-user' ? parseCreateUser(values) : parseSessionCommand(name, values);
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
      all: { type: 'boolean' },
    },
  });
}
