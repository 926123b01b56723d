import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Mailer, MailLog } from './mailer.ts';

const LINK_PATTERN = /https?:\/\/\S+/g;

/**
 * The embedded default: each message becomes a real RFC 5322 `.eml` file in `dir` (nodemailer's stream
 * transport builds the MIME), and its links are logged, so a developer can activate an account without SMTP.
 */
export function createOutboxFileMailer(options: { dir: string; from: string; log: MailLog }): Mailer {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await transport.sendMail({ ...message, from: options.from });
      await mkdir(options.dir, { recursive: true });
      // Sortable by time, unique across instances writing to one folder.
      const file = join(
        options.dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await writeFile(file, info.message, { mode: 0o600 });
      options.log.info(
        { to: message.to, subject: message.subject, file, links: message.text.match(LINK_PATTERN) ?? [] },
        'mail written to the outbox folder (no SMTP_URL set)',
      );
    },
  };
}
