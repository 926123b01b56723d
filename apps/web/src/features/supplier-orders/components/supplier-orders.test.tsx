import { ORDER_MESSAGES, type OrderDetail } from '@specsource/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser, errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, type StubRequest, stubRoutes } from '../../../../test/fetch-stub.ts';
import { listPage, orderDetail, orderRow } from '../../../../test/order-data.ts';
import { renderApp } from '../../../../test/render.tsx';

const AUTH = 'GET /api/check-auth/';
const LIST = 'GET /supplier/api/orders/';
const DETAIL = 'GET /api/order-info/17';
const STATUS = 'POST /supplier/api/orders/17/status/';
const asSupplier = () => jsonResponse(currentUser({ role: 'supplier', username: 'keystone-pump' }));

/** The server's answer to a status change: the order moved to what was asked, with its tracking. */
function moved(request: StubRequest, before: OrderDetail): OrderDetail {
  const body = request.body as Pick<OrderDetail, 'status' | 'tracking_carrier' | 'tracking_number'>;
  return {
    ...before,
    status: body.status,
    tracking_carrier: body.tracking_carrier ?? before.tracking_carrier,
    tracking_number: body.tracking_number ?? before.tracking_number,
    history: [
      ...before.history,
      { at: '2026-11-21T10:00:00.000Z', from: before.status, to: body.status, by: 'supplier', note: null },
    ],
  };
}

describe('/supplier/orders/', () => {
  it('lists the orders with part, quantity, total, status, payment and a link to each', async () => {
    stubRoutes({
      [AUTH]: asSupplier,
      [LIST]: () =>
        jsonResponse(
          listPage([
            orderRow(),
            orderRow({ id: 18, status: 'shipped', part_title: 'Compressor', quantity: 1 }),
          ]),
        ),
    });
    renderApp('/supplier/orders/');

    const link = await screen.findByRole('link', { name: 'Open order 17' });
    expect(link).toHaveAttribute('href', '/supplier/orders/17/');
    const first = link.closest('tr') as HTMLElement;
    expect(within(first).getByText('Pump')).toBeInTheDocument();
    expect(within(first).getByText('$3,703.50')).toBeInTheDocument();
    expect(within(first).getByText('Paid')).toBeInTheDocument();
    expect(within(first).getByText('Payment received')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'Open order 18' }).closest('tr') as HTMLElement;
    expect(within(second).getByText('Shipped')).toBeInTheDocument();
    expect(within(second).getByText('Compressor')).toBeInTheDocument();
  });

  it("says 'No data found' when the supplier has no order", async () => {
    stubRoutes({ [AUTH]: asSupplier, [LIST]: () => jsonResponse(listPage([])) });
    renderApp('/supplier/orders/');
    expect(await screen.findByText(/^No data found/)).toBeInTheDocument();
  });

  it('turns a customer away without asking for the list', async () => {
    const fetchMock = stubRoutes({ [AUTH]: () => jsonResponse(currentUser({ role: 'customer' })) });
    renderApp('/supplier/orders/');
    expect(await screen.findByRole('heading', { name: 'This area is for suppliers' })).toBeInTheDocument();
    expect(callsTo(fetchMock, LIST)).toHaveLength(0);
  });
});

