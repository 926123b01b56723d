import { USER_ROLES } from '@specsource/contracts';
import { z } from 'zod';
import { MAX_LISTEN_SOCKETS } from '../http/listen-sockets.ts';
import { isProxyAddress, optionalString, optionalUrl, parseTcpAddress, withDefault } from './env-values.ts';

/** Every environment variable the server reads, with its default and its check (loadConfig in env.ts reads it). */
export const EnvSchema = z
  .object({
    NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
    PORT: withDefault(z.coerce.number().int().min(0).max(65535), 3000),
    HOST: withDefault(z.string().min(1), '0.0.0.0'),
    /** Everything the server writes at run time lives here: db/, outbox/, files/. */
    DATA_DIR: withDefault(z.string().min(1), './data'),
    /** Unset: the embedded PGlite database under DATA_DIR/db. Set: PostgreSQL. */
    DATABASE_URL: optionalUrl,
    /** The address users reach the app at; drives cookie `Secure` and the Origin check. */
    PUBLIC_URL: optionalUrl,
    /**
     * The reverse proxies whose X-Forwarded-For / X-Forwarded-Proto are believed, comma-separated addresses or
     * CIDRs (`10.0.0.0/8`) or `loopback`, `linklocal`, `uniquelocal`. Unset: the socket's address is the
     * client's, so behind a proxy every client would share the proxy's per-IP rate limits.
     */
    TRUST_PROXY: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .transform((value) => value.split(',').map((entry) => entry.trim()))
        .refine((entries) => entries.every(isProxyAddress), {
          message: 'must be comma-separated IP addresses, CIDRs, loopback, linklocal or uniquelocal',
        })
        .optional(),
    ),
    /** A session ends after this long without a request (OWASP ASVS 5.0 §7.3.1). */
    SESSION_IDLE_MINUTES: withDefault(z.coerce.number().int().min(1).max(43_200), 120),
    /** A session ends this long after sign-in, however active (ASVS 5.0 §7.3.2). */
    SESSION_ABSOLUTE_HOURS: withDefault(z.coerce.number().int().min(1).max(8_760), 24),
    /**
     * Roles that must use two-step sign-in, comma-separated (`admin`, `admin,supplier`, or all three). Unset:
     * optional for everyone. A user of such a role without it reaches only its setup (ASVS 5.0 §6.3.3).
     */
    MFA_REQUIRED_ROLES: z.preprocess(
      (value) =>
        value === '' || value === undefined
          ? []
          : String(value)
              .split(',')
              .map((role) => role.trim()),
      z.array(
        z.enum(USER_ROLES, { error: 'must be a comma-separated list of customer, supplier and admin' }),
      ),
    ),
    /**
     * `true`: an empty database gets the demo accounts (an admin, two suppliers, a customer) with passwords
     * printed once. Unset: only in embedded mode; production (DATABASE_URL) starts with no account at all,
     * and the operator creates the first admin (`npm run admin -- create-user`), OWASP ASVS 5.0 §6.4.1.
     */
    SEED_DEMO_ACCOUNTS: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['true', 'false']).optional(),
    ),
    /** Signs session cookies; required with DATABASE_URL (production). */
    SESSION_SECRET: optionalString,
    /** Unset: e-mail is written as .eml files to DATA_DIR/outbox. */
    SMTP_URL: optionalUrl,
    /** The sender of every e-mail, e.g. `SpecSource <no-reply@example.com>`; unset: no-reply at PUBLIC_URL's host. */
    MAIL_FROM: optionalString,
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /**
     * Who takes card payments: `stripe` (needs STRIPE_*) or `sandbox`, the test cards (an order is paid with no
     * money moving). Unset: Stripe when STRIPE_* is set; else the sandbox, which production (DATABASE_URL) must
     * ask for by name — a staging deployment, never by a forgotten variable (OWASP ASVS 5.0 §15.2.3).
     */
    PAYMENTS_PROVIDER: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['stripe', 'sandbox']).optional(),
    ),
    /** Worker threads for pump searches (0: in the server's thread); unset: one fewer than the cores, at most 4. */
    SEARCH_WORKERS: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number().int().min(0).max(32).optional(),
    ),
    /**
     * Sockets listening on PORT together (SO_REUSEPORT), so a busy server still accepts a burst of new connections
     * quickly (ADR 0007); 1: one plain socket. Unset: 32 on Linux, 1 elsewhere.
     */
    LISTEN_SOCKETS: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number().int().min(1).max(MAX_LISTEN_SOCKETS).optional(),
    ),
    /**
     * The longest a client may take to send one whole request, headers and body; then 408 and the connection
     * closes. Fastify's default is no limit, which lets a client that trickles a body hold a connection for
     * ever. 300 s lets 5 attachments of 10 MB through a 2 Mbit/s uplink.
     */
    REQUEST_TIMEOUT_SECONDS: withDefault(z.coerce.number().int().min(1).max(3600), 300),
    /**
     * Requests one customer account may submit in an hour (OWASP ASVS 5.0 §2.4.1): each one mails the part's
     * suppliers and may carry attachments, so an unlimited account could flood suppliers' inboxes and the file
     * store. A buyer sending a whole project's pumps stays well under 30.
     */
    REQUESTS_PER_CUSTOMER_PER_HOUR: withDefault(z.coerce.number().int().min(1).max(1_000_000), 30),
    /**
     * Pump searches one signed-in account may run in an hour (OWASP ASVS 5.0 §2.4.1): each one costs about a
     * millisecond of a search worker and stores a search session. 600 is one every 6 s, all hour long.
     */
    SEARCHES_PER_USER_PER_HOUR: withDefault(z.coerce.number().int().min(1).max(1_000_000), 600),
    /**
     * Offers and offer edits one supplier account may send in an hour (OWASP ASVS 5.0 §2.4.1): each one mails
     * every admin and may carry five 10 MiB attachments. 60 is one a minute, all hour long.
     */
    OFFER_WRITES_PER_SUPPLIER_PER_HOUR: withDefault(z.coerce.number().int().min(1).max(1_000_000), 60),
    /**
     * Order edits and payment attempts one customer account may make in an hour (OWASP ASVS 5.0 §2.4.1): each
     * writes an audit row or calls the payment provider. A buyer fixing an address or retrying a card stays far
     * below 60.
     */
    ORDER_WRITES_PER_CUSTOMER_PER_HOUR: withDefault(z.coerce.number().int().min(1).max(1_000_000), 60),
    /** The tax rule, in basis points of the subtotal (825 = 8.25 %); 0 as the spec's client. */
    ORDER_TAX_RATE_BPS: withDefault(z.coerce.number().int().min(0).max(10_000), 0),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    MICROSOFT_CLIENT_ID: optionalString,
    MICROSOFT_CLIENT_SECRET: optionalString,
    MICROSOFT_TENANT: optionalString,
    /** For tests and sovereign clouds; unset: https://accounts.google.com. */
    GOOGLE_ISSUER_URL: optionalUrl,
    /** For tests and sovereign clouds; unset: https://login.microsoftonline.com/{MICROSOFT_TENANT}/v2.0. */
    MICROSOFT_ISSUER_URL: optionalUrl,
    /** Any OpenAI-compatible endpoint; unset: the built-in assistant. */
    AI_BASE_URL: optionalUrl,
    AI_API_KEY: optionalString,
    /** The model name the endpoint serves (e.g. `gpt-4o-mini`, `llama3.1:8b`); required with AI_BASE_URL. */
    AI_MODEL: optionalString,
    /** One attempt at the model may take this long in all (a streamed answer: from request to last chunk). */
    AI_TIMEOUT_MS: withDefault(z.coerce.number().int().min(1_000).max(600_000), 30_000),
    /** A streamed answer must start (response headers) this soon; non-streamed ones have AI_TIMEOUT_MS only. */
    AI_CONNECT_TIMEOUT_MS: withDefault(z.coerce.number().int().min(100).max(120_000), 10_000),
    /** Extra attempts after a network error, a 429 or a 5xx (never after another 4xx). */
    AI_MAX_RETRIES: withDefault(z.coerce.number().int().min(0).max(10), 2),
    LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
    /** Folder with the built web app; unset: apps/web/dist next to this server. */
    WEB_DIST_DIR: optionalString,
    /** Uploaded files go to this S3-compatible bucket; unset: DATA_DIR/files. */
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** `true` for MinIO-style `endpoint/bucket/key` addresses; default: `bucket.endpoint/key`. */
    S3_FORCE_PATH_STYLE: withDefault(z.enum(['true', 'false']), 'false'),
    /** A ClamAV daemon (`tcp://host:3310`) that scans every uploaded file before it is stored (ASVS 5.0 §5.4.3). */
    CLAMD_URL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .transform((value, ctx) => {
          const address = parseTcpAddress(value);
          if (!address) {
            ctx.addIssue({ code: 'custom', message: 'must be tcp://host:port, e.g. tcp://clamav:3310' });
            return z.NEVER;
          }
          return address;
        })
        .optional(),
    ),
    /**
     * `off`: uploads are stored unscanned. Production (DATABASE_URL) needs CLAMD_URL or this said by name, never
     * by a forgotten variable; embedded mode scans only when CLAMD_URL is set.
     */
    UPLOAD_SCANNING: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['clamd', 'off']).optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && !env.PUBLIC_URL) {
      // Production serves users elsewhere than this machine: a derived http://localhost link would be useless.
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required when DATABASE_URL is set (production)',
      });
    }
    if (env.SMTP_URL && !env.PUBLIC_URL) {
      // Mail that leaves the machine needs links its readers can open: not a derived http://localhost.
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'is required when SMTP_URL is set: links in e-mail must point at the address users reach the app at',
      });
    }
    if (env.DATABASE_URL && (env.SESSION_SECRET?.length ?? 0) < 32) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'must be at least 32 characters when DATABASE_URL is set (production)',
      });
    }
    if (env.AI_BASE_URL && !env.AI_MODEL) {
      // Hosted APIs, Ollama and vLLM all refuse a request without the model's name.
      ctx.addIssue({
        code: 'custom',
        path: ['AI_MODEL'],
        message: 'is required when AI_BASE_URL is set (the model name the endpoint serves)',
      });
    }
    const stripeKeys = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET];
    if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together, or none',
      });
    }
    const hasStripe = stripeKeys.every(Boolean);
    if (env.PAYMENTS_PROVIDER === 'stripe' && !hasStripe) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message:
          'PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
      });
    }
    if (env.PAYMENTS_PROVIDER === 'sandbox' && hasStripe) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_PROVIDER'],
        message: 'is sandbox while STRIPE_* is set: remove one of them, so it is clear who takes payments',
      });
    }
    if (env.DATABASE_URL && !hasStripe && env.PAYMENTS_PROVIDER !== 'sandbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message:
          'is required when DATABASE_URL is set (production): card payments need STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET; set PAYMENTS_PROVIDER=sandbox to take test cards only (staging)',
      });
    }
    if (env.UPLOAD_SCANNING === 'clamd' && !env.CLAMD_URL) {
      ctx.addIssue({ code: 'custom', path: ['CLAMD_URL'], message: 'UPLOAD_SCANNING=clamd needs CLAMD_URL' });
    }
    if (env.UPLOAD_SCANNING === 'off' && env.CLAMD_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['UPLOAD_SCANNING'],
        message:
          'is off while CLAMD_URL is set: remove one of them, so it is clear whether uploads are scanned',
      });
    }
    if (env.DATABASE_URL && !env.CLAMD_URL && env.UPLOAD_SCANNING !== 'off') {
      ctx.addIssue({
        code: 'custom',
        path: ['CLAMD_URL'],
        message:
          'is required when DATABASE_URL is set (production): uploaded files are scanned for malware by clamd (tcp://host:3310); set UPLOAD_SCANNING=off to store them unscanned',
      });
    }
    // All or none: half an S3 configuration would otherwise fall back to local files without a word.
    const s3Keys = {
      S3_ENDPOINT: env.S3_ENDPOINT,
      S3_BUCKET: env.S3_BUCKET,
      S3_REGION: env.S3_REGION,
      S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
    };
    if (Object.values(s3Keys).some(Boolean)) {
      for (const [name, value] of Object.entries(s3Keys)) {
        if (!value) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message:
              'is required when any S3_ variable is set (S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)',
          });
        }
      }
    }
  });

export type Env = z.output<typeof EnvSchema>;
