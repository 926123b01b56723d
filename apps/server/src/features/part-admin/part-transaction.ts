import { PART_ADMIN_MESSAGES } from '@specsource/contracts';
import type { Database, DatabaseOrTransaction } from '../../platform/db/database.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors/app-error.ts';

const SLUG_CONSTRAINTS = ['parts_slug_unique', 'part_slug_history_slug_unique'] as const;

/** Each failed attempt lost to a save that committed; five covers five admins saving one title at once. */
export const PART_SAVE_ATTEMPTS = 5;

function isSlugCollision(error: unknown): boolean {
  return SLUG_CONSTRAINTS.some((constraint) => isUniqueViolation(error, constraint));
}

/**
 * Runs `save` again while a concurrent save took the slug it picked (the unique constraints are the only
 * safe check), then answers 409. A classification or attribute deleted meanwhile (foreign key) is a 409 too.
 */
export async function retryOnSlugCollision<T>(
  save: () => Promise<T>,
  attempts = PART_SAVE_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await save();
    } catch (error) {
      if (isSlugCollision(error) && attempt < attempts) {
        continue;
      }
      if (isSlugCollision(error)) {
        throw new AppError('CONFLICT', PART_ADMIN_MESSAGES.saveCollided);
      }
      if (isForeignKeyViolation(error)) {
        throw new AppError('CONFLICT', PART_ADMIN_MESSAGES.taxonomyChanged);
      }
      throw error;
    }
  }
}

/** One part change in one transaction: its rows and its audit row commit or roll back together. */
export function runPartChange<T>(db: Database, work: (tx: DatabaseOrTransaction) => Promise<T>): Promise<T> {
  return retryOnSlugCollision(() => db.transaction(work));
}
