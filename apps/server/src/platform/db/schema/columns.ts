import { timestamp } from 'drizzle-orm/pg-core';

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
