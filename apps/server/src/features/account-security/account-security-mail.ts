import { PASSWORD_RESET_LINK_MINUTES } from '@specsource/contracts';
import { appLink, escapeHtml, framedMail } from '../../platform/mail/mail-layout.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

/** The reset page of the web app; it POSTs the token, so a mail scanner's GET cannot use it up. */
export function passwordResetLink(origin: string, token: string): string {
  return appLink(origin, `/reset-password/?${new URLSearchParams({ token }).toString()}`);
}

export function passwordResetMail(input: { to: string; firstName: string; link: string }): MailMessage {
  const link = escapeHtml(input.link);
  return framedMail({
    to: input.to,
    subject: 'Choose a new SpecSource password',
    firstName: input.firstName,
    text: [
      'Someone asked to reset the password of your SpecSource account.',
      'To choose a new password, open this link:',
      '',
      input.link,
      '',
      `The link works once and expires in ${PASSWORD_RESET_LINK_MINUTES} minutes. Choosing a new`,
      'password signs out every session of your account.',
      '',
      'If you did not ask for this, ignore this e-mail: your password stays',
      'as it is.',
    ],
    html: [
      '<p>Someone asked to reset the password of your SpecSource account.</p>',
      `<p><a href="${link}">Choose a new password</a></p>`,
      `<p>Or copy this address into your browser: ${link}</p>`,
      `<p>The link works once and expires in ${PASSWORD_RESET_LINK_MINUTES} minutes. Choosing a new password`,
      'signs out every session of your account.</p>',
      '<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>',
    ],
  });
}

/** OWASP ASVS 5.0 §6.3.7: the owner hears of every password change, so one they did not make is noticed. */
export function passwordChangedMail(input: {
  to: string;
  firstName: string;
  how: 'change' | 'reset';
  resetPageLink: string;
}): MailMessage {
  const how =
    input.how === 'change'
      ? 'was changed from your account page; your other sessions were signed out.'
      : 'was reset with a link sent to this address; every session was signed out.';
  const resetPageLink = escapeHtml(input.resetPageLink);
  return framedMail({
    to: input.to,
    subject: 'Your SpecSource password was changed',
    firstName: input.firstName,
    text: [
      'The password of your SpecSource account',
      how,
      '',
      'If this was you, there is nothing to do. If it was not, reset your',
      'password now at the address below and check your account:',
      '',
      input.resetPageLink,
    ],
    html: [
      `<p>The password of your SpecSource account ${escapeHtml(how)}</p>`,
      '<p>If this was you, there is nothing to do. If it was not,',
      `<a href="${resetPageLink}">reset your password now</a> and check your account.</p>`,
    ],
  });
}
