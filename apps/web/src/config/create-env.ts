import { z } from 'zod/mini';

const PREFIX = 'VITE_';

/**
 * Validates the `VITE_*` part of `import.meta.env` (the only part the browser may see) against
 * `schema`, keyed without the prefix. Throws one error naming every bad variable.
 */
export function createEnv<Schema extends z.core.$ZodType>(
  schema: Schema,
  source: Record<string, unknown>,
): z.output<Schema> {
  const visible = Object.fromEntries(
    Object.entries(source)
      .filter(([key]) => key.startsWith(PREFIX))
      .map(([key, value]) => [key.slice(PREFIX.length), value]),
  );
  const parsed = z.safeParse(schema, visible);
  if (parsed.success) {
    return parsed.data;
  }

  const problems = parsed.error.issues.map((issue) => `${PREFIX}${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${problems.join('\n')}`);
}
