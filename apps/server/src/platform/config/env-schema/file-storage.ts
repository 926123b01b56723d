import { z } from 'zod';
import { optionalString, optionalUrl, withDefault } from '../env-values.ts';

export const fileStorageEnv = {
  /** Uploaded files go to this S3-compatible bucket; unset: DATA_DIR/files. */
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** `true` for MinIO-style `endpoint/bucket/key` addresses; default: `bucket.endpoint/key`. */
  S3_FORCE_PATH_STYLE: withDefault(z.enum(['true', 'false']), 'false'),
};

export function checkFileStorageEnv(
  env: {
    S3_ENDPOINT?: string | undefined;
    S3_BUCKET?: string | undefined;
    S3_REGION?: string | undefined;
    S3_ACCESS_KEY_ID?: string | undefined;
    S3_SECRET_ACCESS_KEY?: string | undefined;
  },
  ctx: z.RefinementCtx,
): void {
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
}
