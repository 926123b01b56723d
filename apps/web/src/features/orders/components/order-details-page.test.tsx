import { PAYMENT_MESSAGES } from '@specsource/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUser, errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, type StubRequest, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render.tsx';
import { ORDER_STATUS_LABELS } from '../../../components/order-status-badge.tsx';
import { CLIENT_SECRET, orderDetail, sandboxConfig } from '../test/order-fixtures.ts';

const AUTH = 'GET /api/check-auth/';
const INFO = 'GET /api/order-info/12';
const CONFIG = 'GET /api/payments/config';
const CONFIRM = 'POST /api/payments/sandbox/confirm';
const PAYMENT = 'POST /api/order/12/payment/';
const PATH = '/user/orders/12/';

type Handler = (request: StubRequest) => Response | Promise<Response>;

function stubOrder(routes: Record<string, Handler>) {
  return stubRoutes({
    [AUTH]: () => jsonResponse(currentUser({ role: 'customer' })),
    [CONFIG]: () => jsonResponse(sandboxConfig()),
    ...routes,
  });
}

const section = (name: string) => within(screen.getByRole('region', { name }));

const awaitingPayment = (overrides: Parameters<typeof orderDetail>[0] = {}) =>
  orderDetail({
    status: 'pending_payment',
    payment_status: 'unpaid',
    paid_at: null,
    payment: { provider: 'sandbox', client_secret: CLIENT_SECRET },
    history: [
      { at: '2026-11-24T10:15:00.000Z', from: null, to: 'pending_payment', by: 'customer', note: null },
    ],
    ...overrides,
  });

