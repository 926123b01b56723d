import { REQUEST_MESSAGES } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { idempotencyKeys, users } from '../db/schema/index.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findReplay,
  IDEMPOTENCY_STALE_MS,
  idempotencyKeyOf,
  requestHashOf,
  runIdempotent,
} from './idempotency.ts';

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;
const [user] = await db.select({ id: users.id }).from(users).limit(1);
const userId = user?.id ?? 0;
const NOW = new Date('2026-11-23T12:00:00Z');

let keyCount = 0;
function call(requestHash = 'hash-a') {
  keyCount += 1;
  return { userId, route: 'POST /api/test/', key: `key-${keyCount}`, requestHash };
}

function requestWith(headers: Record<string, string | string[]>): FastifyRequest {
  return { headers } as unknown as FastifyRequest;
}

describe('idempotencyKeyOf', () => {
  it('reads the header, and none is null', () => {
    expect(idempotencyKeyOf(requestWith({ 'idempotency-key': 'abc-123 x' }))).toBe('abc-123 x');
    expect(idempotencyKeyOf(requestWith({}))).toBeNull();
  });

  it.each([[''], [' lead'], ['tail '], ['k'.repeat(256)], ['tab\there'], ['é'], [['a', 'b']]])(
    'refuses %j with a 400',
    (key) => {
      expect(() => idempotencyKeyOf(requestWith({ 'idempotency-key': key }))).toThrow(
        REQUEST_MESSAGES.idempotencyKeyInvalid,
      );
    },
  );

  it('takes 255 printable characters', () => {
    expect(idempotencyKeyOf(requestWith({ 'idempotency-key': '~'.repeat(255) }))).toHaveLength(255);
  });
});

describe('requestHashOf', () => {
  it('ignores key order and undefined, and sees every value', () => {
    expect(requestHashOf({ a: 1, b: [1, { c: 2, d: undefined }] })).toBe(
      requestHashOf({ b: [1, { c: 2 }], a: 1 }),
    );
    expect(requestHashOf({ a: 1 })).not.toBe(requestHashOf({ a: 2 }));
    expect(requestHashOf({ a: [1, 2] })).not.toBe(requestHashOf({ a: [2, 1] }));
    expect(requestHashOf({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('claimIdempotencyKey', () => {
  it('claims a new key, says "in progress" while it runs, then replays the stored answer', async () => {
    const first = call();
    const claim = await claimIdempotencyKey(db, first, NOW);
    expect(claim.kind).toBe('claimed');
    await expect(claimIdempotencyKey(db, first, NOW)).rejects.toThrow(REQUEST_MESSAGES.idempotencyInProgress);
    if (claim.kind === 'claimed') {
      await completeIdempotencyKey(db, claim.id, { status: 201, body: { order_id: 'x' } });
    }
    expect(await claimIdempotencyKey(db, first, NOW)).toEqual({
      kind: 'replay',
      response: { status: 201, body: { order_id: 'x' } },
    });
    expect(await findReplay(db, first)).toEqual({ status: 201, body: { order_id: 'x' } });
  });

  it('refuses the same key with another body, with 409', async () => {
    const first = call('hash-a');
    await claimIdempotencyKey(db, first, NOW);
    const error = await claimIdempotencyKey(db, { ...first, requestHash: 'hash-b' }, NOW).catch(
      (caught) => caught,
    );
    expect(error).toMatchObject({ status: 409, message: REQUEST_MESSAGES.idempotencyKeyReused });
  });

  it('lets a key whose call died long ago be claimed again', async () => {
    const first = call();
    await claimIdempotencyKey(db, first, new Date(NOW.getTime() - IDEMPOTENCY_STALE_MS - 1000));
    expect((await claimIdempotencyKey(db, first, NOW)).kind).toBe('claimed');
  });

  it('finds no replay for an unused key', async () => {
    expect(await findReplay(db, call())).toBeNull();
  });
});

describe('runIdempotent', () => {
  it('runs the write once per key and replays it', async () => {
    const first = call();
    let runs = 0;
    const write = async () => {
      runs += 1;
      return { status: 201, body: { run: runs } };
    };
    expect(await runIdempotent(db, first, NOW, write)).toEqual({
      status: 201,
      body: { run: 1 },
      isReplay: false,
    });
    expect(await runIdempotent(db, first, NOW, write)).toEqual({
      status: 201,
      body: { run: 1 },
      isReplay: true,
    });
    expect(runs).toBe(1);
    expect(await runIdempotent(db, null, NOW, write)).toMatchObject({ body: { run: 2 }, isReplay: false });
  });

  it('releases the key and rolls back when the write fails', async () => {
    const first = call();
    const failing = runIdempotent(db, first, NOW, async (tx) => {
      await tx.update(users).set({ firstName: 'Changed' }).where(eq(users.id, userId));
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    expect(row?.firstName).not.toBe('Changed');
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, first.key))).toEqual([]);
    expect((await runIdempotent(db, first, NOW, async () => ({ status: 201, body: {} }))).isReplay).toBe(
      false,
    );
  });
});
