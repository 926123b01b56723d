import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.ts';
import { positiveIdOf } from './common/ids.ts';

// Which suppliers see and answer a part's requests (docs/spec/marketplace-spec.md §2 'Admin: supplier
// assignment for a part', §7 GET/POST /api/part/supplier/).

/** More suppliers than one part will ever have; bounds the work one request can ask for. */
export const PART_SUPPLIERS_MAX = 500;

export const PART_SUPPLIER_MESSAGES = {
  partIdInvalid: 'Choose a part',
  partNotFound: 'Part not found. It may have been deleted; go back to the part list.',
  supplierIdInvalid: 'Each supplier must be a positive whole number id',
  suppliersInvalid: 'Choose suppliers from the list',
  suppliersDuplicate: 'Choose each supplier once',
  tooManySuppliers: `A part has at most ${PART_SUPPLIERS_MAX} suppliers`,
  notSuppliers: 'Only active supplier accounts can be assigned. Reload the page and choose again.',
  saved: 'Suppliers saved',
} as const;

export const SupplierAccountSchema = z.object({ id: z.number().int(), username: z.string() });
export type SupplierAccount = z.infer<typeof SupplierAccountSchema>;

export const PartSuppliersQuerySchema = z.object({
  part_id: positiveIdOf(PART_SUPPLIER_MESSAGES.partIdInvalid),
});

export const PartSuppliersBodySchema = z.object({
  part_id: positiveIdOf(PART_SUPPLIER_MESSAGES.partIdInvalid),
  suppliers: z
    .array(positiveIdOf(PART_SUPPLIER_MESSAGES.supplierIdInvalid), {
      error: PART_SUPPLIER_MESSAGES.suppliersInvalid,
    })
    .max(PART_SUPPLIERS_MAX, { error: PART_SUPPLIER_MESSAGES.tooManySuppliers })
    .refine((ids) => new Set(ids).size === ids.length, { error: PART_SUPPLIER_MESSAGES.suppliersDuplicate }),
});
export type PartSuppliersBody = z.input<typeof PartSuppliersBodySchema>;

/** `part_suppliers` are the part's assignments; `suppliers` every active supplier account, for the choice. */
export const PartSuppliersResponseSchema = z.object({
  part: z.object({ id: z.number().int(), title: z.string() }),
  part_suppliers: z.array(z.object({ id: z.number().int(), supplier: SupplierAccountSchema })),
  suppliers: z.array(SupplierAccountSchema),
});
export type PartSuppliers = z.infer<typeof PartSuppliersResponseSchema>;

const tags = ['part-suppliers'] as const;

export const getPartSuppliersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/part/supplier/',
  summary: "A part's assigned suppliers and every active supplier account (admin)",
  tags,
  query: PartSuppliersQuerySchema,
  response: PartSuppliersResponseSchema,
});

export const setPartSuppliersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/part/supplier/',
  summary: "Replace a part's assigned suppliers (admin)",
  tags,
  body: PartSuppliersBodySchema,
  response: PartSuppliersResponseSchema,
});
