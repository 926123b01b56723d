import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('gives embedded mode with no variables', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', dataDir: './data', databaseUrl: undefined });
    expect(config.stripe).toBeUndefined();
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('coerces PORT and respects HOST and DATA_DIR', () => {
    expect(loadConfig({ PORT: '8080', HOST: '127.0.0.1', DATA_DIR: '/tmp/x' })).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/x',
    });
  });

  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT: .*"abc"/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems.map((problem) => problem.split(':')[0])).toEqual([
        'PORT',
        'LOG_LEVEL',
      ]);
    }
  });

  it('requires PUBLIC_URL and a long SESSION_SECRET in production mode', () => {
    const production = {
      DATABASE_URL: 'postgres://u@localhost/db',
      PUBLIC_URL: 'https://specsource.example',
    };
    expect(() => loadConfig({ ...production })).toThrow(/SESSION_SECRET/);
    expect(() =>
      loadConfig({ DATABASE_URL: production.DATABASE_URL, SESSION_SECRET: 'x'.repeat(32) }),
    ).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...production, SESSION_SECRET: 'x'.repeat(32) }).databaseUrl).toBe(
      production.DATABASE_URL,
    );
  });

  it('wants the Stripe keys together', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk', STRIPE_WEBHOOK_SECRET: 'wh' })
        .stripe,
    ).toEqual({ secretKey: 'sk', publishableKey: 'pk', webhookSecret: 'wh' });
  });
});
