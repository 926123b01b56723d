import { z } from 'zod';
import { AttachmentSchema } from './attachments.ts';
import { positiveMoneySchema } from './common/money.ts';

// A supplier's offer on a request (the spec's 'review': docs/spec/marketplace-spec.md §3 Review — title,
// cost, cost_unit, lead_time, unit, quantity, attachments). Cost is per `cost_unit` of the part; on the wire
// a decimal string (docs/design.md 'Wire shapes'), in minor units inside.

export const LEAD_TIME_UNITS = ['days', 'weeks'] as const;
export type LeadTimeUnit = (typeof LEAD_TIME_UNITS)[number];

export const OFFER_STATUSES = ['submitted', 'selected', 'ordered', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_TITLE_MAX_LENGTH = 255;
export const OFFER_COST_UNIT_MAX_LENGTH = 50;
export const OFFER_NOTES_MAX_LENGTH = 2000;
export const OFFER_QUANTITY_MAX = 1_000_000;
/** Ten years, in either unit. */
export const OFFER_LEAD_TIME_MAX = { days: 3650, weeks: 520 } as const;

export const OFFER_MESSAGES = {
  titleRequired: 'Give the offer a title, e.g. the model you offer',
  titleTooLong: `The title can be at most ${OFFER_TITLE_MAX_LENGTH} characters`,
  costInvalid: 'Enter the cost as a number with at most two decimals, such as 1234.50',
  costNotPositive: 'The cost must be more than 0',
  costUnitRequired: "Say what the cost is per, e.g. 'each'",
  costUnitTooLong: `The cost unit can be at most ${OFFER_COST_UNIT_MAX_LENGTH} characters`,
  leadTimeInvalid: 'Enter the lead time as a whole number of days or weeks (0 or more)',
  leadTimeTooLong: 'The lead time can be at most ten years',
  unitInvalid: "Choose 'days' or 'weeks'",
  quantityInvalid: 'Quantity must be greater than or equal to 1',
  quantityTooLarge: `Quantity can be at most ${OFFER_QUANTITY_MAX.toLocaleString('en-US')}`,
  validUntilInvalid: 'Enter the date the offer is valid until (YYYY-MM-DD)',
  validUntilPast: 'The offer must be valid until today or later',
  notesTooLong: `Notes can be at most ${OFFER_NOTES_MAX_LENGTH} characters`,
  expired: 'This offer has expired. Ask the supplier for a new one.',
  notEditable: 'This offer can no longer be changed: it has been ordered or withdrawn.',
  notFound: 'Offer not found. It may have been withdrawn.',
} as const;

const wholeNumber = (message: string) => z.coerce.number({ error: message }).int({ error: message });

/** What a supplier sends to make or change an offer (JSON, or the text fields of a multipart form). */
export const OfferBodySchema = z
  .object({
    title: z
      .string({ error: OFFER_MESSAGES.titleRequired })
      .trim()
      .min(1, { error: OFFER_MESSAGES.titleRequired })
      .max(OFFER_TITLE_MAX_LENGTH, { error: OFFER_MESSAGES.titleTooLong }),
    cost: positiveMoneySchema({
      invalid: OFFER_MESSAGES.costInvalid,
      notPositive: OFFER_MESSAGES.costNotPositive,
    }),
    cost_unit: z
      .string({ error: OFFER_MESSAGES.costUnitRequired })
      .trim()
      .min(1, { error: OFFER_MESSAGES.costUnitRequired })
      .max(OFFER_COST_UNIT_MAX_LENGTH, { error: OFFER_MESSAGES.costUnitTooLong }),
    lead_time: wholeNumber(OFFER_MESSAGES.leadTimeInvalid).min(0, { error: OFFER_MESSAGES.leadTimeInvalid }),
    unit: z.enum(LEAD_TIME_UNITS, { error: OFFER_MESSAGES.unitInvalid }),
    quantity: wholeNumber(OFFER_MESSAGES.quantityInvalid)
      .min(1, { error: OFFER_MESSAGES.quantityInvalid })
      .max(OFFER_QUANTITY_MAX, { error: OFFER_MESSAGES.quantityTooLarge }),
    valid_until: z.iso.date({ error: OFFER_MESSAGES.validUntilInvalid }),
    notes: z
      .string()
      .trim()
      .max(OFFER_NOTES_MAX_LENGTH, { error: OFFER_MESSAGES.notesTooLong })
      .optional()
      .default(''),
  })
  .refine((body) => body.lead_time <= OFFER_LEAD_TIME_MAX[body.unit], {
    path: ['lead_time'],
    error: OFFER_MESSAGES.leadTimeTooLong,
  });
export type OfferBody = z.input<typeof OfferBodySchema>;

/** An offer as its supplier and admins see it; customers get it only once an admin selected it. */
export const OfferSchema = z.object({
  id: z.number().int(),
  request_id: z.number().int(),
  title: z.string(),
  cost: z.string(),
  currency: z.string(),
  cost_unit: z.string(),
  lead_time: z.number().int(),
  unit: z.enum(LEAD_TIME_UNITS),
  quantity: z.number().int(),
  valid_until: z.string().nullable(),
  notes: z.string(),
  /** 1 for a new offer; each edit adds one (an order records the version it bought). */
  version: z.number().int(),
  status: z.enum(OFFER_STATUSES),
  /** Past `valid_until` by the server's clock: cannot be selected or ordered. */
  is_expired: z.boolean(),
  /** Null for customers: they deal with SpecSource, not with the supplier directly. */
  supplier: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  attachments: z.array(AttachmentSchema),
  created_at: z.string(),
  updated_at: z.string(),
});

/**
 * The terms every view of an offer shows, whoever reads it: what is offered, at what cost and lead time, for what
 * quantity (the one the supplier quoted for), until when, and whether that date has passed. Each view picks these
 * from OfferSchema and adds what its reader may see.
 */
export const OFFER_TERMS = {
  id: true,
  title: true,
  cost: true,
  currency: true,
  cost_unit: true,
  lead_time: true,
  unit: true,
  quantity: true,
  valid_until: true,
  is_expired: true,
} as const;
export type Offer = z.infer<typeof OfferSchema>;