async function payWith(user: ReturnType<typeof renderApp>['user'], number: string) {
  const card = await screen.findByRole('textbox', { name: 'Card number' });
  await user.clear(card);
  await user.click(card);
  await user.paste(number);
  for (const [name, value] of [
    ['Expiry month', '12'],
    ['Expiry year', '34'],
    ['CVC', '123'],
  ] as const) {
    const input = screen.getByRole('textbox', { name });
    await user.clear(input);
    await user.click(input);
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Pay now' }));
}

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('/user/orders/:id/', () => {
  it('shows the order, its addresses, references, totals and history, with Edit order while editable', async () => {
    stubOrder({ [INFO]: () => jsonResponse(orderDetail()) });
    renderApp(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #12' })).toBeInTheDocument();
    const order = section('Order');
    expect(order.getByRole('link', { name: 'q7Xk2pLm9Rt4' })).toHaveAttribute(
      'href',
      '/user/requests/?template=request-details&order_id=q7Xk2pLm9Rt4',
    );
    expect(order.getByText('KP-300 express')).toBeInTheDocument();
    expect(order.getByText('$1,250.50 each')).toBeInTheDocument();
    expect(order.getByText('3 weeks')).toBeInTheDocument();
    // SpecSource sells; the supplier's terms come with the order, its name does not.
    expect(order.getByText('SpecSource (seller of record)')).toBeInTheDocument();
    expect(order.getByText('Price FOB Chicago')).toBeInTheDocument();
    expect(order.getByRole('link', { name: 'Read the terms' })).toHaveAttribute('href', '/terms/');
    expect(order.getByText('Credit Card')).toBeInTheDocument();
    expect(order.getByText('PO-7781')).toBeInTheDocument();
    expect(order.getByText('Line 3 refit')).toBeInTheDocument();
    expect(section('Billing address').getByText('12 Engine Row, Suite 4')).toBeInTheDocument();
    expect(section('Shipping address').getByText('Charles Babbage')).toBeInTheDocument();
    expect(section('Shipping address').getByText('Houston, TX 77001')).toBeInTheDocument();
    expect(section('Order Summary').getByText('$4,051.62')).toBeInTheDocument();
    const history = section('History');
    expect(history.getByText(`Ordered — ${ORDER_STATUS_LABELS.pending_payment.label}`)).toBeInTheDocument();
    expect(history.getByText(ORDER_STATUS_LABELS.paid.label)).toBeInTheDocument();
    expect(history.getByText(/payment verified/)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Edit order' })).toHaveAttribute(
      'href',
      '/user/orders/12/update/',
    );
    expect(screen.queryByRole('region', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Shipment' })).not.toBeInTheDocument();
  });

  it('shows the shipment once shipped, and no Edit order when the order can no longer change', async () => {
    stubOrder({
      [INFO]: () =>
        jsonResponse(
          orderDetail({
            status: 'shipped',
            is_editable: false,
            tracking_carrier: 'UPS',
            tracking_number: '1Z999AA10123456784',
            shipped_at: '2026-11-26T08:00:00.000Z',
          }),
        ),
    });
    renderApp(PATH);

    await screen.findByRole('region', { name: 'Shipment' });
    expect(section('Shipment').getByText('1Z999AA10123456784')).toBeInTheDocument();
    expect(section('Shipment').getByText('UPS')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit order' })).not.toBeInTheDocument();
  });

  it('pays an order waiting for payment: a decline is shown, the retry confirms the same payment', async () => {
    let isPaid = false;
    let attempts = 0;
    const fetchMock = stubOrder({
      [INFO]: () => jsonResponse(isPaid ? orderDetail() : awaitingPayment()),
      [CONFIRM]: () => {
        attempts += 1;
        if (attempts === 1) {
          return jsonResponse({
            status: 'declined',
            message: PAYMENT_MESSAGES.insufficientFunds,
            order_id: 12,
          });
        }
        isPaid = true;
        return jsonResponse({ status: 'succeeded', message: PAYMENT_MESSAGES.succeeded, order_id: 12 });
      },
    });
    const { user } = renderApp(PATH);

    expect(await screen.findByRole('region', { name: 'Pay now' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(
      'Please make payment first',
    );
    expect(callsTo(fetchMock, CONFIRM)).toEqual([]);

    await payWith(user, '4000000000009995');
    expect(await screen.findByText(PAYMENT_MESSAGES.insufficientFunds)).toHaveAttribute('role', 'alert');

    await payWith(user, '4242424242424242');
    expect(await screen.findByText(PAYMENT_MESSAGES.succeeded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pay now' })).not.toBeInTheDocument());
    expect(
      callsTo(fetchMock, CONFIRM).map((call) => (call.body as { client_secret: string }).client_secret),
    ).toEqual([CLIENT_SECRET, CLIENT_SECRET]);
    expect(callsTo(fetchMock, PAYMENT)).toEqual([]);
  });

  it("asks for the order's payment when checkout left without one (the provider was away)", async () => {
    const fetchMock = stubOrder({
      [INFO]: () => jsonResponse(awaitingPayment({ payment: null })),
      [PAYMENT]: () => jsonResponse({ provider: 'sandbox', client_secret: CLIENT_SECRET }),
      [CONFIRM]: () =>
        jsonResponse({ status: 'succeeded', message: PAYMENT_MESSAGES.succeeded, order_id: 12 }),
    });
    const { user } = renderApp(PATH);

    await screen.findByRole('region', { name: 'Pay now' });
    await payWith(user, '4242424242424242');
    expect(await screen.findByText(PAYMENT_MESSAGES.succeeded)).toBeInTheDocument();
    expect(callsTo(fetchMock, PAYMENT)).toHaveLength(1);
    expect(callsTo(fetchMock, CONFIRM)[0]?.body).toMatchObject({ client_secret: CLIENT_SECRET });
  });

  it("shows the server's card field errors under their field, and takes 'already paid' as paid", async () => {
    let attempts = 0;
    stubOrder({
      [INFO]: () => jsonResponse(attempts < 2 ? awaitingPayment() : orderDetail()),
      [CONFIRM]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(
              errorBody({
                code: 'VALIDATION',
                detail: PAYMENT_MESSAGES.expired,
                field_errors: { exp_month: [PAYMENT_MESSAGES.expired], exp_year: [PAYMENT_MESSAGES.expired] },
              }),
              400,
            )
          : jsonResponse(
              errorBody({ code: 'CONFLICT', detail: 'Reworded: paid a moment ago.', reason: 'already_paid' }),
              409,
            );
      },
    });
    const { user } = renderApp(PATH);

    await payWith(user, '4242424242424242');
    expect(await screen.findByRole('textbox', { name: 'Expiry month' })).toHaveAccessibleDescription(
      PAYMENT_MESSAGES.expired,
    );
    await payWith(user, '4242424242424242');
    expect(await screen.findByText(PAYMENT_MESSAGES.succeeded)).toBeInTheDocument();
  });

  it('downloads the confirmation as a PDF named after the order', async () => {
    stubOrder({ [INFO]: () => jsonResponse(orderDetail()) });
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:confirmation';
      },
      revokeObjectURL: () => {},
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderApp(PATH);

    await user.click(await screen.findByRole('button', { name: 'Download confirmation (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('order-confirmation-12.pdf');
    const [pdf] = saved;
    expect(pdf?.type).toBe('application/pdf');
    expect(new TextDecoder('latin1').decode(await pdf?.arrayBuffer())).toContain('Order #12');
  });

  it('says an order that is not the customer’s was not found', async () => {
    stubOrder({
      [INFO]: () =>
        jsonResponse(errorBody({ code: 'NOT_FOUND', detail: 'No order with this number is yours.' }), 404),
    });
    renderApp(PATH);

    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your orders' })).toHaveAttribute(
      'href',
      '/user/orders/',
    );
  });
});
