import { findFeedbackEndpoint, MESSAGES, submitFeedbackEndpoint } from '@specsource/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { pageLinks, pageWindow } from '../../platform/http/page-links.ts';
import { registerEndpoint } from '../../platform/http/register-endpoint.ts';
import { type RateLimiter, spendOrRefuse } from '../../platform/security/rate-limit.ts';
import type { SessionManager } from '../../platform/sessions/session-manager.ts';
import {
  createFeedback,
  findFeedbackPage,
  findSearchSessionForFeedback,
  summariseFeedback,
} from './feedback.repository.ts';
import { averageRating, netPromoterScore } from './feedback-summary.ts';

export interface FeedbackRoutesDeps {
  db: Database;
  sessions: SessionManager;
  rateLimiter: RateLimiter;
  now: () => Date;
}

// OWASP ASVS 5.0 §2.4.1: the one public write without an account behind it; a person sends a handful of
// these an hour, a script thousands (garbage rows, search-session id probing).
const FEEDBACK_PER_IP = { limit: 30, windowMs: 3_600_000 };

export function registerFeedbackRoutes(app: FastifyInstance, deps: FeedbackRoutesDeps): void {
  // docs/spec/pump-selection-spec.md §6 — anyone with a search session may send feedback; the e-mail is optional.
  registerEndpoint(app, submitFeedbackEndpoint, {
    access: 'public',
    handler: async ({ body, user: caller, request }) => {
      await spendOrRefuse(
        deps.rateLimiter,
        [{ key: `feedback:ip:${request.ip}`, ...FEEDBACK_PER_IP }],
        MESSAGES.rateLimited,
      );
      const session = await findSearchSessionForFeedback(deps.db, body.search_session_id);
      if (!session) {
        throw new AppError('NOT_FOUND', MESSAGES.searchSessionNotFound, {
          search_session_id: [MESSAGES.searchSessionNotFound],
        });
      }
      const [analysis, ...matches] = session.results;
      await createFeedback(deps.db, {
        searchSessionId: session.id,
        userId: (await caller)?.id ?? null,
        // The stored search, not the client's echo of it, is what the feedback is about.
        searchParams: session.params,
        firstPrinciplesResults: analysis ?? null,
        pumpMatches: matches,
        fpAnalysisLiked: body.fp_analysis_liked || null,
        fpAnalysisDisliked: body.fp_analysis_disliked || null,
        pumpMatchesLiked: body.pump_matches_liked || null,
        pumpMatchesDisliked: body.pump_matches_disliked || null,
        npsScore: body.nps_score ?? null,
        userEmail: body.user_email || null,
        followUpRequested: body.follow_up_requested,
        createdAt: deps.now(),
      });
      return { detail: MESSAGES.feedbackThanks };
    },
  });

  registerEndpoint(app, findFeedbackEndpoint, {
    access: ['admin'],
    handler: async ({ query, request }) => {
      const summary = await summariseFeedback(deps.db);
      const rows = await findFeedbackPage(deps.db, {
        ...pageWindow(query.page),
      });
      return {
        count: summary.responses,
        ...pageLinks(request.url, query.page, summary.responses),
        results: rows.map((row) => ({
          id: row.id,
          created_at: row.createdAt.toISOString(),
          search_session_id: row.searchSessionId,
          part_type: row.partType,
          fp_analysis_liked: row.fpAnalysisLiked ?? '',
          fp_analysis_disliked: row.fpAnalysisDisliked ?? '',
          pump_matches_liked: row.pumpMatchesLiked ?? '',
          pump_matches_disliked: row.pumpMatchesDisliked ?? '',
          nps_score: row.npsScore,
          user_email: row.userEmail,
        })),
        summary: {
          responses: summary.responses,
          rated: summary.rated,
          average_rating: averageRating(summary.average),
          nps: netPromoterScore(summary),
        },
      };
    },
  });
}
