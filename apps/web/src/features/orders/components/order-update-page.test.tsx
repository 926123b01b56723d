import { ORDER_MESSAGES, ORDER_UPDATED_REDIRECT_MS } from '@specsource/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUser, errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, type StubRequest, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render.tsx';
import { orderDetail } from '../test/order-fixtures.ts';

const AUTH = 'GET /api/check-auth/';
const INFO = 'GET /api/order-info/12';
const UPDATE = 'PUT /api/order/12/';
const ORDERS = 'GET /api/user/orders/';
const PATH = '/user/orders/12/update/';

type Handler = (request: StubRequest) => Response | Promise<Response>;

function stubUpdate(routes: Record<string, Handler> = {}) {
  return stubRoutes({
    [AUTH]: () => jsonResponse(currentUser({ role: 'customer' })),
    [INFO]: () => jsonResponse(orderDetail()),
    [ORDERS]: () => jsonResponse({ count: 0, next: null, previous: null, results: [] }),
    ...routes,
  });
}

const group = (name: string) => within(screen.getByRole('group', { name }));

async function openUpdate() {
  const view = renderApp(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Update order #12' });
  return view;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the order update screen', () => {
  it('is prefilled from the order, saves with PUT, toasts and goes back to /user/orders/ after 2.7 s', async () => {
    const fetchMock = stubUpdate({
      [INFO]: () => jsonResponse(orderDetail({ status: 'pending_payment' })),
      [UPDATE]: () => jsonResponse(orderDetail({ po_number: 'PO-9000' })),
    });
    const { user, router } = await openUpdate();

    expect(group('Billing Details').getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    expect(group('Billing Details').getByRole('textbox', { name: 'Building / suite' })).toHaveValue(
      'Suite 4',
    );
    expect(group('Shipping Details').getByRole('textbox', { name: 'First name' })).toHaveValue('Charles');
    expect(group('Shipping Details').getByRole('combobox', { name: 'State' })).toHaveValue('Texas (TX)');
    expect(screen.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Debit Card' })).not.toBeChecked();
    expect(
      within(screen.getByRole('region', { name: 'Order Summary' })).getByText('$4,051.62'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/user/orders/');

    const po = screen.getByRole('textbox', { name: 'PO number' });
    await user.clear(po);
    await user.click(po);
    await user.paste('PO-9000');
    await user.click(screen.getByRole('radio', { name: 'Debit Card' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Update order' }));

    expect(await screen.findByText(ORDER_MESSAGES.updated)).toBeInTheDocument();
    expect(callsTo(fetchMock, UPDATE).map((call) => call.body)).toEqual([
      {
        request: 41,
        billing_address: orderDetail().billing_address,
        shipping_address: orderDetail().shipping_address,
        payment_method: 'debit_card',
        po_number: 'PO-9000',
        reference: 'Line 3 refit',
      },
    ]);
    act(() => vi.advanceTimersByTime(ORDER_UPDATED_REDIRECT_MS - 300));
    expect(router.state.location.pathname).toBe(PATH);
    act(() => vi.advanceTimersByTime(300));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/orders/'));
  });

  it("asks for a payment choice when the order was placed by card ('stripe'), with the field rules", async () => {
    const fetchMock = stubUpdate({
      [INFO]: () => jsonResponse(orderDetail({ status: 'pending_payment', payment_method: 'stripe' })),
    });
    const { user } = await openUpdate();

    expect(screen.getByRole('radio', { name: 'Credit Card' })).not.toBeChecked();
    await user.clear(group('Billing Details').getByRole('textbox', { name: 'City' }));
    await user.click(screen.getByRole('button', { name: 'Update order' }));

    expect(screen.getByText(ORDER_MESSAGES.paymentMethodRequired)).toBeInTheDocument();
    expect(group('Billing Details').getByText(ORDER_MESSAGES.billingCityRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, UPDATE)).toEqual([]);
  });

  it('changes a paid order’s addresses without asking for a card choice: the payment stays as it was', async () => {
    const fetchMock = stubUpdate({
      [INFO]: () =>
        jsonResponse(
          orderDetail({ status: 'paid', payment_method: 'stripe', paid_at: '2026-11-20T10:00:00.000Z' }),
        ),
      [UPDATE]: () => jsonResponse(orderDetail({ status: 'paid', payment_method: 'stripe' })),
    });
    const { user } = await openUpdate();

    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(group('Payment Method').getByText(/^Paid by card on Nov 20, 2026/)).toBeInTheDocument();
    const street = group('Shipping Details').getByRole('textbox', { name: 'Street' });
    await user.clear(street);
    await user.type(street, '9 Quay Street');
    await user.click(screen.getByRole('button', { name: 'Update order' }));

    expect(await screen.findByText(ORDER_MESSAGES.updated)).toBeInTheDocument();
    const [sent] = callsTo(fetchMock, UPDATE).map((call) => call.body as Record<string, unknown>);
    expect(sent).not.toHaveProperty('payment_method');
    expect(sent?.shipping_address).toMatchObject({ street_no: '9 Quay Street' });
  });

  it("says 'Order for this request already exists' when the server's error concerns the request", async () => {
    stubUpdate({
      [UPDATE]: () =>
        jsonResponse(
          errorBody({
            code: 'VALIDATION',
            detail: ORDER_MESSAGES.requestNotChangeable,
            field_errors: { request: [ORDER_MESSAGES.requestNotChangeable] },
          }),
          400,
        ),
    });
    const { user, router } = await openUpdate();

    await user.click(screen.getByRole('button', { name: 'Update order' }));
    expect(await screen.findByText(ORDER_MESSAGES.orderExists)).toBeInTheDocument();
    expect(screen.queryByText(ORDER_MESSAGES.provideAll)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update order' })).toBeEnabled();
    expect(router.state.location.pathname).toBe(PATH);
  });

  it("says 'Provide all information properly' for other failures, with the field errors under their fields", async () => {
    stubUpdate({
      [UPDATE]: () =>
        jsonResponse(
          errorBody({
            code: 'VALIDATION',
            detail: 'Check the highlighted fields',
            field_errors: { 'shipping_address.zip_code': [ORDER_MESSAGES.zipCodeTooLong] },
          }),
          400,
        ),
    });
    const { user } = await openUpdate();

    await user.click(screen.getByRole('button', { name: 'Update order' }));
    expect(await screen.findByText(ORDER_MESSAGES.provideAll)).toBeInTheDocument();
    expect(screen.queryByText(ORDER_MESSAGES.orderExists)).not.toBeInTheDocument();
    expect(group('Shipping Details').getByRole('textbox', { name: 'Zip code' })).toHaveAccessibleDescription(
      ORDER_MESSAGES.zipCodeTooLong,
    );
  });

  it('explains that a shipped order can no longer be changed', async () => {
    stubUpdate({ [INFO]: () => jsonResponse(orderDetail({ status: 'shipped', is_editable: false })) });
    renderApp(PATH);

    expect(
      await screen.findByRole('heading', { name: 'This order can no longer be changed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(ORDER_MESSAGES.notEditable)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Billing Details' })).not.toBeInTheDocument();
  });
});
