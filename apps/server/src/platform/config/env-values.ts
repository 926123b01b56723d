import { isIP } from 'node:net';
import { z } from 'zod';

// The shapes of single environment variables, for the modules in env-schema/.

// Empty strings count as unset, so `PORT= npm start` behaves like no PORT at all (t3's emptyStringAsUndefined).
export const optionalString = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().optional(),
);
export const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());

// proxy-addr's names for whole address ranges, which Fastify's `trustProxy` accepts beside addresses.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `10.0.0.5`, `10.0.0.0/8`, `::1`, `fd00::/8` or a range name: what may be a trusted reverse proxy. */
export function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) {
    return true;
  }
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) {
    return false;
  }
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** `tcp://host:port` (an IPv6 host in brackets) as connect() takes it; null when it is not one. */
export function parseTcpAddress(value: string): { host: string; port: number } | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const isBare = url.pathname === '' || url.pathname === '/';
  if (url.protocol !== 'tcp:' || host === '' || url.port === '' || !isBare || url.search || url.username) {
    return null;
  }
  return { host, port: Number(url.port) };
}

export function withDefault<T extends z.ZodType>(schema: T, fallback: z.input<T>) {
  return z.preprocess((value) => (value === '' || value === undefined ? fallback : value), schema);
}
