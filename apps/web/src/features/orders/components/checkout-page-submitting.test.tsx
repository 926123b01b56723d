import {
  IDEMPOTENCY_KEY_HEADER,
  ORDER_CREATED_REDIRECT_MS,
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
} from '@specsource/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, pending } from '../../../../test/fetch-stub.ts';
import {
  ADA_BILLING,
  acceptTermsAndSubmit,
  CONFIRM,
  CREATE,
  chooseState,
  enterCard,
  fill,
  fillAddress,
  group,
  openCheckout,
  PAY,
  stubCheckout,
} from '../test/checkout-page.ts';
import { CLIENT_SECRET, createdOrder } from '../test/order-fixtures.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('Checkout', () => {
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
});
