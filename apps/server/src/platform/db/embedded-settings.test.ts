import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from './pglite-connection.ts';

describe('the embedded database', () => {
  it('runs with shared buffers sized for an embedded app, not PostgreSQL’s 128 MB', async () => {
    const connection = await openPglite(undefined);
    try {
      const result = (await connection.db.execute(sql`show shared_buffers`)) as unknown as {
        rows: { shared_buffers: string }[];
      };
      expect(result.rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await connection.close();
    }
  });
});
