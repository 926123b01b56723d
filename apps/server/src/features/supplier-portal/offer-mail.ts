import { appLink, escapeHtml, framedMail } from '../../platform/mail/mail-layout.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

/** docs/spec/marketplace-spec.md §2 'Admin: selected request review': where an admin picks what a customer sees. */
export const SELECTION_PAGE_PATH = '/super-admin/order/selectedrequestreview/';

/** An admin hears of each new offer, so they can choose what the customer sees. */
export function newOfferMail(input: {
  to: string;
  orderId: string;
  partTitle: string;
  offerTitle: string;
  supplier: string;
  origin: string;
}): MailMessage {
  const link = appLink(input.origin, SELECTION_PAGE_PATH);
  // Plain-text lines under 78 characters (RFC 5322 §2.1.1); the names are the users' own and may be longer.
  const text = [
    `${input.supplier} made an offer on request ${input.orderId} (${input.partTitle}):`,
    `"${input.offerTitle}".`,
    '',
    'Choose which offers the customer sees here:',
    '',
    link,
  ];
  const html = [
    `<p>${escapeHtml(input.supplier)} made an offer on request ${escapeHtml(input.orderId)}`,
    `(${escapeHtml(input.partTitle)}): &quot;${escapeHtml(input.offerTitle)}&quot;.</p>`,
    `<p><a href="${escapeHtml(link)}">Choose which offers the customer sees</a></p>`,
  ];
  return framedMail({ to: input.to, subject: `New offer on request ${input.orderId}`, text, html });
}
