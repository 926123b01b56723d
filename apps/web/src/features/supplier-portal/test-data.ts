import type {
  Attachment,
  Offer,
  PartStructure,
  SupplierRequestDetail,
  SupplierRequestRow,
} from '@specsource/contracts';

// Wire bodies for the supplier portal's tests, typed from the contracts.

export function attachment(overrides: Partial<Attachment> = {}): Attachment {
  const id = overrides.id ?? 31;
  return {
    id,
    name: 'datasheet.pdf',
    size: 2048,
    content_type: 'application/pdf',
    url: `/api/files/request-attachments/${id}`,
    deleted: false,
    created_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function supplierRequestRow(overrides: Partial<SupplierRequestRow> = {}): SupplierRequestRow {
  return {
    id: 5,
    order_id: 'ord-AbC123',
    part: { id: 1, title: 'Pump' },
    quantity: 3,
    zip_code: '30301',
    status: 'submitted',
    created_at: '2026-11-20T09:00:00.000Z',
    my_offer_count: 0,
    declined: false,
    attachments: [],
    ...overrides,
  };
}

export const ANSWER: PartStructure = {
  id: 1,
  slug: 'pump',
  title: 'Pump',
  description: '',
  part_type: 'pump',
  partclassification_set: [
    {
      id: 10,
      classification: { id: 3, title: 'Duty point' },
      is_optional: false,
      partclassificationattribute_set: [
        {
          id: 100,
          is_optional: false,
          attribute: {
            id: 7,
            title: 'Flow rate',
            type: 'number',
            options: [],
            unit: [{ id: 1, title: 'gpm' }],
            value: 500,
            unit_value: 'gpm',
          },
        },
      ],
    },
  ],
};

export function offer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 41,
    request_id: 5,
    title: 'KP-200',
    cost: '1234.50',
    currency: 'USD',
    cost_unit: 'each',
    lead_time: 3,
    unit: 'weeks',
    quantity: 3,
    valid_until: '2099-12-31',
    notes: '',
    version: 1,
    status: 'submitted',
    is_expired: false,
    supplier: { id: 2, username: 'keystone-pump' },
    attachments: [],
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export function supplierRequestDetail(overrides: Partial<SupplierRequestDetail> = {}): SupplierRequestDetail {
  const { my_offer_count: _count, declined: _declined, ...row } = supplierRequestRow();
  return {
    ...row,
    answer: ANSWER,
    comment: 'Stainless impeller please',
    my_offers: [],
    declined: null,
    can_offer: true,
    ...overrides,
  };
}

export const page = <Row>(results: Row[]) => ({ count: results.length, next: null, previous: null, results });
