import type { MailMessage } from './mailer.ts';

// Every mail the app writes has the same frame: a greeting, the body, and the team's sign-off, as plain text
// (lines under 78 characters, RFC 5322 §2.1.1) and as simple HTML paragraphs.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A page of the web app at `path`, however many slashes the configured origin ends with. */
export function appLink(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}

/** The mail with its greeting ('Hello Priya,' or, without a name, 'Hello,') and sign-off around the body. */
export function framedMail(input: {
  to: string;
  subject: string;
  firstName?: string;
  /** The body's plain-text lines. */
  text: readonly string[];
  /** The body's HTML lines, already escaped. */
  html: readonly string[];
}): MailMessage {
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const text = [greeting, '', ...input.text, '', 'The SpecSource team'].join('\n');
  const html = [`<p>${escapeHtml(greeting)}</p>`, ...input.html, '<p>The SpecSource team</p>'].join('\n');
  return { to: input.to, subject: input.subject, text, html };
}
