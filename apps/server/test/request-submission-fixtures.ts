import { CreateRequestResponseSchema } from '@specsource/contracts';
import { expect } from 'vitest';
import { buildTestApp } from './build-test-app.ts';
import './provided-context.ts';
import { userIdOf } from './request-factory.ts';
import { loadPart, newCustomerClient, requestBody, requestRow } from './request-test-helpers.ts';
import { seededAccount, seededSupplier, signedInClient } from './seeded-accounts.ts';
import { createTestClient } from './test-client.ts';

// Test set-up shared by the request-submission test files: the app on a private database, the seeded customer
// (customerA) and a new one (customerB), the admin and both seeded suppliers signed in, a visitor, and the parts
// the requests are for (seed: keystone-pump on pump and compressor, harbor-industrial on pump and valve).

/** The app on a private database copy, its signed-in clients and parts, and the create helpers on them. */
export async function buildRequestSubmissionTestApp() {
  const { app, database } = await buildTestApp();
  const { db } = database;
  const customer = seededAccount('customer');
  const customerId = await userIdOf(db, customer.email);
  const customerA = await signedInClient(app, customer);
  const customerB = await newCustomerClient(app, db);
  const admin = await signedInClient(app, seededAccount('admin'));
  const keystoneAccount = seededSupplier('keystone-pump');
  const harborAccount = seededSupplier('harbor-industrial');
  const keystoneEmail = keystoneAccount.email;
  const harborEmail = harborAccount.email;
  const keystone = await signedInClient(app, keystoneAccount);
  const harbor = await signedInClient(app, harborAccount);
  const visitor = createTestClient(app);
  const pump = await loadPart(app, 'pump');
  const compressor = await loadPart(app, 'compressor');
  const valve = await loadPart(app, 'valve');

  async function create(
    client = customerA,
    body: Record<string, unknown> = requestBody(compressor),
    headers = {},
  ) {
    return client.post('/api/request/', body, { headers });
  }

  async function createdRequest(client = customerA, body: Record<string, unknown> = requestBody(compressor)) {
    const response = await create(client, body);
    expect(response.statusCode).toBe(201);
    return requestRow(db, CreateRequestResponseSchema.parse(response.json()).order_id);
  }

  return {
    db,
    customer,
    customerId,
    customerA,
    customerB,
    admin,
    keystoneEmail,
    harborEmail,
    keystone,
    harbor,
    visitor,
    pump,
    compressor,
    valve,
    create,
    createdRequest,
  };
}
