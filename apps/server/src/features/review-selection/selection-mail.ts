import { appLink, escapeHtml, framedMail } from '../../platform/mail/mail-layout.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

/**
 * The customer's page for one request. docs/design.md '`?template=request-detaials`': links we emit use the
 * correct spelling.
 */
export function requestDetailsLink(origin: string, orderId: string): string {
  const query = new URLSearchParams({ template: 'request-details', order_id: orderId });
  return appLink(origin, `/user/requests/?${query.toString()}`);
}

/** Tells the customer that offers for their request can be compared now. */
export function offersReadyMail(input: {
  to: string;
  firstName: string;
  orderId: string;
  partTitle: string;
  offerCount: number;
  link: string;
}): MailMessage {
  const offers = input.offerCount === 1 ? '1 offer is' : `${input.offerCount} offers are`;
  const subject = `Offers are ready for your request ${input.orderId}`;
  // Plain-text lines under 78 characters (RFC 5322 §2.1.1).
  const text = [
    `${offers} ready for your request ${input.orderId}`,
    `(${input.partTitle}). Compare them side by side and choose one here:`,
    '',
    input.link,
    '',
    'Offers are valid for a limited time; each shows its date.',
  ];
  const link = escapeHtml(input.link);
  const html = [
    `<p>${offers} ready for your request ${escapeHtml(input.orderId)} (${escapeHtml(input.partTitle)}).</p>`,
    `<p><a href="${link}">Compare the offers and choose one</a></p>`,
    `<p>Or copy this address into your browser: ${link}</p>`,
    '<p>Offers are valid for a limited time; each shows its date.</p>',
  ];
  return framedMail({ to: input.to, subject, firstName: input.firstName, text, html });
}
