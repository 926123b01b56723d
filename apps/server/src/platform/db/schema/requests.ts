import type { PartStructure } from '@specsource/contracts/parts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant, storedFileColumns, timestamps } from './columns.ts';
import { parts } from './parts.ts';
import { users } from './users.ts';

export const REQUEST_STATUSES = [
  // A pump search: the customer's own, seen by no supplier or admin until they send it (request-states.ts).
  'draft',
  // A visitor registered in the wizard; suppliers see it once the account is activated.
  'pending_activation',
  'submitted',
  'offered',
  'offers_selected',
  'ordered',
  'completed',
  'cancelled',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const requestStatus = pgEnum('request_status', REQUEST_STATUSES);

/** A customer's request for a part: the filled specification (docs/design.md 'Wire shapes': answer). */
export const requests = pgTable(
  'requests',
  {
    id: serial().primaryKey(),
    // The public, unguessable reference used in URLs and the API (`order_id` on the wire).
    orderId: text().notNull(),
    partId: integer()
      .notNull()
      .references(() => parts.id, { onDelete: 'restrict' }),
    customerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    answer: jsonb().$type<PartStructure>().notNull(),
    comment: text().notNull().default(''),
    quantity: integer().notNull().default(1),
    zipCode: text(),
    status: requestStatus().notNull().default('submitted'),
    // The wizard that made a draft: its searches update that one draft, however often or concurrently sent.
    draftKey: uuid(),
    ...timestamps,
  },
  (t) => [
    unique('requests_order_id_unique').on(t.orderId),
    unique('requests_customer_id_draft_key_unique').on(t.customerId, t.draftKey),
    index('requests_customer_id_created_at_idx').on(t.customerId, t.createdAt),
    index('requests_part_id_created_at_idx').on(t.partId, t.createdAt),
    index('requests_status_idx').on(t.status),
    check('requests_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

export const ATTACHMENT_VISIBILITIES = ['internal', 'assigned_suppliers', 'customer'] as const;
export type AttachmentVisibility = (typeof ATTACHMENT_VISIBILITIES)[number];

export const attachmentVisibility = pgEnum('attachment_visibility', ATTACHMENT_VISIBILITIES);

/** A file sent with a request, kept in the FileStore under a random key. */
export const requestAttachments = pgTable(
  'request_attachments',
  {
    id: serial().primaryKey(),
    requestId: integer()
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    uploadedById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...storedFileColumns(),
    visibility: attachmentVisibility().notNull().default('assigned_suppliers'),
    // Set when the file is removed; the row stays so lists can say 'Attachments were deleted'.
    deletedAt: instant(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    unique('request_attachments_storage_key_unique').on(t.storageKey),
    index('request_attachments_request_id_idx').on(t.requestId),
  ],
);

/** A supplier saying no to a request, with the reason. */
export const requestDeclines = pgTable(
  'request_declines',
  {
    id: serial().primaryKey(),
    requestId: integer()
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    supplierId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    unique('request_declines_request_id_supplier_id_unique').on(t.requestId, t.supplierId),
    index('request_declines_supplier_id_idx').on(t.supplierId),
  ],
);
