import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { DemoAccount } from '../src/banner.ts';
import { createTestClient, type TestClient } from './test-client.ts';
import './provided-context.ts';

/** The first seeded demo account with this role; the seed makes one of each. */
export function seededAccount(role: DemoAccount['role']): DemoAccount {
  const account = inject('seededAccounts').find((candidate) => candidate.role === role);
  if (!account) {
    throw new Error(`the seed must create a ${role} account`);
  }
  return account;
}

/**
 * A seeded supplier by username: keystone-pump supplies pumps and compressors; harbor-industrial pumps, valves and
 * motors.
 */
export function seededSupplier(username: string): DemoAccount {
  const account = inject('seededAccounts').find((candidate) => candidate.username === username);
  if (!account) {
    throw new Error(`the seed must create the supplier ${username}`);
  }
  return account;
}

/** A client signed in through the real login route as `account`. */
export async function signedInClient(
  app: FastifyInstance,
  account: { email: string; password: string },
): Promise<TestClient> {
  const client = createTestClient(app);
  await client.signIn(account.email, account.password);
  return client;
}
