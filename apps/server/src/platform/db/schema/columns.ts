import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** `created_at` and `updated_at`, both with time zone; `updated_at` is bumped by Drizzle on every update. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** An instant with time zone, nullable until the event happens. */
export function instant() {
  return timestamp({ withTimezone: true });
}

/**
 * The file behind an attachment row, as the upload described it: where `platform/files` keeps it (unique), its name
 * and type as sent, and its size. Request and review attachments share it; each table adds its owner and who may see it.
 */
export function storedFileColumns() {
  return {
    storageKey: text().notNull(),
    originalName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
  };
}
