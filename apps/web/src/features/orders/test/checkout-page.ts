import { screen, within } from '@testing-library/react';
import { currentUser } from '../../../../test/factories.ts';
import { jsonResponse, type StubRequest, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render.tsx';
import { checkoutQuote, sandboxConfig } from './order-fixtures.ts';

// The checkout page as a customer fills it: shared by the checkout-page-*.test.tsx files.

const AUTH = 'GET /api/check-auth/';
export const QUOTE = 'GET /api/checkout-quote/';
const CONFIG = 'GET /api/payments/config';
export const CREATE = 'POST /api/order/';
export const CONFIRM = 'POST /api/payments/sandbox/confirm';
const ORDERS = 'GET /api/user/orders/';
export const PATH = '/request-checkout/?request_id=41&review_id=8&quantity=3';

type User = ReturnType<typeof renderApp>['user'];
type Handler = (request: StubRequest) => Response | Promise<Response>;

const customer = () => jsonResponse(currentUser({ role: 'customer' }));

export function stubCheckout(routes: Record<string, Handler> = {}) {
  return stubRoutes({
    [AUTH]: customer,
    [QUOTE]: () => jsonResponse(checkoutQuote()),
    [CONFIG]: () => jsonResponse(sandboxConfig()),
    [ORDERS]: () => jsonResponse({ count: 0, next: null, previous: null, results: [] }),
    ...routes,
  });
}

export const group = (name: string) => within(screen.getByRole('group', { name }));
export const TERMS = /^I accept the terms and conditions/;
// The quote's total, $4,051.62, on the button that pays it.
export const PAY = 'Pay $4,051.62';

export async function openCheckout() {
  const view = renderApp(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Checkout' });
  await screen.findByRole('textbox', { name: 'Card number' });
  return view;
}

export async function chooseState(user: User, legend: string, option: string) {
  await user.click(group(legend).getByRole('combobox', { name: 'State' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Replaces the field's text with `text` as one paste: a whole form typed key by key is slow in jsdom. */
export async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

export async function fillAddress(
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

export async function enterCard(user: User, number: string) {
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

export async function acceptTermsAndSubmit(user: User) {
  const terms = screen.getByRole('checkbox', { name: TERMS });
  if (!(terms as HTMLInputElement).checked) {
    await user.click(terms);
  }
  await user.click(screen.getByRole('button', { name: PAY }));
}

// Name, e-mail and phone come from the signed-in customer's profile.
export const ADA_BILLING = {
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
