import {
  type ActiveAccountInput,
  createActiveAccount,
} from '../features/registration/create-active-account.ts';
import type { DatabaseConnection } from '../platform/db/database.ts';
import { ADMIN_USAGE, type AdminCommand, parseAdminCommand } from './admin-command.ts';
import {
  deactivateAccount,
  endAllSessions,
  endSessionsOfAccount,
  resetMfaOfAccount,
} from './admin-sessions.ts';
import { CliDatabaseError, openCliDatabase } from './cli-database.ts';

type CliConfig = Awaited<ReturnType<typeof openCliDatabase>>['config'];

// `npm run -s admin -- create-user|end-sessions|deactivate|reset-mfa ...`: exit 0 with what was done; 2 for bad input;
// 1 when it cannot be done.
const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_BAD_INPUT = 2;

type RunnableCommand = Exclude<AdminCommand, { kind: 'help' | 'invalid' }>;

function report(code: number, message: string): number {
  (code === EXIT_OK ? process.stdout : process.stderr).write(`${message}\n`);
  return code;
}

/** What "nothing happened" means for a command (`name`: its kind, or the first word given), in every refusal. */
function nothingDone(name: string | undefined): string {
  if (name === 'deactivate' || name === 'reset-mfa') {
    return 'Nothing was changed';
  }
  return name?.startsWith('end-') ? 'No session was ended' : 'Nothing was created';
}

function sessionCount(n: number): string {
  return `${n} session${n === 1 ? '' : 's'}`;
}

async function createUser(database: DatabaseConnection, input: ActiveAccountInput, dataDir: string) {
  const result = await createActiveAccount(database.db, input);
  if (result.outcome === 'email_taken') {
    return report(
      EXIT_FAILED,
      `Nothing was created: an account with the e-mail ${input.email} already exists.`,
    );
  }
  if (result.outcome === 'username_taken') {
    return report(EXIT_FAILED, `Nothing was created: the username ${input.username} is taken.`);
  }
  const { user } = result;
  const where =
    database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${dataDir}`;
  return report(
    EXIT_OK,
    `Created ${user.role} '${user.username}' <${user.email}> (id ${user.id}): active, e-mail verified, on ${where}.`,
  );
}

async function resetMfa(database: DatabaseConnection, email: string, config: CliConfig) {
  // Links in the owner's mail: the same public origin the server's own mail uses.
  const result = await resetMfaOfAccount(database.db, email, config.publicOrigin);
  if (result.outcome === 'no_such_account') {
    return report(EXIT_FAILED, `Nothing was changed: no account has the e-mail ${email}.`);
  }
  const { user, hadMfa, sessionsEnded } = result;
  const who = `${user.role} '${user.username}' <${user.email}> (id ${user.id})`;
  return hadMfa
    ? report(
        EXIT_OK,
        `Turned two-step sign-in off for ${who}; ended ${sessionCount(sessionsEnded)} and mailed the owner. They sign in with the password and can set it up again.`,
      )
    : report(EXIT_OK, `Nothing to do: ${who} does not use two-step sign-in.`);
}

async function run(database: DatabaseConnection, command: RunnableCommand, config: CliConfig) {
  const { dataDir } = config;
  if (command.kind === 'reset-mfa') {
    return resetMfa(database, command.email, config);
  }
  if (command.kind === 'create-user') {
    return createUser(database, command.input, dataDir);
  }
  if (command.kind === 'end-all-sessions') {
    const ended = await endAllSessions(database.db);
    return report(EXIT_OK, `Ended ${sessionCount(ended)}: every user is signed out.`);
  }
  const noAccount = `${nothingDone(command.kind)}: no account has the e-mail ${command.email}.`;
  if (command.kind === 'end-sessions') {
    const result = await endSessionsOfAccount(database.db, command.email);
    if (result.outcome === 'no_such_account') {
      return report(EXIT_FAILED, noAccount);
    }
    const { user, sessionsEnded } = result;
    return report(
      EXIT_OK,
      `Ended ${sessionCount(sessionsEnded)} of ${user.role} '${user.username}' <${user.email}>: signed out everywhere.`,
    );
  }
  const result = await deactivateAccount(database.db, command.email);
  if (result.outcome === 'no_such_account') {
    return report(EXIT_FAILED, noAccount);
  }
  const { user, wasActive, sessionsEnded } = result;
  const what = wasActive ? 'Deactivated' : 'Already inactive:';
  return report(
    EXIT_OK,
    `${what} ${user.role} '${user.username}' <${user.email}> (id ${user.id}); ended ${sessionCount(sessionsEnded)}. It can no longer sign in.`,
  );
}

async function main(argv: string[]): Promise<number> {
  const command = parseAdminCommand(argv);
  if (command.kind === 'help') {
    process.stdout.write(ADMIN_USAGE);
    return EXIT_OK;
  }
  if (command.kind === 'invalid') {
    const problems = command.problems.map((problem) => `  ${problem}`).join('\n');
    const named = argv.find((arg) => !arg.startsWith('-'));
    return report(EXIT_BAD_INPUT, `${nothingDone(named)}:\n${problems}\n\n${ADMIN_USAGE}`);
  }
  let opened: Awaited<ReturnType<typeof openCliDatabase>>;
  try {
    opened = await openCliDatabase();
  } catch (error) {
    if (error instanceof CliDatabaseError) {
      return report(EXIT_FAILED, `${nothingDone(command.kind)}. ${error.message}`);
    }
    throw error;
  }
  try {
    await opened.database.migrate();
    return await run(opened.database, command, opened.config);
  } catch (error) {
    // An unreachable or broken database is not a bug of this tool: say what failed, without a stack.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    return report(EXIT_FAILED, `${nothingDone(command.kind)}: the database could not be used (${reason}).`);
  } finally {
    await opened.database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
