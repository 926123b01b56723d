import { randomBytes } from 'node:crypto';
import type { PartStructure } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { findPartDetails } from '../src/domain/parts/part-details.repository.ts';
import { createUser } from '../src/domain/users/users.repository.ts';
import type { DatabaseOrTransaction } from '../src/platform/db/database.ts';
import {
  type RequestStatus,
  type ReviewStatus,
  requests,
  reviews,
  reviewVersions,
  users,
} from '../src/platform/db/schema/index.ts';
import { hashPassword } from '../src/platform/security/password.ts';

/**
 * Rows for tests that need a request or an offer to exist without going through the routes that make them
 * (those routes have their own tests). Everything is inserted as the routes would leave it.
 */

export async function userIdOf(db: DatabaseOrTransaction, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) {
    throw new Error(`no user with the e-mail ${email}`);
  }
  return row.id;
}

/** The id of a user by username, e.g. a seeded supplier ('keystone-pump'). */
export async function userIdByUsername(db: DatabaseOrTransaction, username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) {
    throw new Error(`no user ${username}`);
  }
  return row.id;
}

/** A second customer (active, e-mail verified) besides the seeded one; answers what signs them in. */
export async function insertCustomer(
  db: DatabaseOrTransaction,
  input: { username: string; email: string; password: string; firstName?: string },
): Promise<{ email: string; password: string }> {
  await createUser(db, {
    role: 'customer',
    username: input.username,
    email: input.email,
    ...(input.firstName === undefined ? {} : { firstName: input.firstName }),
    passwordHash: await hashPassword(input.password),
    isActive: true,
    emailVerified: true,
  });
  return { email: input.email, password: input.password };
}

export interface InsertedRequest {
  id: number;
  orderId: string;
  partId: number;
}

/** A request for the part `partSlug` (the seeded 'pump' by default), answered with its empty structure. */
export async function insertRequest(
  db: DatabaseOrTransaction,
  options: {
    customerId: number;
    partSlug?: string;
    status?: RequestStatus;
    quantity?: number;
    comment?: string;
    answer?: PartStructure;
  },
): Promise<InsertedRequest> {
  const part = await findPartDetails(db, { slug: options.partSlug ?? 'pump' });
  if (!part) {
    throw new Error(`the seed has no part '${options.partSlug ?? 'pump'}'`);
  }
  const [row] = await db
    .insert(requests)
    .values({
      orderId: randomBytes(12).toString('base64url'),
      partId: part.id,
      customerId: options.customerId,
      answer: options.answer ?? part,
      comment: options.comment ?? '',
      quantity: options.quantity ?? 1,
      status: options.status ?? 'submitted',
    })
    .returning({ id: requests.id, orderId: requests.orderId, partId: requests.partId });
  if (!row) {
    throw new Error('insert into requests returned no row');
  }
  return row;
}

/** An offer (version 1) on a request, valid for 30 days from `today` (YYYY-MM-DD) unless told otherwise. */
export async function insertOffer(
  db: DatabaseOrTransaction,
  options: {
    requestId: number;
    supplierId: number;
    title?: string;
    costMinor?: number;
    leadTime?: number;
    validUntil?: string;
    status?: ReviewStatus;
  },
): Promise<{ id: number }> {
  const terms = {
    title: options.title ?? 'Offer',
    costMinor: options.costMinor ?? 125_000,
    costUnit: 'each',
    leadTime: options.leadTime ?? 3,
    leadTimeUnit: 'weeks' as const,
    quantity: 1,
    validUntil: options.validUntil ?? '2099-12-31',
    notes: '',
  };
  const [row] = await db
    .insert(reviews)
    .values({
      requestId: options.requestId,
      supplierId: options.supplierId,
      ...terms,
      status: options.status,
    })
    .returning({ id: reviews.id });
  if (!row) {
    throw new Error('insert into reviews returned no row');
  }
  await db.insert(reviewVersions).values({ reviewId: row.id, version: 1, ...terms });
  return row;
}
