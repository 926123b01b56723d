// What a fault test or a load run (`npm run load`) needs before the first request: a migrated, seeded database
// (as the server's first start would leave it), signed-in customers, and — for POST /api/order/ — requests
// that are ready to order. The
// orderable requests are written straight to the database, in the state the request, offer and selection
// routes leave them (test/order-factory.ts `insertOrderable` row for row, in batches), before the server
// starts: an order needs an admin-selected supplier offer, which no load generator should fake over HTTP.

import { randomBytes } from 'node:crypto';
import type { PartStructure } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { findPartDetails } from '../src/domain/parts/part-details.repository.ts';
import type { DatabaseConnection } from '../src/platform/db/database.ts';
import {
  requests,
  reviews,
  reviewVersions,
  selectedReviews,
  users,
} from '../src/platform/db/schema/index.ts';
import { generatePassword, hashPassword } from '../src/platform/security/password.ts';
import { seedDatabase } from '../src/seed/seed-database.ts';
import { seedPumpCatalogue } from '../src/seed/seed-pump-catalogue.ts';

const BATCH = 250;
const SIGN_IN_PARALLEL = 4;

export interface LoadCustomer {
  id: number;
  email: string;
  password: string;
}

export interface Orderable {
  customerIndex: number;
  requestId: number;
  reviewId: number;
}

export interface PreparedDatabase {
  customers: LoadCustomer[];
  orderables: Orderable[];
  pumpsSeeded: number;
  ms: number;
}

/**
 * Migrates and seeds `connection` as main.ts does (demo accounts, parts, the pump catalogue — `demoPumps`
 * demo pumps, the server's 20,000 unless told), then adds the customers and orderable requests
 * (`addCustomers`).
 */
export async function prepareDatabase(
  connection: DatabaseConnection,
  options: { customerCount: number; orderablesPerCustomer: number; demoPumps?: number },
): Promise<PreparedDatabase> {
  const started = performance.now();
  await connection.migrate();
  await seedDatabase(connection.db, { hashPassword, generatePassword });
  const catalogue = await seedPumpCatalogue(
    connection.db,
    options.demoPumps === undefined ? {} : { demoCount: options.demoPumps },
  );
  const added = await addCustomers(connection, options);
  return { ...added, pumpsSeeded: catalogue.pumps, ms: performance.now() - started };
}

/**
 * Adds `customerCount` active customers to a seeded database, and `orderablesPerCustomer` orderable requests
 * for each (a seeded supplier's offer on the seeded pump part, selected by an admin).
 */
export async function addCustomers(
  connection: DatabaseConnection,
  options: { customerCount: number; orderablesPerCustomer: number },
): Promise<Pick<PreparedDatabase, 'customers' | 'orderables'>> {
  const { db } = connection;
  // One password for every load customer, hashed once: sign-in still verifies it per customer.
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const runTag = randomBytes(3).toString('hex');
  const inserted = await db
    .insert(users)
    .values(
      Array.from({ length: options.customerCount }, (_, index) => ({
        role: 'customer' as const,
        username: `load-${runTag}-${index}`,
        email: `load-${runTag}-${index}@example.com`,
        firstName: 'Load',
        lastName: `Customer ${index}`,
        passwordHash,
        isActive: true,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const customers = inserted.map((row) => ({ id: row.id, email: row.email, password }));

  const [supplier] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'supplier')).limit(1);
  const part = await findPartDetails(db, { slug: 'pump' });
  if (!supplier || !part) {
    throw new Error('the seed has no supplier or no pump part');
  }
  const orderables = await insertOrderables(connection, {
    customers,
    perCustomer: options.orderablesPerCustomer,
    supplierId: supplier.id,
    part,
  });
  return { customers, orderables };
}

/** Requests in 'offers_selected' with one selected offer (version 1) each, in batched inserts. */
async function insertOrderables(
  connection: DatabaseConnection,
  input: { customers: LoadCustomer[]; perCustomer: number; supplierId: number; part: PartStructure },
): Promise<Orderable[]> {
  const { db } = connection;
  const wanted = Array.from({ length: input.customers.length * input.perCustomer }, (_, index) => ({
    customerIndex: index % input.customers.length,
  }));
  const orderables: Orderable[] = [];
  const terms = {
    title: 'Load-test offer',
    costMinor: 125_050,
    costUnit: 'each',
    leadTime: 3,
    leadTimeUnit: 'weeks' as const,
    quantity: 1,
    validUntil: '2099-12-31',
    notes: '',
  };
  for (let offset = 0; offset < wanted.length; offset += BATCH) {
    const batch = wanted.slice(offset, offset + BATCH);
    await db.transaction(async (tx) => {
      const requestRows = await tx
        .insert(requests)
        .values(
          batch.map(({ customerIndex }) => ({
            orderId: randomBytes(16).toString('base64url'),
            partId: input.part.id,
            customerId: input.customers[customerIndex]?.id ?? 0,
            answer: input.part,
            comment: '',
            quantity: 1,
            status: 'offers_selected' as const,
          })),
        )
        .returning({ id: requests.id });
      const reviewRows = await tx
        .insert(reviews)
        .values(
          requestRows.map((row) => ({
            requestId: row.id,
            supplierId: input.supplierId,
            ...terms,
            status: 'selected' as const,
          })),
        )
        .returning({ id: reviews.id, requestId: reviews.requestId });
      await tx
        .insert(reviewVersions)
        .values(reviewRows.map((row) => ({ reviewId: row.id, version: 1, ...terms })));
      await tx
        .insert(selectedReviews)
        .values(reviewRows.map((row) => ({ requestId: row.requestId, reviewId: row.id })));
      reviewRows.forEach((row, index) => {
        orderables.push({
          customerIndex: batch[index]?.customerIndex ?? 0,
          requestId: row.requestId,
          reviewId: row.id,
        });
      });
    });
  }
  return orderables;
}

export interface SignedInSession {
  cookie: string;
  csrf: string;
}

function rememberCookies(response: Response, jar: Map<string, string>): void {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const separator = pair.indexOf('=');
    jar.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
  }
}

/** Signs in like the web app: the CSRF cookie from a first GET, then the credentials with the token echoed. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<SignedInSession> {
  const jar = new Map<string, string>();
  rememberCookies(await fetch(`${baseUrl}/api/check-auth/`), jar);
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${baseUrl}/api/api_login/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrftoken': jar.get('csrftoken') ?? '',
      cookie: cookie(),
    },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) {
    throw new Error(`sign-in as ${email} failed: ${response.status} ${await response.text()}`);
  }
  rememberCookies(response, jar);
  return { cookie: cookie(), csrf: jar.get('csrftoken') ?? '' };
}

/**
 * Every customer signed in once through the real login route (a few at a time: each is an Argon2 check), so
 * the run itself never signs in and never meets the sign-in limits (they count failures only, and none fail).
 */
export async function signInAll(baseUrl: string, customers: LoadCustomer[]): Promise<SignedInSession[]> {
  const sessions: SignedInSession[] = new Array(customers.length);
  let next = 0;
  const worker = async () => {
    while (next < customers.length) {
      const index = next++;
      const customer = customers[index];
      if (customer) {
        sessions[index] = await signIn(baseUrl, customer.email, customer.password);
      }
    }
  };
  await Promise.all(Array.from({ length: SIGN_IN_PARALLEL }, worker));
  return sessions;
}
