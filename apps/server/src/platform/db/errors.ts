// PostgreSQL error codes, as raised by both PGlite and node-postgres (Drizzle wraps them in `cause`).
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function hasPostgresCode(error: unknown, code: string, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === code && (constraint === undefined || candidate.constraint === constraint)) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}

/**
 * Whether an error is a unique violation, optionally of one named constraint — to tell a taken e-mail from a
 * taken username.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return hasPostgresCode(error, UNIQUE_VIOLATION, constraint);
}

/** Whether an error is a foreign-key violation: something started using a row while it was deleted. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasPostgresCode(error, FOREIGN_KEY_VIOLATION);
}
