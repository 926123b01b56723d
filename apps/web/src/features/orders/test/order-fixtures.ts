import type {
  CheckoutQuoteSchema,
  CreateOrderResponseSchema,
  getReviewForOrderEndpoint,
  OrderDetailSchema,
  OrderRowSchema,
  PaymentConfigSchema,
} from '@specsource/contracts';
import type { z } from 'zod';

// Wire bodies typed from the contracts, so a contract change breaks these tests at compile time.
type ReviewBody = z.input<(typeof getReviewForOrderEndpoint)['response']>;
type QuoteBody = z.input<typeof CheckoutQuoteSchema>;
type OrderRowBody = z.input<typeof OrderRowSchema>;
type OrderDetailBody = z.input<typeof OrderDetailSchema>;
type CreatedBody = z.input<typeof CreateOrderResponseSchema>;
type PaymentConfigBody = z.input<typeof PaymentConfigSchema>;

export const CLIENT_SECRET = 'pi_sandbox_0123456789abcdef01234567_secret_89abcdef0123456789abcdef';

export function orderReview(overrides: Partial<ReviewBody> = {}): ReviewBody {
  return {
    id: 8,
    request_id: 41,
    title: 'KP-300 express',
    part_title: 'Pump',
    cost: '1250.50',
    currency: 'USD',
    cost_unit: 'each',
    lead_time: 3,
    unit: 'weeks',
    quantity: 3,
    version: 2,
    valid_until: '2027-01-31',
    is_expired: false,
    ...overrides,
  };
}

export function checkoutQuote(overrides: Partial<QuoteBody> = {}): QuoteBody {
  return {
    request_id: 41,
    request_order_id: 'q7Xk2pLm9Rt4',
    review_id: 8,
    review_version: 2,
    part_title: 'Pump',
    offer_title: 'KP-300 express',
    lead_time: 3,
    unit: 'weeks',
    cost: '1250.50',
    cost_unit: 'each',
    currency: 'USD',
    quantity: 3,
    subtotal: '3751.50',
    tax: '300.12',
    total: '4051.62',
    tax_rate_bps: 800,
    valid_until: '2027-01-31',
    ...overrides,
  };
}

export function sandboxConfig(overrides: Partial<PaymentConfigBody> = {}): PaymentConfigBody {
  return {
    provider: 'sandbox',
    publishable_key: null,
    test_cards: [
      { number: '4242424242424242', outcome: 'succeeds' },
      { number: '4000000000000002', outcome: 'is declined' },
    ],
    ...overrides,
  };
}

export function createdOrder(overrides: Partial<CreatedBody> = {}): CreatedBody {
  return {
    id: 12,
    status: 'pending_payment',
    subtotal: '3751.50',
    tax: '300.12',
    total: '4051.62',
    currency: 'USD',
    payment: { provider: 'sandbox', client_secret: CLIENT_SECRET },
    ...overrides,
  };
}

export function orderRow(overrides: Partial<OrderRowBody> = {}): OrderRowBody {
  return {
    id: 12,
    request_id: 41,
    request_order_id: 'q7Xk2pLm9Rt4',
    part_title: 'Pump',
    offer_title: 'KP-300 express',
    quantity: 3,
    total: '4051.62',
    currency: 'USD',
    status: 'paid',
    payment_status: 'succeeded',
    po_number: 'PO-7781',
    created_at: '2026-11-24T10:15:00.000Z',
    ...overrides,
  };
}

const ADA_ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone_no: '+1 555 0100',
  street_no: '12 Engine Row',
  building_suit_no: 'Suite 4',
  city: 'Austin',
  state: 'TX',
  zip_code: '73301',
};

export function orderDetail(overrides: Partial<OrderDetailBody> = {}): OrderDetailBody {
  return {
    ...orderRow(),
    review_id: 8,
    review_version: 2,
    unit_cost: '1250.50',
    cost_unit: 'each',
    lead_time: 3,
    unit: 'weeks',
    offer_notes: 'Price FOB Chicago',
    subtotal: '3751.50',
    tax: '300.12',
    payment_method: 'credit_card',
    billing_address: { ...ADA_ADDRESS },
    shipping_address: {
      ...ADA_ADDRESS,
      first_name: 'Charles',
      last_name: 'Babbage',
      email: 'charles@example.com',
      street_no: '1 Dock Road',
      building_suit_no: '',
      city: 'Houston',
      zip_code: '77001',
    },
    reference: 'Line 3 refit',
    tracking_carrier: null,
    tracking_number: null,
    paid_at: '2026-11-24T10:16:00.000Z',
    shipped_at: null,
    delivered_at: null,
    cancelled_at: null,
    refunded_at: null,
    updated_at: '2026-11-24T10:16:00.000Z',
    is_editable: true,
    payment: null,
    history: [
      { at: '2026-11-24T10:15:00.000Z', from: null, to: 'pending_payment', by: 'customer', note: null },
      { at: '2026-11-24T10:16:00.000Z', from: 'pending_payment', to: 'paid', by: 'system', note: null },
    ],
    ...overrides,
  };
}
