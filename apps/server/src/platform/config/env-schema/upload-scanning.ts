import { z } from 'zod';
import { parseTcpAddress } from '../env-values.ts';

export const uploadScanningEnv = {
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
};

export function checkUploadScanningEnv(
  env: {
    DATABASE_URL?: string | undefined;
    CLAMD_URL?: z.output<typeof uploadScanningEnv.CLAMD_URL>;
    UPLOAD_SCANNING?: z.output<typeof uploadScanningEnv.UPLOAD_SCANNING>;
  },
  ctx: z.RefinementCtx,
): void {
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
}
