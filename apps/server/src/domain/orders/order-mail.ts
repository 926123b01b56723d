import type { OrderStatus } from '@specsource/contracts';
import { appLink, escapeHtml, framedMail } from '../../platform/mail/mail-layout.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

// One e-mail to each party on every move of an order. Customers read their order at
// /user/orders/{id}/, suppliers at /supplier/orders/{id}/.

export type OrderParty = 'customer' | 'supplier';

export function orderLink(origin: string, party: OrderParty, orderId: number): string {
  return appLink(origin, party === 'customer' ? `/user/orders/${orderId}/` : `/supplier/orders/${orderId}/`);
}

const HEADLINES: Record<OrderStatus, Record<OrderParty, string>> = {
  pending_payment: {
    customer: 'We have your order and are waiting for its payment.',
    supplier: 'An order for your offer is waiting for payment.',
  },
  paid: {
    customer: 'Your payment was received. The supplier now prepares your order.',
    supplier: 'An order for your offer is paid. Please start fulfilment.',
  },
  in_fulfilment: {
    customer: 'The supplier is preparing your order.',
    supplier: 'You marked this order as in fulfilment.',
  },
  shipped: { customer: 'Your order has shipped.', supplier: 'You marked this order as shipped.' },
  delivered: { customer: 'Your order was delivered.', supplier: 'This order is marked as delivered.' },
  cancelled: { customer: 'Your order was cancelled.', supplier: 'This order was cancelled.' },
  refunded: {
    customer: 'Your order was cancelled and your payment refunded.',
    supplier: 'This order was cancelled and its payment refunded to the customer.',
  },
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'waiting for payment',
  paid: 'paid',
  in_fulfilment: 'in fulfilment',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  refunded: 'refunded',
};

export function orderStatusMail(input: {
  to: string;
  firstName: string;
  party: OrderParty;
  orderId: number;
  partTitle: string;
  status: OrderStatus;
  link: string;
  note: string | null;
  tracking: { carrier: string; number: string } | null;
}): MailMessage {
  const headline = HEADLINES[input.status][input.party];
  const subject = `Order ${input.orderId} (${input.partTitle}) is ${ORDER_STATUS_LABELS[input.status]}`;
  const text = [headline, '', `Order: ${input.orderId}`, `Part: ${input.partTitle}`];
  const html = [
    `<p>${escapeHtml(headline)}</p>`,
    `<p>Order: ${input.orderId}<br>Part: ${escapeHtml(input.partTitle)}</p>`,
  ];
  if (input.tracking) {
    text.push(`Tracking: ${input.tracking.carrier} ${input.tracking.number}`);
    html.push(`<p>Tracking: ${escapeHtml(input.tracking.carrier)} ${escapeHtml(input.tracking.number)}</p>`);
  }
  if (input.note) {
    text.push(`Note: ${input.note}`);
    html.push(`<p>Note: ${escapeHtml(input.note)}</p>`);
  }
  const link = escapeHtml(input.link);
  text.push('', 'See the order here:', input.link);
  html.push(
    `<p><a href="${link}">See the order</a></p>`,
    `<p>Or copy this address into your browser: ${link}</p>`,
  );
  return framedMail({ to: input.to, subject, firstName: input.firstName, text, html });
}
