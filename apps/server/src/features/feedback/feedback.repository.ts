import { count, desc, eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { feedback, searchSessions } from '../../platform/db/schema/index.ts';

export async function findSearchSessionForFeedback(db: DatabaseOrTransaction, id: string) {
  const [row] = await db
    .select({ id: searchSessions.id, params: searchSessions.params, results: searchSessions.results })
    .from(searchSessions)
    .where(eq(searchSessions.id, id));
  return row ?? null;
}

export type NewFeedback = typeof feedback.$inferInsert;

export async function createFeedback(db: DatabaseOrTransaction, row: NewFeedback): Promise<void> {
  await db.insert(feedback).values(row);
}

/** One page of feedback, newest first, with the part type of its search. */
export async function findFeedbackPage(db: DatabaseOrTransaction, page: { limit: number; offset: number }) {
  const rows = await db
    .select({
      id: feedback.id,
      createdAt: feedback.createdAt,
      searchSessionId: feedback.searchSessionId,
      partType: sql<string | null>`${feedback.searchParams} ->> 'part_type'`,
      fpAnalysisLiked: feedback.fpAnalysisLiked,
      fpAnalysisDisliked: feedback.fpAnalysisDisliked,
      pumpMatchesLiked: feedback.pumpMatchesLiked,
      pumpMatchesDisliked: feedback.pumpMatchesDisliked,
      npsScore: feedback.npsScore,
      userEmail: feedback.userEmail,
    })
    .from(feedback)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows;
}

/** Counts for the summary: all responses, rated ones, their mean, promoters (9–10) and detractors (1–6). */
export async function summariseFeedback(db: DatabaseOrTransaction) {
  const [row] = await db
    .select({
      responses: count(),
      rated: count(feedback.npsScore),
      average: sql<string | null>`avg(${feedback.npsScore})`,
      promoters: sql<number>`count(*) filter (where ${feedback.npsScore} >= 9)`.mapWith(Number),
      detractors: sql<number>`count(*) filter (where ${feedback.npsScore} <= 6)`.mapWith(Number),
    })
    .from(feedback);
  return {
    responses: row?.responses ?? 0,
    rated: row?.rated ?? 0,
    average: row?.average === null || row?.average === undefined ? null : Number(row.average),
    promoters: row?.promoters ?? 0,
    detractors: row?.detractors ?? 0,
  };
}
