import { PGlite, protocol, type QueryOptions, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindExecuteSync, StatementCachingPGlite } from './statement-caching-pglite.ts';

const MAX_STATEMENTS = 6;
const client = new StatementCachingPGlite({ maxStatements: MAX_STATEMENTS });

/** PGlite's own query on the same database, to compare answers with. */
function pgliteQuery<T = Record<string, unknown>>(query: string, params?: unknown[], options?: QueryOptions) {
  return PGlite.prototype.query.call(client, query, params, options) as ReturnType<typeof client.query<T>>;
}

async function ourStatementsOnTheBackend(): Promise<number> {
  const result = await pgliteQuery<{ count: number }>(
    "select count(*)::int as count from pg_prepared_statements where name like 'specsource_s%'",
  );
  return result.rows[0]?.count ?? -1;
}

beforeAll(async () => {
  await client.waitReady;
  await client.exec(`
    create table samples (
      id serial primary key, label text unique not null, doc json, docb jsonb, at timestamptz,
      blob bytea, flag boolean, amount numeric(10, 2), tags text[]
    );`);
});

afterAll(async () => {
  await client.close();
});

describe('StatementCachingPGlite', () => {
  it('answers every query as PGlite’s own query does: rows, fields, counts, types, parsers, row modes', async () => {
    const insert =
      'insert into samples (label, doc, docb, at, blob, flag, amount, tags) values ($1, $2, $3, $4, $5, $6, $7, $8) returning id, label';
    const params = (label: string) => [
      label,
      JSON.stringify({ héllo: '✓ 𝄞', n: [1, 2.5] }),
      { nested: { ok: true } },
      new Date('2026-11-25T10:00:00.123Z'),
      new Uint8Array([0, 1, 254, 255]),
      true,
      '12.34',
      ['a', 'b c', null],
    ];
    const ours = await client.query(insert, params('ours'));
    const theirs = await pgliteQuery(insert, params('theirs'));
    expect({ ...ours, rows: [] }).toEqual({ ...theirs, rows: [] });
    expect(ours.affectedRows).toBe(1);
    expect(ours.rows).toEqual([{ id: 1, label: 'ours' }]);

    const select = 'select * from samples where label = $1';
    const [ourRow] = (await client.query(select, ['ours'])).rows;
    const [theirRow] = (await pgliteQuery(select, ['theirs'])).rows;
    expect(ourRow).toEqual({ ...theirRow, id: 1, label: 'ours' });
    expect(ourRow).toMatchObject({
      doc: { héllo: '✓ 𝄞', n: [1, 2.5] },
      docb: { nested: { ok: true } },
      at: new Date('2026-11-25T10:00:00.123Z'),
      blob: new Uint8Array([0, 1, 254, 255]),
      flag: true,
      amount: '12.34',
      tags: ['a', 'b c', null],
    });

    // Drizzle's way: array rows, and timestamps left as text by a parser override.
    const options: QueryOptions = { rowMode: 'array', parsers: { [types.TIMESTAMPTZ]: (value) => value } };
    const arraySelect = 'select label, at, null::int as nothing from samples order by id';
    expect((await client.query(arraySelect, [], options)).rows).toEqual(
      (await pgliteQuery(arraySelect, [], options)).rows,
    );
    expect((await client.query(arraySelect, [], options)).rows[0]).toEqual([
      'ours',
      '2026-11-25 10:00:00.123+00',
      null,
    ]);

    const update = 'update samples set flag = $1 where id > $2';
    expect(await client.query(update, [false, 0])).toMatchObject({ affectedRows: 2, rowCount: 2, rows: [] });
  });

  it('parses a statement once and runs it again by name, keeping at most its limit on the backend', async () => {
    const before = client.preparedStatementCount;
    for (let run = 0; run < 3; run++) {
      await client.query('select $1::int + 1 as next', [run]);
    }
    expect(client.preparedStatementCount).toBe(Math.min(before + 1, MAX_STATEMENTS));

    for (let width = 0; width < MAX_STATEMENTS * 2; width++) {
      const { rows } = await client.query<{ sum: number }>(`select $1::int + ${width} as sum`, [1]);
      expect(rows[0]?.sum).toBe(1 + width);
    }
    // The oldest statements were closed on the backend, not only forgotten here.
    expect(client.preparedStatementCount).toBe(MAX_STATEMENTS);
    expect(await ourStatementsOnTheBackend()).toBe(MAX_STATEMENTS);
  });

  it('throws database errors as PGlite does (code, query, params) and keeps working after one', async () => {
    const insert = 'insert into samples (label) values ($1)';
    await client.query(insert, ['unique-once']);
    const error = await client.query(insert, ['unique-once']).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(protocol.messages.DatabaseError);
    expect(error).toMatchObject({ code: '23505', query: insert, params: ['unique-once'] });

    const syntax = await client.query('selec 1').catch((caught: unknown) => caught);
    expect(syntax).toMatchObject({ code: '42601', query: 'selec 1' });
    expect(
      (await client.query('select count(*)::int as n from samples where label = $1', ['unique-once'])).rows,
    ).toEqual([{ n: 1 }]);
  });

  it('runs transaction queries through the cache, commits and rolls back as PGlite does', async () => {
    const insert = 'insert into samples (label) values ($1) returning label';
    await client.transaction(async (tx) => {
      expect((await tx.query(insert, ['committed'])).rows).toEqual([{ label: 'committed' }]);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, ['rolled-back']);
        await tx.query(insert, ['committed']); // a unique violation aborts the transaction
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const labels = await client.query<{ label: string }>(
      "select label from samples where label in ('committed', 'rolled-back')",
    );
    expect(labels.rows).toEqual([{ label: 'committed' }]);
  });

  it('never runs a query inside another caller’s open transaction', async () => {
    let outside: Promise<unknown> | undefined;
    await client
      .transaction(async (tx) => {
        await tx.query('insert into samples (label) values ($1)', ['uncommitted']);
        outside = client.query('select count(*)::int as n from samples where label = $1', ['uncommitted']);
        // Give the outside query every chance to slip in between this transaction's statements.
        await new Promise((resolve) => setTimeout(resolve, 30));
        await tx.query('select 1');
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await outside).toMatchObject({ rows: [{ n: 0 }] });
  });

  it('prepares a statement again when the table under it changes shape', async () => {
    await client.exec('create table shapes (id int primary key)');
    await client.exec('insert into shapes values (1)');
    const select = 'select * from shapes where id = $1';
    expect((await client.query(select, [1])).rows).toEqual([{ id: 1 }]);
    await client.exec('alter table shapes add column size text');
    await client.exec("update shapes set size = 'large'");
    expect((await client.query(select, [1])).rows).toEqual([{ id: 1, size: 'large' }]);
  });

  it('still delivers notifications to listeners', async () => {
    const heard: string[] = [];
    const unlisten = await client.listen('statement_cache_test', (payload) => heard.push(payload));
    await client.query('select pg_notify($1, $2)', ['statement_cache_test', 'hello']);
    await unlisten();
    expect(heard).toEqual(['hello']);
  });
});

describe('bindExecuteSync', () => {
  it('builds the same bytes as pg-protocol’s Bind, Execute and Sync', () => {
    const values = ['héllo ✓ 𝄞', null, new Uint8Array([1, 2, 3]), '', '{"a":[1,2]}'];
    const expected = Buffer.concat([
      protocol.serialize.bind({ statement: 'specsource_s7', values }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    expect(Buffer.from(bindExecuteSync('specsource_s7', values)).equals(expected)).toBe(true);
    expect(
      Buffer.from(bindExecuteSync('s', [])).equals(
        Buffer.concat([
          protocol.serialize.bind({ statement: 's' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
      ),
    ).toBe(true);
  });
});
