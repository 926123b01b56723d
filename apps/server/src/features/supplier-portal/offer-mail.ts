import type { MailMessage } from '../../mail/mailer.ts';

/** spec: marketplace §2 'Admin: selected request review' — where an admin picks the offers a customer sees. */
export const SELECTION_PAGE_PATH = '/super-admin/order/selectedrequestreview/';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Issue 7 item 6: an admin hears of each new offer, so they can choose what the customer sees. */
export function newOfferMail(input: {
  to: string;
  orderId: string;
  partTitle: string;
  offerTitle: string;
  supplier: string;
  origin: string;
}): MailMessage {
  const link = `${input.origin.replace(/\/+$/, '')}${SELECTION_PAGE_PATH}`;
  // Plain-text lines under 78 characters (RFC 5322 §2.1.1); the names are the users' own and may be longer.
  const text = [
    'Hello,',
    '',
    `${input.supplier} made an offer on request ${input.orderId} (${input.partTitle}):`,
    `"${input.offerTitle}".`,
    '',
    'Choose which offers the customer sees here:',
    '',
    link,
    '',
    'The SpecSource team',
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>${escapeHtml(input.supplier)} made an offer on request ${escapeHtml(input.orderId)}`,
    `(${escapeHtml(input.partTitle)}): &quot;${escapeHtml(input.offerTitle)}&quot;.</p>`,
    `<p><a href="${escapeHtml(link)}">Choose which offers the customer sees</a></p>`,
    '<p>The SpecSource team</p>',
  ].join('\n');
  return { to: input.to, subject: `New offer on request ${input.orderId}`, text, html };
}
