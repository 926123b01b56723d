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

  it('reads MFA_REQUIRED_ROLES as a list of roles, empty by default, and names it when a role is unknown', () => {
    expect(loadConfig({}).mfaRequiredRoles).toEqual([]);
    expect(loadConfig({ MFA_REQUIRED_ROLES: '' }).mfaRequiredRoles).toEqual([]);
    expect(loadConfig({ MFA_REQUIRED_ROLES: ' admin , supplier,admin' }).mfaRequiredRoles).toEqual([
      'admin',
      'supplier',
    ]);
    expect(() => loadConfig({ MFA_REQUIRED_ROLES: 'admin,root' })).toThrow(
      /MFA_REQUIRED_ROLES.*comma-separated list of customer, supplier and admin/,
    );
  });

  it('reads SEARCH_WORKERS as a count of worker threads, unset meaning the machine default', () => {
    expect(loadConfig({}).searchWorkers).toBeUndefined();
    expect(loadConfig({ SEARCH_WORKERS: '' }).searchWorkers).toBeUndefined();
    expect(loadConfig({ SEARCH_WORKERS: '0' }).searchWorkers).toBe(0);
    expect(loadConfig({ SEARCH_WORKERS: '3' }).searchWorkers).toBe(3);
    for (const bad of ['two', '-1', '1.5', '33']) {
      expect(() => loadConfig({ SEARCH_WORKERS: bad })).toThrow(/SEARCH_WORKERS/);
    }
  });

  it('reads LISTEN_SOCKETS as a count of sockets on the port, unset meaning the platform default', () => {
    expect(loadConfig({}).listenSockets).toBeUndefined();
    expect(loadConfig({ LISTEN_SOCKETS: '' }).listenSockets).toBeUndefined();
    expect(loadConfig({ LISTEN_SOCKETS: '1' }).listenSockets).toBe(1);
    expect(loadConfig({ LISTEN_SOCKETS: '64' }).listenSockets).toBe(64);
    for (const bad of ['many', '0', '2.5', '65']) {
      expect(() => loadConfig({ LISTEN_SOCKETS: bad })).toThrow(/LISTEN_SOCKETS/);
    }
  });

  it('reads REQUEST_TIMEOUT_SECONDS into milliseconds, 300 s unless set', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(300_000);
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '120' }).requestTimeoutMs).toBe(120_000);
    for (const bad of ['0', 'never', '1.5', '3601']) {
      expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: bad })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
    }
  });

  it('reads the per-account hourly ceilings, 30 requests, 600 searches, 60 offer and 60 order writes unless set', () => {
    expect(loadConfig({}).accountLimits).toEqual({
      requestsPerHour: 30,
      searchesPerHour: 600,
      offerWritesPerHour: 60,
      orderWritesPerHour: 60,
    });
    expect(
      loadConfig({
        REQUESTS_PER_CUSTOMER_PER_HOUR: '100',
        SEARCHES_PER_USER_PER_HOUR: '5000',
        OFFER_WRITES_PER_SUPPLIER_PER_HOUR: '7',
        ORDER_WRITES_PER_CUSTOMER_PER_HOUR: '8',
      }).accountLimits,
    ).toEqual({ requestsPerHour: 100, searchesPerHour: 5000, offerWritesPerHour: 7, orderWritesPerHour: 8 });
    for (const name of [
      'REQUESTS_PER_CUSTOMER_PER_HOUR',
      'SEARCHES_PER_USER_PER_HOUR',
      'OFFER_WRITES_PER_SUPPLIER_PER_HOUR',
      'ORDER_WRITES_PER_CUSTOMER_PER_HOUR',
    ]) {
      for (const bad of ['0', '-1', 'lots', '2.5', '1000001']) {
        expect(() => loadConfig({ [name]: bad })).toThrow(new RegExp(name));
      }
    }
  });

  it('derives the public origin from HOST and PORT, never from a request, unless PUBLIC_URL names it', () => {
    expect(loadConfig({})).toMatchObject({
      publicOrigin: 'http://localhost:3000',
      acceptedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'],
    });
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '3123' }).publicOrigin).toBe('http://localhost:3123');
    expect(loadConfig({ HOST: '192.168.1.20', PORT: '8080' })).toMatchObject({
      publicOrigin: 'http://192.168.1.20:8080',
      acceptedOrigins: ['http://192.168.1.20:8080'],
    });
    expect(loadConfig({ HOST: 'fd00::5' }).publicOrigin).toBe('http://[fd00::5]:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example/app/', HOST: '10.0.0.2' })).toMatchObject({
      publicOrigin: 'https://shop.example',
      acceptedOrigins: ['https://shop.example'],
    });
  });

  it('requires PUBLIC_URL whenever mail leaves the machine (SMTP_URL)', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example:25' })).toThrow(
      /PUBLIC_URL: is required when SMTP_URL is set/,
    );
    expect(
      loadConfig({ SMTP_URL: 'smtp://mail.example:25', PUBLIC_URL: 'https://shop.example' }).smtpUrl,
    ).toBe('smtp://mail.example:25');
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
    expect(
      loadConfig({
        ...production,
        SESSION_SECRET: 'x'.repeat(32),
        PAYMENTS_PROVIDER: 'sandbox',
        UPLOAD_SCANNING: 'off',
      }).databaseUrl,
    ).toBe(production.DATABASE_URL);
  });

  it('takes test-card payments in production only when PAYMENTS_PROVIDER=sandbox says so', () => {
    const production = {
      DATABASE_URL: 'postgres://u@localhost/db',
      PUBLIC_URL: 'https://specsource.example',
      SESSION_SECRET: 'x'.repeat(32),
      UPLOAD_SCANNING: 'off',
    };
    const stripe = { STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk', STRIPE_WEBHOOK_SECRET: 'wh' };
    expect(() => loadConfig(production)).toThrow(/STRIPE_SECRET_KEY.*PAYMENTS_PROVIDER=sandbox/s);
    expect(loadConfig({ ...production, PAYMENTS_PROVIDER: 'sandbox' }).stripe).toBeUndefined();
    expect(loadConfig({ ...production, ...stripe }).stripe).toEqual({
      secretKey: 'sk',
      publishableKey: 'pk',
      webhookSecret: 'wh',
    });
    expect(() => loadConfig({ ...production, ...stripe, PAYMENTS_PROVIDER: 'sandbox' })).toThrow(
      /PAYMENTS_PROVIDER/,
    );
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'paypal' })).toThrow(/PAYMENTS_PROVIDER/);
    // Embedded mode (no DATABASE_URL) is the demo: the sandbox needs no word.
    expect(loadConfig({}).stripe).toBeUndefined();
  });

  it('seeds demo accounts in embedded mode, and in production only when SEED_DEMO_ACCOUNTS=true says so', () => {
    const production = {
      DATABASE_URL: 'postgres://u@localhost/db',
      PUBLIC_URL: 'https://specsource.example',
      SESSION_SECRET: 'x'.repeat(32),
      PAYMENTS_PROVIDER: 'sandbox',
      UPLOAD_SCANNING: 'off',
    };
    // OWASP ASVS 5.0 §6.4.1: no admin with a printed password in production by default.
    expect(loadConfig(production).seedDemoAccounts).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_ACCOUNTS: '' }).seedDemoAccounts).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_ACCOUNTS: 'true' }).seedDemoAccounts).toBe(true);
    expect(loadConfig({}).seedDemoAccounts).toBe(true);
    expect(loadConfig({ SEED_DEMO_ACCOUNTS: 'false' }).seedDemoAccounts).toBe(false);
    expect(() => loadConfig({ SEED_DEMO_ACCOUNTS: 'yes' })).toThrow(/SEED_DEMO_ACCOUNTS/);
  });

  it('scans uploads with clamd; production stores them unscanned only when UPLOAD_SCANNING=off says so', () => {
    const production = {
      DATABASE_URL: 'postgres://u@localhost/db',
      PUBLIC_URL: 'https://specsource.example',
      SESSION_SECRET: 'x'.repeat(32),
      PAYMENTS_PROVIDER: 'sandbox',
    };
    // OWASP ASVS 5.0 §5.4.3: a forgotten CLAMD_URL stops production, as a forgotten Stripe key does.
    expect(() => loadConfig(production)).toThrow(
      /CLAMD_URL: is required when DATABASE_URL.*UPLOAD_SCANNING=off/s,
    );
    expect(loadConfig({ ...production, UPLOAD_SCANNING: 'off' }).clamd).toBeUndefined();
    expect(loadConfig({ ...production, CLAMD_URL: 'tcp://clamav:3310' }).clamd).toEqual({
      host: 'clamav',
      port: 3310,
    });
    expect(loadConfig({ CLAMD_URL: 'tcp://[::1]:3310/' }).clamd).toEqual({ host: '::1', port: 3310 });
    expect(() =>
      loadConfig({ ...production, CLAMD_URL: 'tcp://clamav:3310', UPLOAD_SCANNING: 'off' }),
    ).toThrow(/UPLOAD_SCANNING: is off while CLAMD_URL is set/);
    expect(() => loadConfig({ UPLOAD_SCANNING: 'clamd' })).toThrow(/CLAMD_URL: UPLOAD_SCANNING=clamd needs/);
    expect(() => loadConfig({ UPLOAD_SCANNING: 'maybe' })).toThrow(/UPLOAD_SCANNING/);
    for (const bad of ['clamav:3310', 'http://clamav:3310', 'tcp://clamav', 'tcp://clamav:3310/scan', 'x']) {
      expect(() => loadConfig({ CLAMD_URL: bad }), bad).toThrow(/CLAMD_URL: must be tcp:\/\/host:port/);
    }
    // Embedded mode (no DATABASE_URL) is the demo: no scanner unless CLAMD_URL names one.
    expect(loadConfig({}).clamd).toBeUndefined();
  });

  it('trusts X-Forwarded-For only from the proxies TRUST_PROXY names', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', '*', '10.0.0.0/33', '10.0.0.1/8/8', 'proxy.internal']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });

  it('wants the Stripe keys together', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk', STRIPE_WEBHOOK_SECRET: 'wh' })
        .stripe,
    ).toEqual({ secretKey: 'sk', publishableKey: 'pk', webhookSecret: 'wh' });
  });

  const s3 = {
    S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
    S3_BUCKET: 'specsource-files',
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('keeps files locally unless S3 is configured', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true' }).s3).toEqual({
      endpoint: s3.S3_ENDPOINT,
      bucket: s3.S3_BUCKET,
      region: s3.S3_REGION,
      accessKeyId: s3.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
    });
    expect(loadConfig(s3).s3?.forcePathStyle).toBe(false);
  });

  it('wants the S3 variables together, naming each one missing', () => {
    try {
      loadConfig({ S3_ENDPOINT: s3.S3_ENDPOINT, S3_BUCKET: s3.S3_BUCKET });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems.map((problem) => problem.split(':')[0])).toEqual([
        'S3_REGION',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
      ]);
    }
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
