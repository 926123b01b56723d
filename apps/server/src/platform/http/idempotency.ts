import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_MAX_LENGTH, REQUEST_MESSAGES } from '@specsource/contracts';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, DatabaseOrTransaction, Transaction } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError } from '../errors/app-error.ts';

// A client repeats a write with the same Idempotency-Key header (a double click, a retry after a timeout)
// and gets the first call's answer instead of a second record. Keys belong to one user and one route; the
// key's row is inserted inside the write's transaction and its unique index decides between concurrent calls.

/** A call still running after this long is taken to have died (its process stopped mid-write). */
export const IDEMPOTENCY_STALE_MS = 5 * 60_000;

const KEY_PATTERN = /^[\x21-\x7E](?:[\x20-\x7E]*[\x21-\x7E])?$/;

/** The request's Idempotency-Key: null without one; 400 when it is not 1–255 printable ASCII characters. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) {
    return null;
  }
  const key = Array.isArray(header) ? undefined : header;
  if (key === undefined || key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !KEY_PATTERN.test(key)) {
    throw new AppError('VALIDATION', REQUEST_MESSAGES.idempotencyKeyInvalid, {
      'Idempotency-Key': [REQUEST_MESSAGES.idempotencyKeyInvalid],
    });
  }
  return key;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map(canonicalJson).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of the request as JSON with sorted keys, so the same body always hashes the same. */
export function requestHashOf(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

export interface IdempotentCall {
  userId: number;
  /** The route, e.g. 'POST /api/request/'. */
  route: string;
  key: string;
  requestHash: string;
}

export interface StoredResponse<T> {
  status: number;
  body: T;
}

export type Claim<T> = { kind: 'claimed'; id: number } | { kind: 'replay'; response: StoredResponse<T> };

function reusedError(): AppError {
  return new AppError('CONFLICT', REQUEST_MESSAGES.idempotencyKeyReused);
}

function inProgressError(): AppError {
  return new AppError('CONFLICT', REQUEST_MESSAGES.idempotencyInProgress);
}

async function findKeyRow(db: DatabaseOrTransaction, call: IdempotentCall) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, call.userId),
        eq(idempotencyKeys.route, call.route),
        eq(idempotencyKeys.key, call.key),
      ),
    );
  return row;
}

/**
 * The stored answer of an earlier call with this key, null when there was none; 409 when the key was used
 * with another body, or its call is still running.
 */
export async function findReplay<T>(
  db: DatabaseOrTransaction,
  call: IdempotentCall,
): Promise<StoredResponse<T> | null> {
  const row = await findKeyRow(db, call);
  if (!row) {
    return null;
  }
  if (row.requestHash !== call.requestHash) {
    throw reusedError();
  }
  if (row.responseStatus === null) {
    throw inProgressError();
  }
  return { status: row.responseStatus, body: row.responseBody as T };
}

/**
 * Takes the key for this call (its row, with no answer yet), or finds the earlier call's answer to replay.
 * Of two concurrent calls exactly one inserts the row; the other replays it or gets 409 while it runs.
 */
export async function claimIdempotencyKey<T>(
  db: DatabaseOrTransaction,
  call: IdempotentCall,
  now: Date,
): Promise<Claim<T>> {
  // A call that died mid-write left its row unanswered; past the stale age it no longer blocks the key.
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, call.userId),
        eq(idempotencyKeys.route, call.route),
        eq(idempotencyKeys.key, call.key),
        isNull(idempotencyKeys.responseStatus),
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_STALE_MS)),
      ),
    );
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values({ ...call, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (inserted) {
    return { kind: 'claimed', id: inserted.id };
  }
  const response = await findReplay<T>(db, call);
  if (!response) {
    // Deleted between our insert and read: its call failed and released it. The client may retry.
    throw inProgressError();
  }
  return { kind: 'replay', response };
}

/** Stores the answer with the key; call it in the write's transaction so both commit together. */
export async function completeIdempotencyKey(
  tx: DatabaseOrTransaction,
  id: number,
  response: StoredResponse<unknown>,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: response.status, responseBody: response.body })
    .where(eq(idempotencyKeys.id, id));
}

/**
 * Runs `write` in a transaction at most once per key: without a key it just runs; with one, a repeat of the
 * same call gets the stored answer (`isReplay`), a different body gets 409. The key is claimed in the write's
 * own transaction, so the two commit together or not at all: a process killed mid-write, or a database that
 * went away, leaves no half-claimed key answering 409 'in progress' until it goes stale — the client's retry
 * simply runs the write. A concurrent call with the same key waits on the key's unique index for the first
 * to end, then replays its answer (or, if it failed, runs the write itself).
 */
export async function runIdempotent<T>(
  db: Database,
  call: IdempotentCall | null,
  now: Date,
  write: (tx: Transaction) => Promise<StoredResponse<T>>,
): Promise<StoredResponse<T> & { isReplay: boolean }> {
  if (!call) {
    return { ...(await db.transaction(write)), isReplay: false };
  }
  return db.transaction(async (tx) => {
    const claim = await claimIdempotencyKey<T>(tx, call, now);
    if (claim.kind === 'replay') {
      return { ...claim.response, isReplay: true };
    }
    const result = await write(tx);
    await completeIdempotencyKey(tx, claim.id, result);
    return { ...result, isReplay: false };
  });
}
