import { type OrderDetail, SELLER_OF_RECORD } from '@specsource/contracts';
import { addressLines } from '../../../components/order-details/address-lines.ts';
import { formatCostUnit } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { toPdfText } from '../../../lib/pdf-text.ts';
import { leadTimeText } from './lead-time.ts';

// An invoice-style order confirmation, made in the browser. jsPDF is imported on demand (as the
// pump datasheet does), so it never weighs on the order page's own bundle.

// US Letter in points, with 0.6 in margins (the datasheet's page).
const PAGE = { width: 612, height: 792, margin: 44 };
const LINE = 13;

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** 'order-confirmation-42.pdf'. */
export function confirmationFileName(orderId: number): string {
  return `order-confirmation-${orderId}.pdf`;
}

export interface ConfirmationInput {
  order: OrderDetail;
  /** The status in words, as the page shows it ('Waiting for payment'). */
  statusLabel: string;
  paymentStatusLabel: string;
  paymentMethodLabel: string;
  generatedAt: Date;
  /** Where the terms of sale are, in full ('https://…/terms/'). */
  termsUrl: string;
}

/**
 * The confirmation: order number and date, the seller of record, PO number and reference, billing and shipping
 * addresses, the line (part, offer, quantity, unit cost, subtotal), tax, total and status — all the server's
 * figures — then the offer's terms and where the terms of sale are.
 */
export async function buildConfirmationPdf({
  order,
  statusLabel,
  paymentStatusLabel,
  paymentMethodLabel,
  generatedAt,
  termsUrl,
}: ConfirmationInput): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'letter' });
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const money = (amount: string) => toPdfText(formatMoney(amount, order.currency));
  let y = PAGE.margin;

  const text = (value: string | string[], x: number, options?: { align?: 'right' }) => {
    doc.text(Array.isArray(value) ? value.map(toPdfText) : toPdfText(value), x, y, options);
  };

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(20);
  y += 20;
  text('Order confirmation', left);
  doc.setFontSize(11);
  text(`Order #${order.id}`, right, { align: 'right' });
  y += 16;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  text(`Sold by ${SELLER_OF_RECORD}, the seller of record`, left);
  text(`Date: ${DAY.format(new Date(order.created_at))}`, right, { align: 'right' });
  y += 24;

  const facts: [string, string][] = [
    ['Request', order.request_order_id],
    ['PO number', order.po_number ?? '-'],
    ['Reference', order.reference ?? '-'],
    ['Status', statusLabel],
    ['Payment', `${paymentStatusLabel} (${paymentMethodLabel})`],
  ];
  if (order.tracking_number !== null) {
    facts.push(['Tracking', [order.tracking_carrier, order.tracking_number].filter(Boolean).join(' ')]);
  }
  doc.setFontSize(10);
  for (const [label, value] of facts) {
    doc.setFont('helvetica', 'bold');
    text(`${label}:`, left);
    doc.setFont('helvetica', 'normal');
    text(value, left + 80);
    y += LINE;
  }
  y += 14;

  const columnX = left + (right - left) / 2;
  doc.setFont('helvetica', 'bold');
  text('Bill to', left);
  text('Ship to', columnX);
  y += LINE;
  doc.setFont('helvetica', 'normal');
  const billing = addressLines(order.billing_address);
  const shipping = addressLines(order.shipping_address);
  text(billing, left);
  text(shipping, columnX);
  y += Math.max(billing.length, shipping.length) * (LINE - 1.5) + 22;

  // The line: part and offer, quantity, unit cost, subtotal.
  const columns = { item: left, quantity: left + 290, unit: left + 390, subtotal: right };
  doc.setDrawColor(180);
  doc.line(left, y - 10, right, y - 10);
  doc.setFont('helvetica', 'bold');
  text('Item', columns.item);
  text('Quantity', columns.quantity, { align: 'right' });
  text('Unit cost', columns.unit + 40, { align: 'right' });
  text('Subtotal', columns.subtotal, { align: 'right' });
  y += 6;
  doc.line(left, y, right, y);
  y += 14;
  doc.setFont('helvetica', 'normal');
  const item: string[] = doc.splitTextToSize(toPdfText(`${order.part_title} - ${order.offer_title}`), 270);
  text(item, columns.item);
  text(String(order.quantity), columns.quantity, { align: 'right' });
  text(money(order.unit_cost), columns.unit + 40, { align: 'right' });
  text(money(order.subtotal), columns.subtotal, { align: 'right' });
  y += item.length * LINE;
  doc.setFontSize(8);
  doc.setTextColor(100);
  text(
    `${formatCostUnit(order.cost_unit)}; lead time ${leadTimeText(order.lead_time, order.unit)}`,
    columns.item,
  );
  doc.setTextColor(0);
  doc.setFontSize(10);
  y += 10;
  doc.line(left, y, right, y);
  y += 18;

  const totals: [string, string][] = [
    ['Subtotal', money(order.subtotal)],
    ['Tax', money(order.tax)],
  ];
  for (const [label, value] of totals) {
    text(label, columns.unit + 40, { align: 'right' });
    text(value, columns.subtotal, { align: 'right' });
    y += LINE + 2;
  }
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(12);
  text('Total', columns.unit + 40, { align: 'right' });
  text(`${money(order.total)}`, columns.subtotal, { align: 'right' });
  y += 30;

  // The terms the order was placed on: the supplier's own, then the seller's terms of sale.
  doc.setFontSize(10);
  text('Terms', left);
  y += LINE;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  const supplierTerms = order.offer_notes.trim() === '' ? 'None stated.' : order.offer_notes.trim();
  const termLines: string[] = [
    ...doc.splitTextToSize(toPdfText(`Offer terms: ${supplierTerms}`), right - left),
    ...doc.splitTextToSize(
      toPdfText(`Terms of sale of ${SELLER_OF_RECORD}, the seller of record: ${termsUrl}`),
      right - left,
    ),
  ];
  text(termLines, left);
  y += termLines.length * LINE + 10;

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  doc.setTextColor(100);
  text(
    `Generated ${generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC. Amounts in ${order.currency}.`,
    left,
  );
  doc.setTextColor(0);
  return doc.output('blob');
}
