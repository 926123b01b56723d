import type { DispatcherResponse, PartStructure, SearchParams } from '@specsource/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PartWithType } from '../../domain/parts/part-title-index.ts';
import type { Database, DatabaseOrTransaction } from '../../platform/db/database.ts';
import {
  parts,
  partTypes,
  type RequestStatus,
  requests,
  searchSessions,
} from '../../platform/db/schema/index.ts';
import type { JsonText } from '../../platform/http/serialized-json.ts';

/** The part a search runs for, with its type (from the in-memory part index, or a request's own part). */
export type PartForSearch = PartWithType;

export interface RequestForSearch {
  id: number;
  orderId: string;
  customerId: number;
  status: RequestStatus;
  answer: PartStructure;
  zipCode: string | null;
  quantity: number;
  part: PartForSearch;
}

export async function findRequestForSearch(
  db: DatabaseOrTransaction,
  orderId: string,
): Promise<RequestForSearch | null> {
  const [row] = await db
    .select({
      id: requests.id,
      orderId: requests.orderId,
      customerId: requests.customerId,
      status: requests.status,
      answer: requests.answer,
      zipCode: requests.zipCode,
      quantity: requests.quantity,
      part: { id: parts.id, title: parts.title, partTypeName: partTypes.name, config: partTypes.config },
    })
    .from(requests)
    .innerJoin(parts, eq(parts.id, requests.partId))
    .leftJoin(partTypes, eq(partTypes.id, parts.partTypeId))
    .where(eq(requests.orderId, orderId));
  return row ?? null;
}

export interface NewSearchSession {
  userId: number;
  partId: number;
  requestId: number | null;
  params: SearchParams;
  /** Already JSON: the same text is the response's `results`. */
  results: JsonText<DispatcherResponse['results']>;
  createdAt: Date;
}

/**
 * Records a search (every dispatcher call does), prepared once per database handle: Drizzle builds the insert
 * once and PostgreSQL parses it once per connection.
 */
export function prepareCreateSearchSession(db: Database): (session: NewSearchSession) => Promise<string> {
  const insert = db
    .insert(searchSessions)
    .values({
      userId: sql.placeholder('userId'),
      partId: sql.placeholder('partId'),
      requestId: sql.placeholder('requestId'),
      params: sql.placeholder('params'),
      // Cast in SQL so the column's encoder does not stringify the JSON text a second time.
      results: sql`${sql.placeholder('results')}::json`,
      createdAt: sql.placeholder('createdAt'),
    })
    .returning({ id: searchSessions.id })
    .prepare('create_search_session');
  return async (session) => {
    // An insert's placeholders still pass through the columns' encoders (JSON, the instant), unlike a where's.
    const [row] = await insert.execute({ ...session });
    if (!row) {
      throw new Error('insert into search_sessions returned no row');
    }
    return row.id;
  };
}

const sessionColumns = {
  id: searchSessions.id,
  createdAt: searchSessions.createdAt,
  params: searchSessions.params,
  orderId: requests.orderId,
};

/** The user's searches, newest first, one page. */
export async function findSearchSessionsOfUser(
  db: DatabaseOrTransaction,
  userId: number,
  page: { limit: number; offset: number },
) {
  const [total] = await db
    .select({ count: count() })
    .from(searchSessions)
    .where(eq(searchSessions.userId, userId));
  const rows = await db
    .select(sessionColumns)
    .from(searchSessions)
    .leftJoin(requests, eq(requests.id, searchSessions.requestId))
    .where(eq(searchSessions.userId, userId))
    .orderBy(desc(searchSessions.createdAt), desc(searchSessions.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: total?.count ?? 0, rows };
}

/** One search, only for its owner (admins: any). */
export async function findSearchSession(
  db: DatabaseOrTransaction,
  id: string,
  viewer: { id: number; isAdmin: boolean },
) {
  const [row] = await db
    .select({ ...sessionColumns, results: searchSessions.results })
    .from(searchSessions)
    .leftJoin(requests, eq(requests.id, searchSessions.requestId))
    .where(
      viewer.isAdmin
        ? eq(searchSessions.id, id)
        : and(eq(searchSessions.id, id), eq(searchSessions.userId, viewer.id)),
    );
  return row ?? null;
}

/** The latest search stored with a request (its wizard's Search, or a search of the recorded request). */
export async function findLatestSearchOfRequest(db: DatabaseOrTransaction, requestId: number) {
  const [row] = await db
    .select({
      id: searchSessions.id,
      createdAt: searchSessions.createdAt,
      params: searchSessions.params,
      results: searchSessions.results,
    })
    .from(searchSessions)
    .where(eq(searchSessions.requestId, requestId))
    .orderBy(desc(searchSessions.createdAt), desc(searchSessions.id))
    .limit(1);
  return row ?? null;
}
