import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { parts } from './parts.ts';
import { requests } from './requests.ts';
import { users } from './users.ts';

/** One run of the dispatcher: what was asked and what came back (`search_session_id` on the wire). */
export const searchSessions = pgTable(
  'search_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    partId: integer().references(() => parts.id, { onDelete: 'set null' }),
    requestId: integer().references(() => requests.id, { onDelete: 'set null' }),
    params: jsonb().$type<Record<string, unknown>>().notNull(),
    // json (stored uncompressed, migration 0004): written on every search, only ever read back whole.
    results: json().$type<unknown[]>().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    index('search_sessions_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('search_sessions_request_id_idx').on(t.requestId),
  ],
);

/** Feedback on a search's results (docs/spec/pump-selection-spec.md §7 `POST /api/feedback/submit/`). */
export const feedback = pgTable(
  'feedback',
  {
    id: serial().primaryKey(),
    searchSessionId: uuid().references(() => searchSessions.id, { onDelete: 'set null' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    searchParams: jsonb().$type<Record<string, unknown>>(),
    firstPrinciplesResults: jsonb().$type<unknown>(),
    pumpMatches: jsonb().$type<unknown>(),
    fpAnalysisLiked: text(),
    fpAnalysisDisliked: text(),
    pumpMatchesLiked: text(),
    pumpMatchesDisliked: text(),
    npsScore: integer(),
    userEmail: text(),
    followUpRequested: boolean().notNull().default(false),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    index('feedback_search_session_id_idx').on(t.searchSessionId),
    index('feedback_created_at_idx').on(t.createdAt),
    check('feedback_nps_score_range', sql`${t.npsScore} between 1 and 10`),
  ],
);
