import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer.ts';

// Well under the worker's lease, so a hung server fails the attempt before another worker may take the row.
const SMTP_TIMEOUT_MS = 20_000;

/** Sends through the SMTP server named by SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = createTransport({
    url: options.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(message) {
      await transport.sendMail({ ...message, from: options.from });
    },
  };
}
