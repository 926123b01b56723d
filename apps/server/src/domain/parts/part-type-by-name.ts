import { eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { type PartTypeConfig, partTypes } from '../../platform/db/schema/index.ts';

export interface PartTypeRow {
  id: number;
  name: string;
  config: PartTypeConfig;
}

/** The columns every read of a part type answers with. */
export const partTypeColumns = { id: partTypes.id, name: partTypes.name, config: partTypes.config };

// docs/spec/pump-selection-spec.md §9 — part type names match case-insensitively (the unique index is on lower(name)).
export async function findPartTypeByName(
  db: DatabaseOrTransaction,
  name: string,
): Promise<PartTypeRow | null> {
  const [row] = await db
    .select(partTypeColumns)
    .from(partTypes)
    .where(eq(sql`lower(${partTypes.name})`, name.toLowerCase()));
  return row ?? null;
}
