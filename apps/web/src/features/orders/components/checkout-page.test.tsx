import {
  IDEMPOTENCY_KEY_HEADER,
  ORDER_CREATED_REDIRECT_MS,
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
} from '@specsource/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUser, errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, pending, type StubRequest, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render.tsx';
import { CLIENT_SECRET, checkoutQuote, createdOrder, sandboxConfig } from '../test/order-fixtures.ts';

const AUTH = 'GET /api/check-auth/';
const QUOTE = 'GET /api/checkout-quote/';
const CONFIG = 'GET /api/payments/config';
const CREATE = 'POST /api/order/';
const CONFIRM = 'POST /api/payments/sandbox/confirm';
const ORDERS = 'GET /api/user/orders/';
const PATH = '/request-checkout/?request_id=41&review_id=8&quantity=3';

type User = ReturnType<typeof renderApp>['user'];
type Handler = (request: StubRequest) => Response | Promise<Response>;

const customer = () => jsonResponse(currentUser({ role: 'customer' }));

function stubCheckout(routes: Record<string, Handler> = {}) {
  return stubRoutes({
    [AUTH]: customer,
    [QUOTE]: () => jsonResponse(checkoutQuote()),
    [CONFIG]: () => jsonResponse(sandboxConfig()),
    [ORDERS]: () => jsonResponse({ count: 0, next: null, previous: null, results: [] }),
    ...routes,
  });
}

const group = (name: string) => within(screen.getByRole('group', { name }));
const TERMS = /^I accept the terms and conditions/;
// The quote's total, $4,051.62, on the button that pays it.
const PAY = 'Pay $4,051.62';

