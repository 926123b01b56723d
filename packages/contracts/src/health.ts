import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.ts';

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptime_s: z.number().nonnegative(),
  database: z.object({
    reachable: z.boolean(),
    latency_ms: z.number().nonnegative().nullable(),
  }),
});

export type HealthResponse = z.infer<typeof HealthResponseSchema>;

export const getHealthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and database reachability',
  tags: ['system'],
  response: HealthResponseSchema,
  otherResponses: { 503: HealthResponseSchema },
});
