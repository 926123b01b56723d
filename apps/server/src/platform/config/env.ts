import type { UserRole } from '@specsource/contracts';
import { type Env, EnvSchema } from './env-schema.ts';
import { publicOriginsOf } from './public-origin.ts';

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  /** PUBLIC_URL's origin, or derived from HOST and PORT (public-origin.ts): links in mail point here. */
  publicOrigin: string;
  /** The origins an unsafe browser call may come from (the CSRF Origin check). */
  acceptedOrigins: readonly string[];
  /** Addresses and ranges of trusted reverse proxies (Fastify `trustProxy`); false: trust none. */
  trustProxy: string[] | false;
  sessionSecret: string | undefined;
  /** Whether an empty database gets the demo accounts: embedded mode unless told not to; production if told. */
  seedDemoAccounts: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  mfaRequiredRoles: UserRole[];
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | undefined;
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | undefined;
  /** Tax on an order's subtotal, in basis points (0 by default). */
  orderTaxRateBps: number;
  /** Worker threads for pump searches; undefined: the app's default for this machine (defaultSearchWorkers). */
  searchWorkers: number | undefined;
  /** Sockets listening on the port together; undefined: the default for this platform (defaultListenSockets). */
  listenSockets: number | undefined;
  /** The longest a client may take to send one request (408 after). */
  requestTimeoutMs: number;
  /** Per-account ceilings on writes that cost others something (mail, storage): counts per hour. */
  accountLimits: {
    requestsPerHour: number;
    searchesPerHour: number;
    offerWritesPerHour: number;
    orderWritesPerHour: number;
  };
  google: { clientId: string; clientSecret: string; issuerUrl: string } | undefined;
  microsoft: { clientId: string; clientSecret: string; tenant: string; issuerUrl: string } | undefined;
  /** Unset: the built-in assistant. */
  ai: AiConfig | undefined;
  /** Unset: uploaded files are kept under `dataDir/files`. */
  s3: S3Config | undefined;
  /** The ClamAV daemon uploads are scanned by; unset: no scanning (embedded mode, or UPLOAD_SCANNING=off). */
  clamd: { host: string; port: number } | undefined;
  version: string;
}

export interface AiConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  connectTimeoutMs: number;
  maxRetries: number;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Validates an environment-like record; throws ConfigError naming every bad variable. Pure. */
export function loadConfig(source: Record<string, string | undefined>, version = '0.0.0'): Readonly<Config> {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || 'environment';
      return `${name}: ${issue.message} (got ${JSON.stringify(source[name] ?? null)})`;
    });
    throw new ConfigError(problems);
  }
  const env = parsed.data;
  const origins = publicOriginsOf({ publicUrl: env.PUBLIC_URL, host: env.HOST, port: env.PORT });
  return Object.freeze({
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    publicUrl: env.PUBLIC_URL,
    publicOrigin: origins.primary,
    acceptedOrigins: origins.accepted,
    trustProxy: env.TRUST_PROXY ?? false,
    sessionSecret: env.SESSION_SECRET,
    seedDemoAccounts: (env.SEED_DEMO_ACCOUNTS ?? (env.DATABASE_URL ? 'false' : 'true')) === 'true',
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: env.SESSION_ABSOLUTE_HOURS,
    mfaRequiredRoles: [...new Set(env.MFA_REQUIRED_ROLES)],
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          }
        : undefined,
    orderTaxRateBps: env.ORDER_TAX_RATE_BPS,
    searchWorkers: env.SEARCH_WORKERS,
    listenSockets: env.LISTEN_SOCKETS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    accountLimits: {
      requestsPerHour: env.REQUESTS_PER_CUSTOMER_PER_HOUR,
      searchesPerHour: env.SEARCHES_PER_USER_PER_HOUR,
      offerWritesPerHour: env.OFFER_WRITES_PER_SUPPLIER_PER_HOUR,
      orderWritesPerHour: env.ORDER_WRITES_PER_CUSTOMER_PER_HOUR,
    },
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuerUrl: env.GOOGLE_ISSUER_URL ?? 'https://accounts.google.com',
          }
        : undefined,
    microsoft:
      env.MICROSOFT_CLIENT_ID && env.MICROSOFT_CLIENT_SECRET
        ? {
            clientId: env.MICROSOFT_CLIENT_ID,
            clientSecret: env.MICROSOFT_CLIENT_SECRET,
            tenant: env.MICROSOFT_TENANT ?? 'common',
            issuerUrl:
              env.MICROSOFT_ISSUER_URL ??
              `https://login.microsoftonline.com/${env.MICROSOFT_TENANT ?? 'common'}/v2.0`,
          }
        : undefined,
    ai:
      env.AI_BASE_URL && env.AI_MODEL
        ? {
            baseUrl: env.AI_BASE_URL,
            apiKey: env.AI_API_KEY,
            model: env.AI_MODEL,
            timeoutMs: env.AI_TIMEOUT_MS,
            connectTimeoutMs: env.AI_CONNECT_TIMEOUT_MS,
            maxRetries: env.AI_MAX_RETRIES,
          }
        : undefined,
    s3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_REGION && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
          }
        : undefined,
    clamd: env.CLAMD_URL,
    version,
  });
}
