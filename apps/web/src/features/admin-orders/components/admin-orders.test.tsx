import { ORDER_MESSAGES, type OrderDetail, PAYMENT_MESSAGES } from '@specsource/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser, errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { listPage, orderDetail, orderRow } from '../../../../test/order-data.ts';
import { renderApp } from '../../../../test/render.tsx';

const AUTH = 'GET /api/check-auth/';
const LIST = 'GET /api/admin/orders/';
const DETAIL = 'GET /api/order-info/17';
const CANCEL = 'POST /api/admin/orders/17/cancel/';
const asAdmin = () => jsonResponse(currentUser({ role: 'admin', username: 'admin' }));

const closed = (before: OrderDetail, status: 'cancelled' | 'refunded', note: string): OrderDetail => ({
  ...before,
  status,
  payment_status: status === 'refunded' ? 'refunded' : before.payment_status,
  history: [
    ...before.history,
    { at: '2026-11-21T10:00:00.000Z', from: before.status, to: status, by: 'admin', note },
  ],
});

describe('/super-admin/orders/', () => {
  it('lists every order with its status, payment and a link to it', async () => {
    stubRoutes({
      [AUTH]: asAdmin,
      [LIST]: () =>
        jsonResponse(
          listPage([orderRow(), orderRow({ id: 18, status: 'pending_payment', payment_status: 'failed' })]),
        ),
    });
    renderApp('/super-admin/orders/');

    const link = await screen.findByRole('link', { name: 'Open order 18' });
    expect(link).toHaveAttribute('href', '/super-admin/orders/18/');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Waiting for payment')).toBeInTheDocument();
    expect(within(row).getByText('Payment failed')).toBeInTheDocument();
    expect(within(row).getByText('$3,703.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open order 17' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/super-admin/orders/');
  });

  it("says 'No data found' when there is no order", async () => {
    stubRoutes({ [AUTH]: asAdmin, [LIST]: () => jsonResponse(listPage([])) });
    renderApp('/super-admin/orders/');
    expect(await screen.findByText(/^No data found/)).toBeInTheDocument();
  });
});

describe('/super-admin/orders/:orderId/', () => {
  it('shows both addresses and the history', async () => {
    stubRoutes({
      [AUTH]: asAdmin,
      [DETAIL]: () => jsonResponse(orderDetail({ payment_method: 'credit_card' })),
    });
    renderApp('/super-admin/orders/17/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Order 17' })).toBeInTheDocument();
    // The payment method as people say it, not its stored value.
    expect(screen.getByText('Credit Card')).toBeInTheDocument();
    expect(screen.queryByText('credit_card')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Billing' })).getByText('400 River Road, Pump house 2'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Shipping' })).getByText('12 Intake Lane'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'History' })).getByText('Paid')).toBeInTheDocument();
  });

  it('cancels a paid order after saying it will be refunded, posts the reason and toasts the refund', async () => {
    const before = orderDetail({ status: 'in_fulfilment' });
    const fetchMock = stubRoutes({
      [AUTH]: asAdmin,
      [DETAIL]: () => jsonResponse(before),
      [CANCEL]: () => jsonResponse(closed(before, 'refunded', 'Out of stock')),
    });
    const { user } = renderApp('/super-admin/orders/17/');

    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order 17' });
    expect(within(dialog).getByText('The payment will be refunded')).toBeInTheDocument();
    expect(within(dialog).getByText(/paid \$3,703\.50/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Out of stock');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));

    expect(await screen.findByText(ORDER_MESSAGES.refunded)).toBeInTheDocument();
    expect(callsTo(fetchMock, CANCEL).map((call) => call.body)).toEqual([{ reason: 'Out of stock' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'History' })).getByText('Out of stock'),
    ).toBeInTheDocument();
  });

  it('says nothing is refunded for an unpaid order, and toasts the cancel', async () => {
    const before = orderDetail({ status: 'pending_payment', payment_status: 'unpaid', paid_at: null });
    stubRoutes({
      [AUTH]: asAdmin,
      [DETAIL]: () => jsonResponse(before),
      [CANCEL]: () => jsonResponse(closed(before, 'cancelled', '')),
    });
    const { user } = renderApp('/super-admin/orders/17/');

    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order 17' });
    expect(within(dialog).getByText('Nothing to refund')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText(ORDER_MESSAGES.cancelled)).toBeInTheDocument();
  });

  it("keeps the modal open with the server's words when the provider is down", async () => {
    stubRoutes({
      [AUTH]: asAdmin,
      [DETAIL]: () => jsonResponse(orderDetail()),
      [CANCEL]: () =>
        jsonResponse(errorBody({ code: 'UNAVAILABLE', detail: PAYMENT_MESSAGES.providerUnavailable }), 503),
    });
    const { user } = renderApp('/super-admin/orders/17/');

    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order 17' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    const alert = (await within(dialog).findByText('The order was not cancelled')).closest('[role="alert"]');
    expect(alert).toHaveTextContent(PAYMENT_MESSAGES.providerUnavailable);
    expect(screen.queryByText(ORDER_MESSAGES.refunded)).not.toBeInTheDocument();
  });

  it('offers no cancel once the order has shipped', async () => {
    stubRoutes({ [AUTH]: asAdmin, [DETAIL]: () => jsonResponse(orderDetail({ status: 'shipped' })) });
    renderApp('/super-admin/orders/17/');
    expect(await screen.findByText(/has shipped, so it can no longer be cancelled/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});
