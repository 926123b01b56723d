import type { OrderDetail, OrderRow } from '@specsource/contracts';

// Wire bodies of one order as the supplier and admin order screens read it, typed from the contracts. (The
// customer's screens have their own story data in features/orders/test/order-fixtures.ts.)

export function orderRow(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id: 17,
    request_id: 5,
    request_order_id: 'ord-AbC123',
    part_title: 'Pump',
    offer_title: 'KP-200 end-suction',
    quantity: 3,
    total: '3703.50',
    currency: 'USD',
    status: 'paid',
    payment_status: 'succeeded',
    po_number: 'PO-2291',
    created_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

const ADDRESS = {
  first_name: 'Priya',
  last_name: 'Nair',
  email: 'priya.nair@example.com',
  phone_no: '+1 555 0103',
  street_no: '400 River Road',
  building_suit_no: 'Pump house 2',
  city: 'Springfield',
  state: 'IL',
  zip_code: '62701',
};

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...orderRow(),
    review_id: 41,
    review_version: 1,
    unit_cost: '1234.50',
    cost_unit: 'each',
    lead_time: 3,
    unit: 'weeks',
    offer_notes: 'Price FOB Chicago',
    subtotal: '3703.50',
    tax: '0.00',
    payment_method: 'stripe',
    billing_address: ADDRESS,
    shipping_address: { ...ADDRESS, street_no: '12 Intake Lane', building_suit_no: '' },
    reference: null,
    tracking_carrier: null,
    tracking_number: null,
    paid_at: '2026-11-20T09:05:00.000Z',
    shipped_at: null,
    delivered_at: null,
    cancelled_at: null,
    refunded_at: null,
    updated_at: '2026-11-20T09:05:00.000Z',
    is_editable: false,
    payment: null,
    history: [
      { at: '2026-11-20T09:00:00.000Z', from: null, to: 'pending_payment', by: 'customer', note: null },
      { at: '2026-11-20T09:05:00.000Z', from: 'pending_payment', to: 'paid', by: 'system', note: null },
    ],
    ...overrides,
  };
}

/** `results` as the one page of a list answer. */
export const listPage = <Row>(results: Row[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});
