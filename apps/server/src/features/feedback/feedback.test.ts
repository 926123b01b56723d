import { MESSAGES } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createTestClient } from '../../../test/test-client.ts';
import '../../../test/provided-context.ts';
import { feedback, searchSessions, users } from '../../platform/db/schema/index.ts';
import { averageRating, netPromoterScore } from './feedback-summary.ts';

const { app, database } = await buildTestApp();
const accounts = inject('seededAccounts');
const admin = accounts.find((account) => account.role === 'admin');
const customer = accounts.find((account) => account.role === 'customer');
if (!admin || !customer) {
  throw new Error('the seed must create an admin and a customer');
}

// A stored search as the dispatcher leaves it; the dispatcher's own tests cover how it is made.
async function storedSearch(): Promise<string> {
  const [user] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, customer?.email ?? ''));
  const [row] = await database.db
    .insert(searchSessions)
    .values({
      userId: user?.id ?? null,
      params: { part_type: 'pump', flow_rate: { value: 500, unit: 'gpm' } },
      results: [{ structured_output: { Pump_Type: 'End suction' } }, { Model: 'X-1' }],
    })
    .returning({ id: searchSessions.id });
  return row?.id ?? '';
}

describe('POST /api/feedback/submit/', () => {
  it('stores the opinion with the stored search, not the copy the client echoes', async () => {
    const sessionId = await storedSearch();
    const response = await createTestClient(app).post('/api/feedback/submit/', {
      search_session_id: sessionId,
      search_params: { part_type: 'forged' },
      first_principles_results: { forged: true },
      fp_analysis_liked: 'Clear NPSH margin',
      nps_score: 9,
      user_email: '',
      follow_up_requested: false,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: MESSAGES.feedbackThanks });
    const [row] = await database.db.select().from(feedback).where(eq(feedback.searchSessionId, sessionId));
    expect(row).toMatchObject({
      fpAnalysisLiked: 'Clear NPSH margin',
      npsScore: 9,
      userEmail: null,
      searchParams: { part_type: 'pump', flow_rate: { value: 500, unit: 'gpm' } },
      firstPrinciplesResults: { structured_output: { Pump_Type: 'End suction' } },
      pumpMatches: [{ Model: 'X-1' }],
    });
  });

  it("refuses empty feedback with the spec's message", async () => {
    const sessionId = await storedSearch();
    const response = await createTestClient(app).post('/api/feedback/submit/', {
      search_session_id: sessionId,
      fp_analysis_liked: '   ',
      user_email: 'someone@example.com',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field_errors).toEqual({ nps_score: [MESSAGES.feedbackEmpty] });
  });

  it('refuses a rating outside 1–10, a bad e-mail and an unknown search', async () => {
    const client = createTestClient(app);
    const sessionId = await storedSearch();
    for (const nps_score of [0, 11, 2.5]) {
      const response = await client.post('/api/feedback/submit/', {
        search_session_id: sessionId,
        nps_score,
      });
      expect(response.statusCode, String(nps_score)).toBe(400);
      expect(response.json().field_errors).toHaveProperty('nps_score');
    }
    const badEmail = await client.post('/api/feedback/submit/', {
      search_session_id: sessionId,
      nps_score: 5,
      user_email: 'not-an-email',
    });
    expect(badEmail.json().field_errors).toHaveProperty('user_email');
    const unknown = await client.post('/api/feedback/submit/', {
      search_session_id: '00000000-0000-4000-8000-000000000000',
      nps_score: 5,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().field_errors).toEqual({ search_session_id: [MESSAGES.searchSessionNotFound] });
  });
});

describe('GET /api/admin/feedback/', () => {
  it('lists feedback for admins with the average rating and NPS', async () => {
    const sessionId = await storedSearch();
    const client = createTestClient(app);
    for (const nps_score of [10, 3]) {
      await client.post('/api/feedback/submit/', { search_session_id: sessionId, nps_score });
    }
    await client.signIn(admin.email, admin.password);
    const response = await client.get('/api/admin/feedback/');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // This file's stored ratings: 9 (first test), 10 and 3 → mean 22/3 = 7.33; promoters 2, detractors 1 → 100·1/3.
    expect(body.summary).toEqual({ responses: 3, rated: 3, average_rating: 7.33, nps: 33.3 });
    expect(body.results[0]).toMatchObject({ nps_score: 3, part_type: 'pump' });
  });

  it('is for admins only', async () => {
    const visitor = await createTestClient(app).get('/api/admin/feedback/');
    expect(visitor.statusCode).toBe(401);
    const client = createTestClient(app);
    await client.signIn(customer.email, customer.password);
    expect((await client.get('/api/admin/feedback/')).statusCode).toBe(403);
  });
});

describe('netPromoterScore', () => {
  it('is % promoters minus % detractors over rated responses (worked: 2 of 5 promoters, 1 detractor → 20)', () => {
    expect(netPromoterScore({ rated: 5, promoters: 2, detractors: 1 })).toBe(20);
    expect(netPromoterScore({ rated: 3, promoters: 0, detractors: 3 })).toBe(-100);
    expect(netPromoterScore({ rated: 0, promoters: 0, detractors: 0 })).toBeNull();
    expect(averageRating(22 / 3)).toBe(7.33);
  });
});
