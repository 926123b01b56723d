import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant, storedFileColumns, timestamps } from './columns.ts';
import { currencyCode, minorUnits } from './money.ts';
import { requests } from './requests.ts';
import { users } from './users.ts';

export const LEAD_TIME_UNITS = ['days', 'weeks'] as const;
export type LeadTimeUnit = (typeof LEAD_TIME_UNITS)[number];

export const leadTimeUnit = pgEnum('lead_time_unit', LEAD_TIME_UNITS);

export const REVIEW_STATUSES = ['submitted', 'selected', 'ordered', 'withdrawn'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const reviewStatus = pgEnum('review_status', REVIEW_STATUSES);

/** The offer terms a supplier states; shared by the current offer and each of its versions. */
function offerTerms() {
  return {
    title: text().notNull(),
    costMinor: minorUnits().notNull(),
    currency: currencyCode(),
    // What the cost is per: 'each', 'set', 'lot'…
    costUnit: text().notNull(),
    leadTime: integer().notNull(),
    leadTimeUnit: leadTimeUnit().notNull().default('weeks'),
    quantity: integer().notNull().default(1),
    validUntil: date({ mode: 'string' }),
    notes: text().notNull().default(''),
  };
}

/** A supplier's offer on a request (the spec's 'review'). The row holds the current version. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial().primaryKey(),
    requestId: integer()
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    supplierId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    ...offerTerms(),
    version: integer().notNull().default(1),
    status: reviewStatus().notNull().default('submitted'),
    ...timestamps,
  },
  (t) => [
    index('reviews_request_id_idx').on(t.requestId),
    index('reviews_supplier_id_idx').on(t.supplierId),
    check('reviews_cost_positive', sql`${t.costMinor} > 0`),
    check('reviews_lead_time_non_negative', sql`${t.leadTime} >= 0`),
    check('reviews_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

/** Every version of an offer, the current one included; an order points at the version it bought. */
export const reviewVersions = pgTable(
  'review_versions',
  {
    id: serial().primaryKey(),
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    ...offerTerms(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [unique('review_versions_review_id_version_unique').on(t.reviewId, t.version)],
);

/** A file attached to an offer. */
export const reviewAttachments = pgTable(
  'review_attachments',
  {
    id: serial().primaryKey(),
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    uploadedById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...storedFileColumns(),
    deletedAt: instant(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    unique('review_attachments_storage_key_unique').on(t.storageKey),
    index('review_attachments_review_id_idx').on(t.reviewId),
  ],
);

/**
 * Offers an admin chose to show the customer; only these are ever shown.
 * `chosenAt` marks the one the customer then picked (`POST /api/selected-review-id/`).
 */
export const selectedReviews = pgTable(
  'selected_reviews',
  {
    id: serial().primaryKey(),
    requestId: integer()
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    selectedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant().notNull().defaultNow(),
    chosenAt: instant(),
  },
  (t) => [
    unique('selected_reviews_request_id_review_id_unique').on(t.requestId, t.reviewId),
    index('selected_reviews_review_id_idx').on(t.reviewId),
    uniqueIndex('selected_reviews_one_chosen_per_request')
      .on(t.requestId)
      .where(sql`${t.chosenAt} is not null`),
  ],
);
