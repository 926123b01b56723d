import { buildPath, getReviewForOrderEndpoint, ORDER_MESSAGES } from '@specsource/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser, errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { onPhone } from '../../../../test/phone.ts';
import { renderApp } from '../../../../test/render.tsx';
import { checkoutQuote, orderReview } from '../test/order-fixtures.ts';

const AUTH = 'GET /api/check-auth/';
const REVIEW = `GET ${buildPath(getReviewForOrderEndpoint.path, { review_id: 8 })}`;
const QUOTE = 'GET /api/checkout-quote/';
const PATH = '/request/41/order_now/8?quantity=3';

const customer = () => jsonResponse(currentUser({ role: 'customer' }));

const rowCell = (name: string) =>
  within(screen.getByRole('table', { name: 'Your order' })).getByRole('cell', { name });

describe('Order now', () => {
  it('shows part, lead time, cost and the subtotal of the asked quantity, recomputed as it changes', async () => {
    stubRoutes({ [AUTH]: customer, [REVIEW]: () => jsonResponse(orderReview()) });
    const { user } = renderApp(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Order now' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Your order' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Part title', 'Lead Time', 'Cost', 'Quantity', 'Subtotal']);
    expect(within(table).getByRole('cell', { name: 'Pump' })).toBeInTheDocument();
    expect(within(table).getByText('3 weeks')).toBeInTheDocument();
    expect(within(table).getByText('$1,250.50')).toBeInTheDocument();
    expect(within(table).getByText('each')).toBeInTheDocument();
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveValue('3');
    expect(rowCell('Subtotal')).toHaveTextContent('$3,751.50');

    await user.clear(quantity);
    await user.type(quantity, '1x0');
    expect(quantity).toHaveValue('10');
    expect(rowCell('Subtotal')).toHaveTextContent('$12,505.00');
  });

  it('on a phone stacks the order in a card: Quantity and Subtotal without a wide table, Check Out full width', async () => {
    onPhone();
    stubRoutes({ [AUTH]: customer, [REVIEW]: () => jsonResponse(orderReview({ cost_unit: 'per unit' })) });
    const { user } = renderApp(PATH);

    const card = await screen.findByRole('region', { name: 'Your order' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Part title', 'Lead Time', 'Cost', 'Subtotal']);
    // 'per unit' as the supplier wrote it, not 'per per unit'.
    expect(within(card).getByText('per unit')).toBeInTheDocument();
    const quantity = within(card).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    // 2 × $1,250.50, by hand.
    expect(within(card).getAllByRole('definition').at(-1)).toHaveTextContent('$2,501.00');
  });

  it('refuses a quantity below 1 with the shared message and does not probe', async () => {
    const fetchMock = stubRoutes({ [AUTH]: customer, [REVIEW]: () => jsonResponse(orderReview()) });
    const { user, router } = renderApp(PATH);

    const quantity = await screen.findByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    expect(rowCell('Subtotal')).toHaveTextContent('—');
    await user.click(screen.getByRole('button', { name: 'Check Out' }));

    expect(screen.getByText(ORDER_MESSAGES.quantityInvalid)).toBeInTheDocument();
    expect(ORDER_MESSAGES.quantityInvalid).toBe('Quantity must be greater than or equal to 1');
    expect(quantity).toHaveAccessibleDescription(ORDER_MESSAGES.quantityInvalid);
    expect(callsTo(fetchMock, QUOTE)).toEqual([]);
    expect(router.state.location.pathname).toBe('/request/41/order_now/8');

    await user.clear(quantity);
    expect(screen.queryByText(ORDER_MESSAGES.quantityInvalid)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check Out' }));
    expect(screen.getByText(ORDER_MESSAGES.quantityInvalid)).toBeInTheDocument();
  });

  it('probes the checkout quote, then opens checkout with request, offer and quantity', async () => {
    const fetchMock = stubRoutes({
      [AUTH]: customer,
      [REVIEW]: () => jsonResponse(orderReview()),
      [QUOTE]: () => jsonResponse(checkoutQuote({ quantity: 5 })),
      'GET /api/payments/config': () =>
        jsonResponse({ provider: 'sandbox', publishable_key: null, test_cards: [] }),
    });
    const { user, router } = renderApp(PATH);

    const quantity = await screen.findByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.click(screen.getByRole('button', { name: 'Check Out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/request-checkout/');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      request_id: '41',
      review_id: '8',
      quantity: '5',
    });
    expect(Object.fromEntries(callsTo(fetchMock, QUOTE)[0]?.url.searchParams ?? [])).toEqual({
      request_id: '41',
      review_id: '8',
      quantity: '5',
    });
  });

  it("shows the server's refusal of the probe and stays", async () => {
    stubRoutes({
      [AUTH]: customer,
      [REVIEW]: () => jsonResponse(orderReview()),
      [QUOTE]: () =>
        jsonResponse(
          errorBody({
            code: 'CONFLICT',
            detail: ORDER_MESSAGES.orderExists,
            field_errors: { request: [ORDER_MESSAGES.orderExists] },
          }),
          409,
        ),
    });
    const { user, router } = renderApp(PATH);

    await user.click(await screen.findByRole('button', { name: 'Check Out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.orderExists);
    expect(router.state.location.pathname).toBe('/request/41/order_now/8');
    expect(screen.getByRole('button', { name: 'Check Out' })).toBeEnabled();
  });

  it('explains an expired offer and offers no Check Out', async () => {
    stubRoutes({ [AUTH]: customer, [REVIEW]: () => jsonResponse(orderReview({ is_expired: true })) });
    renderApp(PATH);

    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.offerExpired);
    expect(screen.queryByRole('button', { name: 'Check Out' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
  });

  it("says an offer that is not the customer's cannot be ordered", async () => {
    stubRoutes({
      [AUTH]: customer,
      [REVIEW]: () =>
        jsonResponse(errorBody({ code: 'NOT_FOUND', detail: ORDER_MESSAGES.notOrderable }), 404),
    });
    renderApp(PATH);

    expect(await screen.findByRole('heading', { name: 'This offer cannot be ordered' })).toBeInTheDocument();
    expect(screen.getByText(ORDER_MESSAGES.notOrderable)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your requests' })).toHaveAttribute(
      'href',
      '/user/requests/',
    );
  });

  it('takes the quantity of the offer when the link has none', async () => {
    stubRoutes({ [AUTH]: customer, [REVIEW]: () => jsonResponse(orderReview({ quantity: 7 })) });
    renderApp('/request/41/order_now/8');
    expect(await screen.findByRole('textbox', { name: 'Quantity' })).toHaveValue('7');
  });
});
