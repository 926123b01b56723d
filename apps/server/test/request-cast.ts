import type { FastifyInstance } from 'fastify';
import type { DatabaseOrTransaction } from '../src/platform/db/database.ts';
import { insertCustomer, userIdByUsername, userIdOf } from './request-factory.ts';
import { seededAccount, signedInClient } from './seeded-accounts.ts';
import { createTestClient } from './test-client.ts';

/**
 * Everyone a request-and-offer test plays with, signed in through the real login route: the seeded admin,
 * customer A (seeded) and a second customer B made here, a seeded supplier, and a visitor.
 */
export async function requestCast(
  app: FastifyInstance,
  db: DatabaseOrTransaction,
  otherCustomer: Parameters<typeof insertCustomer>[1],
) {
  const customerA = seededAccount('customer');
  const customerB = await insertCustomer(db, otherCustomer);
  return {
    customerA,
    customerB,
    adminClient: await signedInClient(app, seededAccount('admin')),
    clientA: await signedInClient(app, customerA),
    clientB: await signedInClient(app, customerB),
    supplierClient: await signedInClient(app, seededAccount('supplier')),
    visitor: createTestClient(app),
    customerAId: await userIdOf(db, customerA.email),
    keystone: await userIdByUsername(db, 'keystone-pump'),
  };
}
