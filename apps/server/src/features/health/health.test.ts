import { HealthResponseSchema } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';

const { app, database } = await buildTestApp();

describe('GET /api/health', () => {
  it('reports the database reachable, the version and uptime', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = HealthResponseSchema.parse(response.json());
    expect(body).toMatchObject({ status: 'ok', version: '0.0.0-test', database: { reachable: true } });
    expect(body.uptime_s).toBeGreaterThanOrEqual(0);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 and degraded when the database is gone', async () => {
    const original = database.ping;
    database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'degraded',
        database: { reachable: false, latency_ms: null },
      });
    } finally {
      database.ping = original;
    }
  });
});

describe('GET /metrics', () => {
  it('exposes Prometheus metrics including request durations by route', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}',
    );
    expect(response.body).toContain('process_cpu_user_seconds_total');
  });
});
