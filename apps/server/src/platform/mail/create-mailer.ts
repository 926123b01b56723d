import { join } from 'node:path';
import type { Config } from '../config/env.ts';
import { defaultMailFrom, type Mailer, type MailLog } from './mailer.ts';
import { createOutboxFileMailer } from './outbox-file-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/** The adapter the configuration asks for: SMTP with SMTP_URL, else `.eml` files under DATA_DIR/outbox. */
export function createMailerFromConfig(
  config: Pick<Config, 'smtpUrl' | 'dataDir' | 'publicUrl' | 'mailFrom'>,
  log: MailLog,
): Mailer {
  const from = config.mailFrom ?? defaultMailFrom(config.publicUrl);
  if (config.smtpUrl) {
    return createSmtpMailer({ smtpUrl: config.smtpUrl, from });
  }
  return createOutboxFileMailer({ dir: join(config.dataDir, 'outbox'), from, log });
}
