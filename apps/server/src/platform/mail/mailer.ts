/** One e-mail as the app writes it; adapters add the sender and turn it into MIME. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

/** The port every mail adapter implements; a rejected promise means "not sent, retry later". */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The minimal logger the mail code needs (Fastify's and pino's loggers fit). */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The sender when MAIL_FROM is unset: no-reply at the public host, so replies do not go astray. */
export function defaultMailFrom(publicUrl: string | undefined): string {
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost';
  return `SpecSource <no-reply@${host}>`;
}
