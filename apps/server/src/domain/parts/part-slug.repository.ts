import { and, desc, eq, like, ne, or } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { escapeLike } from '../../platform/db/like-pattern.ts';
import { partSlugHistory, parts } from '../../platform/db/schema/index.ts';
import { choosePartSlug, keepsSlug } from './part-slug.ts';
import { slugFromTitle } from './slug-from-title.ts';

/**
 * The slug for a part titled `title`: a renamed part (`current`) keeps its slug while it still names the
 * title; otherwise the first free one, where a slug is taken when another part has it now or had it before.
 * A concurrent save can still take it first: the unique constraints catch that, the caller retries.
 */
export async function nextPartSlug(
  tx: DatabaseOrTransaction,
  title: string,
  current?: { id: number; slug: string },
): Promise<string> {
  if (current && keepsSlug(title, current.slug)) {
    return current.slug;
  }
  const base = slugFromTitle(title);
  const family = `${escapeLike(base)}-%`;
  const partId = current?.id ?? 0;
  const partRows = await tx
    .select({ slug: parts.slug })
    .from(parts)
    .where(and(or(eq(parts.slug, base), like(parts.slug, family)), ne(parts.id, partId)));
  const historyRows = await tx
    .select({ slug: partSlugHistory.slug, partId: partSlugHistory.partId })
    .from(partSlugHistory)
    .where(or(eq(partSlugHistory.slug, base), like(partSlugHistory.slug, family)))
    .orderBy(desc(partSlugHistory.id));
  const taken = new Set([
    ...partRows.map((row) => row.slug),
    ...historyRows.filter((row) => row.partId !== partId).map((row) => row.slug),
  ]);
  const ownHistory = historyRows.filter((row) => row.partId === partId).map((row) => row.slug);
  return choosePartSlug({ base, taken, ownHistory });
}

/** After a rename: the old slug redirects to the part; an earlier slug it takes back leaves the history. */
export async function recordSlugChange(
  tx: DatabaseOrTransaction,
  partId: number,
  change: { from: string; to: string },
): Promise<void> {
  await tx
    .delete(partSlugHistory)
    .where(and(eq(partSlugHistory.partId, partId), eq(partSlugHistory.slug, change.to)));
  await tx.insert(partSlugHistory).values({ partId, slug: change.from });
}

/** The part that had this slug before a rename; null when none did. */
export async function findPartIdByOldSlug(db: DatabaseOrTransaction, slug: string): Promise<number | null> {
  const [row] = await db
    .select({ partId: partSlugHistory.partId })
    .from(partSlugHistory)
    .where(eq(partSlugHistory.slug, slug));
  return row?.partId ?? null;
}
