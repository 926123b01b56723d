import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { partTypes } from './parts.ts';
import { users } from './users.ts';

/**
 * Who asked to hear when a coming-soon part type's instant results launch: an e-mail per type, once (any case).
 * `userId` is the signed-in customer who asked; null for a visitor.
 */
export const launchNotifications = pgTable(
  'launch_notifications',
  {
    id: serial().primaryKey(),
    partTypeId: integer()
      .notNull()
      .references(() => partTypes.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('launch_notifications_part_type_email_unique').on(t.partTypeId, sql`lower(${t.email})`),
    index('launch_notifications_user_id_idx').on(t.userId),
  ],
);
