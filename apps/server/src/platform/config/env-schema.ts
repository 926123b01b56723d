import { z } from 'zod';
import { accountLimitsEnv } from './env-schema/account-limits.ts';
import { assistantEnv, checkAssistantEnv } from './env-schema/assistant.ts';
import { capacityEnv } from './env-schema/capacity.ts';
import { checkFileStorageEnv, fileStorageEnv } from './env-schema/file-storage.ts';
import { loggingEnv } from './env-schema/logging.ts';
import { checkMailEnv, mailEnv } from './env-schema/mail.ts';
import { orderTaxEnv } from './env-schema/order-tax.ts';
import { checkPaymentsEnv, paymentsEnv } from './env-schema/payments.ts';
import { checkPublicAddressEnv, publicAddressEnv } from './env-schema/public-address.ts';
import { serverEnv } from './env-schema/server.ts';
import { checkSessionsEnv, sessionsEnv } from './env-schema/sessions.ts';
import { signInProvidersEnv } from './env-schema/sign-in-providers.ts';
import { checkUploadScanningEnv, uploadScanningEnv } from './env-schema/upload-scanning.ts';
import { webAppEnv } from './env-schema/web-app.ts';

// The variables, and the rules between them, live by concern in env-schema/. The order here is the order in
// which a bad environment's problems are listed, so it is kept as it was when this was one file.

/** Every environment variable the server reads, with its default and its check (loadConfig in env.ts reads it). */
export const EnvSchema = z
  .object({
    ...serverEnv,
    ...publicAddressEnv,
    ...sessionsEnv,
    ...mailEnv,
    ...paymentsEnv,
    ...capacityEnv,
    ...accountLimitsEnv,
    ...orderTaxEnv,
    ...signInProvidersEnv,
    ...assistantEnv,
    ...loggingEnv,
    ...webAppEnv,
    ...fileStorageEnv,
    ...uploadScanningEnv,
  })
  .superRefine((env, ctx) => {
    checkPublicAddressEnv(env, ctx);
    checkMailEnv(env, ctx);
    checkSessionsEnv(env, ctx);
    checkAssistantEnv(env, ctx);
    checkPaymentsEnv(env, ctx);
    checkUploadScanningEnv(env, ctx);
    checkFileStorageEnv(env, ctx);
  });

export type Env = z.output<typeof EnvSchema>;