async function openCheckout() {
  const view = renderApp(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  await screen.findByRole('textbox', { name: 'Card number' });
  return view;
}

async function chooseState(user: User, legend: string, option: string) {
  await user.click(group(legend).getByRole('combobox', { name: 'State' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Replaces the field's text with `text` as one paste: a whole form typed key by key is slow in jsdom. */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

async function fillAddress(
  user: User,
  legend: string,
  { city = 'Austin', state }: { city?: string; state?: string },
) {
  const fields = group(legend);
  await fill(user, fields.getByRole('textbox', { name: 'First name' }), 'Ada');
  await fill(user, fields.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await fill(user, fields.getByRole('textbox', { name: 'Street' }), '12 Engine Row');
  await fill(user, fields.getByRole('textbox', { name: 'City' }), city);
  await fill(user, fields.getByRole('textbox', { name: 'Zip code' }), '73301');
  if (state !== undefined) {
    await chooseState(user, legend, state);
  }
}

async function enterCard(user: User, number: string) {
  const card = screen.getByRole('textbox', { name: 'Card number' });
  await user.clear(card);
  await fill(user, card, number);
  for (const [name, value] of [
    ['Expiry month', '12'],
    ['Expiry year', '34'],
    ['CVC', '123'],
  ] as const) {
    const input = screen.getByRole('textbox', { name });
    if ((input as HTMLInputElement).value === '') {
      await fill(user, input, value);
    }
  }
}

async function acceptTermsAndSubmit(user: User) {
  const terms = screen.getByRole('checkbox', { name: TERMS });
  if (!(terms as HTMLInputElement).checked) {
    await user.click(terms);
  }
  await user.click(screen.getByRole('button', { name: PAY }));
}

// Name, e-mail and phone come from the signed-in customer's profile.
const ADA_BILLING = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone_no: '+1 555 0100',
  street_no: '12 Engine Row',
  building_suit_no: '',
  city: 'Austin',
  state: 'TX',
  zip_code: '73301',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('Checkout', () => {
  it("shows the server's quote as the Order Summary, the sandbox's test cards, and reveals Pay with the terms", async () => {
    stubCheckout();
    const { user } = await openCheckout();

    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    // Tax 8 %: a figure only the server knows; the page shows its numbers, not its own sums.
    expect(summary.getByText('Quantity').nextSibling).toHaveTextContent('3');
    expect(summary.getByText('Subtotal').nextSibling).toHaveTextContent('$3,751.50');
    expect(summary.getByText('Tax').nextSibling).toHaveTextContent('$300.12');
    expect(summary.getByText('Total').nextSibling).toHaveTextContent('$4,051.62');
    expect(screen.getByText('4242 4242 4242 4242')).toBeInTheDocument();

    expect(screen.queryByRole('button', { name: PAY })).not.toBeInTheDocument();
    const terms = screen.getByRole('link', { name: /^terms and conditions\s*\(opens in a new tab\)$/ });
    expect(terms).toHaveAttribute('href', '/terms/');
    expect(terms).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('checkbox', { name: TERMS }));
    expect(screen.getByRole('button', { name: PAY })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: TERMS }));
    expect(screen.queryByRole('button', { name: PAY })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/request/41/order_now/8?quantity=3',
    );
  });

  // The order of checks on submit: docs/spec/marketplace-spec.md §5.
  it('checks field rules, then the billing state, then the shipping state, then the card', async () => {
    const fetchMock = stubCheckout();
    const { user } = await openCheckout();
    const billing = () => group('Billing Details');
    const shipping = () => group('Shipping Details');
    // The profile fills the billing name and e-mail; emptied, their rules show.
    expect(billing().getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await user.clear(billing().getByRole('textbox', { name: 'First name' }));
    await user.clear(billing().getByRole('textbox', { name: 'Email' }));

    await acceptTermsAndSubmit(user);
    expect(billing().getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      ORDER_MESSAGES.firstNameRequired,
    );
    expect(billing().getByText(ORDER_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(billing().getByText('This street no is required')).toBeInTheDocument();
    expect(billing().getByText('This city field is required')).toBeInTheDocument();
    expect(billing().getByText('This zip code is required')).toBeInTheDocument();
    expect(shipping().getByText('This field is required')).toBeInTheDocument();
    expect(shipping().getByText('This city is required')).toBeInTheDocument();
    expect(screen.queryByText(ORDER_MESSAGES.billingStateRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(ORDER_MESSAGES.payFirst)).not.toBeInTheDocument();
    expect(billing().getByRole('textbox', { name: 'First name' })).toHaveFocus();

    await fillAddress(user, 'Billing Details', {});
    await fillAddress(user, 'Shipping Details', { city: 'Houston' });
    await user.clear(billing().getByRole('textbox', { name: 'Email' }));
    await fill(user, billing().getByRole('textbox', { name: 'Email' }), 'ada@');
    await user.click(screen.getByRole('button', { name: PAY }));
    expect(billing().getByText(ORDER_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.queryByText(ORDER_MESSAGES.billingStateRequired)).not.toBeInTheDocument();

    await fill(user, billing().getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: PAY }));
    expect(billing().getByText('Billing state is required')).toBeInTheDocument();
    expect(screen.queryByText('Shipping state is required')).not.toBeInTheDocument();
    expect(screen.queryByText(ORDER_MESSAGES.payFirst)).not.toBeInTheDocument();

    await chooseState(user, 'Billing Details', 'Texas (TX)');
    await user.click(screen.getByRole('button', { name: PAY }));
    expect(shipping().getByText('Shipping state is required')).toBeInTheDocument();
    expect(screen.queryByText('Billing state is required')).not.toBeInTheDocument();
    expect(screen.queryByText(ORDER_MESSAGES.payFirst)).not.toBeInTheDocument();

    await chooseState(user, 'Shipping Details', 'Texas (TX)');
    await user.click(screen.getByRole('button', { name: PAY }));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(
      'Please make payment first',
    );
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveFocus();

    await fill(user, screen.getByRole('textbox', { name: 'Card number' }), '4242424242424241');
    await user.click(screen.getByRole('button', { name: PAY }));
    expect(screen.getByText(PAYMENT_MESSAGES.cardNumberInvalid)).toBeInTheDocument();

    expect(callsTo(fetchMock, CREATE)).toEqual([]);
    expect(callsTo(fetchMock, CONFIRM)).toEqual([]);
  });

  it("copies billing into shipping with 'Same as billing address', hiding the shipping fields", async () => {
    const fetchMock = stubCheckout({
      [CREATE]: () => jsonResponse(createdOrder(), 201),
      [CONFIRM]: () =>
        jsonResponse({ status: 'succeeded', message: PAYMENT_MESSAGES.succeeded, order_id: 12 }),
    });
    const { user } = await openCheckout();

    await fillAddress(user, 'Billing Details', { state: 'Texas (TX)' });
    const sameAsBilling = screen.getByRole('checkbox', { name: 'Same as billing address' });
    await user.click(sameAsBilling);
    expect(group('Shipping Details').queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
    // Unticked again: the shipping fields come back holding the copy.
    await user.click(sameAsBilling);
    expect(group('Shipping Details').getByRole('textbox', { name: 'City' })).toHaveValue('Austin');
    await user.click(sameAsBilling);
    await enterCard(user, '4242424242424242');
    await acceptTermsAndSubmit(user);

    await waitFor(() => expect(callsTo(fetchMock, CREATE)).toHaveLength(1));
    expect(callsTo(fetchMock, CREATE)[0]?.body).toMatchObject({
      billing_address: ADA_BILLING,
      shipping_address: ADA_BILLING,
    });
  });

  it('creates the order with an Idempotency-Key and no amounts, pays it, toasts and goes to /user/orders/ after 3 s', async () => {
    const fetchMock = stubCheckout({
      [CREATE]: () => jsonResponse(createdOrder(), 201),
      [CONFIRM]: () =>
        jsonResponse({ status: 'succeeded', message: PAYMENT_MESSAGES.succeeded, order_id: 12 }),
    });
    const { user, router } = await openCheckout();

    await fillAddress(user, 'Billing Details', { state: 'Texas (TX)' });
    await fillAddress(user, 'Shipping Details', { city: 'Houston', state: 'California (CA)' });
    await fill(user, screen.getByRole('textbox', { name: 'PO number' }), 'PO-7781');
    await enterCard(user, '4242424242424242');
    // Faked from here on, so the test decides when the 3 s have passed (the fill above stays on real time).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await acceptTermsAndSubmit(user);

    expect(await screen.findByText(ORDER_MESSAGES.submitted)).toBeInTheDocument();
    const [create] = callsTo(fetchMock, CREATE);
    expect(create?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(create?.body).toEqual({
      request: 41,
      review: 8,
      review_version: 2,
      quantity: 3,
      billing_address: ADA_BILLING,
      // The shipping address has no profile to start from: only what was typed.
      shipping_address: { ...ADA_BILLING, last_name: '', phone_no: '', city: 'Houston', state: 'CA' },
      payment_method: 'stripe',
      po_number: 'PO-7781',
    });
    expect(callsTo(fetchMock, CONFIRM).map((call) => call.body)).toEqual([
      {
        client_secret: CLIENT_SECRET,
        card_number: '4242424242424242',
        exp_month: '12',
        exp_year: '2034',
        cvc: '123',
      },
    ]);
    // docs/spec/marketplace-spec.md §4 — a spinner replaces Next.
    expect(screen.getByRole('status', { name: 'Submitting your order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PAY })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(ORDER_CREATED_REDIRECT_MS - 500));
    expect(router.state.location.pathname).toBe('/request-checkout/');
    act(() => vi.advanceTimersByTime(500));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/orders/'));
  });

  it('shows a declined card under the card, keeps the order and confirms the same one on retry', async () => {
    let attempts = 0;
    const fetchMock = stubCheckout({
      [CREATE]: () => jsonResponse(createdOrder(), 201),
      [CONFIRM]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ status: 'declined', message: PAYMENT_MESSAGES.declined, order_id: 12 })
          : jsonResponse({ status: 'succeeded', message: PAYMENT_MESSAGES.succeeded, order_id: 12 });
      },
    });
    const { user } = await openCheckout();

    await fillAddress(user, 'Billing Details', { state: 'Texas (TX)' });
    await user.click(screen.getByRole('checkbox', { name: 'Same as billing address' }));
    await enterCard(user, '4000000000000002');
    await acceptTermsAndSubmit(user);

    expect(await screen.findByText(PAYMENT_MESSAGES.declined)).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Order #12 is placed and waits for payment')).toBeInTheDocument();
    expect(group('Billing Details').getByRole('textbox', { name: 'First name' })).toBeDisabled();
    expect(screen.queryByText(ORDER_MESSAGES.submitted)).not.toBeInTheDocument();

    await enterCard(user, '4242424242424242');
    expect(screen.queryByText(PAYMENT_MESSAGES.declined)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PAY }));

    expect(await screen.findByText(ORDER_MESSAGES.submitted)).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(1);
    expect(
      callsTo(fetchMock, CONFIRM).map((call) => (call.body as { card_number: string }).card_number),
    ).toEqual(['4000000000000002', '4242424242424242']);
    expect(
      new Set(
        callsTo(fetchMock, CONFIRM).map((call) => (call.body as { client_secret: string }).client_secret),
      ),
    ).toEqual(new Set([CLIENT_SECRET]));
  });

  it("shows the server's field errors under their fields and toasts its detail and 'Provide all information properly'", async () => {
    const fetchMock = stubCheckout({
      [CREATE]: () =>
        jsonResponse(
          errorBody({
            code: 'VALIDATION',
            detail: 'Check the highlighted fields',
            field_errors: { 'billing_address.city': ['This city field is required'] },
          }),
          400,
        ),
    });
    const { user } = await openCheckout();

    await fillAddress(user, 'Billing Details', { state: 'Texas (TX)' });
    await user.click(screen.getByRole('checkbox', { name: 'Same as billing address' }));
    await enterCard(user, '4242424242424242');
    await acceptTermsAndSubmit(user);

    expect(await screen.findByText(ORDER_MESSAGES.provideAll)).toBeInTheDocument();
    expect(screen.getByText('Check the highlighted fields')).toBeInTheDocument();
    expect(group('Billing Details').getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription(
      'This city field is required',
    );
    expect(screen.getByRole('button', { name: PAY })).toBeEnabled();
    expect(callsTo(fetchMock, CONFIRM)).toEqual([]);
    expect(group('Billing Details').getByRole('textbox', { name: 'First name' })).toBeEnabled();
  });

  it('says when the request has its order already, and points to the orders', async () => {
    const fetchMock = stubCheckout({
      [CREATE]: () =>
        jsonResponse(
          errorBody({
            code: 'CONFLICT',
            detail: ORDER_MESSAGES.orderExists,
            field_errors: { request: [ORDER_MESSAGES.orderExists] },
          }),
          409,
        ),
    });
    const { user } = await openCheckout();

    await fillAddress(user, 'Billing Details', { state: 'Texas (TX)' });
    await user.click(screen.getByRole('checkbox', { name: 'Same as billing address' }));
    await enterCard(user, '4242424242424242');
    await acceptTermsAndSubmit(user);

    // docs/spec/marketplace-spec.md §8 — the detail, and always 'Provide all information properly'.
    expect(await screen.findByText(ORDER_MESSAGES.provideAll)).toBeInTheDocument();
    expect(screen.getAllByText(ORDER_MESSAGES.orderExists).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('link', { name: 'your orders' })).toHaveAttribute('href', '/user/orders/');
    expect(callsTo(fetchMock, CONFIRM)).toEqual([]);
  });

  it('sends nothing more on a second click while the order is on its way', async () => {
    const fetchMock = stubCheckout({ [CREATE]: () => pending() });
    const { user } = await openCheckout();

    await fillAddress(user, 'Billing Details', { state: 'Texas (TX)' });
    await user.click(screen.getByRole('checkbox', { name: 'Same as billing address' }));
    await enterCard(user, '4242424242424242');
    await acceptTermsAndSubmit(user);

    expect(await screen.findByRole('status', { name: 'Submitting your order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PAY })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(1);
  });

  it('explains a refused quote (an order exists already, or the offer expired) instead of the form', async () => {
    stubCheckout({
      [QUOTE]: () => jsonResponse(errorBody({ code: 'CONFLICT', detail: ORDER_MESSAGES.offerExpired }), 409),
    });
    renderApp(PATH);

    expect(await screen.findByRole('heading', { name: 'This offer cannot be ordered' })).toBeInTheDocument();
    expect(screen.getByText(ORDER_MESSAGES.offerExpired)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Billing Details' })).not.toBeInTheDocument();
  });

  it('says an incomplete link is incomplete', async () => {
    stubCheckout();
    renderApp('/request-checkout/?request_id=41');
    expect(
      await screen.findByRole('heading', { name: 'This checkout link is incomplete' }),
    ).toBeInTheDocument();
  });
});
