import pg from 'pg';

/**
 * Runs one statement on a connection of its own, then closes it: for what cannot run inside a database it
 * affects or inside a transaction (CREATE DATABASE, DROP DATABASE … WITH (FORCE)), as the test, cluster, fault
 * and load harnesses need on a PostgreSQL server.
 */
export async function runStatement(connectionString: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
