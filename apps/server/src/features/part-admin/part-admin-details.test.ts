import { PART_ADMIN_MESSAGES, PartDetailsSchema } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { buildPartAdminTestApp } from '../../../test/part-admin-fixtures.ts';

const { adminClient, taxonomy } = await buildPartAdminTestApp();
const { PUMP_TYPE } = taxonomy;

describe('GET /api/part-details/{id}', () => {
  it("answers the seeded pump's structure with its type id", async () => {
    const response = await adminClient.get('/api/part/pump');
    const publicPump = response.json();
    const details = await adminClient.get(`/api/part-details/${publicPump.id}`);
    expect(details.statusCode).toBe(200);
    expect(PartDetailsSchema.parse(details.json())).toEqual({
      ...publicPump,
      part_type_id: PUMP_TYPE?.id,
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('answers 404 for an unknown part', async () => {
    const response = await adminClient.get('/api/part-details/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe(PART_ADMIN_MESSAGES.partNotFound);
  });
});
