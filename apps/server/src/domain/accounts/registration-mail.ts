import { appLink, escapeHtml, framedMail } from '../../platform/mail/mail-layout.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

export const ACTIVATION_LINK_HOURS = 48;

/** The link in the mail: the web app's landing page, which POSTs the token (mail scanners only GET). */
export function activationLink(origin: string, token: string): string {
  return appLink(origin, `/activate/${encodeURIComponent(token)}`);
}

/** The activation mail, written for someone who may not remember signing up. */
export function activationMail(input: { to: string; firstName: string; link: string }): MailMessage {
  const link = escapeHtml(input.link);
  // Plain-text lines under 78 characters (RFC 5322 §2.1.1), so no mail client wraps them mid-sentence.
  const text = [
    'Thank you for creating an account on SpecSource, the marketplace',
    'where buyers size pumps and other technical parts, send requests',
    'to suppliers and compare their offers.',
    '',
    'To activate your account and sign in, open this link:',
    '',
    input.link,
    '',
    `The link works once and expires in ${ACTIVATION_LINK_HOURS} hours. If it has expired,`,
    'open it anyway and ask for a new one on the page it shows.',
    '',
    'If you did not create a SpecSource account, ignore this e-mail: the',
    'account stays inactive and nobody can sign in with it.',
  ];
  const html = [
    '<p>Thank you for creating an account on SpecSource, the marketplace where buyers size pumps and other',
    'technical parts, send requests to suppliers and compare their offers.</p>',
    `<p><a href="${link}">Activate your account and sign in</a></p>`,
    `<p>Or copy this address into your browser: ${link}</p>`,
    `<p>The link works once and expires in ${ACTIVATION_LINK_HOURS} hours. If it has expired, open it anyway`,
    'and ask for a new one on the page it shows.</p>',
    '<p>If you did not create a SpecSource account, ignore this e-mail: the account stays inactive and',
    'nobody can sign in with it.</p>',
  ];
  return framedMail({
    to: input.to,
    subject: 'Activate your SpecSource account',
    firstName: input.firstName,
    text,
    html,
  });
}
