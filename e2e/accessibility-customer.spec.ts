import { marketplace, placePaidOrder, visit } from './accessibility-audit.ts';
import { test } from './fixtures.ts';
import { baseUrlOf } from './marketplace.ts';

test('the customer pages pass axe and fit 375 px', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const base = baseUrlOf(baseURL);
  const market = await marketplace(browser, base, { role: 'customer', page });
  const { offered } = market;
  const customer = page;

  await visit(customer, '/user/requests/', 'customer: requests');
  await visit(
    customer,
    `/user/requests/?template=request-details&order_id=${encodeURIComponent(offered.orderId)}`,
    'customer: request details',
    customer.getByRole('table', { name: 'Offer comparison' }),
  );
  await visit(
    customer,
    `/request/${offered.requestId}/order_now/${offered.reviewId}?quantity=2`,
    'customer: order now',
    customer.getByRole('button', { name: 'Check Out' }),
  );
  await visit(
    customer,
    `/request-checkout/?request_id=${offered.requestId}&review_id=${offered.reviewId}&quantity=2`,
    'customer: checkout',
    customer.getByRole('region', { name: 'Order Summary' }),
  );

  const orderId = await placePaidOrder(customer, base, offered);
  await visit(customer, '/user/orders/', 'customer: orders', customer.getByRole('table').first());
  await visit(customer, `/user/orders/${orderId}/`, 'customer: order');
  await visit(customer, `/user/orders/${orderId}/update/`, 'customer: order update');
  await visit(
    customer,
    '/user/account/',
    'customer: account (password, two-step sign-in and sessions)',
    customer.getByText('This browser'),
  );
  await market.close();
});
