import { marketplace, placePaidOrder, uniqueSuffix, visit } from './accessibility-audit.ts';
import { expect, test } from './fixtures.ts';
import { answerFor, baseUrlOf, csrfHeaders, inAMonth, type PartStructure } from './marketplace.ts';

test('the supplier pages pass axe and fit 375 px', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const base = baseUrlOf(baseURL);
  const market = await marketplace(browser, base, { role: 'supplier', page });
  const orderId = await placePaidOrder(market.pages.customer, base, market.offered);
  const supplier = page;

  // A second request with no offer yet: its page carries the offer form.
  const customer = market.pages.customer;
  const pump: PartStructure = await (await customer.request.get('/api/part/pump')).json();
  const open = await customer.request.post('/api/request/', {
    headers: {
      ...(await csrfHeaders(customer.context(), base)),
      'Idempotency-Key': `e2e-a11y-${uniqueSuffix()}`,
    },
    data: { part: pump.id, answer: answerFor(pump), comment: 'Open for offers', quantity: 1 },
  });
  expect(open.status(), await open.text()).toBe(201);
  const openOrderId: string = (await open.json()).order_id;
  const found = await supplier.request.get(
    `/supplier/api/supplier-requests?${new URLSearchParams({ search: openOrderId }).toString()}`,
  );
  const openRequestId: number = (await found.json()).results[0].id;

  await visit(supplier, '/supplier/requests/', 'supplier: requests', supplier.getByRole('searchbox'));
  await visit(
    supplier,
    `/supplier/requests/${openRequestId}/`,
    'supplier: request with the offer form',
    supplier.getByRole('form', { name: 'Send offer' }),
  );
  await visit(supplier, `/supplier/requests/${market.offered.requestId}/`, 'supplier: request with an offer');

  // An offer with a drawing, sent through the form's multipart route, for the attachment delete page.
  const offer = await supplier.request.post(`/supplier/api/requests/${openRequestId}/reviews/`, {
    headers: await csrfHeaders(supplier.context(), base),
    multipart: {
      title: 'Drawing offer',
      cost: '99.00',
      cost_unit: 'each',
      lead_time: '1',
      unit: 'weeks',
      quantity: '1',
      valid_until: inAMonth(),
      attachments: {
        name: 'drawing.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(
          '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
        ),
      },
    },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  const attachmentId: number = (await offer.json()).attachments[0].id;
  await visit(
    supplier,
    `/request/review_attachment/${attachmentId}/delete?request=${openRequestId}`,
    'supplier: attachment delete',
  );

  await visit(supplier, '/supplier/orders/', 'supplier: orders', supplier.getByRole('table').first());
  await visit(supplier, `/supplier/orders/${orderId}/`, 'supplier: order');
  await market.close();
});
