import type { z } from 'zod';

const PREFIX = 'VITE_';

/**
 * Validates the `VITE_*` part of `import.meta.env` (the only part the browser may see) against
 * `schema`, keyed without the prefix. Throws one error naming every bad variable.
 */
export function createEnv<Schema extends z.ZodType>(
  schema: Schema,
  source: Record<string, unknown>,
): z.output<Schema> {
  const visible = Object.fromEntries(
    Object.entries(source)
      .filter(([key]) => key.startsWith(PREFIX))
      .map(([key, value]) => [key.slice(PREFIX.length), value]),
  );
  const parsed = schema.safeParse(visible);
  if (parsed.success) {
    return parsed.data;
  }

  const problems = parsed.error.issues.map((issue) => `${PREFIX}${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${problems.join('\n')}`);
}
