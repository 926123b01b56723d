import type { AdminAttributeSchema, TaxonomyItemSchema } from '@specsource/contracts';
import type { z } from 'zod';

// Wire bodies typed from the contracts, so a contract change breaks these tests at compile time.
type TaxonomyItemBody = z.input<typeof TaxonomyItemSchema>;
type AdminAttributeBody = z.input<typeof AdminAttributeSchema>;

export const GPM = { id: 11, title: 'gpm' };
export const M3H = { id: 12, title: 'm3/h' };
export const FT = { id: 13, title: 'ft' };

export function taxonomyItem(overrides: Partial<TaxonomyItemBody> = {}): TaxonomyItemBody {
  return { id: 1, title: 'Pump', ...overrides };
}

export function adminAttribute(overrides: Partial<AdminAttributeBody> = {}): AdminAttributeBody {
  return {
    id: 21,
    classification_id: 1,
    title: 'Flow',
    type: 'number',
    options: [],
    unit: [GPM, M3H],
    min_value: 0,
    max_value: 5000,
    min_exclusive: false,
    max_exclusive: false,
    key: null,
    option_keys: [],
    ...overrides,
  };
}
