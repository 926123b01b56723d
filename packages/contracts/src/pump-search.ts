import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.ts';
import { PageQuerySchema, pageOf } from './common/pagination.ts';
import { MESSAGES } from './messages.ts';
import { PartStructureSchema } from './parts.ts';
import { PumpResultsSchema } from './pump-results.ts';

export const SearchParamsSchema = z.object({
  part_type: z.string(),
  flow_rate: z.object({ value: z.number(), unit: z.string() }),
  differential_head: z.object({ value: z.number(), unit: z.string() }),
  /** Everything else the specification gave the engine (fluid, temperature, NPSHa, hours…), for the record. */
  duty: z.record(z.string(), z.unknown()),
});
export type SearchParams = z.infer<typeof SearchParamsSchema>;

// docs/spec/marketplace-spec.md §7 — {part, order_id}; a signed-in user may also send the filled specification itself.
export const DispatcherBodySchema = z
  .object({
    part: z.string().trim().min(1).max(255).default('pump'),
    order_id: z.string().trim().min(1).max(64).optional(),
    answer: z.optional(PartStructureSchema),
    zip_code: z.string().trim().max(100).optional(),
    quantity: z.coerce.number().int().min(1).optional(),
  })
  .refine((body) => body.order_id !== undefined || body.answer !== undefined, {
    path: ['order_id'],
    message: MESSAGES.dispatcherNeedsInput,
  });
export type DispatcherBody = z.input<typeof DispatcherBodySchema>;

export const DispatcherResponseSchema = z.object({
  /** The analysis, then up to three matches or the no-match entry (pump-results.ts). */
  results: PumpResultsSchema,
  search_session_id: z.uuid(),
  search_params: SearchParamsSchema,
});
export type DispatcherResponse = z.infer<typeof DispatcherResponseSchema>;

export const runDispatcherEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/dispatcher/',
  summary: 'First-principles analysis and the three best catalogue pumps for a pump specification',
  tags: ['pump-search'],
  body: DispatcherBodySchema,
  response: DispatcherResponseSchema,
});

export const SearchSessionSummarySchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  part_type: z.string(),
  order_id: z.string().nullable(),
  search_params: SearchParamsSchema,
});

export const findSearchSessionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/search-sessions/',
  summary: 'Your past pump searches, newest first',
  tags: ['pump-search'],
  query: PageQuerySchema,
  response: pageOf(SearchSessionSummarySchema),
});

export const SearchSessionParamsSchema = z.object({ id: z.uuid({ error: MESSAGES.searchSessionNotFound }) });

export const getSearchSessionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/search-sessions/:id',
  summary: 'One of your searches with its results',
  tags: ['pump-search'],
  params: SearchSessionParamsSchema,
  // A session stored before a result field existed lacks it: stored results are sent as they were written, and read
  // field by field (readStructuredOutput).
  response: SearchSessionSummarySchema.extend({ results: z.array(z.record(z.string(), z.unknown())) }),
});

// --- feedback ------------------------------------------------------------------------------------

export const FEEDBACK_TEXT_MAX_LENGTH = 2000;
const feedbackText = z.string().trim().max(FEEDBACK_TEXT_MAX_LENGTH).optional();

// docs/spec/pump-selection-spec.md §7 — POST /api/feedback/submit/ with the search's context and the user's opinion.
export const FeedbackBodySchema = z
  .object({
    search_session_id: z.uuid({ error: MESSAGES.searchSessionNotFound }),
    // The search's own copy is stored from the session; what the client echoes here is not trusted.
    search_params: z.unknown().optional(),
    first_principles_results: z.unknown().optional(),
    pump_matches: z.unknown().optional(),
    fp_analysis_liked: feedbackText,
    fp_analysis_disliked: feedbackText,
    pump_matches_liked: feedbackText,
    pump_matches_disliked: feedbackText,
    nps_score: z.coerce.number().int().min(1).max(10).optional(),
    user_email: z.union([z.literal(''), z.email().max(255)]).optional(),
    follow_up_requested: z.boolean().optional().default(false),
  })
  .refine(
    (body) =>
      [
        body.fp_analysis_liked,
        body.fp_analysis_disliked,
        body.pump_matches_liked,
        body.pump_matches_disliked,
      ].some((text) => (text ?? '').length > 0) || body.nps_score !== undefined,
    { path: ['nps_score'], message: MESSAGES.feedbackEmpty },
  );
export type FeedbackBody = z.input<typeof FeedbackBodySchema>;

export const submitFeedbackEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/feedback/submit/',
  summary: 'Feedback on a search: likes, dislikes, a 1–10 rating, optional e-mail',
  tags: ['feedback'],
  body: FeedbackBodySchema,
  response: z.object({ detail: z.string() }),
  successStatus: 201,
});

export const FeedbackItemSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  search_session_id: z.string().nullable(),
  part_type: z.string().nullable(),
  fp_analysis_liked: z.string(),
  fp_analysis_disliked: z.string(),
  pump_matches_liked: z.string(),
  pump_matches_disliked: z.string(),
  nps_score: z.number().int().nullable(),
  user_email: z.string().nullable(),
});

export const FeedbackSummarySchema = z.object({
  responses: z.number().int(),
  rated: z.number().int(),
  /** Mean of the 1–10 ratings, 2 decimals; null with no rating. */
  average_rating: z.number().nullable(),
  /** Net Promoter Score: % of 9–10 minus % of 1–6, over rated responses; null with no rating. */
  nps: z.number().nullable(),
});

export const findFeedbackEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/feedback/',
  summary: 'All feedback, newest first, with the average rating and NPS',
  tags: ['feedback', 'admin'],
  query: PageQuerySchema,
  response: z.object({ ...pageOf(FeedbackItemSchema).shape, summary: FeedbackSummarySchema }),
});
