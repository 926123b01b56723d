import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { appLink, escapeHtml, framedMail } from '../../platform/mail/mail-layout.ts';
import { enqueueMail } from '../../platform/mail/mail-outbox.repository.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

/** What happened to the second factor; each is mailed to the owner. */
export type MfaEvent = 'enabled' | 'disabled' | 'recovery_codes_replaced' | 'recovery_code_used';

const WHAT: Record<MfaEvent, { subject: string; sentence: string }> = {
  enabled: {
    subject: 'Two-step sign-in is on for your SpecSource account',
    sentence:
      'Two-step sign-in was turned on for your SpecSource account; every other session was signed out.',
  },
  disabled: {
    subject: 'Two-step sign-in is off for your SpecSource account',
    sentence:
      'Two-step sign-in was turned off for your SpecSource account. It now signs in with the password alone.',
  },
  recovery_codes_replaced: {
    subject: 'New SpecSource recovery codes',
    sentence: 'New recovery codes were made for your SpecSource account; the earlier ones no longer work.',
  },
  recovery_code_used: {
    subject: 'A SpecSource recovery code was used',
    sentence: 'Someone signed in to your SpecSource account with one of its recovery codes.',
  },
};

/**
 * OWASP ASVS 5.0 §6.3.7: the owner hears of every change to an authentication factor (and of a recovery code
 * spent), so one they did not make is noticed.
 */
export function mfaChangedMail(input: {
  to: string;
  firstName: string;
  event: MfaEvent;
  accountPageLink: string;
  resetPageLink: string;
}): MailMessage {
  const { subject, sentence } = WHAT[input.event];
  const accountPageLink = escapeHtml(input.accountPageLink);
  const resetPageLink = escapeHtml(input.resetPageLink);
  return framedMail({
    to: input.to,
    subject,
    firstName: input.firstName,
    text: [
      sentence,
      '',
      'If this was you, there is nothing to do. If it was not, reset your password',
      'now and check two-step sign-in on your account page:',
      '',
      input.resetPageLink,
      input.accountPageLink,
    ],
    html: [
      `<p>${escapeHtml(sentence)}</p>`,
      '<p>If this was you, there is nothing to do. If it was not,',
      `<a href="${resetPageLink}">reset your password now</a> and check two-step sign-in on`,
      `<a href="${accountPageLink}">your account page</a>.</p>`,
    ],
  });
}

/** Queues the notice in the caller's transaction, so it goes out only if the change commits. */
export async function queueMfaMail(
  tx: DatabaseOrTransaction,
  input: {
    user: { id: number; email: string; firstName: string };
    event: MfaEvent;
    origin: string;
    now: Date;
  },
): Promise<void> {
  const mail = mfaChangedMail({
    to: input.user.email,
    firstName: input.user.firstName,
    event: input.event,
    accountPageLink: appLink(input.origin, '/user/account/'),
    resetPageLink: appLink(input.origin, '/forgot-password/'),
  });
  await enqueueMail(
    tx,
    { ...mail, dedupeKey: `mfa-${input.event}:user:${input.user.id}:${input.now.getTime()}` },
    input.now,
  );
}
