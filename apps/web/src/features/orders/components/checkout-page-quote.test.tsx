import { ORDER_MESSAGES } from '@specsource/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../../test/factories.ts';
import { jsonResponse } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render.tsx';
import { openCheckout, PATH, PAY, QUOTE, stubCheckout, TERMS } from '../test/checkout-page.ts';

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
