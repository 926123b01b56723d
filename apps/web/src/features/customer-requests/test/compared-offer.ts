import type { ComparedOffer, CustomerRequestDetail } from '@specsource/contracts';

/** A selected offer as GET /api/user/requests/{order_id}/ answers it. */
export function comparedOffer(overrides: Partial<ComparedOffer> = {}): ComparedOffer {
  return {
    id: 1,
    title: 'KP-200 standard',
    cost: '1250.00',
    currency: 'USD',
    cost_unit: 'each',
    lead_time: 3,
    unit: 'weeks',
    quantity: 1,
    valid_until: '2026-12-31',
    notes: '',
    is_expired: false,
    attachments: [],
    subtotal: '3750.00',
    promised_date: '2026-12-14',
    chosen: false,
    ...overrides,
  };
}

export function customerRequestDetail(overrides: Partial<CustomerRequestDetail> = {}): CustomerRequestDetail {
  return {
    id: 41,
    order_id: 'q7Xk2pLm9Rt4',
    part: { id: 1, title: 'Pump', slug: 'pump' },
    status: 'offers_selected',
    quantity: 3,
    created_at: '2026-11-20T09:30:00.000Z',
    chosen_review_id: null,
    offers: [],
    ...overrides,
  };
}
