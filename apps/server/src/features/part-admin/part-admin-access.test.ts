import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildPartAdminTestApp } from '../../../test/part-admin-fixtures.ts';
import { signedInClient } from '../../../test/seeded-accounts.ts';
import { createTestClient, type TestClient } from '../../../test/test-client.ts';
import { parts } from '../../platform/db/schema/index.ts';

const { app, database, customer, supplier, partBody } = await buildPartAdminTestApp();

describe('access', () => {
  const calls = (client: TestClient) => [
    client.post('/api/part/', partBody({ title: 'Not allowed' })),
    client.put('/api/part-update/1/', partBody({ title: 'Not allowed' })),
    client.get('/api/part-details/1'),
    client.get('/api/admin/parts/'),
  ];

  it('answers 401 to visitors', async () => {
    const responses = await Promise.all(calls(createTestClient(app)));
    expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401, 401]);
  });

  it('answers 403 to customers and suppliers', async () => {
    for (const account of [customer, supplier]) {
      const responses = await Promise.all(calls(await signedInClient(app, account)));
      expect(responses.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    }
    expect(await database.db.select().from(parts).where(eq(parts.title, 'Not allowed'))).toEqual([]);
  });
});
