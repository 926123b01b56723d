import { z } from 'zod/mini';
import { createEnv } from './create-env.ts';

// Browser-visible settings, without their VITE_ prefix. None is needed yet: the app talks to the
// API on its own origin. Add each new variable here with a comment saying what it does.
const EnvSchema = z.object({});

export type Env = z.output<typeof EnvSchema>;

export const env: Env = createEnv(EnvSchema, import.meta.env);
