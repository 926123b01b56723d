import { integer, pgTable } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { requests } from './requests.ts';
import { users } from './users.ts';

/**
 * When an admin last saved the choice of offers shown for a request. An offer still unshown that came in (or
 * changed) after it puts the request back in the admin's queue; one the admin saw and left out does not.
 */
export const offerSelectionReviews = pgTable('offer_selection_reviews', {
  requestId: integer()
    .primaryKey()
    .references(() => requests.id, { onDelete: 'cascade' }),
  reviewedAt: instant().notNull(),
  reviewedById: integer().references(() => users.id, { onDelete: 'set null' }),
});
