import { z } from 'zod';
import { withDefault } from '../env-values.ts';

export const loggingEnv = {
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
};
