import { ORDER_MESSAGES, OrderDetailSchema } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { orderDetail } from '../test/order-fixtures.ts';
import {
  type AddressValues,
  checkOrderForm,
  emptyOrderForm,
  errorsOfCheck,
  type OrderFormValues,
  orderFormOf,
  placeServerErrors,
} from './order-form.ts';

const filled = (state: string | null): AddressValues => ({
  first_name: 'Ada',
  last_name: '',
  email: 'ada@example.com',
  phone_no: '',
  street_no: '12 Engine Row',
  building_suit_no: '',
  city: 'Austin',
  state,
  zip_code: '73301',
});

const form = (overrides: Partial<OrderFormValues>): OrderFormValues => ({
  ...emptyOrderForm(),
  ...overrides,
});

describe('checkOrderForm', () => {
  it("reports every field rule first, with billing's and shipping's own messages, and no state yet", () => {
    const check = checkOrderForm(form({ billing: { ...filled(null), email: 'not-an-email', city: ' ' } }));
    expect(check).toEqual({
      kind: 'fields',
      errors: {
        'billing.email': ORDER_MESSAGES.emailInvalid,
        'billing.city': ORDER_MESSAGES.billingCityRequired,
        'shipping.first_name': ORDER_MESSAGES.firstNameRequired,
        'shipping.email': ORDER_MESSAGES.emailRequired,
        'shipping.street_no': ORDER_MESSAGES.shippingStreetRequired,
        'shipping.city': ORDER_MESSAGES.shippingCityRequired,
        'shipping.zip_code': ORDER_MESSAGES.zipCodeRequired,
      },
    });
  });

  it('then the billing state, then the shipping state (docs/spec/marketplace-spec.md §5 order of checks)', () => {
    const noStates = checkOrderForm(form({ billing: filled(null), shipping: filled(null) }));
    expect(noStates).toEqual({
      kind: 'billing_state',
      path: 'billing.state',
      message: 'Billing state is required',
    });
    expect(errorsOfCheck(noStates)).toEqual({ 'billing.state': 'Billing state is required' });

    const noShippingState = checkOrderForm(form({ billing: filled('TX'), shipping: filled(null) }));
    expect(errorsOfCheck(noShippingState)).toEqual({ 'shipping.state': 'Shipping state is required' });

    const ok = checkOrderForm(form({ billing: filled('TX'), shipping: filled('CA'), po_number: ' PO-1 ' }));
    expect(ok).toMatchObject({
      kind: 'ok',
      billing: { state: 'TX', last_name: '' },
      shipping: { state: 'CA' },
      po_number: 'PO-1',
      reference: null,
    });
    expect(errorsOfCheck(ok)).toEqual({});
  });

  it("uses the billing address for shipping when 'Same as billing address' is ticked", () => {
    const check = checkOrderForm(form({ billing: filled('TX'), same_as_billing: true }));
    expect(check).toMatchObject({ kind: 'ok', shipping: { city: 'Austin', state: 'TX' } });
    // Only billing's messages: the hidden shipping fields show nothing.
    expect(checkOrderForm(form({ billing: filled(null), same_as_billing: true }))).toMatchObject({
      kind: 'billing_state',
    });
  });

  it('checks the PO number and reference lengths among the field rules', () => {
    const check = checkOrderForm(
      form({ billing: filled(null), shipping: filled(null), po_number: 'x'.repeat(101) }),
    );
    expect(check).toEqual({ kind: 'fields', errors: { po_number: ORDER_MESSAGES.poNumberTooLong } });
  });
});

describe('orderFormOf', () => {
  it('prefills from an order, an empty state left unchosen', () => {
    const order = OrderDetailSchema.parse(
      orderDetail({ po_number: null, shipping_address: { ...orderDetail().shipping_address, state: '' } }),
    );
    const values = orderFormOf(order);
    expect(values.billing).toMatchObject({ first_name: 'Ada', state: 'TX', building_suit_no: 'Suite 4' });
    expect(values.shipping.state).toBeNull();
    expect(values.po_number).toBe('');
    expect(values.reference).toBe('Line 3 refit');
  });
});

describe('placeServerErrors', () => {
  it('puts address keys under their fields and reports the request and the rest', () => {
    const placed = placeServerErrors(
      {
        'billing_address.city': ['This city field is required'],
        'shipping_address.zip_code': ['This zip code is required'],
        po_number: ['Too long'],
        request: [ORDER_MESSAGES.orderExists],
        review_version: [ORDER_MESSAGES.reviewVersionInvalid],
      },
      { sameAsBilling: false },
    );
    expect(placed).toEqual({
      errors: {
        'billing.city': 'This city field is required',
        'shipping.zip_code': 'This zip code is required',
        po_number: 'Too long',
      },
      unplaced: [ORDER_MESSAGES.reviewVersionInvalid],
      concernsRequest: true,
    });
  });

  it('shows a shipping message under billing when shipping is copied from it', () => {
    expect(
      placeServerErrors({ 'shipping_address.city': ['This city is required'] }, { sameAsBilling: true })
        .errors,
    ).toEqual({ 'billing.city': 'This city is required' });
  });
});
