// PostgreSQL's unique_violation; PGlite and node-postgres both report it as `code`, with the constraint name.
const UNIQUE_VIOLATION = '23505';

/**
 * Whether an error (or the driver error Drizzle wraps in `cause`) is a unique violation, optionally of one
 * named constraint — to tell a taken e-mail from a taken username.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (
      candidate.code === UNIQUE_VIOLATION &&
      (constraint === undefined || candidate.constraint === constraint)
    ) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}
