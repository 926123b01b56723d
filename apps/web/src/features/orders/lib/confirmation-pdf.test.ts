import { type OrderDetail, OrderDetailSchema } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { orderDetail } from '../test/order-fixtures.ts';
import { buildConfirmationPdf, confirmationFileName } from './confirmation-pdf.ts';

async function pdfText(blob: Blob): Promise<string> {
  return new TextDecoder('latin1').decode(await blob.arrayBuffer());
}

const order = (overrides: Parameters<typeof orderDetail>[0] = {}): OrderDetail =>
  OrderDetailSchema.parse(orderDetail(overrides));

describe('buildConfirmationPdf', () => {
  it("makes a real PDF with the order's number, references, addresses, line, totals and status", async () => {
    const blob = await buildConfirmationPdf({
      order: order({ tracking_carrier: 'UPS', tracking_number: '1Z999' }),
      statusLabel: 'Paid',
      paymentStatusLabel: 'Paid',
      paymentMethodLabel: 'Credit Card',
      generatedAt: new Date('2026-11-24T11:00:00Z'),
      termsUrl: 'https://specsource.example/terms/',
    });

    expect(blob.type).toBe('application/pdf');
    const text = await pdfText(blob);
    expect(text.startsWith('%PDF-')).toBe(true);
    for (const expected of [
      'Order confirmation',
      'Order #12',
      'Date: November 24, 2026',
      'q7Xk2pLm9Rt4',
      'PO-7781',
      'Line 3 refit',
      'Paid \\(Credit Card\\)',
      'UPS 1Z999',
      'Bill to',
      'Ada Lovelace',
      '12 Engine Row, Suite 4',
      'Austin, TX 73301',
      'Ship to',
      'Charles Babbage',
      'Houston, TX 77001',
      'Pump - KP-300 express',
      '$1,250.50',
      '$3,751.50',
      '$300.12',
      '$4,051.62',
      'Generated 2026-11-24 11:00 UTC. Amounts in USD.',
      // SpecSource sells; the supplier's terms travel with the order, but not its name.
      'Sold by SpecSource, the seller of record',
      'Offer terms: Price FOB Chicago',
      'Terms of sale of SpecSource, the seller of record: https://specsource.example/terms/',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('leaves out what the order lacks and spells out characters Helvetica cannot draw', async () => {
    const text = await pdfText(
      await buildConfirmationPdf({
        order: order({ po_number: null, reference: null, offer_title: 'KP–300 “express” 猫' }),
        statusLabel: 'Waiting for payment',
        paymentStatusLabel: 'Not paid',
        paymentMethodLabel: 'Card',
        generatedAt: new Date('2026-11-24T11:00:00Z'),
        termsUrl: 'https://specsource.example/terms/',
      }),
    );
    expect(text).not.toContain('Tracking');
    expect(text).toContain('Pump - KP-300 "express" ?');
    expect(confirmationFileName(12)).toBe('order-confirmation-12.pdf');
  });
});
