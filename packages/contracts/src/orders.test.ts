import { describe, expect, it } from 'vitest';
import {
  BillingAddressSchema,
  CreateOrderBodySchema,
  ORDER_MESSAGES,
  ShippingAddressSchema,
  SupplierOrderStatusBodySchema,
} from './orders.ts';
import { passesLuhn, SANDBOX_TEST_CARDS, SandboxConfirmBodySchema } from './payments.ts';
import { US_STATES } from './us-states.ts';

function fieldErrorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const ADDRESS = {
  first_name: 'Grace',
  email: 'grace@example.com',
  street_no: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  zip_code: '94105',
};

describe('checkout addresses (docs/spec/marketplace-spec.md §5)', () => {
  it('names the billing and the shipping fields with their own texts', () => {
    const empty = { first_name: '', email: '', street_no: '', city: '', zip_code: '' };
    expect(fieldErrorsOf(BillingAddressSchema.safeParse(empty))).toEqual({
      first_name: 'This first name is required',
      email: 'This email is required',
      street_no: 'This street no is required',
      city: 'This city field is required',
      state: 'Billing state is required',
      zip_code: 'This zip code is required',
    });
    expect(fieldErrorsOf(ShippingAddressSchema.safeParse(empty))).toMatchObject({
      street_no: 'This field is required',
      city: 'This city is required',
      state: 'Shipping state is required',
    });
  });

  it('keeps 255 characters for names and streets and 100 for the zip code', () => {
    expect(BillingAddressSchema.safeParse({ ...ADDRESS, city: 'x'.repeat(255) }).success).toBe(true);
    expect(fieldErrorsOf(BillingAddressSchema.safeParse({ ...ADDRESS, city: 'x'.repeat(256) }))).toEqual({
      city: ORDER_MESSAGES.tooLong,
    });
    expect(fieldErrorsOf(BillingAddressSchema.safeParse({ ...ADDRESS, zip_code: '9'.repeat(101) }))).toEqual({
      zip_code: ORDER_MESSAGES.zipCodeTooLong,
    });
  });

  it('takes the 50 states, DC and the eight territories the spec lists, by abbreviation', () => {
    expect(US_STATES).toHaveLength(59);
    expect(new Set(US_STATES.map((state) => state.abbreviation)).size).toBe(59);
    for (const territory of ['AS', 'FM', 'GU', 'MH', 'MP', 'PW', 'PR', 'VI', 'DC']) {
      expect(BillingAddressSchema.safeParse({ ...ADDRESS, state: territory }).success, territory).toBe(true);
    }
    expect(BillingAddressSchema.safeParse({ ...ADDRESS, state: 'California' }).success).toBe(false);
  });
});

describe('the order body', () => {
  const body = {
    request: 4,
    review: 8,
    review_version: 1,
    quantity: '3',
    billing_address: ADDRESS,
    shipping_address: ADDRESS,
    payment_method: 'stripe',
  };

  it('drops the amounts, user and unit a client sends: the server computes money', () => {
    const parsed = CreateOrderBodySchema.parse({
      ...body,
      subtotal: '0.01',
      total: '0.01',
      tax: '0',
      user: 1,
      unit: 'x',
    });
    expect(parsed).not.toHaveProperty('subtotal');
    expect(parsed).not.toHaveProperty('total');
    expect(parsed).not.toHaveProperty('user');
    expect(parsed.quantity).toBe(3);
    expect(parsed.po_number).toBeNull();
  });

  it.each([
    [0, ORDER_MESSAGES.quantityInvalid],
    [2.5, ORDER_MESSAGES.quantityInvalid],
    [1e30, ORDER_MESSAGES.quantityTooLarge],
  ])('refuses the quantity %s with one message', (quantity, message) => {
    const result = CreateOrderBodySchema.safeParse({ ...body, quantity });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it("needs the payment method ('Payment method is required')", () => {
    const { payment_method: _method, ...withoutMethod } = body;
    expect(fieldErrorsOf(CreateOrderBodySchema.safeParse(withoutMethod))).toEqual({
      payment_method: 'Payment method is required',
    });
  });
});

describe('a supplier shipping an order', () => {
  it('needs the carrier and the tracking number, and only for shipped', () => {
    expect(fieldErrorsOf(SupplierOrderStatusBodySchema.safeParse({ status: 'shipped' }))).toEqual({
      tracking_carrier: ORDER_MESSAGES.trackingRequired,
      tracking_number: ORDER_MESSAGES.trackingRequired,
    });
    expect(SupplierOrderStatusBodySchema.safeParse({ status: 'delivered' }).success).toBe(true);
  });
});

describe('sandbox cards', () => {
  it("passes Luhn's check for the three test cards and fails a mistyped digit", () => {
    for (const number of Object.values(SANDBOX_TEST_CARDS)) {
      expect(passesLuhn(number), number).toBe(true);
    }
    // 4242 4242 4242 4241: the last digit changed by one.
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('reads a number typed with spaces, and refuses letters', () => {
    const card = {
      client_secret: 's',
      card_number: '4242 4242 4242 4242',
      exp_month: '12',
      exp_year: '2030',
      cvc: '123',
    };
    expect(SandboxConfirmBodySchema.parse(card).card_number).toBe('4242424242424242');
    expect(fieldErrorsOf(SandboxConfirmBodySchema.safeParse({ ...card, card_number: '4242 abcd' }))).toEqual({
      card_number: 'Your card number is invalid.',
    });
  });
});
