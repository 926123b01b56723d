import type { z } from 'zod';
import { optionalString, optionalUrl } from '../env-values.ts';

export const mailEnv = {
  /** Unset: e-mail is written as .eml files to DATA_DIR/outbox. */
  SMTP_URL: optionalUrl,
  /** The sender of every e-mail, e.g. `SpecSource <no-reply@example.com>`; unset: no-reply at PUBLIC_URL's host. */
  MAIL_FROM: optionalString,
};

export function checkMailEnv(
  env: { SMTP_URL?: string | undefined; PUBLIC_URL?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (env.SMTP_URL && !env.PUBLIC_URL) {
    // Mail that leaves the machine needs links its readers can open: not a derived http://localhost.
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message:
        'is required when SMTP_URL is set: links in e-mail must point at the address users reach the app at',
    });
  }
}
