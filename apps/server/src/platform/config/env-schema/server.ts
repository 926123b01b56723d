import { z } from 'zod';
import { optionalUrl, withDefault } from '../env-values.ts';

/** The process: its mode, the address it listens on, and where its data lives. */
export const serverEnv = {
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
  PORT: withDefault(z.coerce.number().int().min(0).max(65535), 3000),
  HOST: withDefault(z.string().min(1), '0.0.0.0'),
  /** Everything the server writes at run time lives here: db/, outbox/, files/. */
  DATA_DIR: withDefault(z.string().min(1), './data'),
  /** Unset: the embedded PGlite database under DATA_DIR/db. Set: PostgreSQL. */
  DATABASE_URL: optionalUrl,
};
