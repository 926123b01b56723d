import { and, asc, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { partSuppliers, parts, users } from '../../platform/db/schema/index.ts';
import { appLink, escapeHtml, framedMail } from '../../platform/mail/mail-layout.ts';
import { enqueueMail } from '../../platform/mail/mail-outbox.repository.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

// A new submitted request is mailed to each supplier assigned to its part. The mail names
// the part, quantity and order id only: the customer's contact details stay with SpecSource.

export interface SubmittedRequest {
  id: number;
  orderId: string;
  partId: number;
  quantity: number;
}

/** The supplier portal's page of a request. */
export function supplierRequestLink(origin: string, requestId: number): string {
  return appLink(origin, `/supplier/requests/${requestId}/`);
}

export function newRequestMail(input: {
  to: string;
  partTitle: string;
  quantity: number;
  orderId: string;
  link: string;
}): MailMessage {
  const text = [
    `A customer has asked for a ${input.partTitle}, a part you supply on SpecSource.`,
    '',
    `Part: ${input.partTitle}`,
    `Quantity: ${input.quantity}`,
    `Order id: ${input.orderId}`,
    '',
    'Read the specification and make your offer here:',
    '',
    input.link,
  ];
  const html = [
    `<p>A customer has asked for a ${escapeHtml(input.partTitle)}, a part you supply on SpecSource.</p>`,
    `<p>Part: ${escapeHtml(input.partTitle)}<br>Quantity: ${input.quantity}<br>Order id: ${escapeHtml(input.orderId)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">Read the specification and make your offer</a></p>`,
  ];
  return framedMail({
    to: input.to,
    subject: `New request for ${input.partTitle} (${input.quantity})`,
    text,
    html,
  });
}

/**
 * Queues the new-request mail to every active supplier assigned to the request's part, in the caller's
 * transaction; one mail per request and supplier however often it is called. Returns how many were queued.
 */
export async function notifyAssignedSuppliers(
  tx: DatabaseOrTransaction,
  request: SubmittedRequest,
  options: { origin: string; now: Date },
): Promise<number> {
  const suppliers = await tx
    .select({ id: users.id, email: users.email, partTitle: parts.title })
    .from(partSuppliers)
    .innerJoin(users, eq(users.id, partSuppliers.supplierId))
    .innerJoin(parts, eq(parts.id, partSuppliers.partId))
    .where(
      and(eq(partSuppliers.partId, request.partId), eq(users.role, 'supplier'), eq(users.isActive, true)),
    )
    .orderBy(asc(users.id));
  let queued = 0;
  for (const supplier of suppliers) {
    const mail = newRequestMail({
      to: supplier.email,
      partTitle: supplier.partTitle,
      quantity: request.quantity,
      orderId: request.orderId,
      link: supplierRequestLink(options.origin, request.id),
    });
    if (
      await enqueueMail(
        tx,
        { ...mail, dedupeKey: `request:${request.id}:new:supplier:${supplier.id}` },
        options.now,
      )
    ) {
      queued += 1;
    }
  }
  return queued;
}
