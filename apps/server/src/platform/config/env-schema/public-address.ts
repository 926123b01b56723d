import { z } from 'zod';
import { isProxyAddress, optionalUrl } from '../env-values.ts';

/** Where users reach the app, and which reverse proxies in front of it are believed. */
export const publicAddressEnv = {
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
};

export function checkPublicAddressEnv(
  env: { DATABASE_URL?: string | undefined; PUBLIC_URL?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (env.DATABASE_URL && !env.PUBLIC_URL) {
    // Production serves users elsewhere than this machine: a derived http://localhost link would be useless.
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: 'is required when DATABASE_URL is set (production)',
    });
  }
}
