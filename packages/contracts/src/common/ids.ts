import { z } from 'zod';

/** The largest id a Postgres `integer`/`serial` column holds; a larger one can never match a row. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * A row id from a path, query or body: a whole number from 1 to MAX_ROW_ID (strings are read as numbers), with
 * one message for every way it can be wrong.
 */
export function positiveIdOf(message: string) {
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(MAX_ROW_ID, { error: message });
}
