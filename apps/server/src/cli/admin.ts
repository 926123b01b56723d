import type { DatabaseConnection } from '../db/database.ts';
import { type ActiveAccountInput, createActiveAccount } from '../features/accounts/create-active-account.ts';
import { ADMIN_USAGE, parseAdminCommand } from './admin-create-user.ts';
import { CliDatabaseError, openCliDatabase } from './cli-database.ts';

// `npm run -s admin -- create-user ...`: exit 0 with what was created; 2 for bad input; 1 when it cannot be done.
const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_BAD_INPUT = 2;

function report(code: number, message: string): number {
  (code === EXIT_OK ? process.stdout : process.stderr).write(`${message}\n`);
  return code;
}

async function createUser(database: DatabaseConnection, input: ActiveAccountInput, dataDir: string) {
  let result: Awaited<ReturnType<typeof createActiveAccount>>;
  try {
    await database.migrate();
    result = await createActiveAccount(database.db, input);
  } catch (error) {
    // An unreachable or broken database is not a bug of this tool: say what failed, without a stack.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    return report(EXIT_FAILED, `Nothing was created: the database could not be used (${reason}).`);
  }
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

async function main(argv: string[]): Promise<number> {
  const command = parseAdminCommand(argv);
  if (command.kind === 'help') {
    process.stdout.write(ADMIN_USAGE);
    return EXIT_OK;
  }
  if (command.kind === 'invalid') {
    const problems = command.problems.map((problem) => `  ${problem}`).join('\n');
    return report(EXIT_BAD_INPUT, `Nothing was created:\n${problems}\n\n${ADMIN_USAGE}`);
  }
  let opened: Awaited<ReturnType<typeof openCliDatabase>>;
  try {
    opened = await openCliDatabase();
  } catch (error) {
    if (error instanceof CliDatabaseError) {
      return report(EXIT_FAILED, `Nothing was created. ${error.message}`);
    }
    throw error;
  }
  try {
    return await createUser(opened.database, command.input, opened.config.dataDir);
  } finally {
    await opened.database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
