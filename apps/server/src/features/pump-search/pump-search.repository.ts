import type { PartStructure, SearchParams } from '@specsource/contracts';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import type { PartTypeConfig } from '../../db/schema/index.ts';
import { parts, partTypes, requests, searchSessions } from '../../db/schema/index.ts';

export interface PartForSearch {
  id: number;
  title: string;
  partTypeName: string | null;
  config: PartTypeConfig | null;
}

/** A part by its title or slug (the dispatcher's `part`, 'pump' by default), case-insensitively. */
export async function findPartForSearch(
  db: DatabaseOrTransaction,
  part: string,
): Promise<PartForSearch | null> {
  const key = part.trim().toLowerCase();
  const [row] = await db
    .select({ id: parts.id, title: parts.title, partTypeName: partTypes.name, config: partTypes.config })
    .from(parts)
    .leftJoin(partTypes, eq(partTypes.id, parts.partTypeId))
    .where(or(eq(sql`lower(${parts.title})`, key), eq(parts.slug, key)))
    .orderBy(parts.id)
    .limit(1);
  return row ?? null;
}

export interface RequestForSearch {
  id: number;
  orderId: string;
  customerId: number;
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
  results: unknown[];
  createdAt: Date;
}

export async function createSearchSession(
  db: DatabaseOrTransaction,
  session: NewSearchSession,
): Promise<string> {
  const [row] = await db
    .insert(searchSessions)
    .values({ ...session, params: session.params as unknown as Record<string, unknown> })
    .returning({ id: searchSessions.id });
  if (!row) {
    throw new Error('insert into search_sessions returned no row');
  }
  return row.id;
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
