import { getHealthEndpoint, type HealthResponse } from '@specsource/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';

export interface HealthDeps {
  version: string;
  startedAt: number;
  pingDatabase(): Promise<number>;
}

export function registerHealthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  registerEndpoint(app, getHealthEndpoint, {
    access: 'public',
    handler: async ({ reply }) => {
      let latency: number | null = null;
      try {
        latency = await deps.pingDatabase();
      } catch {
        latency = null;
      }
      const isReachable = latency !== null;
      // A load balancer reads the status code: 503 takes this instance out while its database is away.
      reply.code(isReachable ? 200 : 503);
      const status: HealthResponse['status'] = isReachable ? 'ok' : 'degraded';
      return {
        status,
        version: deps.version,
        uptime_s: Math.round((performance.now() - deps.startedAt) / 10) / 100,
        database: {
          reachable: isReachable,
          latency_ms: latency === null ? null : Math.round(latency * 100) / 100,
        },
      };
    },
  });
}