describe('/supplier/orders/:orderId/', () => {
  it('shows where to ship, the history, and the moves a paid order allows', async () => {
    stubRoutes({ [AUTH]: asSupplier, [DETAIL]: () => jsonResponse(orderDetail()) });
    renderApp('/supplier/orders/17/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Order 17' })).toBeInTheDocument();
    const shipTo = screen.getByRole('region', { name: 'Ship to' });
    expect(within(shipTo).getByText('12 Intake Lane')).toBeInTheDocument();
    expect(within(shipTo).getByText('Springfield, IL 62701')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Waiting for payment')).toBeInTheDocument();
    expect(within(history).getByText(/by the verified payment/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark in fulfilment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark shipped' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).not.toBeInTheDocument();
  });

  it('ships only with both the carrier and the tracking number, then toasts and shows the new status', async () => {
    const before = orderDetail({ status: 'in_fulfilment' });
    const fetchMock = stubRoutes({
      [AUTH]: asSupplier,
      [DETAIL]: () => jsonResponse(before),
      [STATUS]: (request) => jsonResponse(moved(request, before)),
    });
    const { user } = renderApp('/supplier/orders/17/');

    await user.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    const form = screen.getByRole('form', { name: 'Mark shipped' });
    expect(within(form).getByRole('textbox', { name: 'Carrier' })).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(form).findAllByText(ORDER_MESSAGES.trackingRequired)).toHaveLength(2);

    await user.type(within(form).getByRole('textbox', { name: 'Carrier' }), 'UPS');
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(form).findAllByText(ORDER_MESSAGES.trackingRequired)).toHaveLength(1);
    expect(within(form).getByRole('textbox', { name: 'Tracking number' })).toHaveAccessibleDescription(
      ORDER_MESSAGES.trackingRequired,
    );
    expect(callsTo(fetchMock, STATUS)).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Tracking number' }), '1Z999AA10123456784');
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));

    expect(await screen.findByText(ORDER_MESSAGES.statusChanged)).toBeInTheDocument();
    expect(callsTo(fetchMock, STATUS)[0]?.body).toEqual({
      status: 'shipped',
      tracking_carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
    });
    expect(screen.getByText('UPS 1Z999AA10123456784')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Mark shipped' })).not.toBeInTheDocument();
  });

  it('asks before marking delivered: Not yet sends nothing, Mark delivered in the dialog moves the order', async () => {
    const before = orderDetail({ status: 'shipped', tracking_carrier: 'UPS', tracking_number: '1Z999' });
    const fetchMock = stubRoutes({
      [AUTH]: asSupplier,
      [DETAIL]: () => jsonResponse(before),
      [STATUS]: (request) => jsonResponse(moved(request, before)),
    });
    const { user } = renderApp('/supplier/orders/17/');

    await user.click(await screen.findByRole('button', { name: 'Mark delivered' }));
    let dialog = await screen.findByRole('dialog', { name: 'Mark order 17 delivered?' });
    expect(within(dialog).getByText(/customer is told by e-mail/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, STATUS)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
    dialog = await screen.findByRole('dialog', { name: 'Mark order 17 delivered?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    expect(await screen.findByText(ORDER_MESSAGES.statusChanged)).toBeInTheDocument();
    expect(callsTo(fetchMock, STATUS).map((call) => call.body)).toEqual([{ status: 'delivered' }]);
  });

  it("marks in fulfilment in one click, and shows the server's refusal when the order moved meanwhile", async () => {
    let answer = (request: StubRequest) => jsonResponse(moved(request, orderDetail()));
    const fetchMock = stubRoutes({
      [AUTH]: asSupplier,
      [DETAIL]: () => jsonResponse(orderDetail()),
      [STATUS]: (request) => answer(request),
    });
    const { user } = renderApp('/supplier/orders/17/');

    await user.click(await screen.findByRole('button', { name: 'Mark in fulfilment' }));
    expect(await screen.findByText(ORDER_MESSAGES.statusChanged)).toBeInTheDocument();
    expect(callsTo(fetchMock, STATUS)[0]?.body).toEqual({ status: 'in_fulfilment' });
    expect(screen.queryByRole('button', { name: 'Mark in fulfilment' })).not.toBeInTheDocument();

    answer = () =>
      jsonResponse(errorBody({ code: 'CONFLICT', detail: ORDER_MESSAGES.transitionRefused }), 409);
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    const form = screen.getByRole('form', { name: 'Mark shipped' });
    await user.type(within(form).getByRole('textbox', { name: 'Carrier' }), 'FedEx');
    await user.type(within(form).getByRole('textbox', { name: 'Tracking number' }), '7712');
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    const alert = (await screen.findByText('The order was not updated')).closest('[role="alert"]');
    expect(alert).toHaveTextContent(ORDER_MESSAGES.transitionRefused);
  });

  it('offers no move on an order that waits for payment or was refunded', async () => {
    let detail = orderDetail({ status: 'pending_payment', payment_status: 'unpaid' });
    stubRoutes({ [AUTH]: asSupplier, 'GET /api/order-info/17': () => jsonResponse(detail) });
    const { unmount } = renderApp('/supplier/orders/17/');
    expect(await screen.findByText(/has not paid yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark / })).not.toBeInTheDocument();
    unmount();

    detail = orderDetail({ status: 'refunded', payment_status: 'refunded' });
    renderApp('/supplier/orders/17/');
    expect(await screen.findByText(/payment refunded\. Do not ship it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark / })).not.toBeInTheDocument();
  });

  it("says the order is not found with the server's words", async () => {
    stubRoutes({
      [AUTH]: asSupplier,
      [DETAIL]: () => jsonResponse(errorBody({ code: 'NOT_FOUND', detail: ORDER_MESSAGES.notFound }), 404),
    });
    renderApp('/supplier/orders/17/');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByText(ORDER_MESSAGES.notFound)).toBeInTheDocument();
  });
});
