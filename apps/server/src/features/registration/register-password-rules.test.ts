import { MESSAGES } from '@specsource/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createTestClient } from '../../../test/test-client.ts';
import { users } from '../../platform/db/schema/index.ts';

// OWASP ASVS 5.0 §6.2.11: registration refuses passwords made of the documented context-specific words
// (docs/security.md), on the password field, and creates nothing.
const { app, database } = await buildTestApp();

let count = 0;
function register(overrides: Record<string, unknown>) {
  const n = ++count;
  const body = {
    first_name: 'Grace',
    last_name: 'Hopper',
    email: `grace.hopper${n}@example.com`,
    phone: '+1 555 0199',
    company_name: 'Cobol Valves Inc',
    password: 'correct horse battery staple',
    confirm_password: 'correct horse battery staple',
    ...overrides,
  };
  const response = createTestClient(app).post('/api/register/', body, { remoteAddress: `10.9.0.${n}` });
  return { email: body.email, response };
}

describe('POST /api/register/ context-specific passwords', () => {
  it.each(['SpecSource-2026', 'Grace.Hopper1906', 'CobolValvesInc!'])(
    'refuses %s on the password field and creates no account',
    async (password) => {
      const { email, response } = register({ password, confirm_password: password });
      const answer = await response;
      expect(answer.statusCode).toBe(400);
      expect(answer.json().field_errors).toEqual({ password: [MESSAGES.passwordContextSpecific] });
      expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    },
  );

  it('accepts a passphrase that merely contains the first name', async () => {
    const password = 'grace under pressure 42';
    const answer = await register({ password, confirm_password: password }).response;
    expect(answer.statusCode).toBe(201);
  });
});
